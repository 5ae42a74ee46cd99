import { expect } from "chai";
import { postmark } from "../../src/providers/postmark/send.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

const HEADERS = {
  accept: "application/json",
  "x-postmark-server-token": "pm-test",
  "content-type": "application/json",
};
const MINIMAL = {
  From: "sender@example.com",
  To: "ada@example.com",
  Subject: "Hello",
  HtmlBody: "<p>Hi Ada</p>",
  TextBody: "Hi Ada",
};
const post = (json: Record<string, unknown>): Recorded[] => [
  { method: "POST", url: "https://api.postmarkapp.com/email", headers: HEADERS, json: { ...MINIMAL, ...json } },
];
const sent = (json: Record<string, unknown>) => ({ requests: post(json), id: "b7bc2f4a-e38e-4336-af7d-e6c392c2f817" });

conformance({
  name: "postmark",
  make: (fetch, clock) => postmark({ api_key: "pm-test", fetch, clock }),
  ok: () =>
    Response.json({
      To: "ada@example.com",
      SubmittedAt: "2026-01-01T00:00:00.0000000Z",
      MessageID: "b7bc2f4a-e38e-4336-af7d-e6c392c2f817",
      ErrorCode: 0,
      Message: "OK",
    }),
  cases: {
    minimal: sent({}),
    addresses: sent({
      From: "Acme <sender@example.com>",
      To: "Ada Lovelace <ada@example.com>, Bob <bob@example.com>",
      Cc: "carol@example.com",
      Bcc: "dan@example.com",
      ReplyTo: "replies@example.com",
    }),
    auto_text: sent({
      HtmlBody: '<p>Read <a href="https://example.com/a">the guide</a></p>',
      TextBody: "Read the guide [https://example.com/a]",
    }),
    attachment: sent({ Attachments: [{ Name: "hello.txt", Content: "aGVsbG8=", ContentType: "text/plain" }] }),
    inline_image: sent({
      HtmlBody: '<img src="cid:logo">',
      Attachments: [{ Name: "logo.png", Content: "iVBORw==", ContentType: "image/png", ContentID: "cid:logo" }],
    }),
    headers: sent({
      Headers: [
        { Name: "X-Campaign", Value: "spring" },
        { Name: "List-Unsubscribe", Value: "<https://example.com/u/1>" },
        { Name: "List-Unsubscribe-Post", Value: "List-Unsubscribe=One-Click" },
      ],
    }),
    tags: sent({ Tag: "welcome" }),
    many_tags: { error: "unsupported_option", option: "tags" },
    metadata: sent({ Metadata: { user_id: "42" } }),
    tracking: sent({ TrackOpens: true, TrackLinks: "None" }),
    idempotency: { error: "unsupported_option", option: "idempotency_key" },
    many_reply_to: sent({ ReplyTo: "a@example.com, b@example.com" }),
    // Postmark has no scheduling: the message goes at once.
    scheduled: sent({}),
    scheduled_iso: sent({}),
    scheduled_far: sent({}),
  },
  errors: [
    {
      name: "422 ErrorCode 300",
      response: () => Response.json({ ErrorCode: 300, Message: "Invalid email request" }, { status: 422 }),
      status: 422,
      code: "300",
      message: "Invalid email request",
    },
    {
      name: "401 ErrorCode 10",
      response: () => Response.json({ ErrorCode: 10, Message: "Bad or missing Server API token." }, { status: 401 }),
      status: 401,
      code: "10",
      message: "Bad or missing Server API token.",
    },
  ],
  cancel: "not_supported",
});

Deno.test("postmark sends the configured MessageStream", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ MessageID: "m1", ErrorCode: 0, Message: "OK" }));
  await postmark({ api_key: "pm-test", message_stream: "broadcast", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "x",
    text: "x",
  });
  expect(requests[0]!.json).to.deep.equal({
    From: "a@example.com",
    To: "b@example.com",
    Subject: "Mail sent from website",
    HtmlBody: "x",
    TextBody: "x",
    MessageStream: "broadcast",
  });
});
