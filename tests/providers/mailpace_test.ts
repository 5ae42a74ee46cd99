import { expect } from "chai";
import { mailpace } from "../../src/providers/mailpace/send.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

const HEADERS = { accept: "application/json", "mailpace-server-token": "mp-token", "content-type": "application/json" };
const MINIMAL = {
  from: "sender@example.com",
  to: "ada@example.com",
  subject: "Hello",
  htmlbody: "<p>Hi Ada</p>",
  textbody: "Hi Ada",
};
const post = (json: Record<string, unknown>, headers: Record<string, string> = {}): Recorded[] => [{
  method: "POST",
  url: "https://app.mailpace.com/api/v1/send",
  headers: { ...HEADERS, ...headers },
  json: { ...MINIMAL, ...json },
}];
const sent = (json: Record<string, unknown> = {}) => ({ requests: post(json), id: "12345" });
const unsupported = (option: string) => ({ error: "unsupported_option", option });

conformance({
  name: "mailpace",
  make: (fetch, clock) => mailpace({ api_key: "mp-token", fetch, clock }),
  ok: () => Response.json({ id: 12345, status: "pending" }),
  cases: {
    minimal: sent(),
    addresses: sent({
      from: "Acme <sender@example.com>",
      to: "Ada Lovelace <ada@example.com>, Bob <bob@example.com>",
      cc: "carol@example.com",
      bcc: "dan@example.com",
      replyto: "replies@example.com",
    }),
    auto_text: sent({
      htmlbody: '<p>Read <a href="https://example.com/a">the guide</a></p>',
      textbody: "Read the guide [https://example.com/a]",
    }),
    attachment: sent({ attachments: [{ name: "hello.txt", content: "aGVsbG8=", content_type: "text/plain" }] }),
    inline_image: sent({
      htmlbody: '<img src="cid:logo">',
      attachments: [{ name: "logo.png", content: "iVBORw==", content_type: "image/png", cid: "logo" }],
    }),
    headers: unsupported("headers.X-Campaign"),
    tags: sent({ tags: ["welcome"] }),
    many_tags: sent({ tags: ["a", "b", "c", "d"] }),
    metadata: unsupported("metadata"),
    tracking: unsupported("tracking.opens"),
    idempotency: { requests: post({}, { "idempotency-key": "order-42" }), id: "12345" },
    many_reply_to: sent({ replyto: "a@example.com, b@example.com" }),
    scheduled: sent(),
    scheduled_iso: sent(),
    scheduled_far: sent(),
  },
  errors: [
    {
      name: "400 with an error",
      response: () => Response.json({ error: "Email address of recipient is invalid" }, { status: 400 }),
      status: 400,
      code: undefined,
      message: "Email address of recipient is invalid",
    },
    {
      name: "400 with field errors",
      response: () => Response.json({ errors: { to: ["is invalid"], from: ["is missing"] } }, { status: 400 }),
      status: 400,
      code: undefined,
      message: "to: is invalid; from: is missing",
    },
    {
      name: "429 rate limited",
      response: () => Response.json({ error: "Too many requests" }, { status: 429 }),
      status: 429,
      code: "rate_limited",
      message: "Too many requests",
    },
  ],
  cancel: "not_supported",
});

Deno.test("mailpace: List-Unsubscribe, In-Reply-To and References go to their own fields", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ id: 1, status: "pending" }));
  await mailpace({ api_key: "t", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "<p>Hi</p>",
    text: "Hi",
    headers: { "List-Unsubscribe": "<https://example.com/u>", "In-Reply-To": "<1@x>", References: "<0@x> <1@x>" },
  });
  expect(requests[0]!.json).to.deep.equal({
    from: "a@example.com",
    to: "b@example.com",
    subject: "Mail sent from website",
    htmlbody: "<p>Hi</p>",
    textbody: "Hi",
    list_unsubscribe: "<https://example.com/u>",
    inreplyto: "<1@x>",
    references: "<0@x> <1@x>",
  });
});

Deno.test("mailpace: unsubscribe_url is rejected for its List-Unsubscribe-Post header, which MailPace cannot set", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ id: 1 }));
  const error = await mailpace({ api_key: "t", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "Hi",
    unsubscribe_url: "https://example.com/u/1",
  }).then(() => undefined, (e) => e);
  expect(error.code).to.equal("unsupported_option");
  expect(error.raw).to.deep.equal({ option: "headers.List-Unsubscribe-Post" });
  expect(requests).to.deep.equal([]);
});
