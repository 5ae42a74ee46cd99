import { expect } from "chai";
import { ahasend } from "../../src/providers/ahasend/send.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

const ACCOUNT = "4cdd7bdd-294e-4762-892f-83d40abf5a87";
const BASE = `https://api.ahasend.com/v2/accounts/${ACCOUNT}/messages`;
const AUTH = { authorization: "Bearer aha-sk-test" };
const ID = "<5d1b7c2e-8a44-4f0e-9a57-0c2f5e6d7a81@example.com>";
const MINIMAL = {
  from: { email: "sender@example.com" },
  recipients: [{ email: "ada@example.com" }],
  subject: "Hello",
  text_content: "Hi Ada",
  html_content: "<p>Hi Ada</p>",
};
const post = (json: Record<string, unknown>, url = BASE, headers: Record<string, string> = {}): Recorded[] => [{
  method: "POST",
  url,
  headers: { ...AUTH, ...headers, "content-type": "application/json" },
  json,
}];
const sent = (json: Record<string, unknown>, headers: Record<string, string> = {}) => ({
  requests: post({ ...MINIMAL, ...json }, BASE, headers),
  id: ID,
});
const accepted = (status = "queued") =>
  Response.json({
    object: "list",
    data: [{ object: "message", id: ID, recipient: { email: "ada@example.com", name: "" }, status, error: null }],
  }, { status: 202 });

conformance({
  name: "ahasend",
  make: (fetch, clock) => ahasend({ api_key: "aha-sk-test", account_id: ACCOUNT, fetch, clock }),
  ok: (request) =>
    request.method === "DELETE" ? Response.json({ message: "Scheduled message is cancelled" }) : accepted(),
  cases: {
    minimal: sent({}),
    addresses: {
      requests: post({
        from: { email: "sender@example.com", name: "Acme" },
        to: [{ email: "ada@example.com", name: "Ada Lovelace" }, { email: "bob@example.com", name: "Bob" }],
        cc: [{ email: "carol@example.com" }],
        bcc: [{ email: "dan@example.com" }],
        reply_to: { email: "replies@example.com" },
        subject: "Hello",
        text_content: "Hi Ada",
        html_content: "<p>Hi Ada</p>",
      }, `${BASE}/conversation`),
      id: ID,
    },
    auto_text: sent({
      html_content: '<p>Read <a href="https://example.com/a">the guide</a></p>',
      text_content: "Read the guide [https://example.com/a]",
    }),
    attachment: sent({
      attachments: [{ base64: true, data: "aGVsbG8=", content_type: "text/plain", file_name: "hello.txt" }],
    }),
    inline_image: sent({
      html_content: '<img src="cid:logo">',
      attachments: [{
        base64: true,
        data: "iVBORw==",
        content_type: "image/png",
        file_name: "logo.png",
        content_id: "<logo>",
      }],
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
    metadata: { error: "unsupported_option", option: "metadata" },
    tracking: sent({ tracking: { open: true, click: false } }),
    idempotency: sent({}, { "idempotency-key": "order-42" }),
    many_reply_to: { error: "unsupported_option", option: "reply_to" },
    scheduled: sent({ schedule: { first_attempt: "2026-01-01T01:00:00.000Z" } }),
    scheduled_iso: sent({ schedule: { first_attempt: "2026-01-02T09:30:00.000Z" } }),
    scheduled_far: { error: "scheduled_too_far" },
  },
  errors: [
    {
      name: "400 bad request",
      response: () => Response.json({ message: "from.email: domain is not verified" }, { status: 400 }),
      status: 400,
      code: undefined,
      message: "from.email: domain is not verified",
    },
    {
      name: "401 unauthorized",
      response: () => Response.json({ message: "invalid API key" }, { status: 401 }),
      status: 401,
      code: "unauthorized",
      message: "invalid API key",
    },
  ],
  cancel: {
    id: ID,
    requests: [{
      method: "DELETE",
      url: `${BASE}/%3C5d1b7c2e-8a44-4f0e-9a57-0c2f5e6d7a81%40example.com%3E/cancel`,
      headers: AUTH,
    }],
  },
});

Deno.test("ahasend: 7 days ahead is the limit for schedule.first_attempt", async () => {
  const { fetch, requests } = fake_fetch(() => accepted("scheduled"));
  const provider = ahasend({ api_key: "aha-sk-test", account_id: ACCOUNT, fetch });
  const at = new Date(Date.now() + 7 * 86_400_000 - 60_000);
  expect((await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi", scheduled_at: at })).id)
    .to.equal(ID);
  const error = await provider.send({
    from: "a@example.com",
    to: "b@example.com",
    body: "Hi",
    scheduled_at: { days: 8 },
  })
    .catch((e) => e);
  expect(error.code).to.equal("scheduled_too_far");
  expect(requests.length).to.equal(1);
});

Deno.test("ahasend: a 202 whose message has status error is an error", async () => {
  const { fetch } = fake_fetch(() =>
    Response.json({
      object: "list",
      data: [{
        object: "message",
        id: null,
        recipient: { email: "b@example.com" },
        status: "error",
        error: "suppressed",
      }],
    }, { status: 202 })
  );
  const error = await ahasend({ api_key: "aha-sk-test", account_id: ACCOUNT, fetch })
    .send({ from: "a@example.com", to: "b@example.com", body: "Hi" }).catch((e) => e);
  expect(error.code).to.equal("invalid_response");
  expect(error.cause.message).to.equal("suppressed");
});

Deno.test("ahasend: an account_id is required", () => {
  expect(() => ahasend({ api_key: "aha-sk-test" } as never)).to.throw(TypeError, "account_id");
});
