import { expect } from "chai";
import { infobip } from "../../src/providers/infobip/send.ts";
import { FakeClock } from "../helpers/clock.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded, type RecordedFile } from "./fake_fetch.ts";

const BULK = "3kdbn4ssrfg5vevdx5cf";
const BASE = "https://xyz.api.infobip.com";
const AUTH = { authorization: "App ib-key", accept: "application/json" };
type Entry = [string, string | RecordedFile];
const HEAD: Entry[] = [["from", "sender@example.com"], ["to", "ada@example.com"]];
const BODY: Entry[] = [["subject", "Hello"], ["text", "Hi Ada"], ["html", "<p>Hi Ada</p>"]];
const post = (form: Entry[]): Recorded[] => [{
  method: "POST",
  url: `${BASE}/email/3/send`,
  headers: { ...AUTH, "content-type": "multipart/form-data" },
  form,
}];
const sent = (extra: Entry[] = [], head = HEAD, body = BODY) => ({
  requests: post([...head, ...body, ...extra]),
  id: BULK,
});
const unsupported = (option: string) => ({ error: "unsupported_option", option });
const accepted = {
  bulkId: BULK,
  messages: [{
    to: "ada@example.com",
    messageId: "m-1",
    status: { groupId: 1, groupName: "PENDING", id: 26, name: "PENDING_ACCEPTED", description: "Message accepted" },
  }],
};

conformance({
  name: "infobip",
  make: (fetch, clock) => infobip({ api_key: "ib-key", base_url: "xyz.api.infobip.com", fetch, clock }),
  ok: (request) =>
    request.method === "PUT" ? Response.json({ bulkId: BULK, status: "CANCELED" }) : Response.json(accepted),
  cases: {
    minimal: sent(),
    addresses: sent(
      [["preserveRecipients", "true"]],
      [
        ["from", "Acme <sender@example.com>"],
        ["to", "Ada Lovelace <ada@example.com>"],
        ["to", "Bob <bob@example.com>"],
        ["cc", "carol@example.com"],
        ["bcc", "dan@example.com"],
        ["replyTo", "replies@example.com"],
      ],
    ),
    auto_text: sent([], HEAD, [
      ["subject", "Hello"],
      ["text", "Read the guide [https://example.com/a]"],
      ["html", '<p>Read <a href="https://example.com/a">the guide</a></p>'],
    ]),
    attachment: sent([["attachment", { filename: "hello.txt", type: "text/plain", text: "hello" }]]),
    inline_image: sent(
      [["inlineImage", { filename: "logo", type: "image/png", text: "\uFFFDPNG" }]],
      HEAD,
      [["subject", "Hello"], ["text", "Hi Ada"], ["html", '<img src="cid:logo">']],
    ),
    headers: sent([[
      "headers",
      JSON.stringify({
        "X-Campaign": "spring",
        "List-Unsubscribe": "<https://example.com/u/1>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      }),
    ]]),
    tags: unsupported("tags"),
    many_tags: unsupported("tags"),
    metadata: sent([["callbackData", '{"user_id":"42"}']]),
    tracking: sent([["trackOpens", "true"], ["trackClicks", "false"]]),
    idempotency: unsupported("idempotency_key"),
    many_reply_to: unsupported("reply_to"),
    scheduled: sent([["sendAt", "2026-01-01T01:00:00.000Z"]]),
    scheduled_iso: sent([["sendAt", "2026-01-02T09:30:00.000Z"]]),
    scheduled_far: { error: "scheduled_too_far" },
  },
  errors: [
    {
      name: "400 BAD_REQUEST",
      response: () =>
        Response.json({ requestError: { serviceException: { messageId: "BAD_REQUEST", text: "Bad request" } } }, {
          status: 400,
        }),
      status: 400,
      code: "BAD_REQUEST",
      message: "Bad request",
    },
    {
      name: "401 UNAUTHORIZED",
      response: () =>
        Response.json({
          requestError: { serviceException: { messageId: "UNAUTHORIZED", text: "Invalid login details" } },
        }, { status: 401 }),
      status: 401,
      code: "UNAUTHORIZED",
      message: "Invalid login details",
    },
    {
      name: "400 with violations",
      response: () =>
        Response.json({
          errorCode: "E400",
          description: "Request cannot be processed.",
          violations: [{ property: "to", violation: "must not be empty" }],
        }, { status: 400 }),
      status: 400,
      code: "E400",
      message: "Request cannot be processed.; to: must not be empty",
    },
  ],
  cancel: {
    id: BULK,
    requests: [{
      method: "PUT",
      url: `${BASE}/email/1/bulks/status?bulkId=${BULK}`,
      headers: { ...AUTH, "content-type": "application/json" },
      json: { status: "CANCELED" },
    }],
  },
});

Deno.test("infobip: reschedule moves a scheduled bulk with PUT /email/1/bulks", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ bulkId: BULK, sendAt: "2026-01-03T00:00:00.000+0000" }));
  const provider = infobip({ api_key: "ib-key", base_url: BASE, fetch, clock: new FakeClock() });
  const moved = await provider.reschedule(BULK, { days: 2 });
  expect(moved).to.deep.equal({ id: BULK, scheduled_at: new Date("2026-01-03T00:00:00.000Z") });
  expect(requests).to.deep.equal([{
    method: "PUT",
    url: `${BASE}/email/1/bulks?bulkId=${BULK}`,
    headers: { ...AUTH, "content-type": "application/json" },
    json: { sendAt: "2026-01-03T00:00:00.000Z" },
  }]);
  const error = await provider.reschedule(BULK, { days: 31 }).then(() => undefined, (e) => e);
  expect(error.code).to.equal("scheduled_too_far");
  expect(requests.length).to.equal(1);
});
