import { resend } from "../../src/providers/resend/send.ts";
import { conformance } from "./conformance.ts";
import type { Recorded } from "./fake_fetch.ts";

const AUTH = { authorization: "Bearer re_test", "content-type": "application/json" };
const MINIMAL = {
  from: "sender@example.com",
  to: ["ada@example.com"],
  subject: "Hello",
  html: "<p>Hi Ada</p>",
  text: "Hi Ada",
};

function post(json: Record<string, unknown>, headers: Record<string, string> = {}): Recorded[] {
  return [{ method: "POST", url: "https://api.resend.com/emails", headers: { ...AUTH, ...headers }, json }];
}
const sent = (json: Record<string, unknown>, headers?: Record<string, string>) => ({
  requests: post({ ...MINIMAL, ...json }, headers),
  id: "49a3999c-0ce1",
});

conformance({
  name: "resend",
  make: (fetch, clock) => resend({ api_key: "re_test", fetch, clock }),
  ok: () => Response.json({ id: "49a3999c-0ce1" }),
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
    attachment: sent({ attachments: [{ filename: "hello.txt", content: "aGVsbG8=", content_type: "text/plain" }] }),
    inline_image: sent({
      html: '<img src="cid:logo">',
      attachments: [{ filename: "logo.png", content: "iVBORw==", content_type: "image/png", content_id: "logo" }],
    }),
    headers: sent({
      headers: {
        "X-Campaign": "spring",
        "List-Unsubscribe": "<https://example.com/u/1>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    }),
    tags: sent({ tags: [{ name: "welcome", value: "true" }] }),
    many_tags: sent({ tags: ["a", "b", "c", "d"].map((name) => ({ name, value: "true" })) }),
    metadata: sent({ tags: [{ name: "user_id", value: "42" }] }),
    tracking: { error: "unsupported_option", option: "tracking.opens" },
    idempotency: sent({}, { "idempotency-key": "order-42" }),
    many_reply_to: sent({ reply_to: ["a@example.com", "b@example.com"] }),
    scheduled: sent({ scheduled_at: "2026-01-01T01:00:00.000Z" }),
    scheduled_iso: sent({ scheduled_at: "2026-01-02T09:30:00.000Z" }),
    scheduled_far: { error: "scheduled_too_far" },
  },
  errors: [
    {
      name: "422 validation_error",
      response: () =>
        Response.json({ statusCode: 422, name: "validation_error", message: "Invalid `to` field." }, { status: 422 }),
      status: 422,
      code: "validation_error",
      message: "Invalid `to` field.",
    },
    {
      name: "429 rate_limit_exceeded",
      response: () =>
        Response.json({ statusCode: 429, name: "rate_limit_exceeded", message: "Too many requests." }, { status: 429 }),
      status: 429,
      code: "rate_limit_exceeded",
      message: "Too many requests.",
    },
    {
      name: "a 502 with a text body",
      response: () => new Response("Bad Gateway", { status: 502 }),
      status: 502,
      code: undefined,
      message: "Bad Gateway",
    },
  ],
  cancel: {
    id: "49a3999c-0ce1",
    requests: [{
      method: "POST",
      url: "https://api.resend.com/emails/49a3999c-0ce1/cancel",
      headers: { authorization: "Bearer re_test" },
    }],
  },
});
