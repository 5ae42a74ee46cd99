import { mailersend } from "../../src/providers/mailersend/send.ts";
import { conformance } from "./conformance.ts";
import type { Recorded } from "./fake_fetch.ts";

const AUTH = { authorization: "Bearer mlsn.test" };
const ID = "5e42957d51f1d94a1070a733";
const MINIMAL = {
  from: { email: "sender@example.com" },
  to: [{ email: "ada@example.com" }],
  subject: "Hello",
  html: "<p>Hi Ada</p>",
  text: "Hi Ada",
};
const post = (json: Record<string, unknown>): Recorded[] => [{
  method: "POST",
  url: "https://api.mailersend.com/v1/email",
  headers: { ...AUTH, "content-type": "application/json" },
  json: { ...MINIMAL, ...json },
}];
const sent = (json: Record<string, unknown>) => ({ requests: post(json), id: ID });

conformance({
  name: "mailersend",
  make: (fetch, clock) => mailersend({ api_key: "mlsn.test", fetch, clock }),
  ok: (request) =>
    request.method === "DELETE"
      ? new Response(null, { status: 204 })
      : new Response(null, { status: 202, headers: { "X-Message-Id": ID } }),
  cases: {
    minimal: sent({}),
    addresses: sent({
      from: { email: "sender@example.com", name: "Acme" },
      to: [{ email: "ada@example.com", name: "Ada Lovelace" }, { email: "bob@example.com", name: "Bob" }],
      cc: [{ email: "carol@example.com" }],
      bcc: [{ email: "dan@example.com" }],
      reply_to: { email: "replies@example.com" },
    }),
    auto_text: sent({
      html: '<p>Read <a href="https://example.com/a">the guide</a></p>',
      text: "Read the guide [https://example.com/a]",
    }),
    attachment: sent({ attachments: [{ content: "aGVsbG8=", filename: "hello.txt", disposition: "attachment" }] }),
    inline_image: sent({
      html: '<img src="cid:logo">',
      attachments: [{ content: "iVBORw==", filename: "logo.png", disposition: "inline", id: "logo" }],
    }),
    headers: sent({
      headers: [
        { name: "X-Campaign", value: "spring" },
        { name: "List-Unsubscribe", value: "<https://example.com/u/1>" },
        { name: "List-Unsubscribe-Post", value: "List-Unsubscribe=One-Click" },
      ],
    }),
    tags: sent({ tags: ["welcome"] }),
    many_tags: sent({ tags: ["a", "b", "c", "d"] }),
    metadata: { error: "unsupported_option", option: "metadata" },
    tracking: sent({ settings: { track_opens: true, track_clicks: false } }),
    idempotency: { error: "unsupported_option", option: "idempotency_key" },
    many_reply_to: { error: "unsupported_option", option: "reply_to" },
    scheduled: sent({ send_at: 1767229200 }),
    scheduled_iso: sent({ send_at: 1767346200 }),
    scheduled_far: { error: "scheduled_too_far" },
  },
  errors: [
    {
      name: "422 validation error",
      response: () =>
        Response.json({
          message: "The given data was invalid.",
          errors: { "from.email": ["The from.email domain must be verified in your account to send emails. #MS42207"] },
        }, { status: 422 }),
      status: 422,
      code: "MS42207",
      message:
        "The given data was invalid. from.email: The from.email domain must be verified in your account to send emails. #MS42207",
    },
    {
      name: "429 too many attempts",
      response: () => Response.json({ message: "Too Many Attempts." }, { status: 429 }),
      status: 429,
      code: "rate_limited",
      message: "Too Many Attempts.",
    },
  ],
  cancel: {
    id: ID,
    requests: [{ method: "DELETE", url: `https://api.mailersend.com/v1/message-schedules/${ID}`, headers: AUTH }],
  },
});
