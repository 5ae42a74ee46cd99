import { expect } from "chai";
import PostalMime from "postal-mime";
import { build_mime } from "../../src/mime/build.ts";
import { HeaderError } from "../../src/mime/header.ts";
import type { Message } from "../../src/core/types.ts";

const message = (fields: Partial<Message>): Message => ({
  from: { address: "a@example.com" },
  to: [{ address: "b@example.com" }],
  cc: [],
  bcc: [],
  reply_to: [],
  subject: "Hi",
  attachments: [],
  headers: {},
  tags: [],
  metadata: {},
  ...fields,
});

/** Text bodies that are easy to get wrong, each read back exactly by postal-mime. */
const TEXTS: Record<string, string> = {
  "a line that starts with a dot": ".hidden\n..two",
  "trailing spaces and tabs": "space \ntab\t\nend ",
  "a boundary-like line": "--=_not_a_boundary\n=_",
  "a long line of multi-byte characters": "ü✓😀".repeat(60),
  "an equals sign at a soft break": "=".repeat(100),
  "empty": "",
};

for (const [name, text] of Object.entries(TEXTS)) {
  Deno.test(`build_mime: ${name} reads back exactly, in lines of at most 76`, async () => {
    const { raw } = build_mime(message({ text, html: `<p>${text}</p>` }), { now: 0 });
    const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
    expect(Math.max(...body.split("\r\n").map((line) => line.length))).to.be.at.most(76);
    const parsed = await PostalMime.parse(raw);
    expect([parsed.text ?? "", parsed.html]).to.deep.equal([text, `<p>${text}</p>`]);
  });
}

Deno.test("build_mime: a long non-ASCII subject and name are folded within 78 and read back", async () => {
  const subject = "Ünïcödé ".repeat(30).trim();
  const name = "Ωmega “quoted” Ñame ".repeat(4).trim();
  const { raw } = build_mime(message({ subject, from: { address: "a@example.com", name } }), { now: 0 });
  const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
  expect(Math.max(...head.split("\r\n").map((line) => line.length))).to.be.at.most(78);
  const parsed = await PostalMime.parse(raw);
  expect([parsed.subject, parsed.from?.name]).to.deep.equal([subject, name]);
});

Deno.test("build_mime: a line break in a header value, a bad header name or a custom Content-Type is refused", () => {
  for (
    const headers of [{ "X-A": "ok\r\nBcc: evil@example.com" }, { "Bad Name": "x" }, { "Content-Type": "text/plain" }]
  ) {
    expect(() => build_mime(message({ headers }), { now: 0 })).to.throw(HeaderError);
  }
  expect(() => build_mime(message({ subject: "Hi\nBcc: x@example.com" }), { now: 0 })).to.throw(HeaderError);
});

Deno.test("build_mime: a custom Message-ID and Date replace the generated ones, once each", () => {
  const { raw, message_id } = build_mime(
    message({ headers: { "Message-ID": "<mine@example.com>", Date: "Thu, 01 Jan 2026 00:00:00 +0000" } }),
    { now: 0 },
  );
  expect(message_id).to.equal("<mine@example.com>");
  expect(raw.match(/^(Message-ID|Date):.*$/gim)).to.deep.equal([
    "Date: Thu, 01 Jan 2026 00:00:00 +0000",
    "Message-ID: <mine@example.com>",
  ]);
});
