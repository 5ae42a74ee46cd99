import { expect } from "chai";
import { plunk } from "../../src/providers/plunk/send.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

const AUTH = { authorization: "Bearer sk_test" };
const ID = "ac32f08e-c6b9-45d3-9824-a73dff1e3bbf";
const MINIMAL = {
  to: "ada@example.com",
  from: { email: "sender@example.com" },
  subject: "Hello",
  body: "<p>Hi Ada</p>",
};
const post = (json: Record<string, unknown>, headers: Record<string, string> = {}): Recorded[] => [{
  method: "POST",
  url: "https://next-api.useplunk.com/v1/send",
  headers: { ...AUTH, ...headers, "content-type": "application/json" },
  json: { ...MINIMAL, ...json },
}];
const sent = (json: Record<string, unknown>, headers?: Record<string, string>) => ({
  requests: post(json, headers),
  id: ID,
});
const ok = () =>
  Response.json({
    success: true,
    data: {
      emails: [{ contact: { id: "cnt_abc123", email: "ada@example.com" }, email: ID }],
      timestamp: "2026-01-01T00:00:00.000Z",
    },
  });

conformance({
  name: "plunk",
  make: (fetch, clock) => plunk({ api_key: "sk_test", fetch, clock }),
  ok,
  cases: {
    minimal: sent({}),
    addresses: { error: "unsupported_option", option: "cc" },
    auto_text: sent({ body: '<p>Read <a href="https://example.com/a">the guide</a></p>' }),
    attachment: sent({ attachments: [{ filename: "hello.txt", content: "aGVsbG8=", contentType: "text/plain" }] }),
    inline_image: sent({
      body: '<img src="cid:logo">',
      attachments: [{
        filename: "logo.png",
        content: "iVBORw==",
        contentType: "image/png",
        contentId: "logo",
        disposition: "inline",
      }],
    }),
    headers: sent({
      headers: {
        "X-Campaign": "spring",
        "List-Unsubscribe": "<https://example.com/u/1>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    }),
    tags: { error: "unsupported_option", option: "tags" },
    many_tags: { error: "unsupported_option", option: "tags" },
    metadata: { error: "unsupported_option", option: "metadata" },
    tracking: { error: "unsupported_option", option: "tracking.opens" },
    idempotency: sent({}, { "idempotency-key": "order-42" }),
    many_reply_to: { error: "unsupported_option", option: "reply_to" },
    // Plunk has no scheduling: the message goes at once.
    scheduled: sent({}),
    scheduled_iso: sent({}),
    scheduled_far: sent({}),
  },
  errors: [
    {
      name: "422 VALIDATION_ERROR",
      response: () =>
        Response.json({
          success: false,
          error: {
            code: "VALIDATION_ERROR",
            message: "Request validation failed",
            statusCode: 422,
            errors: [{ field: "to", message: "Invalid email", code: "invalid_string" }],
          },
          timestamp: "2025-01-15T10:30:00.000Z",
        }, { status: 422 }),
      status: 422,
      code: "VALIDATION_ERROR",
      message: "Request validation failed",
    },
    {
      name: "409 IDEMPOTENCY_KEY_REUSED",
      response: () =>
        Response.json({
          success: false,
          error: { code: "IDEMPOTENCY_KEY_REUSED", message: 'Idempotency-Key "order-42" has already been used' },
        }, { status: 409 }),
      status: 409,
      code: "IDEMPOTENCY_KEY_REUSED",
      message: 'Idempotency-Key "order-42" has already been used',
    },
  ],
  cancel: "not_supported",
});

Deno.test("plunk: a named recipient and sender travel as {name, email}; reply-to as reply", async () => {
  const { fetch, requests } = fake_fetch(ok);
  await plunk({ api_key: "sk_test", fetch }).send({
    from: "Acme <sender@example.com>",
    to: "Ada <ada@example.com>",
    reply_to: "Help <help@example.com>",
    subject: "Hello",
    body: "<p>Hi Ada</p>",
  });
  expect(requests).to.deep.equal(post({
    to: { name: "Ada", email: "ada@example.com" },
    from: { name: "Acme", email: "sender@example.com" },
    reply: "help@example.com",
  }));
});

Deno.test("plunk: more than one To address is unsupported_option, before any request", async () => {
  const { fetch, requests } = fake_fetch(ok);
  const error = await plunk({ api_key: "sk_test", fetch })
    .send({ from: "a@example.com", to: ["b@example.com", "c@example.com"], body: "Hi" }).catch((e) => e);
  expect({ code: error.code, raw: error.raw }).to.deep.equal({ code: "unsupported_option", raw: { option: "to" } });
  expect(requests).to.deep.equal([]);
});

Deno.test("plunk: a self-hosted url is used as the base", async () => {
  const { fetch, requests } = fake_fetch(ok);
  await plunk({ api_key: "sk_test", url: "https://plunk.example.com/api/", fetch })
    .send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
  expect(requests[0]!.url).to.equal("https://plunk.example.com/api/v1/send");
});
