import { expect } from "chai";
import { sendgrid } from "../../src/providers/sendgrid/send.ts";
import { FakeClock } from "../helpers/clock.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

const AUTH = { authorization: "Bearer SG.test" };
const JSON_AUTH = { ...AUTH, "content-type": "application/json" };
const MINIMAL = {
  personalizations: [{ to: [{ email: "ada@example.com" }] }],
  from: { email: "sender@example.com" },
  subject: "Hello",
  content: [{ type: "text/plain", value: "Hi Ada" }, { type: "text/html", value: "<p>Hi Ada</p>" }],
};
const MESSAGE_ID = "W86EgYT6SQKk0lRflfLRsA";
const BATCH_ID = "HkJ5yLYULb7Rj8GKSx7u025ouWVlMgAi";

const send_request = (json: Record<string, unknown>): Recorded => ({
  method: "POST",
  url: "https://api.sendgrid.com/v3/mail/send",
  headers: JSON_AUTH,
  json: { ...MINIMAL, ...json },
});
const sent = (json: Record<string, unknown>) => ({ requests: [send_request(json)], id: MESSAGE_ID });
const batch_request: Recorded = { method: "POST", url: "https://api.sendgrid.com/v3/mail/batch", headers: AUTH };
const scheduled = (send_at: number) => ({
  requests: [batch_request, send_request({ send_at, batch_id: BATCH_ID })],
  id: `${MESSAGE_ID}:${BATCH_ID}`,
});

function ok(request: Request): Response {
  const path = new URL(request.url).pathname;
  if (path === "/v3/mail/batch") return Response.json({ batch_id: BATCH_ID }, { status: 201 });
  if (path === "/v3/user/scheduled_sends") {
    return Response.json({ batch_id: BATCH_ID, status: "cancel" }, { status: 201 });
  }
  return new Response(null, { status: 202, headers: { "X-Message-Id": MESSAGE_ID } });
}

conformance({
  name: "sendgrid",
  make: (fetch, clock) => sendgrid({ api_key: "SG.test", fetch, clock }),
  ok,
  cases: {
    minimal: sent({}),
    addresses: sent({
      personalizations: [{
        to: [{ email: "ada@example.com", name: "Ada Lovelace" }, { email: "bob@example.com", name: "Bob" }],
        cc: [{ email: "carol@example.com" }],
        bcc: [{ email: "dan@example.com" }],
      }],
      from: { email: "sender@example.com", name: "Acme" },
      reply_to: { email: "replies@example.com" },
    }),
    auto_text: sent({
      content: [
        { type: "text/plain", value: "Read the guide [https://example.com/a]" },
        { type: "text/html", value: '<p>Read <a href="https://example.com/a">the guide</a></p>' },
      ],
    }),
    attachment: sent({
      attachments: [{ content: "aGVsbG8=", filename: "hello.txt", type: "text/plain", disposition: "attachment" }],
    }),
    inline_image: sent({
      content: [{ type: "text/plain", value: "Hi Ada" }, { type: "text/html", value: '<img src="cid:logo">' }],
      attachments: [{
        content: "iVBORw==",
        filename: "logo.png",
        type: "image/png",
        disposition: "inline",
        content_id: "logo",
      }],
    }),
    headers: sent({
      headers: {
        "X-Campaign": "spring",
        "List-Unsubscribe": "<https://example.com/u/1>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    }),
    tags: sent({ categories: ["welcome"] }),
    many_tags: sent({ categories: ["a", "b", "c", "d"] }),
    metadata: sent({ custom_args: { user_id: "42" } }),
    tracking: sent({ tracking_settings: { click_tracking: { enable: false }, open_tracking: { enable: true } } }),
    idempotency: { error: "unsupported_option", option: "idempotency_key" },
    many_reply_to: sent({ reply_to_list: [{ email: "a@example.com" }, { email: "b@example.com" }] }),
    scheduled: scheduled(1767229200),
    scheduled_iso: scheduled(1767346200),
    scheduled_far: { error: "scheduled_too_far" },
  },
  errors: [
    {
      name: "400 with a field error",
      response: () =>
        Response.json({ errors: [{ message: "The from object must be provided.", field: "from", help: null }] }, {
          status: 400,
        }),
      status: 400,
      code: undefined,
      message: "from: The from object must be provided.",
    },
    {
      name: "401 without a field",
      response: () =>
        Response.json({ errors: [{ field: null, message: "authorization grant is invalid" }] }, { status: 401 }),
      status: 401,
      code: "unauthorized",
      message: "authorization grant is invalid",
    },
    {
      name: "429 too many requests",
      response: () => Response.json({ errors: [{ field: null, message: "too many requests" }] }, { status: 429 }),
      status: 429,
      code: "rate_limited",
      message: "too many requests",
    },
  ],
  cancel: {
    id: `${MESSAGE_ID}:${BATCH_ID}`,
    requests: [{
      method: "POST",
      url: "https://api.sendgrid.com/v3/user/scheduled_sends",
      headers: JSON_AUTH,
      json: { batch_id: BATCH_ID, status: "cancel" },
    }],
  },
});

Deno.test("sendgrid cancel of a send that had no batch rejects with cancel_not_supported", async () => {
  const { fetch, requests } = fake_fetch(ok);
  const error = await sendgrid({ api_key: "SG.test", fetch, clock: new FakeClock() }).cancel(MESSAGE_ID).catch((e) =>
    e
  );
  expect(error.code).to.equal("cancel_not_supported");
  expect(requests).to.deep.equal([]);
});

Deno.test("sendgrid region eu uses api.eu.sendgrid.com", async () => {
  const { fetch, requests } = fake_fetch(ok);
  await sendgrid({ api_key: "SG.test", region: "eu", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "x",
  });
  expect(requests[0]!.url).to.equal("https://api.eu.sendgrid.com/v3/mail/send");
});

Deno.test("sendgrid answer without X-Message-Id rejects with invalid_response", async () => {
  const { fetch } = fake_fetch(() => new Response(null, { status: 202 }));
  const error = await sendgrid({ api_key: "SG.test", fetch }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "x",
  })
    .catch((e) => e);
  expect([error.status, error.code]).to.deep.equal([202, "invalid_response"]);
});
