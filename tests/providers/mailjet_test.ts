import { expect } from "chai";
import { mailjet } from "../../src/providers/mailjet/send.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

// "key:secret" in base64, written out so the test does not use the code under test.
const AUTH = { authorization: "Basic a2V5OnNlY3JldA==" };
const ID = "1152921";
const MINIMAL = {
  From: { Email: "sender@example.com" },
  To: [{ Email: "ada@example.com" }],
  Subject: "Hello",
  TextPart: "Hi Ada",
  HTMLPart: "<p>Hi Ada</p>",
};
const post = (message: Record<string, unknown>, base = "https://api.mailjet.com"): Recorded[] => [{
  method: "POST",
  url: `${base}/v3.1/send`,
  headers: { ...AUTH, "content-type": "application/json" },
  json: { Messages: [{ ...MINIMAL, ...message }] },
}];
const sent = (message: Record<string, unknown>) => ({ requests: post(message), id: ID });
const ok = () =>
  Response.json({
    Messages: [{
      Status: "success",
      CustomID: "",
      To: [{ Email: "ada@example.com", MessageUUID: "1ab23cd4-e567", MessageID: Number(ID), MessageHref: "" }],
      Cc: [],
      Bcc: [],
    }],
  });

conformance({
  name: "mailjet",
  make: (fetch, clock) => mailjet({ api_key: "key", api_secret: "secret", fetch, clock }),
  ok,
  cases: {
    minimal: sent({}),
    addresses: sent({
      From: { Email: "sender@example.com", Name: "Acme" },
      To: [{ Email: "ada@example.com", Name: "Ada Lovelace" }, { Email: "bob@example.com", Name: "Bob" }],
      Cc: [{ Email: "carol@example.com" }],
      Bcc: [{ Email: "dan@example.com" }],
      ReplyTo: { Email: "replies@example.com" },
    }),
    auto_text: sent({
      HTMLPart: '<p>Read <a href="https://example.com/a">the guide</a></p>',
      TextPart: "Read the guide [https://example.com/a]",
    }),
    attachment: sent({
      Attachments: [{ ContentType: "text/plain", Filename: "hello.txt", Base64Content: "aGVsbG8=" }],
    }),
    inline_image: sent({
      HTMLPart: '<img src="cid:logo">',
      InlinedAttachments: [{
        ContentType: "image/png",
        Filename: "logo.png",
        ContentID: "logo",
        Base64Content: "iVBORw==",
      }],
    }),
    headers: sent({
      Headers: {
        "X-Campaign": "spring",
        "List-Unsubscribe": "<https://example.com/u/1>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    }),
    tags: sent({ CustomCampaign: "welcome" }),
    many_tags: { error: "unsupported_option", option: "tags" },
    metadata: sent({ EventPayload: '{"user_id":"42"}' }),
    tracking: sent({ TrackOpens: "enabled", TrackClicks: "disabled" }),
    idempotency: { error: "unsupported_option", option: "idempotency_key" },
    many_reply_to: { error: "unsupported_option", option: "reply_to" },
    // The Send API has no scheduling: the message goes at once.
    scheduled: sent({}),
    scheduled_iso: sent({}),
    scheduled_far: sent({}),
  },
  errors: [
    {
      name: "400 global error",
      response: () =>
        Response.json({
          ErrorIdentifier: "06df1144-c6f3-4ca7-8885-7ec5d4344113",
          ErrorCode: "mj-0002",
          ErrorMessage: "Malformed JSON, please review the syntax and properties types.",
          StatusCode: 400,
        }, { status: 400 }),
      status: 400,
      code: "mj-0002",
      message: "Malformed JSON, please review the syntax and properties types.",
    },
    {
      name: "400 message error",
      response: () =>
        Response.json({
          Messages: [{
            Status: "error",
            Errors: [{
              ErrorIdentifier: "f987008f",
              ErrorCode: "mj-0013",
              StatusCode: 400,
              ErrorMessage: '"ada" is an invalid email address.',
              ErrorRelatedTo: ["To[0].Email"],
            }],
          }],
        }, { status: 400 }),
      status: 400,
      code: "mj-0013",
      message: '"ada" is an invalid email address. (To[0].Email)',
    },
    {
      name: "401 without a body",
      response: () => new Response("", { status: 401 }),
      status: 401,
      code: "unauthorized",
      message: "HTTP 401",
    },
  ],
  cancel: "not_supported",
});

Deno.test("mailjet: region us sends to api.us.mailjet.com", async () => {
  const { fetch, requests } = fake_fetch(ok);
  await mailjet({ api_key: "key", api_secret: "secret", region: "us", fetch }).send({
    from: "sender@example.com",
    to: "ada@example.com",
    subject: "Hello",
    body: "<p>Hi Ada</p>",
    text: "Hi Ada",
  });
  expect(requests).to.deep.equal(post({}, "https://api.us.mailjet.com"));
});

Deno.test("mailjet: a bcc-only message takes the MessageID of its first recipient", async () => {
  const { fetch } = fake_fetch(() =>
    Response.json({
      Messages: [{ Status: "success", To: [], Cc: [], Bcc: [{ Email: "dan@example.com", MessageID: 77 }] }],
    })
  );
  const { id } = await mailjet({ api_key: "key", api_secret: "secret", fetch })
    .send({ from: "a@example.com", bcc: "dan@example.com", body: "Hi" });
  expect(id).to.equal("77");
});
