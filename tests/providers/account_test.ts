import { expect } from "chai";
import { account } from "../../src/providers/account/send.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

const AUTH = { authorization: "Bearer sk_test" };
const MINIMAL = {
  from: "sender@example.com",
  to: ["ada@example.com"],
  cc: [],
  bcc: [],
  reply_to: [],
  subject: "Hello",
  html: "<p>Hi Ada</p>",
  text: "Hi Ada",
  headers: {},
  tags: [],
  attachments: [],
};
const post = (json: Record<string, unknown>, headers: Record<string, string> = {}): Recorded[] => [{
  method: "POST",
  url: "http://127.0.0.1:8025/v1/messages",
  headers: { ...AUTH, "content-type": "application/json", ...headers },
  json: { ...MINIMAL, ...json },
}];
const sent = (json: Record<string, unknown>, headers?: Record<string, string>) => ({
  requests: post(json, headers),
  id: "msg_1",
});

conformance({
  name: "account",
  make: (fetch, clock) => account({ api_key: "sk_test", url: "http://127.0.0.1:8025/", fetch, clock }),
  ok: (request) =>
    request.url.endsWith("/cancel")
      ? Response.json({ id: "msg_1", status: "cancelled" })
      : Response.json({ id: "msg_1", status: "queued" }, { status: 201 }),
  cases: {
    minimal: sent({}),
    addresses: sent({
      from: "Acme <sender@example.com>",
      to: ["Ada Lovelace <ada@example.com>", "Bob <bob@example.com>"],
      cc: ["carol@example.com"],
      bcc: ["dan@example.com"],
      reply_to: ["replies@example.com"],
    }),
    auto_text: sent({
      html: '<p>Read <a href="https://example.com/a">the guide</a></p>',
      text: "Read the guide [https://example.com/a]",
    }),
    attachment: sent({ attachments: [{ filename: "hello.txt", type: "text/plain", content: "aGVsbG8=" }] }),
    inline_image: sent({
      html: '<img src="cid:logo">',
      attachments: [{ filename: "logo.png", type: "image/png", content: "iVBORw==", content_id: "logo" }],
    }),
    headers: sent({
      headers: {
        "X-Campaign": "spring",
        "List-Unsubscribe": "<https://example.com/u/1>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    }),
    tags: sent({ tags: ["welcome"] }),
    many_tags: sent({ tags: ["a", "b", "c", "d"] }),
    metadata: sent({ metadata: { user_id: "42" } }),
    tracking: sent({ tracking: { opens: true, clicks: false } }),
    idempotency: sent({}, { "idempotency-key": "order-42" }),
    many_reply_to: sent({ reply_to: ["a@example.com", "b@example.com"] }),
    scheduled: sent({ scheduled_at: "2026-01-01T01:00:00.000Z" }),
    scheduled_iso: sent({ scheduled_at: "2026-01-02T09:30:00.000Z" }),
    scheduled_far: { error: "scheduled_too_far" },
  },
  errors: [
    {
      name: "422 scheduled_too_far from the server",
      response: () =>
        Response.json({ error: { code: "scheduled_too_far", message: "at most 30 days ahead" } }, { status: 422 }),
      status: 422,
      code: "scheduled_too_far",
      message: "at most 30 days ahead",
    },
    {
      name: "401 unauthorized",
      response: () => Response.json({ error: { code: "unauthorized", message: "bad key" } }, { status: 401 }),
      status: 401,
      code: "unauthorized",
      message: "bad key",
    },
  ],
  cancel: {
    id: "msg_1",
    requests: [{ method: "POST", url: "http://127.0.0.1:8025/v1/messages/msg_1/cancel", headers: AUTH }],
  },
});

Deno.test("account reads SERVICE_TOKEN and SERVICE_API_URL when called, not at import", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ id: "msg_9", status: "queued" }));
  const env = { SERVICE_TOKEN: "sk_env", SERVICE_API_URL: "https://api.example.test" };
  const { id } = await account({ fetch, env }).send({ from: "a@example.com", to: "b@example.com", body: "x" });
  expect(id).to.equal("msg_9");
  expect(requests[0]!.url).to.equal("https://api.example.test/v1/messages");
  expect(requests[0]!.headers.authorization).to.equal("Bearer sk_env");
});

Deno.test("account without a key rejects with missing_credentials and sends nothing", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ id: "x" }));
  const error = await account({ fetch, env: {} }).send({ from: "a@example.com", to: "b@example.com", body: "x" })
    .catch((e) => e);
  expect(error.code).to.equal("missing_credentials");
  expect(requests).to.deep.equal([]);
});

Deno.test("account sends a form's field names and text values (never the honeypot) with the message", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ id: "msg_2", status: "queued" }));
  const form = new FormData();
  form.append("name", "Ada");
  form.append("_honey", "");
  form.append("message", "Hello");
  await account({ api_key: "k", url: "http://x.test", fetch }).send({
    from: "site@example.com",
    to: "me@example.com",
    subject: "Contact",
    body: form,
  });
  expect((requests[0]!.json as { form: unknown }).form).to.deep.equal({
    name: "Contact",
    fields: ["name", "message"],
    values: { name: "Ada", message: "Hello" },
  });
});
