import { expect } from "chai";
import { html_to_text } from "../../src/send/auto_text.ts";

const CASES: [string, string, string][] = [
  [
    "heading and paragraph",
    '<h1>Welcome</h1><p>Confirm at <a href="https://x.test/c?t=1">this link</a>.</p>',
    "WELCOME\n\nConfirm at this link [https://x.test/c?t=1].",
  ],
  [
    "a link written as its URL stays once",
    '<p>Go to <a href="https://x.test/">https://x.test/</a></p>',
    "Go to https://x.test/",
  ],
  [
    "an image link without text shows its URL",
    '<a href="https://x.test/home"><img src="logo.png" alt="Logo"></a>',
    "https://x.test/home",
  ],
  [
    "mailto shows the address",
    '<p>Write to <a href="mailto:help@x.test">help@x.test</a> or <a href="mailto:a@x.test">us</a></p>',
    "Write to help@x.test or us [mailto:a@x.test]",
  ],
  ["entities and whitespace", "<p>Fish&nbsp;&amp;\n\n   chips &lt;3 &#8364;5</p>", "Fish & chips <3 €5"],
  ["br breaks a line", "<p>Line one<br>Line two<br/>Line three</p>", "Line one\nLine two\nLine three"],
  [
    "lists",
    "<ul><li>One</li><li>Two<ul><li>Inner</li></ul></li></ul><ol><li>First</li><li>Second</li></ol>",
    "* One\n* Two\n  * Inner\n\n1. First\n2. Second",
  ],
  [
    "table rows on lines, cells side by side",
    "<table><tr><td>Item</td><td>Qty</td></tr><tr><td>Tea</td><td>2</td></tr></table>",
    "Item  Qty\nTea  2",
  ],
  [
    "head, style, script, comments and images leave nothing",
    "<html><head><title>T</title><style>p{color:red}</style></head><body><!-- hidden --><script>x()</script><p>Shown<img src=a.png></p></body></html>",
    "Shown",
  ],
  ["pre keeps its lines", "<pre>a  b\n  c</pre><p>after</p>", "a  b\n  c\n\nafter"],
  ["divs stack", "<div>One</div><div>Two</div><div><div>Three</div></div>", "One\nTwo\nThree"],
  ["inline elements join as a browser shows them", "<p>Code: <b>48</b><b>29</b><span>13</span></p>", "Code: 482913"],
  ["plain text in", "just text", "just text"],
  ["empty", "", ""],
];

for (const [name, html, text] of CASES) {
  Deno.test(`html_to_text: ${name}`, () => {
    expect(html_to_text(html)).to.equal(text);
  });
}

Deno.test("html_to_text stays linear on hostile markup", () => {
  const started = performance.now();
  const out = html_to_text("<div>".repeat(200_000) + "x" + "<a href=".repeat(50_000));
  expect(out.startsWith("x")).to.equal(true);
  expect(performance.now() - started).to.be.lessThan(5_000);
});

Deno.test("html_to_text: a link that opens a block keeps its text and URL together", () => {
  expect(
    html_to_text('<p>Intro</p><a href="https://x.test/v">Verify</a><ul><li><a href="https://x.test/a">A</a></li></ul>'),
  )
    .to.equal("Intro\n\nVerify [https://x.test/v]\n\n* A [https://x.test/a]");
});
