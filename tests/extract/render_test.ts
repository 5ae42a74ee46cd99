import { expect } from "chai";
import { render_html } from "../../src/extract/render.ts";
import { render_text } from "../../src/extract/text.ts";

function blocks(html: string): string[] {
  return render_html(html).blocks.map((block) => block.text);
}

const CASES: [string, string, string[]][] = [
  ["paragraphs and line breaks", "<p>Your code</p><p>482913<br>Valid 10 min</p>", [
    "Your code",
    "482913",
    "Valid 10 min",
  ]],
  ["digits split across spans", `<p>Code: <span>48</span><span style="color:red">29</span><b>13</b></p>`, [
    "Code: 482913",
  ]],
  [
    "inline-block boxes with spaces between",
    `<div><div style="display:inline-block">4</div> <div style="display:inline-block">8</div></div>`,
    ["4 8"],
  ],
  ["a row of one-digit cells", "<table><tr><td>4</td><td>8</td><td>2</td><td>9</td><td>1</td><td>3</td></tr></table>", [
    "482913",
  ]],
  ["a row of two digit-group cells", "<table><tr><td>482</td><td>913</td></tr></table>", ["482 913"]],
  ["a row of label and value cells", "<table><tr><td>Code</td><td>4829</td></tr></table>", ["Code", "4829"]],
  ["cells left open", "<table><tr><td>Order<td>1234<tr><td>Code<td>9876</table>", ["Order", "1234", "Code", "9876"]],
  [
    "head, title, style, script and comments",
    `<html><head><title>482913</title><style>.a{color:#123456}</style></head><body><!-- 111111 --><script>var x = 222222</script><p>ok</p></body></html>`,
    ["ok"],
  ],
  [
    "a hidden pre-header by inline style",
    `<div style="display:none;max-height:0;overflow:hidden">Your code is 111111</div><p>Body</p>`,
    ["Body"],
  ],
  [
    "a hidden pre-header by class",
    `<style>.preheader{display:none!important}</style><span class="preheader">Pre 111111</span><p>Body</p>`,
    ["Body"],
  ],
  ["zero-width padding after a pre-header", `<p>Hello&zwnj;&nbsp;&zwnj;&nbsp;&#8203; world</p>`, ["Hello world"]],
  ["entities and whitespace", "<p>  a&nbsp;&amp;\n\t b  </p>", ["a & b"]],
  ["images leave no text", `<p><img src="https://t.example/o.gif" width="1" height="1" alt="123456">Hi</p>`, ["Hi"]],
  ["full-width digits", "<p>コード：１２３４５６</p>", ["コード：123456"]],
  ["stray end tags", "<p>a</span></div></p>b", ["a", "b"]],
];

for (const [name, html, expected] of CASES) {
  Deno.test(`render_html: ${name}`, () => {
    expect(blocks(html)).to.deep.equal(expected);
  });
}

Deno.test("render_html keeps the style of each run: size, weight, spacing, font", () => {
  const document = render_html(
    `<p>Code: <span style="font-size:32px;letter-spacing:6px;font-family:monospace"><b>482913</b></span></p>`,
  );
  const [block] = document.blocks;
  expect(block!.text).to.equal("Code: 482913");
  const run = block!.runs.find((run) => run.start === 6)!;
  expect(run.style).to.include({ size: 32, bold: true, spaced: true, mono: true });
  expect(document.base_size).to.equal(32);
});

// An anchor's offset is where the text before it ends (a space between them comes later).
Deno.test("render_html records anchors with their text, image words, place and button look", () => {
  const document = render_html(
    `<p>Intro</p><p>Please <a href="https://x.io/v?a=1&amp;b=2" style="background:#e4572e">Verify
    <b>email</b></a> now. <a href="https://x.io/"><img src="logo.png" alt="X logo"></a></p>`,
  );
  expect(document.anchors.map(({ url, block, offset, end, button }) => ({ url, block, offset, end, button }))).to
    .deep.equal([
      { url: "https://x.io/v?a=1&b=2", block: 1, offset: 6, end: 19, button: true },
      { url: "https://x.io/", block: 1, offset: 24, end: 24, button: false },
    ]);
  expect(document.anchors[0]!.text.replace(/\s+/g, " ").trim()).to.equal("Verify email");
  expect(document.anchors[1]!.image).to.include("X logo").and.include("logo.png");
});

Deno.test("render_text gives one block per non-empty line with spaces collapsed", () => {
  expect(render_text("Your code:\r\n\r\n  482\u00a0913  \n\u200b\nBye").blocks.map((block) => block.text)).to.deep
    .equal(["Your code:", "482 913", "Bye"]);
});
