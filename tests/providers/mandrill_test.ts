import { expect } from "chai";
import { mandrill, mandrill_time } from "../../src/providers/mandrill/send.ts";
import { FakeClock } from "../helpers/clock.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

const KEY = "md-test";
const URL_BASE = "https://mandrillapp.com/api/1.0";
const ID = "abc123abc123abc123abc123abc123";
const MESSAGE = {
  html: "<p>Hi Ada</p>",
  text: "Hi Ada",
  subject: "Hello",
  from_email: "sender@example.com",
  to: [{ email: "ada@example.com", type: "to" }],
};
const post = (path: string, json: unknown): Recorded => ({
  method: "POST",
  url: `${URL_BASE}${path}`,
  headers: { "content-type": "application/json" },
  json,
});
const sent = (message: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  requests: [post("/messages/send", { key: KEY, message: { ...MESSAGE, ...message }, ...extra })],
  id: ID,
});

conformance({
  name: "mandrill",
  make: (fetch, clock) => mandrill({ api_key: KEY, fetch, clock }),
  ok: (request) =>
    request.url.endsWith("/messages/send")
      ? Response.json([{ email: "ada@example.com", status: "sent", reject_reason: null, _id: ID }])
      : Response.json({ _id: ID, send_at: "2026-01-02 09:30:00" }),
  cases: {
    minimal: sent({}),
    addresses: sent({
      from_email: "sender@example.com",
      from_name: "Acme",
      to: [
        { email: "ada@example.com", name: "Ada Lovelace", type: "to" },
        { email: "bob@example.com", name: "Bob", type: "to" },
        { email: "carol@example.com", type: "cc" },
        { email: "dan@example.com", type: "bcc" },
      ],
      preserve_recipients: true,
      headers: { "Reply-To": "replies@example.com" },
    }),
    auto_text: sent({
      html: '<p>Read <a href="https://example.com/a">the guide</a></p>',
      text: "Read the guide [https://example.com/a]",
    }),
    attachment: sent({ attachments: [{ type: "text/plain", name: "hello.txt", content: "aGVsbG8=" }] }),
    inline_image: sent({
      html: '<img src="cid:logo">',
      images: [{ type: "image/png", name: "logo", content: "iVBORw==" }],
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
    metadata: sent({ metadata: { user_id: "42" } }),
    tracking: sent({ track_opens: true, track_clicks: false }),
    idempotency: { error: "unsupported_option", option: "idempotency_key" },
    many_reply_to: sent({ headers: { "Reply-To": "a@example.com, b@example.com" } }),
    scheduled: sent({}, { send_at: "2026-01-01 01:00:00" }),
    scheduled_iso: sent({}, { send_at: "2026-01-02 09:30:00" }),
    scheduled_far: sent({}, { send_at: "2026-02-10 00:00:00" }),
  },
  errors: [
    {
      name: "500 Invalid_Key",
      response: () =>
        Response.json({ status: "error", code: -1, name: "Invalid_Key", message: "Invalid API key" }, { status: 500 }),
      status: 500,
      code: "Invalid_Key",
      message: "Invalid API key",
    },
    {
      name: "a 429 with a text body",
      response: () => new Response("Too Many Requests", { status: 429 }),
      status: 429,
      code: "rate_limited",
      message: "Too Many Requests",
    },
  ],
  cancel: { id: ID, requests: [post("/messages/cancel-scheduled", { key: KEY, id: ID })] },
});

Deno.test("mandrill: send_at is YYYY-MM-DD HH:MM:SS in UTC", () => {
  expect(mandrill_time(new Date("2026-03-04T05:06:07.890+02:00"))).to.equal("2026-03-04 03:06:07");
});

Deno.test("mandrill: a send more than a year ahead is scheduled_too_far, before any request", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json([]));
  const error = await mandrill({ api_key: KEY, fetch, clock: new FakeClock() })
    .send({ from: "a@example.com", to: "b@example.com", body: "Hi", scheduled_at: { years: 1, days: 1 } })
    .then(() => undefined, (e) => e);
  expect(error.code).to.equal("scheduled_too_far");
  expect(requests).to.deep.equal([]);
});

Deno.test("mandrill: reschedule moves a scheduled send with messages/reschedule", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ _id: ID, send_at: "2026-01-03 00:00:00" }));
  const provider = mandrill({ api_key: KEY, fetch, clock: new FakeClock() });
  const moved = await provider.reschedule(ID, { days: 2 });
  expect(moved).to.deep.equal({ id: ID, scheduled_at: new Date("2026-01-03T00:00:00.000Z") });
  expect(requests).to.deep.equal([
    post("/messages/reschedule", { key: KEY, id: ID, send_at: "2026-01-03 00:00:00" }),
  ]);
  expect(provider.capabilities.reschedule).to.equal(true);
});

Deno.test("mandrill: reschedule past a year, or to a bad date, rejects before any request", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({}));
  const provider = mandrill({ api_key: KEY, fetch, clock: new FakeClock() });
  expect((await provider.reschedule(ID, { months: 13 }).catch((e) => e)).code).to.equal("scheduled_too_far");
  expect((await provider.reschedule(ID, "next week").catch((e) => e)).code).to.equal("invalid_scheduled_at");
  expect(requests).to.deep.equal([]);
});

Deno.test("mandrill: a reschedule error answer is a ServiceError with Mandrill's name", async () => {
  const { fetch } = fake_fetch(() =>
    Response.json({ status: "error", code: 11, name: "Unknown_Message", message: "No message exists" }, {
      status: 500,
    })
  );
  const error = await mandrill({ api_key: KEY, fetch, clock: new FakeClock() }).reschedule(ID, { hours: 1 })
    .catch((e) => e);
  expect({ code: error.code, status: error.status, detail: error.detail }).to.deep.equal({
    code: "Unknown_Message",
    status: 500,
    detail: "No message exists",
  });
});

Deno.test("mandrill: the id is the first accepted recipient's _id; all rejected is an error", async () => {
  const answer = [
    { email: "x@example.com", status: "rejected", reject_reason: "hard-bounce", _id: "r1" },
    { email: "y@example.com", status: "queued", reject_reason: null, _id: "q2" },
  ];
  let { fetch } = fake_fetch(() => Response.json(answer));
  expect((await mandrill({ api_key: KEY, fetch }).send({ from: "a@example.com", to: "b@example.com", body: "Hi" })).id)
    .to.equal("q2");
  ({ fetch } = fake_fetch(() => Response.json([answer[0]])));
  const error = await mandrill({ api_key: KEY, fetch }).send({ from: "a@example.com", to: "b@example.com", body: "Hi" })
    .catch((e) => e);
  expect(error.code).to.equal("invalid_response");
  expect(error.cause.message).to.equal("x@example.com: rejected hard-bounce");
});

Deno.test("mandrill: a 500 naming a permanent error is not retried; GeneralError is", async () => {
  const answers = [
    { status: 500, body: { status: "error", code: -1, name: "Invalid_Key", message: "Invalid API key" } },
    { status: 500, body: { status: "error", code: -1, name: "GeneralError", message: "try again" } },
    { status: 200, body: [{ email: "b@example.com", status: "sent", _id: "m1" }] },
  ];
  let calls = 0;
  const fetch = (() => {
    const answer = answers[calls++]!;
    return Promise.resolve(Response.json(answer.body, { status: answer.status }));
  }) as typeof globalThis.fetch;
  const sleep = () => Promise.resolve();
  const provider = mandrill({ api_key: "md-1", fetch, retries: 3, sleep });
  const error = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi" }).then(
    () => null,
    (e) => e,
  );
  expect([error?.code, error?.status, calls]).to.deep.equal(["Invalid_Key", 500, 1]);
  const sent = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
  expect([sent.id, calls]).to.deep.equal(["m1", 3]);
});
