import { expect } from "chai";
import { zeptomail } from "../../src/providers/zeptomail/send.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

const ID = "2d6f.1a2b3c4d5e.m1.7e8f";
const MINIMAL = {
  from: { address: "sender@example.com" },
  to: [{ email_address: { address: "ada@example.com" } }],
  subject: "Hello",
  htmlbody: "<p>Hi Ada</p>",
  textbody: "Hi Ada",
};
const post = (json: Record<string, unknown>): Recorded[] => [{
  method: "POST",
  url: "https://api.zeptomail.com/v1.1/email",
  headers: { accept: "application/json", authorization: "Zoho-enczapikey zm-key", "content-type": "application/json" },
  json: { ...MINIMAL, ...json },
}];
const sent = (json: Record<string, unknown> = {}) => ({ requests: post(json), id: ID });
const unsupported = (option: string) => ({ error: "unsupported_option", option });

conformance({
  name: "zeptomail",
  make: (fetch, clock) => zeptomail({ api_key: "zm-key", fetch, clock }),
  ok: () =>
    Response.json({
      data: [{ code: "EM_104", additional_info: [], message: "Email request received" }],
      message: "OK",
      request_id: ID,
      object: "email",
    }, { status: 201 }),
  cases: {
    minimal: sent(),
    addresses: sent({
      from: { address: "sender@example.com", name: "Acme" },
      to: [
        { email_address: { address: "ada@example.com", name: "Ada Lovelace" } },
        { email_address: { address: "bob@example.com", name: "Bob" } },
      ],
      cc: [{ email_address: { address: "carol@example.com" } }],
      bcc: [{ email_address: { address: "dan@example.com" } }],
      reply_to: [{ address: "replies@example.com" }],
    }),
    auto_text: sent({
      htmlbody: '<p>Read <a href="https://example.com/a">the guide</a></p>',
      textbody: "Read the guide [https://example.com/a]",
    }),
    attachment: sent({ attachments: [{ content: "aGVsbG8=", mime_type: "text/plain", name: "hello.txt" }] }),
    inline_image: sent({
      htmlbody: '<img src="cid:logo">',
      inline_images: [{ content: "iVBORw==", mime_type: "image/png", cid: "logo" }],
    }),
    headers: sent({
      mime_headers: {
        "X-Campaign": "spring",
        "List-Unsubscribe": "<https://example.com/u/1>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    }),
    tags: unsupported("tags"),
    many_tags: unsupported("tags"),
    metadata: sent({ client_reference: '{"user_id":"42"}' }),
    tracking: sent({ track_opens: true, track_clicks: false }),
    idempotency: unsupported("idempotency_key"),
    many_reply_to: sent({ reply_to: [{ address: "a@example.com" }, { address: "b@example.com" }] }),
    scheduled: sent(),
    scheduled_iso: sent(),
    scheduled_far: sent(),
  },
  errors: [
    {
      name: "400 TM_3201 missing field",
      response: () =>
        Response.json({
          error: {
            code: "TM_3201",
            details: [{
              code: "GE_102",
              message: "Mandatory Field 'subject' was set as Empty Value.",
              target: "subject",
            }],
            message: "Mandatory Field is missing",
            request_id: "2d6f.1",
          },
        }, { status: 400 }),
      status: 400,
      code: "TM_3201",
      message: "Mandatory Field is missing: subject: Mandatory Field 'subject' was set as Empty Value.",
    },
    {
      name: "401 invalid token",
      response: () =>
        Response.json({
          error: {
            code: "TM_0001",
            details: [{ code: "SERR_157", message: "Invalid API Token found", target: "" }],
            message: "Invalid API Token",
          },
        }, { status: 401 }),
      status: 401,
      code: "TM_0001",
      message: "Invalid API Token: Invalid API Token found",
    },
  ],
  cancel: "not_supported",
});

Deno.test("zeptomail: a region picks the data centre's host", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ request_id: "r" }, { status: 201 }));
  for (const region of ["eu", "in", "au"] as const) {
    await zeptomail({ api_key: "k", region, fetch }).send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
  }
  expect(requests.map((r) => r.url)).to.deep.equal([
    "https://api.zeptomail.eu/v1.1/email",
    "https://api.zeptomail.in/v1.1/email",
    "https://api.zeptomail.com.au/v1.1/email",
  ]);
});
