import { expect } from "chai";
import { onesignal } from "../../src/providers/onesignal/send.ts";
import { FakeClock } from "../helpers/clock.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

const HEADERS = { authorization: "Key os_test", "content-type": "application/json" };
const ID = "b98881cc-1e94-4366-bbd9-db8f3429292b";
const MINIMAL = {
  app_id: "app-1",
  target_channel: "email",
  email_to: ["ada@example.com"],
  email_from_address: "sender@example.com",
  email_subject: "Hello",
  email_body: "<p>Hi Ada</p>",
};

const sent = (json: Record<string, unknown>) => ({
  requests: [{
    method: "POST",
    url: "https://api.onesignal.com/notifications?c=email",
    headers: HEADERS,
    json: { ...MINIMAL, ...json },
  }] as Recorded[],
  id: ID,
});
const unsupported = (option: string) => ({ error: "unsupported_option", option });

conformance({
  name: "onesignal",
  make: (fetch, clock) => onesignal({ app_id: "app-1", api_key: "os_test", fetch, clock }),
  ok: () => Response.json({ id: ID, external_id: null }),
  cases: {
    minimal: sent({}),
    addresses: unsupported("cc"),
    auto_text: sent({ email_body: '<p>Read <a href="https://example.com/a">the guide</a></p>' }),
    attachment: unsupported("attachments"),
    inline_image: unsupported("attachments"),
    headers: unsupported("headers"),
    tags: unsupported("tags"),
    many_tags: unsupported("tags"),
    metadata: unsupported("metadata"),
    tracking: unsupported("tracking.opens"),
    idempotency: sent({ idempotency_key: "order-42" }),
    many_reply_to: unsupported("reply_to"),
    scheduled: sent({ send_after: "2026-01-01 01:00:00 GMT+0000" }),
    scheduled_iso: sent({ send_after: "2026-01-02 09:30:00 GMT+0000" }),
    scheduled_far: sent({ send_after: "2026-02-10 00:00:00 GMT+0000" }),
  },
  errors: [
    {
      name: "400 with a list of errors",
      response: () =>
        Response.json({ errors: ["Message Notifications must have English language content"] }, { status: 400 }),
      status: 400,
      code: undefined,
      message: "Message Notifications must have English language content",
    },
    {
      name: "429 rate limited",
      response: () => Response.json({ errors: ["API rate limit exceeded"] }, { status: 429 }),
      status: 429,
      code: "rate_limited",
      message: "API rate limit exceeded",
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
    id: ID,
    requests: [{
      method: "DELETE",
      url: `https://api.onesignal.com/notifications/${ID}?app_id=app-1`,
      headers: { authorization: "Key os_test" },
    }],
  },
});

Deno.test("onesignal: a name, one reply-to and turning click tracking off map to their email_ fields", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ id: ID }));
  await onesignal({ app_id: "app-1", api_key: "os_test", fetch, clock: new FakeClock() }).send({
    from: "Acme <sender@example.com>",
    to: ["Ada <ada@example.com>", "bob@example.com"],
    reply_to: "replies@example.com",
    subject: "Hello",
    body: "<p>Hi</p>",
    tracking: { clicks: false },
  });
  expect(requests[0]!.json).to.deep.equal({
    ...MINIMAL,
    email_to: ["ada@example.com", "bob@example.com"],
    email_from_name: "Acme",
    email_reply_to_address: "replies@example.com",
    email_body: "<p>Hi</p>",
    disable_email_click_tracking: true,
  });
});

Deno.test("onesignal: bcc has no field and is refused before anything is sent", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ id: ID }));
  const error = await onesignal({ app_id: "app-1", api_key: "os_test", fetch })
    .send({ from: "a@example.com", to: "b@example.com", bcc: "c@example.com", body: "Hi" })
    .catch((e) => e);
  expect([error.code, error.raw, requests.length]).to.deep.equal(["unsupported_option", { option: "bcc" }, 0]);
});

Deno.test("onesignal: errors given as an object name each key", async () => {
  const { fetch } = fake_fetch(() =>
    Response.json({ errors: { invalid_email_tokens: ["nope@example.com"] } }, { status: 400 })
  );
  const error = await onesignal({ app_id: "app-1", api_key: "os_test", fetch })
    .send({ from: "a@example.com", to: "b@example.com", body: "Hi" })
    .catch((e) => e);
  expect(error.detail).to.equal('invalid_email_tokens: ["nope@example.com"]');
});

Deno.test("onesignal: onesignal() needs an app_id and an api_key", () => {
  // deno-lint-ignore no-explicit-any
  expect(() => onesignal({ api_key: "k" } as any)).to.throw(TypeError);
  // deno-lint-ignore no-explicit-any
  expect(() => onesignal({ app_id: "a" } as any)).to.throw(TypeError);
});
