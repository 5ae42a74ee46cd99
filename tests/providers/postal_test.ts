import { expect } from "chai";
import { postal } from "../../src/providers/postal/send.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

const ID = "b7f7b9a2-6c1e-4c43-9a1f-3c2d1e0f9a8b@rp.postal.example.com";
const MINIMAL = {
  to: ["ada@example.com"],
  from: "sender@example.com",
  subject: "Hello",
  plain_body: "Hi Ada",
  html_body: "<p>Hi Ada</p>",
};
const post = (json: Record<string, unknown>): Recorded[] => [{
  method: "POST",
  url: "https://postal.example.com/api/v1/send/message",
  headers: { "x-server-api-key": "postal-key", "content-type": "application/json" },
  json: { ...MINIMAL, ...json },
}];
const sent = (json: Record<string, unknown> = {}) => ({ requests: post(json), id: ID });
const unsupported = (option: string) => ({ error: "unsupported_option", option });
const answer = (status: string, data: Record<string, unknown>) =>
  Response.json({ status, time: 0.05, flags: {}, data });

conformance({
  name: "postal",
  make: (fetch, clock) => postal({ api_key: "postal-key", url: "https://postal.example.com/", fetch, clock }),
  ok: () => answer("success", { message_id: ID, messages: { "ada@example.com": { id: 42, token: "VJzsFA0S" } } }),
  cases: {
    minimal: sent(),
    addresses: sent({
      to: ["Ada Lovelace <ada@example.com>", "Bob <bob@example.com>"],
      cc: ["carol@example.com"],
      bcc: ["dan@example.com"],
      from: "Acme <sender@example.com>",
      reply_to: "replies@example.com",
    }),
    auto_text: sent({
      plain_body: "Read the guide [https://example.com/a]",
      html_body: '<p>Read <a href="https://example.com/a">the guide</a></p>',
    }),
    attachment: sent({ attachments: [{ name: "hello.txt", content_type: "text/plain", data: "aGVsbG8=" }] }),
    inline_image: unsupported("attachments.content_id"),
    headers: sent({
      headers: {
        "X-Campaign": "spring",
        "List-Unsubscribe": "<https://example.com/u/1>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    }),
    tags: sent({ tag: "welcome" }),
    many_tags: unsupported("tags"),
    metadata: unsupported("metadata"),
    tracking: unsupported("tracking.opens"),
    idempotency: unsupported("idempotency_key"),
    many_reply_to: unsupported("reply_to"),
    scheduled: sent(),
    scheduled_iso: sent(),
    scheduled_far: sent(),
  },
  errors: [
    {
      name: "200 with status error",
      response: () =>
        answer("error", {
          message: "The API token provided in X-Server-API-Key was not valid.",
          token: "postal-key",
          code: "InvalidServerAPIKey",
        }),
      status: 400,
      code: "InvalidServerAPIKey",
      message: "The API token provided in X-Server-API-Key was not valid.",
    },
    {
      name: "200 with status error and no message",
      response: () => answer("error", { code: "ServerSuspended" }),
      status: 400,
      code: "ServerSuspended",
      message: "ServerSuspended",
    },
    {
      name: "200 with status parameter-error",
      response: () => answer("parameter-error", { message: "`to` parameter is required but is missing" }),
      status: 400,
      code: undefined,
      message: "`to` parameter is required but is missing",
    },
    {
      name: "500 internal-server-error",
      response: () => Response.json({ status: "internal-server-error" }, { status: 500 }),
      status: 500,
      code: undefined,
      message: "HTTP 500",
    },
  ],
  cancel: "not_supported",
});

Deno.test("postal: a failure Postal reports in the body is not retried", async () => {
  let calls = 0;
  const { fetch } = fake_fetch(() => {
    calls++;
    return answer("error", { code: "NoRecipients", message: "There are no recipients defined" });
  });
  const error = await postal({
    api_key: "k",
    url: "https://postal.example.com",
    fetch,
    retries: 2,
    sleep: () => Promise.resolve(),
  })
    .send({ from: "a@example.com", to: "b@example.com", body: "Hi" }).then(() => undefined, (e) => e);
  expect(error.code).to.equal("NoRecipients");
  expect(calls).to.equal(1);
});
