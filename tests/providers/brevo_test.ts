import { brevo } from "../../src/providers/brevo/send.ts";
import { conformance } from "./conformance.ts";
import type { Recorded } from "./fake_fetch.ts";

const HEADERS = { accept: "application/json", "api-key": "xkeysib-test" };
const MINIMAL = {
  sender: { email: "sender@example.com" },
  to: [{ email: "ada@example.com" }],
  subject: "Hello",
  htmlContent: "<p>Hi Ada</p>",
  textContent: "Hi Ada",
};
const MESSAGE_ID = "<202601010000.12345678901@smtp-relay.mailin.fr>";
const post = (json: Record<string, unknown>): Recorded[] => [{
  method: "POST",
  url: "https://api.brevo.com/v3/smtp/email",
  headers: { ...HEADERS, "content-type": "application/json" },
  json: { ...MINIMAL, ...json },
}];
const sent = (json: Record<string, unknown>) => ({ requests: post(json), id: MESSAGE_ID });

conformance({
  name: "brevo",
  make: (fetch, clock) => brevo({ api_key: "xkeysib-test", fetch, clock }),
  ok: (request) =>
    request.method === "DELETE"
      ? new Response(null, { status: 204 })
      : Response.json({ messageId: MESSAGE_ID }, { status: 201 }),
  cases: {
    minimal: sent({}),
    addresses: sent({
      sender: { email: "sender@example.com", name: "Acme" },
      to: [{ email: "ada@example.com", name: "Ada Lovelace" }, { email: "bob@example.com", name: "Bob" }],
      cc: [{ email: "carol@example.com" }],
      bcc: [{ email: "dan@example.com" }],
      replyTo: { email: "replies@example.com" },
    }),
    auto_text: sent({
      htmlContent: '<p>Read <a href="https://example.com/a">the guide</a></p>',
      textContent: "Read the guide [https://example.com/a]",
    }),
    attachment: sent({ attachment: [{ content: "aGVsbG8=", name: "hello.txt" }] }),
    inline_image: { error: "unsupported_option", option: "attachments.content_id" },
    headers: sent({
      headers: {
        "X-Campaign": "spring",
        "List-Unsubscribe": "<https://example.com/u/1>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    }),
    tags: sent({ tags: ["welcome"] }),
    many_tags: sent({ tags: ["a", "b", "c", "d"] }),
    metadata: sent({ headers: { "X-Mailin-custom": '{"user_id":"42"}' } }),
    tracking: { error: "unsupported_option", option: "tracking.opens" },
    idempotency: sent({ headers: { idempotencyKey: "order-42" } }),
    many_reply_to: { error: "unsupported_option", option: "reply_to" },
    scheduled: sent({ scheduledAt: "2026-01-01T01:00:00.000Z" }),
    scheduled_iso: sent({ scheduledAt: "2026-01-02T09:30:00.000Z" }),
    scheduled_far: { error: "scheduled_too_far" },
  },
  errors: [
    {
      name: "400 invalid_parameter",
      response: () =>
        Response.json({ code: "invalid_parameter", message: "email is not valid in to" }, { status: 400 }),
      status: 400,
      code: "invalid_parameter",
      message: "email is not valid in to",
    },
    {
      name: "401 unauthorized",
      response: () => Response.json({ code: "unauthorized", message: "Key not found" }, { status: 401 }),
      status: 401,
      code: "unauthorized",
      message: "Key not found",
    },
  ],
  cancel: {
    id: MESSAGE_ID,
    requests: [{
      method: "DELETE",
      url: "https://api.brevo.com/v3/smtp/email/%3C202601010000.12345678901%40smtp-relay.mailin.fr%3E",
      headers: HEADERS,
    }],
  },
});
