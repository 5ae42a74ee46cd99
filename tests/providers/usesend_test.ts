import { expect } from "chai";
import { usesend } from "../../src/providers/usesend/send.ts";
import { FakeClock } from "../helpers/clock.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

const ID = "cuiwqdj74rygf74";
const URL = "https://app.usesend.com/api/v1/emails";
const AUTH = { authorization: "Bearer us_key" };
const MINIMAL = {
  to: ["ada@example.com"],
  from: "sender@example.com",
  subject: "Hello",
  text: "Hi Ada",
  html: "<p>Hi Ada</p>",
};
const post = (json: Record<string, unknown>, headers: Record<string, string> = {}): Recorded[] => [{
  method: "POST",
  url: URL,
  headers: { ...AUTH, ...headers, "content-type": "application/json" },
  json: { ...MINIMAL, ...json },
}];
const sent = (json: Record<string, unknown> = {}) => ({ requests: post(json), id: ID });
const unsupported = (option: string) => ({ error: "unsupported_option", option });

conformance({
  name: "usesend",
  make: (fetch, clock) => usesend({ api_key: "us_key", fetch, clock }),
  ok: () => Response.json({ emailId: ID }),
  cases: {
    minimal: sent(),
    addresses: sent({
      to: ["Ada Lovelace <ada@example.com>", "Bob <bob@example.com>"],
      from: "Acme <sender@example.com>",
      replyTo: ["replies@example.com"],
      cc: ["carol@example.com"],
      bcc: ["dan@example.com"],
    }),
    auto_text: sent({
      text: "Read the guide [https://example.com/a]",
      html: '<p>Read <a href="https://example.com/a">the guide</a></p>',
    }),
    attachment: sent({ attachments: [{ filename: "hello.txt", content: "aGVsbG8=" }] }),
    inline_image: unsupported("attachments.content_id"),
    headers: sent({
      headers: {
        "X-Campaign": "spring",
        "List-Unsubscribe": "<https://example.com/u/1>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    }),
    tags: unsupported("tags"),
    many_tags: unsupported("tags"),
    metadata: unsupported("metadata"),
    tracking: unsupported("tracking.opens"),
    idempotency: { requests: post({}, { "idempotency-key": "order-42" }), id: ID },
    many_reply_to: sent({ replyTo: ["a@example.com", "b@example.com"] }),
    scheduled: sent({ scheduledAt: "2026-01-01T01:00:00.000Z" }),
    scheduled_iso: sent({ scheduledAt: "2026-01-02T09:30:00.000Z" }),
    scheduled_far: sent({ scheduledAt: "2026-02-10T00:00:00.000Z" }),
  },
  errors: [
    {
      name: "400 BAD_REQUEST",
      response: () =>
        Response.json({ error: { code: "BAD_REQUEST", message: "Either text or html content must be provided." } }, {
          status: 400,
        }),
      status: 400,
      code: "BAD_REQUEST",
      message: "Either text or html content must be provided.",
    },
    {
      name: "409 NOT_UNIQUE",
      response: () =>
        Response.json({
          error: { code: "NOT_UNIQUE", message: "Idempotency-Key already used with a different payload" },
        }, { status: 409 }),
      status: 409,
      code: "NOT_UNIQUE",
      message: "Idempotency-Key already used with a different payload",
    },
  ],
  cancel: { id: ID, requests: [{ method: "POST", url: `${URL}/${ID}/cancel`, headers: AUTH }] },
});

Deno.test("usesend: reschedule moves a scheduled email with PATCH /v1/emails/{id}", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ emailId: ID }));
  const provider = usesend({ api_key: "us_key", fetch, clock: new FakeClock() });
  expect(await provider.reschedule(ID, "2026-01-05T08:00:00")).to.deep.equal({
    id: ID,
    scheduled_at: new Date("2026-01-05T08:00:00.000Z"),
  });
  expect(requests).to.deep.equal([{
    method: "PATCH",
    url: `${URL}/${ID}`,
    headers: { ...AUTH, "content-type": "application/json" },
    json: { scheduledAt: "2026-01-05T08:00:00.000Z" },
  }]);
});

Deno.test("usesend: a bulk send goes to /v1/emails/batch", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ data: [{ emailId: "e1" }, { emailId: "e2" }] }));
  const results = await usesend({ api_key: "us_key", fetch }).send([
    { from: "a@example.com", to: "b@example.com", subject: "One", body: "<p>1</p>", text: "1" },
    { from: "a@example.com", to: "c@example.com", subject: "Two", body: "<p>2</p>", text: "2" },
  ]);
  expect(requests.map((r) => [r.method, r.url, (r.json as unknown[]).length])).to.deep.equal([
    ["POST", `${URL}/batch`, 2],
  ]);
  expect(results.map((r) => (r as { id: string }).id)).to.deep.equal(["e1", "e2"]);
});
