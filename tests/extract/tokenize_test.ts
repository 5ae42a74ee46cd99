import { expect } from "chai";
import { tokenize } from "../../src/extract/tokenize.ts";

function tokens(html: string): string[] {
  const out: string[] = [];
  tokenize(html, {
    text: (text) => out.push(`text:${text}`),
    open: (name, attributes) =>
      out.push(`<${name}${Object.entries(attributes).map(([k, v]) => ` ${k}=${v}`).join("")}>`),
    close: (name) => out.push(`</${name}>`),
    raw: (name, content) => out.push(`raw ${name}:${content}`),
  });
  return out;
}

const CASES: [string, string, string[]][] = [
  ["text and tags", "<p>Hi <b>you</b></p>", ["<p>", "text:Hi ", "<b>", "text:you", "</b>", "</p>"]],
  ["attribute forms", `<a HREF="x?a=1&amp;b=2" title='t' data-x=y hidden>`, [
    "<a href=x?a=1&amp;b=2 title=t data-x=y hidden=>",
  ]],
  ["a > inside a quoted attribute", `<a title="a>b">x</a>`, ["<a title=a>b>", "text:x", "</a>"]],
  ["comments and conditional comments", "a<!-- 123456 -->b<!--[if mso]><p>x</p><![endif]-->c", [
    "text:a",
    "text:b",
    "text:c",
  ]],
  ["doctype and processing instructions", "<!DOCTYPE html><?xml x?>t", ["text:t"]],
  ["raw text elements keep their content", "<style>.a{x:1}</style><title>T</title>", [
    "<style>",
    "raw style:.a{x:1}",
    "</style>",
    "<title>",
    "raw title:T",
    "</title>",
  ]],
  ["a raw element's end tag in any case", "<script>if (a</b) 1</SCRIPT>x", [
    "<script>",
    "raw script:if (a</b) 1",
    "</script>",
    "text:x",
  ]],
  ["a lone < is text", "1 < 2 <3", ["text:1 < 2 <3"]],
  ["an unclosed comment runs to the end", "a<!-- b", ["text:a"]],
  ["an unclosed quote runs to the end", `<a href="x>y`, ["<a href=x>y>"]],
  ["an unclosed style runs to the end", "<style>a{}", ["<style>", "raw style:a{}", "</style>"]],
  ["self-closing tags", "<br/><img src=a.png />", ["<br>", "<img src=a.png>"]],
  ["the first of repeated attributes counts", `<a href="1" href="2">`, ["<a href=1>"]],
];

for (const [name, html, expected] of CASES) {
  Deno.test(`tokenize reads ${name}`, () => {
    expect(tokens(html)).to.deep.equal(expected);
  });
}
