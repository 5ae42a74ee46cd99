import { expect } from "chai";
import { mailslurp } from "../../src/providers/mailslurp/send.ts";
import { capability_table } from "../../src/providers/docs.ts";
import { providers } from "../../src/providers/list.ts";
import { FakeClock } from "../helpers/clock.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

const BASE = "https://api.mailslurp.com";
const INBOX = "0b7a1c5e-7d1f-4c38-9d0e-5f1e2a3b4c5d";
const HEADERS = { "x-api-key": "ms_test", "content-type": "application/json" };
/** A sent email's id (the `SentEmailDto` that `/confirm` answers). */
const SENT_ID = "5f0c2a8e-1b3d-4e6f-8a9b-0c1d2e3f4a5b";
/** A scheduled job's id (the `ScheduledJobDto` that `/with-schedule` answers). */
const JOB_ID = "9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4";
const MESSAGE = { from: "sender@example.com", to: "ada@example.com", subject: "Hello", body: "<p>Hi Ada</p>" };
const MINIMAL = {
  to: ["ada@example.com"],
  from: "sender@example.com",
  subject: "Hello",
  body: "<p>Hi Ada</p>",
  isHTML: true,
};

/** MailSlurp's answers: a `ScheduledJobDto` for the scheduled-send path, a `SentEmailDto` for `/confirm`. */
function answer(request: Request): Response {
  const url = new URL(request.url);
  if (url.pathname.endsWith("/with-schedule")) {
    return Response.json({
      id: JOB_ID,
      userId: "u-1",
      inboxId: INBOX,
      jobId: "email-job-1",
      groupId: "g-1",
      triggerId: "t-1",
      status: "SUBMITTED",
      sendAtTimestamp: url.searchParams.get("sendAtTimestamp"),
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    }, { status: 201 });
  }
  if (request.method === "DELETE") return Response.json({ id: JOB_ID, status: "CANCELLED" });
  return Response.json({ id: SENT_ID, userId: "u-1", inboxId: INBOX, sentAt: "2026-01-01T00:00:00.000Z" }, {
    status: 201,
  });
}

const sent = (json: Record<string, unknown> = {}) => ({
  requests: [{
    method: "POST",
    url: `${BASE}/inboxes/${INBOX}/confirm`,
    headers: HEADERS,
    json: { ...MINIMAL, ...json },
  }] as Recorded[],
  id: SENT_ID,
});
const scheduled = (at: string) => ({
  requests: [{
    method: "POST",
    url: `${BASE}/inboxes/${INBOX}/with-schedule?sendAtTimestamp=${encodeURIComponent(at)}`,
    headers: HEADERS,
    json: MINIMAL,
  }] as Recorded[],
  id: JOB_ID,
});
const unsupported = (option: string) => ({ error: "unsupported_option", option });

conformance({
  name: "mailslurp",
  make: (fetch, clock) => mailslurp({ api_key: "ms_test", inbox_id: INBOX, fetch, clock }),
  ok: answer,
  cases: {
    minimal: sent(),
    addresses: sent({
      to: ["Ada Lovelace <ada@example.com>", "Bob <bob@example.com>"],
      cc: ["carol@example.com"],
      bcc: ["dan@example.com"],
      from: "Acme <sender@example.com>",
      replyTo: "replies@example.com",
    }),
    auto_text: sent({ body: '<p>Read <a href="https://example.com/a">the guide</a></p>' }),
    attachment: unsupported("attachments"),
    inline_image: unsupported("attachments"),
    headers: sent({
      customHeaders: {
        "X-Campaign": "spring",
        "List-Unsubscribe": "<https://example.com/u/1>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    }),
    tags: unsupported("tags"),
    many_tags: unsupported("tags"),
    metadata: unsupported("metadata"),
    tracking: unsupported("tracking.clicks"),
    idempotency: unsupported("idempotency_key"),
    many_reply_to: unsupported("reply_to"),
    scheduled: scheduled("2026-01-01T01:00:00.000Z"),
    scheduled_iso: scheduled("2026-01-02T09:30:00.000Z"),
    scheduled_far: scheduled("2026-02-10T00:00:00.000Z"),
  },
  errors: [
    {
      name: "400 with a Spring error body",
      response: () =>
        Response.json({
          timestamp: "2026-01-01T00:00:00.000+00:00",
          status: 400,
          error: "Bad Request",
          message: "Invalid email address: nope",
          path: `/inboxes/${INBOX}/confirm`,
        }, { status: 400 }),
      status: 400,
      code: undefined,
      message: "Invalid email address: nope",
    },
    {
      name: "401 with an empty message falls back to error",
      response: () => Response.json({ status: 401, error: "Unauthorized", message: "" }, { status: 401 }),
      status: 401,
      code: "unauthorized",
      message: "Unauthorized",
    },
    {
      name: "429 rate limited",
      response: () => Response.json({ message: "Too many requests" }, { status: 429 }),
      status: 429,
      code: "rate_limited",
      message: "Too many requests",
    },
    {
      name: "a 502 with a text body",
      response: () => new Response("Bad Gateway", { status: 502 }),
      status: 502,
      code: undefined,
      message: "Bad Gateway",
    },
  ],
  cancel: {
    id: JOB_ID,
    requests: [{
      method: "DELETE",
      url: `${BASE}/inboxes/scheduled-jobs/${JOB_ID}`,
      headers: { "x-api-key": "ms_test" },
    }],
  },
});

Deno.test("mailslurp: a scheduled send answers the job id and its time, and cancel takes that id", async () => {
  const { fetch, requests } = fake_fetch(answer);
  const provider = mailslurp({ api_key: "ms_test", inbox_id: INBOX, fetch, clock: new FakeClock() });
  const response = await provider.send({ ...MESSAGE, scheduled_at: { days: 2 } });
  await provider.cancel(response.id);
  expect([response.id, response.scheduled_at?.toISOString()]).to.deep.equal([JOB_ID, "2026-01-03T00:00:00.000Z"]);
  expect(requests.map((r) => `${r.method} ${r.url}`)).to.deep.equal([
    `POST ${BASE}/inboxes/${INBOX}/with-schedule?sendAtTimestamp=2026-01-03T00%3A00%3A00.000Z`,
    `DELETE ${BASE}/inboxes/scheduled-jobs/${JOB_ID}`,
  ]);
});

Deno.test("mailslurp: a scheduled_at in the past sends at once through /confirm", async () => {
  const { fetch, requests } = fake_fetch(answer);
  const provider = mailslurp({ api_key: "ms_test", inbox_id: INBOX, fetch, clock: new FakeClock() });
  const response = await provider.send({ ...MESSAGE, scheduled_at: "2025-12-31T23:00:00Z" });
  expect([response.id, requests[0]!.url]).to.deep.equal([SENT_ID, `${BASE}/inboxes/${INBOX}/confirm`]);
});

Deno.test("mailslurp: open tracking is the tracking pixel, turned on or off per message", async () => {
  const { fetch, requests } = fake_fetch(answer);
  const provider = mailslurp({ api_key: "ms_test", inbox_id: INBOX, fetch, clock: new FakeClock() });
  await provider.send({ ...MESSAGE, tracking: { opens: true } });
  await provider.send({ ...MESSAGE, tracking: { opens: false } });
  expect(requests.map((r) => (r.json as Record<string, unknown>).addTrackingPixel)).to.deep.equal([true, false]);
});

Deno.test("mailslurp: cancelling a job that already went out is a ServiceError with MailSlurp's message", async () => {
  const { fetch } = fake_fetch(() =>
    Response.json({ status: 400, error: "Bad Request", message: "Job status is already COMPLETED" }, { status: 400 })
  );
  const error = await mailslurp({ api_key: "ms_test", inbox_id: INBOX, fetch }).cancel(JOB_ID).catch((e) => e);
  expect([error.provider, error.status, error.detail]).to.deep.equal([
    "mailslurp",
    400,
    "Job status is already COMPLETED",
  ]);
});

Deno.test("mailslurp: the base URL and the inbox id in the path are taken as given, the id encoded", async () => {
  const { fetch, requests } = fake_fetch(answer);
  await mailslurp({ api_key: "ms_test", inbox_id: "a/b", url: "https://javascript.api.mailslurp.com/", fetch })
    .send(MESSAGE);
  expect(requests[0]!.url).to.equal("https://javascript.api.mailslurp.com/inboxes/a%2Fb/confirm");
});

Deno.test("mailslurp: an answer without an id is an error, not an empty id", async () => {
  const { fetch } = fake_fetch(() => new Response("", { status: 201 }));
  const error = await mailslurp({ api_key: "ms_test", inbox_id: INBOX, fetch }).send(MESSAGE).catch((e) => e);
  expect(error.provider).to.equal("mailslurp");
  expect(String(error.message)).to.contain("no message id");
});

Deno.test("mailslurp: mailslurp() needs an api_key and an inbox_id", () => {
  // deno-lint-ignore no-explicit-any
  expect(() => mailslurp({ inbox_id: "i" } as any)).to.throw(TypeError, "api_key");
  // deno-lint-ignore no-explicit-any
  expect(() => mailslurp({ api_key: "k" } as any)).to.throw(TypeError, "inbox_id");
});

Deno.test("mailslurp: the capability table names the separate scheduled-send path", () => {
  const row = capability_table(providers).split("\n").find((line) => line.startsWith("| `mailslurp` |"));
  expect(row).to.equal(
    "| `mailslurp` | `sendAtTimestamp` (ISO 8601, query) on `POST /inboxes/{inboxId}/with-schedule` | no limit | yes " +
      "| — | — | — | opens | — | — | — | — | — | — | — |",
  );
});
