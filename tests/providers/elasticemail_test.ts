import { expect } from "chai";
import { elasticemail } from "../../src/providers/elasticemail/send.ts";
import { FakeClock } from "../helpers/clock.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

const ID = "Z1HnkKv8C8jOFd1ltq8PXw1";
const body = (html: string, text: string) => [
  { ContentType: "HTML", Content: html, Charset: "utf-8" },
  { ContentType: "PlainText", Content: text, Charset: "utf-8" },
];
const CONTENT = { Body: body("<p>Hi Ada</p>", "Hi Ada"), From: "sender@example.com", Subject: "Hello" };
const post = (json: { Recipients?: unknown; Content?: Record<string, unknown>; Options?: unknown }): Recorded[] => [{
  method: "POST",
  url: "https://api.elasticemail.com/v4/emails/transactional",
  headers: { "x-elasticemail-apikey": "ee-key", "content-type": "application/json" },
  json: {
    Recipients: json.Recipients ?? { To: ["ada@example.com"] },
    Content: { ...CONTENT, ...json.Content },
    ...(json.Options ? { Options: json.Options } : {}),
  },
}];
const sent = (json: Parameters<typeof post>[0] = {}) => ({ requests: post(json), id: ID });
const unsupported = (option: string) => ({ error: "unsupported_option", option });

conformance({
  name: "elasticemail",
  make: (fetch, clock) => elasticemail({ api_key: "ee-key", fetch, clock }),
  ok: () => Response.json({ TransactionID: "d6126dd7-6e96-4c4f-8d4e-6d6a0c1b0b1e", MessageID: ID }),
  cases: {
    minimal: sent(),
    addresses: sent({
      Recipients: {
        To: ["Ada Lovelace <ada@example.com>", "Bob <bob@example.com>"],
        CC: ["carol@example.com"],
        BCC: ["dan@example.com"],
      },
      Content: { From: "Acme <sender@example.com>", ReplyTo: "replies@example.com" },
    }),
    auto_text: sent({
      Content: {
        Body: body(
          '<p>Read <a href="https://example.com/a">the guide</a></p>',
          "Read the guide [https://example.com/a]",
        ),
      },
    }),
    attachment: sent({
      Content: { Attachments: [{ BinaryContent: "aGVsbG8=", Name: "hello.txt", ContentType: "text/plain" }] },
    }),
    inline_image: unsupported("attachments.content_id"),
    headers: sent({
      Content: {
        Headers: {
          "X-Campaign": "spring",
          "List-Unsubscribe": "<https://example.com/u/1>",
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      },
    }),
    tags: sent({ Options: { ChannelName: "welcome" } }),
    many_tags: unsupported("tags"),
    metadata: sent({ Content: { Postback: '{"user_id":"42"}' } }),
    tracking: sent({ Options: { TrackOpens: true, TrackClicks: false } }),
    idempotency: unsupported("idempotency_key"),
    many_reply_to: unsupported("reply_to"),
    scheduled: sent({ Options: { TimeOffset: 60 } }),
    scheduled_iso: sent({ Options: { TimeOffset: 2010 } }),
    scheduled_far: { error: "scheduled_too_far" },
  },
  errors: [
    {
      name: "400 with an Error",
      response: () => Response.json({ Error: "Recipients are required" }, { status: 400 }),
      status: 400,
      code: undefined,
      message: "Recipients are required",
    },
    {
      name: "401 unauthorized",
      response: () => Response.json({ Error: "Access denied." }, { status: 401 }),
      status: 401,
      code: "unauthorized",
      message: "Access denied.",
    },
  ],
  cancel: "not_supported",
});

Deno.test("elasticemail: TimeOffset rounds up to whole minutes and stops at 35 days", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ MessageID: "m" }));
  const provider = elasticemail({ api_key: "k", fetch, clock: new FakeClock() });
  await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi", scheduled_at: { seconds: 90 } });
  await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi", scheduled_at: { days: 35 } });
  const offsets = requests.map((r) => (r.json as { Options: { TimeOffset: number } }).Options.TimeOffset);
  expect(offsets).to.deep.equal([2, 50400]);
  const error = await provider.send({
    from: "a@example.com",
    to: "b@example.com",
    body: "Hi",
    scheduled_at: { days: 35, minutes: 1 },
  }).then(() => undefined, (e) => e);
  expect(error.code).to.equal("scheduled_too_far");
});
