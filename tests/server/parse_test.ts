import { expect } from "chai";
import { parse_mail } from "../../src/server/inbox/parse.ts";
import { call, deliver, new_inbox, test_service } from "../helpers/service.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

function nested(depth: number): string {
  let body = "Content-Type: text/plain\r\n\r\ninnermost 424242\r\n";
  for (let i = depth; i > 0; i--) {
    body = `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n${body}--b${i}--\r\n`;
  }
  return `From: a@example.com\r\nSubject: deep\r\nMIME-Version: 1.0\r\n${body}`;
}

const HOSTILE: [string, Uint8Array][] = [
  ["garbage bytes", crypto.getRandomValues(new Uint8Array(4096))],
  ["NUL bytes", bytes("From: a@example.com\r\nSubject: nul\u0000here\r\n\r\nbody\u0000\u0000")],
  ["8-bit headers", new Uint8Array([...bytes("Subject: caf"), 0xe9, 0xff, ...bytes("\r\nFrom: \xfe@x\r\n\r\nbody")])],
  ["header only", bytes("From: a@example.com\r\nSubject: only headers\r\n")],
  [
    "truncated multipart",
    bytes(
      'From: a@example.com\r\nContent-Type: multipart/mixed; boundary="q"\r\n\r\n--q\r\nContent-Type: text/plain\r\n\r\nhalf',
    ),
  ],
  ["broken base64", bytes("From: a@example.com\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!not*base64***\r\n")],
  ["empty", new Uint8Array(0)],
  ["1,000-level nesting", bytes(nested(1000))],
  [
    "10,000 headers",
    bytes(`${Array.from({ length: 10_000 }, (_, i) => `X-H${i}: v`).join("\r\n")}\r\nSubject: many\r\n\r\nbody`),
  ],
];

for (const [name, raw] of HOSTILE) {
  Deno.test(`parsing ${name} does not throw and answers best-effort fields`, async () => {
    const parsed = await parse_mail(raw);
    expect(parsed.subject).to.be.a("string");
    expect(parsed.headers).to.be.an("object");
    expect(parsed.attachments).to.be.an("array");
  });
}

Deno.test("hostile messages are stored with their raw bytes and the server keeps answering", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  for (const [name, raw] of HOSTILE) {
    const result = await deliver(service, inbox.address, raw);
    expect(result.accepted, name).to.deep.equal([inbox.address]);
  }
  const list = await (await call(service, "GET", `/v1/inboxes/${inbox.address}/messages`, { token: inbox.token }))
    .json();
  expect(list.messages).to.have.length(HOSTILE.length);
  for (const [i, [name, raw]] of HOSTILE.entries()) {
    const response = await call(service, "GET", `/v1/inboxes/${inbox.address}/messages/${list.messages[i].id}/raw`, {
      token: inbox.token,
    });
    expect(new Uint8Array(await response.arrayBuffer()), name).to.deep.equal(raw);
  }
  await service.close();
});

Deno.test("the fallback reader keeps headers, the subject and the body of unparseable mail", async () => {
  const parsed = await parse_mail(bytes(nested(1000)));
  expect(parsed.subject).to.equal("deep");
  expect(parsed.from).to.equal("a@example.com");
  expect(parsed.headers["mime-version"]).to.equal("1.0");
  expect(parsed.text).to.include("innermost 424242");
});

Deno.test("RFC 2047 subjects, quoted-printable and base64 bodies decode", async () => {
  const raw = bytes([
    "From: =?UTF-8?B?SsO8cmdlbg==?= <j@example.de>",
    "To: x@inbox.localhost",
    "Subject: =?UTF-8?Q?Best=C3=A4tigen_Sie_Ihre_E-Mail?=",
    "MIME-Version: 1.0",
    'Content-Type: multipart/alternative; boundary="z"',
    "",
    "--z",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: quoted-printable",
    "",
    "Ihr Best=C3=A4tigungscode lautet 739201.=",
    "",
    "--z",
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    btoa("<p>Code: <b>739201</b></p>"),
    "--z--",
    "",
  ].join("\r\n"));
  const parsed = await parse_mail(raw);
  expect(parsed).to.include({ subject: "Bestätigen Sie Ihre E-Mail", name: "Jürgen", from: "j@example.de" });
  expect(parsed.text).to.equal("Ihr Bestätigungscode lautet 739201.\n");
  expect(parsed.html).to.equal("<p>Code: <b>739201</b></p>");
});
