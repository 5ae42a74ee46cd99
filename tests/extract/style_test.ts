import { expect } from "chai";
import { StyleSheet } from "../../src/extract/css.ts";
import { compute_style, is_visible, ROOT_STYLE, type Style, Styler } from "../../src/extract/style.ts";

function style_of(tag: string, attributes: Record<string, string>, sheet = new StyleSheet(), parent = ROOT_STYLE) {
  return compute_style(parent, tag, attributes, sheet);
}

const SIZES: [string, Record<string, string>, number][] = [
  ["span", { style: "font-size: 32px" }, 32],
  ["span", { style: "font-size:24pt" }, 32],
  ["span", { style: "font-size: 2em" }, 32],
  ["span", { style: "font-size: 2rem" }, 32],
  ["span", { style: "font-size: 150%" }, 24],
  ["span", { style: "font-size: x-large" }, 24],
  ["span", { style: "font-size: 32px !important" }, 32],
  ["h1", {}, 32],
  ["h2", {}, 24],
  ["font", { size: "6" }, 32],
  ["span", { style: "font: bold 28px/1.2 Arial" }, 28],
  ["span", { style: "font-size: nonsense" }, 16],
];

for (const [tag, attributes, size] of SIZES) {
  Deno.test(`<${tag} ${JSON.stringify(attributes)}> has font size ${size}px`, () => {
    expect(style_of(tag, attributes).style.size).to.be.closeTo(size, 0.01);
  });
}

const FLAGS: [string, Record<string, string>, Partial<Style>][] = [
  ["b", {}, { bold: true }],
  ["span", { style: "font-weight: 700" }, { bold: true }],
  ["strong", { style: "font-weight: normal" }, { bold: false }],
  ["span", { style: "letter-spacing: 6px" }, { spaced: true }],
  ["span", { style: "letter-spacing: 0.3em" }, { spaced: true }],
  ["span", { style: "letter-spacing: 1px" }, { spaced: false }],
  ["span", { style: "font-family: 'Courier New', monospace" }, { mono: true }],
  ["code", {}, { mono: true }],
  ["td", { bgcolor: "#F4F4F7" }, { boxed: true }],
  ["td", { bgcolor: "#ffffff" }, { boxed: false }],
  ["div", { style: "border: 2px dashed #ccc" }, { boxed: true }],
  ["div", { style: "border: none" }, { boxed: false }],
  ["div", { style: "display:none" }, { hidden: true }],
  ["div", { style: "visibility: hidden" }, { hidden: true }],
  ["div", { style: "opacity:0" }, { hidden: true }],
  ["div", { style: "mso-hide:all" }, { hidden: true }],
  ["div", { style: "max-height:0px; overflow:hidden" }, { hidden: true }],
  ["div", { style: "max-height:0px" }, { hidden: false }],
  ["div", { hidden: "" }, { hidden: true }],
];

for (const [tag, attributes, expected] of FLAGS) {
  Deno.test(`<${tag} ${JSON.stringify(attributes)}> computes ${JSON.stringify(expected)}`, () => {
    const { style } = style_of(tag, attributes);
    for (const [key, value] of Object.entries(expected)) expect(style[key as keyof Style]).to.equal(value);
  });
}

Deno.test("display: inline-block makes a div inline and display: block makes a span a block", () => {
  expect(style_of("div", { style: "display:inline-block" }).display).to.equal("inline");
  expect(style_of("span", { style: "display: block" }).display).to.equal("block");
  expect(style_of("div", {}).display).to.equal(null);
});

Deno.test("text shrunk to font-size 0 is unseen, and a child that sets a size again is seen", () => {
  const wrapper = style_of("div", { style: "font-size:0" }).style;
  expect(is_visible(wrapper)).to.equal(false);
  const child = style_of("span", { style: "font-size:16px" }, new StyleSheet(), wrapper).style;
  expect(is_visible(child)).to.equal(true);
});

Deno.test("a style sheet applies tag, class, tag.class and id rules, most specific last", () => {
  const sheet = new StyleSheet();
  sheet.add(`/* c */ p { font-size: 12px } .code { font-size: 30px; letter-spacing: 4px }
    p.big, #hero { font-size: 40px } .preheader { display: none !important }`);
  expect(style_of("p", {}, sheet).style.size).to.equal(12);
  expect(style_of("p", { class: "x code" }, sheet).style).to.include({ size: 30, spaced: true });
  expect(style_of("p", { class: "big code" }, sheet).style.size).to.equal(40);
  expect(style_of("span", { class: "big" }, sheet).style.size).to.equal(16);
  expect(style_of("div", { id: "hero" }, sheet).style.size).to.equal(40);
  expect(style_of("span", { class: "preheader" }, sheet).style.hidden).to.equal(true);
  expect(style_of("p", { class: "code", style: "font-size: 10px" }, sheet).style.size).to.equal(10);
});

Deno.test("a style sheet skips @media and other at-rules with their nested blocks", () => {
  const sheet = new StyleSheet();
  sheet.add(`@media only screen and (max-width: 600px) { .code { font-size: 60px } .x { display:none } }
    @font-face { font-family: X; src: url(x) } .code { font-size: 30px }`);
  expect(style_of("span", { class: "code" }, sheet).style.size).to.equal(30);
  expect(style_of("span", { class: "x" }, sheet).style.hidden).to.equal(false);
});

Deno.test("a Styler gives the same styles as compute_style, and re-reads after a sheet changes", () => {
  const styler = new Styler();
  const attributes = { class: "code", style: "letter-spacing: 0.5em" };
  const before = styler.compute(ROOT_STYLE, "span", attributes).style;
  expect(before).to.deep.equal(compute_style(ROOT_STYLE, "span", attributes).style);
  expect(styler.compute(ROOT_STYLE, "span", attributes).style).to.deep.equal(before);
  styler.sheet.add(".code { font-size: 30px }");
  expect(styler.compute(ROOT_STYLE, "span", attributes).style).to.include({ size: 30, spaced: true });
});

Deno.test("an element that changes nothing shares its parent's style object", () => {
  expect(compute_style(ROOT_STYLE, "span", { style: "color: red; padding: 4px" }).style).to.equal(ROOT_STYLE);
});
