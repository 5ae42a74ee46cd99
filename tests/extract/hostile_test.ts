// Mail is hostile input: each body here is 10 MB of a pattern that makes naive parsers or
// backtracking regular expressions take minutes or run out of stack. Extraction must finish
// (no timing is asserted; a hang or a crash fails the run) and still read what it can.
import { expect } from "chai";
import { extract, type ExtractInput } from "../../src/extract/mod.ts";

const SIZE = 10 * 1024 * 1024;
const fill = (unit: string, size = SIZE) => unit.repeat(Math.ceil(size / unit.length));

const BODIES: [string, () => ExtractInput][] = [
  ["a million nested <div>s", () => ({ html: fill("<div>") })],
  ["comments that never close", () => ({ html: fill("<!--") })],
  ["a quote that never closes", () => ({ html: `<a href="${fill("x")}` })],
  ["a <style> that never closes", () => ({ html: fill("<style>") })],
  ["stray < signs", () => ({ html: fill("< ") })],
  ["end tags with no start", () => ({ html: fill("</div>") })],
  ["one attribute list of a million attributes", () => ({ html: `<a ${fill("x=1 ")}>` })],
  ["a 10 MB style attribute", () => ({ html: `<p style="${fill("a:b;")}">Your code is 482913</p>` })],
  ["a sheet of a million rules, then elements using them", () => ({
    html: `<style>${fill(".a{color:red}")}</style>${fill('<p class="a">x</p>', 1024 * 1024)}`,
  })],
  ["nested relative font sizes", () => ({ html: `${fill("<span style='font-size:2em'>")}code 482913` })],
  ["a single table row of a million cells", () => ({ html: `<table><tr>${fill("<td>1</td>")}` })],
  ["a million rows left open", () => ({ html: `<table>${fill("<tr><td>1")}` })],
  ["character references without end", () => ({ html: fill("&#") })],
  ["character references", () => ({ html: fill("&amp;&#x34;&copy") })],
  ["one link repeated", () => ({ html: fill('<a href="https://x.io/verify/1">Verify</a>') })],
  ["letter-spaced digits without end", () => ({ html: `<p>code ${fill("1 ")}</p>` })],
  ["one paragraph of codes", () => ({ text: fill("code 123456 ") })],
  ["a paragraph per code", () => ({ html: fill("<p>code 123456</p>") })],
  ["a URL of opening brackets", () => ({ text: `https://x.io/${fill("(")}` })],
  ["a URL of closing brackets", () => ({ text: `https://x.io/${fill(")")}` })],
  ["at signs", () => ({ text: fill("a@") })],
  ["keywords glued to digits without spaces", () => ({ text: fill("验证码123456") })],
  ["one word of 10 MB", () => ({ text: fill("a") })],
  ["one number of 10 MB", () => ({ text: fill("1") })],
  ["a dash-joined number of 10 MB", () => ({ text: fill("1-") })],
  ["written URLs", () => ({ html: `<p>${fill("https://x.io/a ")}</p>` })],
  ["a 1 MB subject of codes", () => ({ subject: fill("code 123456 ", 1024 * 1024), text: "x" })],
];

for (const [name, make] of BODIES) {
  Deno.test(`extraction finishes on 10 MB of hostile input: ${name}`, () => {
    const found = extract(make());
    expect(found.codes.length).to.be.at.most(1000);
    expect(found.links.length).to.be.at.most(1000);
    if (found.code !== null) expect(found.codes).to.include(found.code);
  });
}

Deno.test("a code before 10 MB of junk is still found", () => {
  const found = extract({ html: `<p>Your verification code is 482913</p>${fill("<div><span>&amp;< ")}` });
  expect(found.code).to.equal("482913");
});

Deno.test("links stop at 1000 distinct ones, in document order", () => {
  const html = Array.from({ length: 3000 }, (_, index) => `<a href="https://x.io/${index}">${index}</a>`).join("");
  const { links } = extract({ html });
  expect(links.length).to.equal(1000);
  expect(links[0]).to.equal("https://x.io/0");
  expect(links[999]).to.equal("https://x.io/999");
});
