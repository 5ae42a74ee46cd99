import { expect } from "chai";
import { decode_entities } from "../../src/extract/mod.ts";

const CASES: [string, string][] = [
  ["a &amp; b", "a & b"],
  ["&lt;b&gt; &quot;x&quot; &apos;y&apos;", `<b> "x" 'y'`],
  ["482&nbsp;913", "482\u00a0913"],
  ["&#52;&#56;&#50;", "482"],
  ["&#x34;&#X38;&#x32;", "482"],
  ["Best&auml;tigung &Uuml;ber &eacute;t&eacute; &ntilde; &ccedil; &szlig;", "Bestätigung Über été ñ ç ß"],
  ["&copy; 2025 &mdash; &euro;12 &hellip;", "© 2025 — €12 …"],
  ["&zwnj;&nbsp;&shy;", "\u200c\u00a0\u00ad"],
  ["https://x.io/v?a=1&amp;b=2", "https://x.io/v?a=1&b=2"],
  ["https://x.io/v?a=1&b=2", "https://x.io/v?a=1&b=2"],
  ["https://x.io/v?a=1&copy=2", "https://x.io/v?a=1&copy=2"],
  ["AT&amp T", "AT& T"],
  ["&unknown; &", "&unknown; &"],
  ["&#0; &#xD800; &#1114112;", "\ufffd \ufffd \ufffd"],
  ["no references", "no references"],
];

for (const [input, expected] of CASES) {
  Deno.test(`decode_entities(${JSON.stringify(input)}) is ${JSON.stringify(expected)}`, () => {
    expect(decode_entities(input)).to.equal(expected);
  });
}
