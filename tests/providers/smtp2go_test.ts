import { expect } from "chai";
import { smtp2go, smtp2go_time } from "../../src/providers/smtp2go/send.ts";
import { FakeClock } from "../helpers/clock.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

const HEADERS = { "x-smtp2go-api-key": "api-test" };
const EMAIL_ID = "1u0SwL-B9zBpi9ffUq-JAB2";
const SCHEDULE_ID = "caa928f4-24ec-4a68-bcfc-1fd2596342f0";
const MINIMAL = {
  sender: "sender@example.com",
  to: ["ada@example.com"],
  subject: "Hello",
  html_body: "<p>Hi Ada</p>",
  text_body: "Hi Ada",
};
const post = (json: Record<string, unknown>, base = "https://api.smtp2go.com/v3"): Recorded[] => [{
  method: "POST",
  url: `${base}/email/send`,
  headers: { ...HEADERS, "content-type": "application/json" },
  json: { ...MINIMAL, ...json },
}];
const sent = (json: Record<string, unknown>) => ({ requests: post(json), id: EMAIL_ID });
const answer = (data: Record<string, unknown>) => Response.json({ request_id: "aa253464", data });

conformance({
  name: "smtp2go",
  make: (fetch, clock) => smtp2go({ api_key: "api-test", fetch, clock }),
  // A scheduled send's answer (a `schedule_id`) is checked in "3 days ahead is the limit" below.
  ok: (request) =>
    request.url.endsWith("/remove")
      ? answer({})
      : answer({ succeeded: 1, failed: 0, failures: [], email_id: EMAIL_ID }),
  cases: {
    minimal: sent({}),
    addresses: sent({
      sender: "Acme <sender@example.com>",
      to: ["Ada Lovelace <ada@example.com>", "Bob <bob@example.com>"],
      cc: ["carol@example.com"],
      bcc: ["dan@example.com"],
      custom_headers: [{ header: "Reply-To", value: "replies@example.com" }],
    }),
    auto_text: sent({
      html_body: '<p>Read <a href="https://example.com/a">the guide</a></p>',
      text_body: "Read the guide [https://example.com/a]",
    }),
    attachment: sent({ attachments: [{ filename: "hello.txt", fileblob: "aGVsbG8=", mimetype: "text/plain" }] }),
    inline_image: sent({
      html_body: '<img src="cid:logo">',
      inlines: [{ filename: "logo", fileblob: "iVBORw==", mimetype: "image/png" }],
    }),
    headers: sent({
      custom_headers: [
        { header: "X-Campaign", value: "spring" },
        { header: "List-Unsubscribe", value: "<https://example.com/u/1>" },
        { header: "List-Unsubscribe-Post", value: "List-Unsubscribe=One-Click" },
      ],
    }),
    tags: { error: "unsupported_option", option: "tags" },
    many_tags: { error: "unsupported_option", option: "tags" },
    metadata: { error: "unsupported_option", option: "metadata" },
    tracking: { error: "unsupported_option", option: "tracking.opens" },
    idempotency: { error: "unsupported_option", option: "idempotency_key" },
    many_reply_to: sent({ custom_headers: [{ header: "Reply-To", value: "a@example.com, b@example.com" }] }),
    scheduled: sent({ schedule: "2026-01-01 01:00:00 +0000" }),
    scheduled_iso: sent({ schedule: "2026-01-02 09:30:00 +0000" }),
    scheduled_far: { error: "scheduled_too_far" },
  },
  errors: [
    {
      name: "400 permission denied",
      response: () =>
        Response.json({
          request_id: "22e5acba",
          data: {
            error_code: "E_ApiResponseCodes.ENDPOINT_PERMISSION_DENIED",
            error: "You do not have permission to access this API endpoint",
          },
        }, { status: 400 }),
      status: 400,
      code: "E_ApiResponseCodes.ENDPOINT_PERMISSION_DENIED",
      message: "You do not have permission to access this API endpoint",
    },
    {
      name: "a 429 with a text body",
      response: () => new Response("Too Many Requests", { status: 429 }),
      status: 429,
      code: "rate_limited",
      message: "Too Many Requests",
    },
  ],
  cancel: {
    id: SCHEDULE_ID,
    requests: [{
      method: "POST",
      url: "https://api.smtp2go.com/v3/email/scheduled/remove",
      headers: { ...HEADERS, "content-type": "application/json" },
      json: { schedule_id: SCHEDULE_ID },
    }],
  },
});

Deno.test("smtp2go: schedule is YYYY-MM-DD HH:MM:SS +0000", () => {
  expect(smtp2go_time(new Date("2026-03-04T05:06:07.890+12:00"))).to.equal("2026-03-03 17:06:07 +0000");
});

Deno.test("smtp2go: a scheduled send answers its schedule_id; 3 days ahead is the limit", async () => {
  const { fetch, requests } = fake_fetch(() => answer({ schedule_id: SCHEDULE_ID }));
  const provider = smtp2go({ api_key: "api-test", fetch, clock: new FakeClock() });
  const base = { from: "a@example.com", to: "b@example.com", body: "Hi" };
  expect((await provider.send({ ...base, scheduled_at: { days: 3 } })).id).to.equal(SCHEDULE_ID);
  const error = await provider.send({ ...base, scheduled_at: { days: 3, seconds: 1 } }).catch((e) => e);
  expect(error.code).to.equal("scheduled_too_far");
  expect(requests.length).to.equal(1);
});

Deno.test("smtp2go: region picks the regional host", async () => {
  const { fetch, requests } = fake_fetch(() => answer({ email_id: EMAIL_ID }));
  await smtp2go({ api_key: "api-test", region: "eu", fetch }).send({
    from: "sender@example.com",
    to: "ada@example.com",
    subject: "Hello",
    body: "<p>Hi Ada</p>",
    text: "Hi Ada",
  });
  expect(requests).to.deep.equal(post({}, "https://eu-api.smtp2go.com/v3"));
});

Deno.test("smtp2go: a 200 that reports the send failed is an error", async () => {
  const { fetch } = fake_fetch(() => answer({ succeeded: 0, failed: 1, failures: ["bad recipient"] }));
  const error = await smtp2go({ api_key: "api-test", fetch })
    .send({ from: "a@example.com", to: "b@example.com", body: "Hi" }).catch((e) => e);
  expect(error.code).to.equal("invalid_response");
  expect(error.raw).to.deep.equal({
    request_id: "aa253464",
    data: { succeeded: 0, failed: 1, failures: ["bad recipient"] },
  });
});
