import { expect } from "chai";
import { describe_filter, filter_query, type Matcher, matcher_param } from "../../src/inbox/filter.ts";
import { is_later, later_of } from "../../src/inbox/cursor.ts";

const params: [Matcher, string][] = [
  ["Verify", "Verify"],
  [/^verify/i, "/^verify/i"],
  [/a\/b/, "/a\\/b/"],
  [/code/gimsy, "/code/ims"],
  [new RegExp(""), "/(?:)/"],
  ["/etc/passwd", "/\\/etc\\/passwd/i"],
  ["/x/i", "/\\/x\\/i/i"],
  ["a/b", "a/b"],
  ["/", "/"],
];

for (const [input, expected] of params) {
  Deno.test(`matcher_param(${String(input)}) is ${expected}`, () => {
    expect(matcher_param(input)).to.equal(expected);
  });
}

Deno.test("a /…/-looking string still matches itself as a plain substring", () => {
  for (const text of ["/etc/passwd", "/x/i", "/(a|b)*$/"]) {
    const [, source, flags] = /^\/(.+)\/([a-z]*)$/s.exec(matcher_param(text))!;
    expect(new RegExp(source!, flags).test(`see ${text.toUpperCase()} here`), text).to.equal(true);
    expect(new RegExp(source!, flags).test("nothing"), text).to.equal(false);
  }
});

Deno.test("filter_query leaves out empty criteria and never sends the timeout or signal", () => {
  expect(filter_query({})).to.deep.equal({});
  expect(filter_query({ subject: "", from: "", tag: "", after: "", timeout: "5s" })).to.deep.equal({});
  expect(filter_query({ subject: /a/, from: "b", tag: "t", after: "3", signal: AbortSignal.abort() })).to.deep.equal({
    subject: "/a/",
    from: "b",
    tag: "t",
    after: "3",
  });
});

Deno.test("describe_filter names each criterion", () => {
  expect(describe_filter({})).to.equal("any mail");
  expect(describe_filter({ subject: "Verify", from: /@acme\.test$/, tag: "signup", after: "4" })).to.equal(
    'subject "Verify", from /@acme\\.test$/, tag "signup", after cursor 4',
  );
});

Deno.test("cursors compare as whole numbers of any length", () => {
  const table: [string, string, boolean][] = [
    ["2", "1", true],
    ["10", "9", true],
    ["9", "10", false],
    ["3", "3", false],
    ["12345678901234567890", "12345678901234567889", true],
    ["007", "6", true],
  ];
  for (const [a, b, later] of table) expect(is_later(a, b), `${a} > ${b}`).to.equal(later);
  expect(later_of("9", "10")).to.equal("10");
  expect(later_of("10", "9")).to.equal("10");
});
