import { expect } from "chai";
import { sparkpost, sparkpost_time } from "../../src/providers/sparkpost/send.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

const KEY = "sp-test";
const ID = "11668787484950529";
const ADA = { address: { email: "ada@example.com" } };
const CONTENT = { from: { email: "sender@example.com" }, subject: "Hello", html: "<p>Hi Ada</p>", text: "Hi Ada" };
const post = (json: Record<string, unknown>, base = "https://api.sparkpost.com/api/v1"): Recorded[] => [{
  method: "POST",
  url: `${base}/transmissions`,
  headers: { authorization: KEY, "content-type": "application/json" },
  json,
}];
const sent = (content: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  requests: post({ recipients: [ADA], content: { ...CONTENT, ...content }, ...extra }),
  id: ID,
});

conformance({
  name: "sparkpost",
  make: (fetch, clock) => sparkpost({ api_key: KEY, fetch, clock }),
  ok: (request) =>
    request.method === "DELETE"
      ? new Response(null, { status: 204 })
      : Response.json({ results: { total_rejected_recipients: 0, total_accepted_recipients: 1, id: ID } }),
  cases: {
    minimal: sent({}),
    addresses: (() => {
      const header_to = "Ada Lovelace <ada@example.com>, Bob <bob@example.com>";
      return sent({
        from: { email: "sender@example.com", name: "Acme" },
        reply_to: "replies@example.com",
        headers: { CC: "carol@example.com" },
      }, {
        recipients: [
          { address: { email: "ada@example.com", name: "Ada Lovelace", header_to } },
          { address: { email: "bob@example.com", name: "Bob", header_to } },
          { address: { email: "carol@example.com", header_to } },
          { address: { email: "dan@example.com", header_to } },
        ],
      });
    })(),
    auto_text: sent({
      html: '<p>Read <a href="https://example.com/a">the guide</a></p>',
      text: "Read the guide [https://example.com/a]",
    }),
    attachment: sent({ attachments: [{ name: "hello.txt", type: "text/plain", data: "aGVsbG8=" }] }),
    inline_image: sent({
      html: '<img src="cid:logo">',
      inline_images: [{ name: "logo", type: "image/png", data: "iVBORw==" }],
    }),
    headers: sent({
      headers: {
        "X-Campaign": "spring",
        "List-Unsubscribe": "<https://example.com/u/1>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    }),
    tags: sent({}, { recipients: [{ ...ADA, tags: ["welcome"] }] }),
    many_tags: sent({}, { recipients: [{ ...ADA, tags: ["a", "b", "c", "d"] }] }),
    metadata: sent({}, { recipients: [{ ...ADA, metadata: { user_id: "42" } }] }),
    tracking: sent({}, { options: { open_tracking: true, click_tracking: false } }),
    idempotency: { error: "unsupported_option", option: "idempotency_key" },
    many_reply_to: sent({ reply_to: "a@example.com, b@example.com" }),
    scheduled: sent({}, { options: { start_time: "2026-01-01T01:00:00+00:00" } }),
    scheduled_iso: sent({}, { options: { start_time: "2026-01-02T09:30:00+00:00" } }),
    scheduled_far: { error: "scheduled_too_far" },
  },
  errors: [
    {
      name: "400 invalid domain",
      response: () =>
        Response.json({
          errors: [{
            description: "Unconfigured or unverified sending domain.",
            code: "7001",
            message: "Invalid domain",
          }],
        }, { status: 400 }),
      status: 400,
      code: "7001",
      message: "Invalid domain: Unconfigured or unverified sending domain.",
    },
    {
      name: "420 sending limit",
      response: () =>
        Response.json({ errors: [{ message: "Exceed Sending Limit (daily)", code: "2102" }] }, { status: 420 }),
      status: 420,
      code: "2102",
      message: "Exceed Sending Limit (daily)",
    },
  ],
  cancel: {
    id: ID,
    requests: [{
      method: "DELETE",
      url: `https://api.sparkpost.com/api/v1/transmissions/${ID}`,
      headers: { authorization: KEY },
    }],
  },
});

Deno.test("sparkpost: start_time is YYYY-MM-DDTHH:MM:SS+00:00", () => {
  expect(sparkpost_time(new Date("2026-03-04T05:06:07.890-04:00"))).to.equal("2026-03-04T09:06:07+00:00");
});

Deno.test("sparkpost: region eu sends to api.eu.sparkpost.com", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ results: { id: ID } }));
  await sparkpost({ api_key: KEY, region: "eu", fetch }).send({
    from: "sender@example.com",
    to: "ada@example.com",
    subject: "Hello",
    body: "<p>Hi Ada</p>",
    text: "Hi Ada",
  });
  expect(requests).to.deep.equal(post({ recipients: [ADA], content: CONTENT }, "https://api.eu.sparkpost.com/api/v1"));
});

Deno.test("sparkpost: a bcc-only copy keeps the To header on the named recipient", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ results: { id: ID } }));
  await sparkpost({ api_key: KEY, fetch }).send({
    from: "sender@example.com",
    to: "ada@example.com",
    bcc: "dan@example.com",
    body: "Hi",
  });
  const json = requests[0]!.json as { recipients: unknown; content: { headers?: unknown } };
  expect(json.recipients).to.deep.equal([
    { address: { email: "ada@example.com", header_to: "ada@example.com" } },
    { address: { email: "dan@example.com", header_to: "ada@example.com" } },
  ]);
  expect(json.content.headers).to.equal(undefined);
});
