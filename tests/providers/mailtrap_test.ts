import { expect } from "chai";
import { mailtrap } from "../../src/providers/mailtrap/send.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

const ID = "0c7fd939-02cf-11ed-88c2-0a58a9feac02";
const MINIMAL = {
  from: { email: "sender@example.com" },
  to: [{ email: "ada@example.com" }],
  subject: "Hello",
  html: "<p>Hi Ada</p>",
  text: "Hi Ada",
};
const HEADERS = { authorization: "Bearer mt-key", "content-type": "application/json" };
const post = (json: Record<string, unknown>): Recorded[] => [{
  method: "POST",
  url: "https://send.api.mailtrap.io/api/send",
  headers: HEADERS,
  json: { ...MINIMAL, ...json },
}];
const sent = (json: Record<string, unknown> = {}) => ({ requests: post(json), id: ID });
const unsupported = (option: string) => ({ error: "unsupported_option", option });

conformance({
  name: "mailtrap",
  make: (fetch, clock) => mailtrap({ api_key: "mt-key", fetch, clock }),
  ok: () => Response.json({ success: true, message_ids: [ID, "0c7fd939-02cf-11ed-88c2-0a58a9feac03"] }),
  cases: {
    minimal: sent(),
    addresses: sent({
      from: { email: "sender@example.com", name: "Acme" },
      to: [{ email: "ada@example.com", name: "Ada Lovelace" }, { email: "bob@example.com", name: "Bob" }],
      cc: [{ email: "carol@example.com" }],
      bcc: [{ email: "dan@example.com" }],
      reply_to: { email: "replies@example.com" },
    }),
    auto_text: sent({
      html: '<p>Read <a href="https://example.com/a">the guide</a></p>',
      text: "Read the guide [https://example.com/a]",
    }),
    attachment: sent({ attachments: [{ content: "aGVsbG8=", filename: "hello.txt", type: "text/plain" }] }),
    inline_image: sent({
      html: '<img src="cid:logo">',
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
    tags: sent({ category: "welcome" }),
    many_tags: unsupported("tags"),
    metadata: sent({ custom_variables: { user_id: "42" } }),
    tracking: unsupported("tracking.opens"),
    idempotency: unsupported("idempotency_key"),
    many_reply_to: unsupported("reply_to"),
    scheduled: sent(),
    scheduled_iso: sent(),
    scheduled_far: sent(),
  },
  errors: [
    {
      name: "400 invalid sender",
      response: () => Response.json({ success: false, errors: ["'from' address is invalid"] }, { status: 400 }),
      status: 400,
      code: undefined,
      message: "'from' address is invalid",
    },
    {
      name: "401 unauthorized",
      response: () => Response.json({ success: false, errors: ["Unauthorized"] }, { status: 401 }),
      status: 401,
      code: "unauthorized",
      message: "Unauthorized",
    },
  ],
  cancel: "not_supported",
});

Deno.test("mailtrap: a bulk send goes to /api/batch, one result per message", async () => {
  const { fetch, requests } = fake_fetch(() =>
    Response.json({
      success: true,
      responses: [{ success: true, message_ids: ["m-1"] }, { success: false, errors: ["'to' is invalid"] }],
    })
  );
  const results = await mailtrap({ api_key: "mt-key", fetch }).send([
    { from: "a@example.com", to: "b@example.com", subject: "One", body: "<p>1</p>", text: "1" },
    { from: "a@example.com", to: "c@example.com", subject: "Two", body: "<p>2</p>", text: "2" },
  ]);
  expect(requests).to.deep.equal([{
    method: "POST",
    url: "https://send.api.mailtrap.io/api/batch",
    headers: HEADERS,
    json: {
      requests: [
        {
          from: { email: "a@example.com" },
          to: [{ email: "b@example.com" }],
          subject: "One",
          html: "<p>1</p>",
          text: "1",
        },
        {
          from: { email: "a@example.com" },
          to: [{ email: "c@example.com" }],
          subject: "Two",
          html: "<p>2</p>",
          text: "2",
        },
      ],
    },
  }]);
  expect(results[0]).to.deep.equal({ id: "m-1", provider: "mailtrap" });
  expect((results[1] as Error).message).to.equal("mailtrap: 200: 'to' is invalid");
});

Deno.test("mailtrap: the bulk stream and the sandbox have their own hosts", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ success: true, message_ids: ["m-1"] }));
  const message = { from: "a@example.com", to: "b@example.com", body: "Hi" };
  await mailtrap({ api_key: "k", stream: "bulk", fetch }).send(message);
  await mailtrap({ api_key: "k", sandbox_inbox_id: 2718, fetch }).send(message);
  expect(requests.map((r) => r.url)).to.deep.equal([
    "https://bulk.api.mailtrap.io/api/send",
    "https://sandbox.api.mailtrap.io/api/send/2718",
  ]);
});
