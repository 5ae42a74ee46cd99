import { expect } from "chai";
import { mock } from "../../src/providers/mock/send.ts";
import { postmark } from "../../src/providers/postmark/send.ts";
import type { Message } from "../../src/core/types.ts";
import { FakeClock } from "../helpers/clock.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

const SEND = { from: "site@example.com", to: "me@example.com", body: "<p>Hi</p>" };

Deno.test("defaults fill omitted addresses and the subject defaults to 'Mail sent from website'", async () => {
  const provider = mock({
    default: {
      from: "Site <site@example.com>",
      to: ["owner@example.com"],
      bcc: "log@example.com",
      reply_to: "help@example.com",
    },
  });
  await provider.send({ body: "<p>Hello</p>", cc: "boss@example.com" });
  const { id: _, status: __, ...message } = provider.last!;
  expect(message).to.deep.equal({
    from: { address: "site@example.com", name: "Site" },
    to: [{ address: "owner@example.com" }],
    cc: [{ address: "boss@example.com" }],
    bcc: [{ address: "log@example.com" }],
    reply_to: [{ address: "help@example.com" }],
    subject: "Mail sent from website",
    html: "<p>Hello</p>",
    text: "Hello",
    attachments: [],
    headers: {},
    tags: [],
    metadata: {},
  });
});

Deno.test("a send without from or any recipient fails with invalid_option before anything is sent", async () => {
  const provider = mock();
  expect((await provider.send({ to: "a@example.com", body: "x" }).catch((e) => e)).code).to.equal("invalid_option");
  expect((await provider.send({ from: "a@example.com", body: "x" }).catch((e) => e)).code).to.equal("invalid_option");
  expect((await provider.send({ ...SEND, to: "not an address" }).catch((e) => e)).code).to.equal("invalid_address");
  expect(provider.requests).to.equal(0);
});

Deno.test("a body promise is awaited, and auto_text: false leaves text out", async () => {
  const provider = mock({ auto_text: false });
  await provider.send({ ...SEND, body: Promise.resolve("<h1>Hi</h1>") });
  expect(provider.last!.html).to.equal("<h1>Hi</h1>");
  expect(provider.last!.text).to.equal(undefined);
});

Deno.test("auto_text keeps links and an explicit text wins", async () => {
  const provider = mock();
  await provider.send({
    ...SEND,
    body: '<h1>Welcome</h1><p>Confirm at <a href="https://x.test/c?t=1">this link</a>.</p>',
  });
  expect(provider.last!.text).to.equal("WELCOME\n\nConfirm at this link [https://x.test/c?t=1].");
  await provider.send({ ...SEND, text: "plain" });
  expect(provider.last!.text).to.equal("plain");
});

Deno.test("form files become attachments, before the given attachments", async () => {
  const provider = mock();
  const form = new FormData();
  form.append("name", "Ada");
  form.append("cv", new File(["%PDF-1"], "cv.pdf", { type: "application/pdf" }));
  await provider.send({
    ...SEND,
    body: form,
    attachments: [new File(["a"], "a.txt", { type: "text/plain" }), { filename: "b.bin", content: "b" }],
  });
  expect(provider.last!.attachments).to.deep.equal([
    { filename: "cv.pdf", type: "application/pdf", content: new TextEncoder().encode("%PDF-1") },
    { filename: "a.txt", type: "text/plain", content: new TextEncoder().encode("a") },
    { filename: "b.bin", type: "application/octet-stream", content: new TextEncoder().encode("b") },
  ]);
});

Deno.test("unsubscribe_url sets the RFC 8058 headers beside the given headers", async () => {
  const provider = mock();
  await provider.send({ ...SEND, headers: { "X-A": "1" }, unsubscribe_url: "https://x.test/u?id=9" });
  expect(provider.last!.headers).to.deep.equal({
    "X-A": "1",
    "List-Unsubscribe": "<https://x.test/u?id=9>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
  const error = await provider.send({ ...SEND, unsubscribe_url: "not a url" }).catch((e) => e);
  expect(error.code).to.equal("invalid_option");
});

Deno.test("scheduled_at resolves against the injected clock; a past time sends at once", async () => {
  const clock = new FakeClock();
  const provider = mock({ clock });
  const later = await provider.send({ ...SEND, scheduled_at: { months: 1 } });
  expect(later.scheduled_at?.toISOString()).to.equal("2026-02-01T00:00:00.000Z");
  expect(provider.last!.status).to.equal("scheduled");
  const past = await provider.send({ ...SEND, scheduled_at: "2025-12-31T23:00:00" });
  expect(past.scheduled_at).to.equal(undefined);
  expect(provider.last!.status).to.equal("sent");
});

Deno.test("an invalid scheduled_at throws before anything is sent", async () => {
  const provider = mock();
  for (const scheduled_at of ["someday", new Date("x"), { fortnights: 1 }]) {
    const error = await provider.send({ ...SEND, scheduled_at: scheduled_at as Date }).catch((e) => e);
    expect(error.code).to.equal("invalid_scheduled_at");
  }
  expect(provider.requests).to.equal(0);
});

Deno.test("before_send may change the message, after_send sees the response", async () => {
  const seen: string[] = [];
  const provider = mock({
    hooks: {
      before_send: (message) => ({ ...message, subject: `[test] ${message.subject}` }),
      after_send: (response, message) => {
        seen.push(`${response.id} ${message.subject}`);
      },
    },
  });
  await provider.send({ ...SEND, subject: "Hello" });
  expect(provider.last!.subject).to.equal("[test] Hello");
  expect(seen).to.deep.equal(["mock_1 [test] Hello"]);
});

Deno.test("before_send returning false vetoes the send", async () => {
  const provider = mock({ hooks: { before_send: () => false } });
  expect(await provider.send(SEND)).to.deep.equal({ id: "", provider: "mock", skipped: "before_send" });
  expect(provider.messages).to.deep.equal([]);
});

Deno.test("a change by before_send is checked against the provider's capabilities", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ MessageID: "m", ErrorCode: 0 }));
  const before_send = (message: Message) => ({ ...message, tags: ["one", "two"] });
  const provider = postmark({ api_key: "t", fetch, hooks: { before_send } });
  const error = await provider.send(SEND).catch((e) => e);
  expect(error.code).to.equal("unsupported_option");
  expect(error.raw).to.deep.equal({ option: "tags" });
  expect(requests).to.deep.equal([]);
});

Deno.test("on_error sees the ServiceError and the message; the send still rejects", async () => {
  const errors: Array<[string, string | undefined]> = [];
  const provider = mock({
    fail: { status: 422, code: "invalid_to" },
    hooks: { on_error: (error, message) => void errors.push([(error as Error).message, message?.subject]) },
  });
  const error = await provider.send({ ...SEND, subject: "S" }).catch((e) => e);
  expect(provider.is_error(error)).to.equal(true);
  expect(errors).to.deep.equal([["mock: 422 invalid_to: scripted failure", "S"]]);
});

Deno.test("send needs a body", async () => {
  const error = await mock().send({ from: "a@example.com", to: "b@example.com" } as never).catch((e) => e);
  expect(error).to.be.instanceOf(TypeError);
});
