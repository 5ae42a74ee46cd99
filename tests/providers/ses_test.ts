import { expect } from "chai";
import { amz_date, ses, ses_address, ses_body } from "../../src/providers/ses/send.ts";
import { FakeClock } from "../helpers/clock.ts";
import { conformance } from "./conformance.ts";
import { fake_fetch, type Recorded } from "./fake_fetch.ts";

/**
 * A second, independent AWS Signature Version 4 computation, written from AWS's "Create a signed
 * AWS API request" steps, to check the `Authorization` the SES provider sends (which `aws4fetch`
 * computes). It is itself checked against AWS's documented IAM `ListUsers` example.
 */

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function sha256(text: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

async function hmac(key: ArrayBuffer | Uint8Array<ArrayBuffer>, text: string): Promise<ArrayBuffer> {
  const imported = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return crypto.subtle.sign("HMAC", imported, encoder.encode(text));
}

/** What one request signature needs. */
interface SigV4Input {
  method: string;
  /** The path as it goes on the wire (already URI-encoded). */
  path: string;
  /** The canonical query string (sorted, encoded), or `""`. */
  query: string;
  /** Every signed header, names in any case; `host` included. */
  headers: Record<string, string>;
  body: string;
  access_key_id: string;
  secret_access_key: string;
  region: string;
  service: string;
  /** `YYYYMMDDTHHMMSSZ`. */
  amz_date: string;
}

/** The intermediate values and the `Authorization` header value. */
interface SigV4Output {
  canonical_request_hash: string;
  signature: string;
  authorization: string;
}

/** Signs per SigV4 step by step. */
async function sigv4(input: SigV4Input): Promise<SigV4Output> {
  const entries = Object.entries(input.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, " ")] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const signed_headers = entries.map(([name]) => name).join(";");
  const canonical_request = [
    input.method,
    input.path,
    input.query,
    entries.map(([name, value]) => `${name}:${value}\n`).join(""),
    signed_headers,
    await sha256(input.body),
  ].join("\n");
  const day = input.amz_date.slice(0, 8);
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const canonical_request_hash = await sha256(canonical_request);
  const string_to_sign = ["AWS4-HMAC-SHA256", input.amz_date, scope, canonical_request_hash].join("\n");
  let key: ArrayBuffer = await hmac(encoder.encode(`AWS4${input.secret_access_key}`), day);
  for (const part of [input.region, input.service, "aws4_request"]) key = await hmac(key, part);
  const signature = hex(await hmac(key, string_to_sign));
  return {
    canonical_request_hash,
    signature,
    authorization:
      `AWS4-HMAC-SHA256 Credential=${input.access_key_id}/${scope}, SignedHeaders=${signed_headers}, Signature=${signature}`,
  };
}

Deno.test("sigv4 oracle: reproduces AWS's documented IAM ListUsers signature", async () => {
  // docs.aws.amazon.com/IAM/latest/UserGuide/create-signed-request.html (the GET ListUsers example).
  const out = await sigv4({
    method: "GET",
    path: "/",
    query: "Action=ListUsers&Version=2010-05-08",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded; charset=utf-8",
      Host: "iam.amazonaws.com",
      "X-Amz-Date": "20150830T123600Z",
    },
    body: "",
    access_key_id: "AKIDEXAMPLE",
    secret_access_key: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
    region: "us-east-1",
    service: "iam",
    amz_date: "20150830T123600Z",
  });
  expect(out.canonical_request_hash).to.equal("f536975d06c0309214f805bb90ccff089219ecd68b2577efef23edd43b7e1a59");
  expect(out.signature).to.equal("5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7");
});

const CREDENTIALS = { access_key_id: "AKIDEXAMPLE", secret_access_key: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY" };
const REGION = "eu-west-1";
const URL_SEND = `https://email.${REGION}.amazonaws.com/v2/email/outbound-emails`;
const DATE = "20260101T000000Z"; // the conformance clock: 2026-01-01T00:00:00Z
const ID = "0100018c0e48a1b2-9e0e1f2a-3b4c-4d5e-8f90-a1b2c3d4e5f6-000000";
const utf8 = (Data: string) => ({ Data, Charset: "UTF-8" });
const MINIMAL = {
  FromEmailAddress: "sender@example.com",
  Destination: { ToAddresses: ["ada@example.com"] },
  Content: { Simple: { Subject: utf8("Hello"), Body: { Text: utf8("Hi Ada"), Html: utf8("<p>Hi Ada</p>") } } },
};

/** The request SES must receive for `json`, its `Authorization` computed by the oracle. */
async function signed(json: Record<string, unknown>, extra: Record<string, string> = {}): Promise<Recorded> {
  const body = JSON.stringify(json);
  const headers = { "x-amz-date": DATE, ...extra };
  // aws4fetch, like the AWS SDKs, leaves Content-Type out of the signed headers.
  const { authorization } = await sigv4({
    method: "POST",
    path: "/v2/email/outbound-emails",
    query: "",
    headers: { ...headers, host: `email.${REGION}.amazonaws.com` },
    body,
    ...CREDENTIALS,
    region: REGION,
    service: "ses",
    amz_date: DATE,
  });
  return {
    method: "POST",
    url: URL_SEND,
    headers: { ...headers, "content-type": "application/json", authorization },
    json,
  };
}
const simple = (simple: Record<string, unknown>) => ({ ...MINIMAL.Content.Simple, ...simple });
/** `json` over the minimal body, keys in the order SES's request syntax lists them (the signature covers the bytes). */
const ORDER = ["FromEmailAddress", "Destination", "ReplyToAddresses", "Content", "EmailTags", "ConfigurationSetName"];
const wire = (json: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(ORDER.filter((key) => key in json).map((key) => [key, json[key]]));
const sent = async (json: Record<string, unknown>) => ({
  requests: [await signed(wire({ ...MINIMAL, ...json }))],
  id: ID,
});

conformance({
  name: "ses",
  make: (fetch, clock) => ses({ ...CREDENTIALS, region: REGION, fetch, clock }),
  ok: () => Response.json({ MessageId: ID }),
  cases: {
    minimal: await sent({}),
    addresses: await sent({
      FromEmailAddress: "Acme <sender@example.com>",
      Destination: {
        ToAddresses: ["Ada Lovelace <ada@example.com>", "Bob <bob@example.com>"],
        CcAddresses: ["carol@example.com"],
        BccAddresses: ["dan@example.com"],
      },
      ReplyToAddresses: ["replies@example.com"],
    }),
    auto_text: await sent({
      Content: {
        Simple: simple({
          Body: {
            Text: utf8("Read the guide [https://example.com/a]"),
            Html: utf8('<p>Read <a href="https://example.com/a">the guide</a></p>'),
          },
        }),
      },
    }),
    attachment: await sent({
      Content: {
        Simple: simple({
          Attachments: [{
            FileName: "hello.txt",
            RawContent: "aGVsbG8=",
            ContentType: "text/plain",
            ContentDisposition: "ATTACHMENT",
          }],
        }),
      },
    }),
    inline_image: await sent({
      Content: {
        Simple: simple({
          Body: { Text: utf8("Hi Ada"), Html: utf8('<img src="cid:logo">') },
          Attachments: [{
            FileName: "logo.png",
            RawContent: "iVBORw==",
            ContentType: "image/png",
            ContentDisposition: "INLINE",
            ContentId: "logo",
          }],
        }),
      },
    }),
    headers: await sent({
      Content: {
        Simple: simple({
          Headers: [
            { Name: "X-Campaign", Value: "spring" },
            { Name: "List-Unsubscribe", Value: "<https://example.com/u/1>" },
            { Name: "List-Unsubscribe-Post", Value: "List-Unsubscribe=One-Click" },
          ],
        }),
      },
    }),
    tags: await sent({ EmailTags: [{ Name: "welcome", Value: "true" }] }),
    many_tags: await sent({ EmailTags: ["a", "b", "c", "d"].map((Name) => ({ Name, Value: "true" })) }),
    metadata: await sent({ EmailTags: [{ Name: "user_id", Value: "42" }] }),
    tracking: { error: "unsupported_option", option: "tracking.opens" },
    idempotency: { error: "unsupported_option", option: "idempotency_key" },
    many_reply_to: await sent({ ReplyToAddresses: ["a@example.com", "b@example.com"] }),
    // SES has no scheduling: the message goes at once.
    scheduled: await sent({}),
    scheduled_iso: await sent({}),
    scheduled_far: await sent({}),
  },
  errors: [
    {
      name: "400 MessageRejected (x-amzn-ErrorType)",
      response: () =>
        Response.json({ message: "Email address is not verified. The following identities failed the check" }, {
          status: 400,
          headers: { "x-amzn-ErrorType": "MessageRejected:http://internal.amazon.com/coral/com.amazonaws.sesv2/" },
        }),
      status: 400,
      code: "MessageRejected",
      message: "Email address is not verified. The following identities failed the check",
    },
    {
      name: "429 TooManyRequestsException (__type)",
      response: () =>
        Response.json({ __type: "com.amazonaws.sesv2#TooManyRequestsException", message: "Too Many Requests" }, {
          status: 429,
        }),
      status: 429,
      code: "TooManyRequestsException",
      message: "Too Many Requests",
    },
    {
      name: "403 with a text body",
      response: () => new Response("Forbidden", { status: 403 }),
      status: 403,
      code: "forbidden",
      message: "Forbidden",
    },
  ],
  cancel: "not_supported",
});

Deno.test("ses: a session token is sent and signed as X-Amz-Security-Token", async () => {
  const { fetch, requests } = fake_fetch(() => Response.json({ MessageId: ID }));
  const provider = ses({
    ...CREDENTIALS,
    session_token: "FQoGZXIvYXdzEXAMPLE",
    region: REGION,
    fetch,
    clock: new FakeClock(),
  });
  await provider.send({
    from: "sender@example.com",
    to: "ada@example.com",
    subject: "Hello",
    body: "<p>Hi Ada</p>",
    text: "Hi Ada",
  });
  expect(requests).to.deep.equal([await signed(MINIMAL, { "x-amz-security-token": "FQoGZXIvYXdzEXAMPLE" })]);
  expect(requests[0]!.headers.authorization).to.contain(
    "SignedHeaders=host;x-amz-date;x-amz-security-token,",
  );
});

Deno.test("ses: the signature date follows the clock", async () => {
  const clock = new FakeClock(Date.parse("2026-07-15T13:45:09.500Z"));
  const { fetch, requests } = fake_fetch(() => Response.json({ MessageId: ID }));
  await ses({ ...CREDENTIALS, region: REGION, fetch, clock }).send({
    from: "a@example.com",
    to: "b@example.com",
    body: "Hi",
  });
  expect(requests[0]!.headers["x-amz-date"]).to.equal("20260715T134509Z");
  expect(requests[0]!.headers.authorization).to.contain("Credential=AKIDEXAMPLE/20260715/eu-west-1/ses/aws4_request,");
  expect(amz_date(Date.parse("2015-08-30T12:36:00Z"))).to.equal("20150830T123600Z");
});

Deno.test("ses: the configuration set travels as ConfigurationSetName", () => {
  const message = {
    from: { address: "a@example.com" },
    to: [{ address: "b@example.com" }],
    cc: [],
    bcc: [],
    reply_to: [],
    subject: "Hi",
    attachments: [],
    headers: {},
    tags: [],
    metadata: {},
  };
  expect(ses_body(message, "tracked").ConfigurationSetName).to.equal("tracked");
});

Deno.test("ses: a non-ASCII display name is an RFC 2047 encoded-word; specials are quoted", () => {
  expect(ses_address({ address: "a@example.com", name: "Zoë" })).to.equal("=?UTF-8?B?Wm/Dqw==?= <a@example.com>");
  expect(ses_address({ address: "a@example.com", name: "Acme, Inc." })).to.equal('"Acme, Inc." <a@example.com>');
  expect(ses_address({ address: "a@example.com" })).to.equal("a@example.com");
});

Deno.test("ses: a region is required", () => {
  expect(() => ses({ ...CREDENTIALS } as never)).to.throw(TypeError, "region");
});
