import { expect } from "chai";
import { format_address, is_address, parse_email, parse_emails } from "../../src/core/address.ts";
import type { Email } from "../../src/core/types.ts";

const PARSE: [Email, { address: string; name?: string }][] = [
  ["ada@example.com", { address: "ada@example.com" }],
  ["  ada@example.com ", { address: "ada@example.com" }],
  ["Ada Lovelace <ada@example.com>", { address: "ada@example.com", name: "Ada Lovelace" }],
  ['"Lovelace, Ada" <ada@example.com>', { address: "ada@example.com", name: "Lovelace, Ada" }],
  ["<ada@example.com>", { address: "ada@example.com" }],
  [{ address: "ada@example.com", name: "Ada" }, { address: "ada@example.com", name: "Ada" }],
  [{ address: "ada@example.com" }, { address: "ada@example.com" }],
  ["ada+signup@inbox.localhost", { address: "ada+signup@inbox.localhost" }],
  ["josé@exämple.de", { address: "josé@exämple.de" }],
];

for (const [input, expected] of PARSE) {
  Deno.test(`parse_email(${JSON.stringify(input)}) gives ${JSON.stringify(expected)}`, () => {
    expect(parse_email(input, "to", "test")).to.deep.equal(expected);
  });
}

const INVALID: unknown[] = [
  "ada",
  "ada@",
  "@example.com",
  "ada@example",
  "ada example@example.com",
  "ada@exa mple.com",
  "Ada <ada@>",
  "ada@-example.com",
  "a@b@example.com",
  "",
  { address: "nope" },
  42,
];

for (const input of INVALID) {
  Deno.test(`parse_email(${JSON.stringify(input)}) throws invalid_address naming the field`, () => {
    try {
      parse_email(input as Email, "cc", "test");
      throw new Error("no error");
    } catch (error) {
      expect((error as { code: string }).code).to.equal("invalid_address");
      expect((error as Error).message).to.match(/^test: invalid_address: cc: /);
    }
  });
}

Deno.test("parse_emails names the position of the bad address in a list", () => {
  expect(() => parse_emails(["a@example.com", "bad"], "to", "test")).to.throw("to[1]");
  expect(parse_emails(undefined, "to", "test")).to.deep.equal([]);
});

Deno.test("format_address quotes names with specials", () => {
  expect(format_address({ address: "a@example.com" })).to.equal("a@example.com");
  expect(format_address({ address: "a@example.com", name: "Ada" })).to.equal("Ada <a@example.com>");
  expect(format_address({ address: "a@example.com", name: "Lovelace, Ada" })).to.equal(
    '"Lovelace, Ada" <a@example.com>',
  );
  expect(format_address({ address: "a@example.com", name: 'Ada "A" L.' })).to.equal('"Ada \\"A\\" L." <a@example.com>');
});

Deno.test("is_address accepts quoted local parts and rejects overlong ones", () => {
  expect(is_address('"ada lovelace"@example.com')).to.equal(true);
  expect(is_address(`${"a".repeat(65)}@example.com`)).to.equal(false);
});
