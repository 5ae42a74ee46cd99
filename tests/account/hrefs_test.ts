import { expect } from "chai";
import { rewrite_hrefs } from "../../src/server/account/hrefs.ts";
import { click_targets, tracked_copy } from "../../src/server/account/tracking.ts";

/** HTML in, with each `<a href>` value the rewriter sees replaced by `[n]`: what it reads and what it leaves. */
const HREFS: [string, string, string[]][] = [
  ['<a href="https://x.test/">x</a>', '<a href="[0]">x</a>', ["https://x.test/"]],
  ["<a href='https://x.test/'>", "<a href='[0]'>", ["https://x.test/"]],
  ["<a href=https://x.test/ class=b>", '<a href="[0]" class=b>', ["https://x.test/"]],
  ['<A HREF = "https://x.test/">', '<A HREF = "[0]">', ["https://x.test/"]],
  ['<a title="a>b" href="https://x.test/">', '<a title="a>b" href="[0]">', ["https://x.test/"]],
  ['<a href=" https://x.test/?a=1&amp;b=2 ">', '<a href="[0]">', ["https://x.test/?a=1&b=2"]],
  ['<a data-href="x" href="y">', '<a data-href="x" href="[0]">', ["y"]],
  ['<!-- <a href="https://x.test/"> --><a href="z">', '<!-- <a href="https://x.test/"> --><a href="[0]">', ["z"]],
  ['<script>"<a href=1>"</script><a href="2">', '<script>"<a href=1>"</script><a href="[0]">', ["2"]],
  ['<STYLE>a{}</style><a href="2">', '<STYLE>a{}</style><a href="[0]">', ["2"]],
  ['<area href="1"><link href="2"><abbr href="3">', '<area href="1"><link href="2"><abbr href="3">', []],
  ['1 < 2 <a href="3">', '1 < 2 <a href="[0]">', ["3"]],
  ['<a href="unterminated', '<a href="[0]', ["unterminated"]],
  ["<a href=", "<a href=", []],
  ["", "", []],
];

for (const [html, expected, seen] of HREFS) {
  Deno.test(`rewrite_hrefs: ${JSON.stringify(html)}`, () => {
    const got: string[] = [];
    const out = rewrite_hrefs(html, (url) => {
      got.push(url);
      return url === "" ? null : `[${got.length - 1}]`;
    });
    expect([out, got.filter(Boolean)]).to.deep.equal([expected, seen]);
  });
}

Deno.test("rewrite_hrefs reads hostile markup in linear time", () => {
  for (const hostile of ["<a ".repeat(200_000), '<a href="'.repeat(100_000), "<!--".repeat(200_000)]) {
    const started = performance.now();
    rewrite_hrefs(hostile, () => "x");
    expect(performance.now() - started).to.be.lessThan(1000);
  }
});

Deno.test("click targets: each http(s) URL once, HTML first, text URLs without trailing punctuation; own routes left", () => {
  const base = "https://mail.example";
  const message = {
    html: '<a href="https://a.test/1">1</a><a href="https://A.test/1">again</a><a href="mailto:x@y.z">m</a>' +
      `<a href="${base}/v1/unsubscribe/uns_x">u</a><a href="ftp://f.test/">f</a>`,
    text: "See https://b.test/2. Or (https://c.test/3), https://d.test/a_(b) and [https://a.test/1]",
  };
  expect(click_targets(message, base)).to.deep.equal([
    "https://a.test/1",
    "https://b.test/2",
    "https://c.test/3",
    "https://d.test/a_(b)",
  ]);
  const copy = tracked_copy({ ...message, tracking: { clicks: true } }, base, "trk_T");
  expect(copy.text).to.equal(
    `See ${base}/v1/t/c/trk_T_1. Or (${base}/v1/t/c/trk_T_2), ${base}/v1/t/c/trk_T_3 and [${base}/v1/t/c/trk_T_0]`,
  );
  expect(copy.html).to.equal(
    `<a href="${base}/v1/t/c/trk_T_0">1</a><a href="${base}/v1/t/c/trk_T_0">again</a><a href="mailto:x@y.z">m</a>` +
      `<a href="${base}/v1/unsubscribe/uns_x">u</a><a href="ftp://f.test/">f</a>`,
  );
  const opened = tracked_copy({ html: "<p>x</p></BODY></html>", text: null, tracking: { opens: true } }, base, "trk_T");
  expect(opened.html).to.equal(
    `<p>x</p><img src="${base}/v1/t/o/trk_T.gif" width="1" height="1" alt="" ` +
      `style="display:block;width:1px;height:1px;border:0"></BODY></html>`,
  );
});
