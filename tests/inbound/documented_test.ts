/**
 * Inbound posts as each provider's own documentation shows them (`tests/fixtures/inbound/`, sources in its
 * README), sent as the provider sends them — same content type, same authentication, signed with the
 * provider's scheme — and the exact `email.received` event `receive()` makes of each.
 */

import { expect } from "chai";
import {
  type InboundMail,
  mock_keys,
  type ProviderKey,
  receive,
  type ReceiveOptions,
  ServiceError,
  type WebhookEvent,
} from "../../webhooks.ts";
import { to_base64 } from "../../src/core/base64.ts";
import { authorization } from "../../src/webhooks/schemes/basic.ts";
import { sign_hmac } from "../../src/webhooks/schemes/hmac.ts";
import { ecdsa_raw_to_der, pem_bytes, rsa_sign } from "../../src/webhooks/schemes/keys.ts";
import { sign_sns } from "../../src/webhooks/schemes/sns.ts";
import { standard_headers } from "../../src/webhooks/standard.ts";
import type { Json } from "../../src/webhooks/normal.ts";

const FIXTURES = new URL("../fixtures/inbound/", import.meta.url);
const read = (name: string) => Deno.readTextFileSync(new URL(name, FIXTURES));
const fixture = (name: string) => JSON.parse(read(name));
const encode = (text: string) => new TextEncoder().encode(text);

/** A signed request and what `receive` verifies it with. */
interface Sent {
  request: Request;
  options: ReceiveOptions;
}

/** Posts `body` to `url` with `headers`. */
function post(url: string, headers: Record<string, string>, body: BodyInit): Request {
  return new Request(url, { method: "POST", headers, body });
}

/** A JSON post authenticated with HTTP Basic credentials, as Postmark, Mailjet and Brevo send theirs. */
async function basic_json(provider: ProviderKey, url: string, file: string): Promise<Sent> {
  const keys = await mock_keys(provider);
  const headers = { "content-type": "application/json", authorization: authorization(keys.signing_key) };
  return { request: post(url, headers, read(file)), options: { secret: keys.secret } };
}

/** Each provider's documented post, sent and authenticated as the provider does it. */
const SEND: Record<string, (now: number) => Promise<Sent>> = {
  /** Multipart form; a Parse security policy signs the timestamp and the body with ECDSA P-256. */
  async sendgrid(now) {
    const keys = await mock_keys("sendgrid");
    const body = encode(read("sendgrid_parse.txt").replace(/\r?\n/g, "\r\n"));
    const timestamp = String(Math.floor(now / 1000));
    const signed = new Uint8Array([...encode(timestamp), ...body]);
    const key = await crypto.subtle.importKey(
      "pkcs8",
      pem_bytes(keys.signing_key),
      { name: "ECDSA", namedCurve: "P-256" },
      false,
      ["sign"],
    );
    const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, key, signed));
    return {
      request: post("https://example.com/parse", {
        "content-type": "multipart/form-data; boundary=001a11447dc881e40b0537fe6d58",
        "x-twilio-email-event-webhook-signature": to_base64(ecdsa_raw_to_der(raw)),
        "x-twilio-email-event-webhook-timestamp": timestamp,
      }, body),
      options: { secret: keys.secret },
    };
  },
  /** Multipart form (the message has an attachment), signed: hex HMAC-SHA256 of timestamp + token. */
  async mailgun() {
    const keys = await mock_keys("mailgun");
    const { fields, files } = fixture("mailgun_forward.json") as {
      fields: [string, string][];
      files: { name: string; filename: string; type: string; content: string }[];
    };
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    const value = (name: string) => fields.find(([field]) => field === name)![1];
    form.append(
      "signature",
      await sign_hmac(keys.signing_key, value("timestamp") + value("token"), { encoding: "hex" }),
    );
    for (const file of files) form.append(file.name, new File([file.content], file.filename, { type: file.type }));
    return { request: post("https://example.com/messages", {}, form), options: { secret: keys.secret } };
  },
  /** JSON; HTTP Basic auth from the credentials in the webhook URL. */
  postmark: () => basic_json("postmark", "https://example.com/inbound", "postmark.json"),
  /** JSON; Basic auth from the parse route's URL. */
  mailjet: () => basic_json("mailjet", "https://example.com/mj_parse.php", "mailjet_parse.json"),
  /** JSON; Basic auth from the webhook URL. */
  brevo: () => basic_json("brevo", "https://example.com/brevo/inbound", "brevo_inbound.json"),
  /** The receipt notification published to SNS: the SNS envelope, signed (SignatureVersion 1). */
  async ses(now) {
    const keys = await mock_keys("ses");
    const topic = "arn:aws:sns:us-east-1:012345678912:example-topic";
    const envelope: Json = {
      Type: "Notification",
      MessageId: "0b2d3f4e-5a6b-4c7d-8e9f-a0b1c2d3e4f5",
      TopicArn: topic,
      Subject: "Amazon SES Email Receipt Notification",
      Message: JSON.stringify(fixture("ses_received.json")),
      Timestamp: new Date(now).toISOString(),
      SignatureVersion: "1",
      SigningCertURL: "https://sns.us-east-1.amazonaws.com/SimpleNotificationService-mock.pem",
      UnsubscribeURL: `https://sns.us-east-1.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=${topic}:0`,
    };
    envelope.Signature = await sign_sns(envelope, keys.signing_key, "1");
    return {
      request: post("https://example.com/ses", {
        "content-type": "text/plain; charset=UTF-8",
        "x-amz-sns-message-type": "Notification",
        "x-amz-sns-message-id": String(envelope.MessageId),
        "x-amz-sns-topic-arn": topic,
      }, JSON.stringify(envelope)),
      options: { fetch: keys.fetch },
    };
  },
  /** JSON array; the relay webhook's `auth_token` in X-MessageSystems-Webhook-Token. */
  sparkpost() {
    const token = "5ebe2294ecd0e0f08eab7690d2a6ee69";
    return Promise.resolve({
      request: post("https://webhooks.customer.example/replies", {
        "content-type": "application/json",
        "x-messagesystems-webhook-token": token,
      }, read("sparkpost_relay.json")),
      options: { secret: `token:${token}` },
    });
  },
  /** Form field `mandrill_events`; X-Mandrill-Signature, base64 HMAC-SHA1 of the URL and sorted fields. */
  async mandrill() {
    const keys = await mock_keys("mandrill");
    const url = "https://example.com/webhooks/mandrill";
    const params = new URLSearchParams({ mandrill_events: read("mandrill_inbound.json") });
    const signed = url + [...params.keys()].sort().map((key) => key + params.get(key)).join("");
    return {
      request: post(url, {
        "content-type": "application/x-www-form-urlencoded",
        "x-mandrill-signature": await sign_hmac(keys.signing_key, signed, { hash: "SHA-1", encoding: "base64" }),
      }, params.toString()),
      options: { secret: keys.secret },
    };
  },
  /** JSON, signed by Svix (svix-id, svix-timestamp, svix-signature). */
  async resend(now) {
    const keys = await mock_keys("resend");
    const body = read("resend_received.json");
    const signed = await standard_headers(keys.signing_key, "msg_2Lh9KRb8UJcXwJ8pMrKSHpJ4t5B", now / 1000, body);
    const headers: Record<string, string> = { "content-type": "application/json" };
    for (const [name, value] of Object.entries(signed)) headers[name.replace("webhook", "svix")] = value;
    return { request: post("https://example.com/resend", headers, body), options: { secret: keys.secret } };
  },
  /** JSON (BodyAsJSON, Hash format), RSA-signed over the body: X-Postal-Signature-256 and X-Postal-Signature. */
  async postal() {
    const keys = await mock_keys("postal");
    const body = read("postal_processed.json");
    return {
      request: post("https://example.com/postal", {
        "content-type": "application/json",
        "user-agent": "Postal/3.3.7",
        "x-postal-signature-256": await rsa_sign(keys.signing_key, encode(body), "SHA-256"),
        "x-postal-signature": await rsa_sign(keys.signing_key, encode(body), "SHA-1"),
      }, body),
      options: { secret: keys.secret },
    };
  },
};

/** The event as plain data: attachments without `file`, headers left out (checked apart). */
function plain(event: WebhookEvent): Record<string, unknown> {
  const { headers: _headers, ...data } = JSON.parse(JSON.stringify(event.data)) as InboundMail;
  return {
    type: event.type,
    provider: event.provider,
    email: event.email,
    message_id: event.message_id,
    timestamp: event.timestamp.toISOString(),
    data,
  };
}

const NO_CODE = { code: null, code_digits: null, codes: [], link: null, links: [] };
const NO_AUTH = { spf: null, dkim: null, dmarc: null };
const file = (index: number, filename: string, type: string, size: number, content_id: string | null = null) => ({
  index,
  filename,
  type,
  size,
  content_id,
});

interface Case {
  provider: ProviderKey;
  /** When `receive` runs: the signed timestamp's time where the provider signs one. */
  now: number;
  expected: Record<string, unknown>;
  /** Some of the headers `data.headers` must carry, as the provider posts them. */
  headers: Record<string, string>;
  /** Each attachment's bytes as text, or `null` where the post carries only a reference. */
  files: (string | null)[];
}

const NOW = Date.parse("2026-05-04T09:30:00Z");

const CASES: Case[] = [
  {
    provider: "sendgrid",
    now: NOW,
    expected: {
      type: "email.received",
      provider: "sendgrid",
      email: "example@example.com",
      message_id: "CABQbZKGSEWPBtYVn3W_JUb70n-Oe=fykq@mail.gmail.com",
      timestamp: "2021-07-27T15:53:29.000Z",
      data: {
        id: "CABQbZKGSEWPBtYVn3W_JUb70n-Oe=fykq@mail.gmail.com",
        from: "sender@example.com",
        name: "Sender Name",
        to: ["example@example.com"],
        tag: null,
        subject: "Different File Types",
        text: "Here's an email with multiple attachments",
        html:
          '<div dir="ltr">Here&#39;s an email with <b>multiple attachments</b><br><img src="cid:ii_1562e2169c132d83" alt="image.png"><br></div>',
        auth: { spf: "pass", dkim: "pass", dmarc: null },
        attachments: [
          file(0, "image.png", "image/png", 16, "ii_1562e2169c132d83"),
          file(1, "document.pdf", "application/pdf", 16),
        ],
        ...NO_CODE,
        received: "2021-07-27T15:53:29.000Z",
        size: null,
        envelope: { from: "sender@example.com", to: ["example@example.com"] },
        complete: true,
      },
    },
    headers: {
      from: "Sender Name <sender@example.com>",
      "message-id": "<CABQbZKGSEWPBtYVn3W_JUb70n-Oe=fykq@mail.gmail.com>",
      "content-type": 'multipart/mixed; boundary="000000000000abcdef05c8c1c2d3"',
    },
    files: ["[binary content]", "[binary content]"],
  },
  {
    provider: "mailgun",
    now: 1714815000000,
    expected: {
      type: "email.received",
      provider: "mailgun",
      email: "alice+signup@mg.example.com",
      message_id: "CAF5kq0Xw3qv1nP2@mail.example.com",
      timestamp: "2024-05-04T09:29:58.000Z",
      data: {
        id: "CAF5kq0Xw3qv1nP2@mail.example.com",
        from: "bob@example.com",
        name: "Bob",
        to: ["alice+signup@mg.example.com"],
        tag: "signup",
        subject: "Your sign-in code",
        text:
          "Hi Alice,\n\nYour sign-in code is 739201.\n\nOr sign in with this link: https://example.com/login?token=8c2f1a\n\n-- \nBob\n",
        html:
          '<div dir="ltr"><p>Hi Alice,</p><p>Your sign-in code is <b>739201</b>.</p><p>Or <a href="https://example.com/login?token=8c2f1a">sign in</a>.</p><p>-- <br>Bob</p></div>\n',
        auth: { spf: "pass", dkim: "pass", dmarc: null },
        attachments: [file(0, "terms.txt", "text/plain", 29)],
        code: "739201",
        code_digits: "739201",
        codes: ["739201"],
        link: "https://example.com/login?token=8c2f1a",
        links: ["https://example.com/login?token=8c2f1a"],
        received: "2024-05-04T09:29:58.000Z",
        size: null,
        envelope: { from: "bob@example.com", to: ["alice+signup@mg.example.com"] },
        complete: true,
      },
    },
    headers: { "x-mailgun-spf": "Pass", to: "Alice <alice+signup@mg.example.com>" },
    files: ["Terms of service, version 3.\n"],
  },
  {
    provider: "postmark",
    now: NOW,
    expected: {
      type: "email.received",
      provider: "postmark",
      email: "yourhash+SampleHash@inbound.postmarkapp.com",
      message_id: "73e6d360-66eb-11e1-8e72-a8904824019b",
      timestamp: "2014-08-01T20:45:32.000Z",
      data: {
        id: "73e6d360-66eb-11e1-8e72-a8904824019b",
        from: "support@postmarkapp.com",
        name: "Postmarkapp Support",
        to: ["yourhash+SampleHash@inbound.postmarkapp.com"],
        tag: "SampleHash",
        subject: "Test subject",
        text: "This is a test text body.",
        html: "<html><body><p>This is a test html body.</p></body></html>",
        auth: NO_AUTH,
        attachments: [file(0, "test.txt", "text/plain", 45)],
        ...NO_CODE,
        received: "2014-08-01T20:45:32.000Z",
        size: null,
        envelope: { from: null, to: ["yourhash+SampleHash@inbound.postmarkapp.com"] },
        complete: true,
      },
    },
    headers: {
      from: '"Postmarkapp Support" <support@postmarkapp.com>',
      cc: '"First Cc" <firstcc@postmarkapp.com>, secondCc@postmarkapp.com>',
      date: "Fri, 1 Aug 2014 16:45:32 -04:00",
      "x-spam-status": "No",
    },
    files: ["This is attachment contents, base-64 encoded."],
  },
  {
    provider: "mailjet",
    now: NOW,
    expected: {
      type: "email.received",
      provider: "mailjet",
      email: "passenger@mailjet.com",
      message_id: "CAE5Zh0ZpHZ6G5DC+He5426a4RkVab7uWaTDwiMcHzOR=YB3urA@mail.gmail.com",
      timestamp: "2015-04-10T16:06:38.000Z",
      data: {
        id: "CAE5Zh0ZpHZ6G5DC+He5426a4RkVab7uWaTDwiMcHzOR=YB3urA@mail.gmail.com",
        from: "pilot@mailjet.com",
        name: "Pilot",
        to: ["passenger@mailjet.com"],
        tag: null,
        subject: "Hey! It's Friday!",
        text:
          "Hi,\n\nImportant notice: it's Friday. Friday *afternoon*, even!\n\n\nHave a *great* weekend!\nThe Anonymous Friday Teller\n",
        html:
          '<div dir="ltr">Hi,<div><br></div><div>Important notice: it&#39;s Friday. Friday <i>afternoon</i>, even!</div><div><br><br></div><div>Have a <i style="font-weight:bold">great</i> weekend!</div><div>The Anonymous Friday Teller</div></div>\n',
        auth: NO_AUTH,
        attachments: [file(0, "helloworld.txt", "text/plain", 12)],
        ...NO_CODE,
        received: "2015-04-10T16:06:38.000Z",
        size: null,
        envelope: { from: "pilot@mailjet.com", to: ["passenger@mailjet.com"] },
        complete: true,
      },
    },
    headers: {
      "return-path": "<pilot@mailjet.com>",
      date: "Fri, 10 Apr 2015 18:06:38 +0200",
      to: "passenger@mailjet.com",
    },
    files: ["Hello World!"],
  },
  {
    provider: "brevo",
    now: NOW,
    expected: {
      type: "email.received",
      provider: "brevo",
      email: "support+ticket-4821@reply.yourdomain.com",
      message_id: "9d4c2b8e-61f0-4a7e-b3c5-2f1e0d9c8b7a",
      timestamp: "2024-05-04T09:29:58.000Z",
      data: {
        id: "9d4c2b8e-61f0-4a7e-b3c5-2f1e0d9c8b7a",
        from: "bob@example.com",
        name: "Bob Martin",
        to: ["support+ticket-4821@reply.yourdomain.com"],
        tag: "ticket-4821",
        subject: "Re: Confirm your email",
        text: "Hello,\n\nThe code I received is 604117 but it says it expired. Can you send another?\n\nBob\n",
        html:
          '<div dir="ltr">Hello,<br><br>The code I received is <b>604117</b> but it says it expired. Can you send another?<br><br>Bob</div>\n',
        auth: NO_AUTH,
        attachments: [file(0, "invoice.pdf", "application/pdf", 48213)],
        ...NO_CODE,
        code: "604117",
        code_digits: "604117",
        codes: ["604117"],
        received: "2024-05-04T09:29:58.000Z",
        size: null,
        envelope: { from: null, to: ["support+ticket-4821@reply.yourdomain.com"] },
        complete: true,
      },
    },
    headers: { "message-id": "<CAK7pq1Zr9@mail.example.com>", from: "Bob Martin <bob@example.com>" },
    files: [null],
  },
  {
    provider: "ses",
    now: NOW,
    expected: {
      type: "email.received",
      provider: "ses",
      email: "recipient@example.com",
      message_id: "d6iitobk75ur44p8kdnnp7g2n800",
      timestamp: "2015-09-11T20:32:33.936Z",
      data: {
        id: "d6iitobk75ur44p8kdnnp7g2n800",
        from: "sender@example.com",
        name: null,
        to: ["recipient@example.com"],
        tag: null,
        subject: "Example subject",
        text: "Example content\n",
        html: null,
        // The documented SNS-action example reports no DMARC verdict.
        auth: { spf: "pass", dkim: "pass", dmarc: null },
        attachments: [],
        ...NO_CODE,
        received: "2015-09-11T20:32:33.936Z",
        size: 1196,
        envelope: { from: "61967230-7A45-4A9D-BEC9-87CBCF2211C9@example.com", to: ["recipient@example.com"] },
        complete: true,
      },
    },
    headers: {
      "feedback-id": "1.us-east-1.Krv2FKpFdWV+KUYw3Qd6wcpPJ4Sv/pOPpEPSHn2u2o4=:AmazonSES",
      "message-id": "<61967230-7A45-4A9D-BEC9-87CBCF2211C9@example.com>",
    },
    files: [],
  },
  {
    provider: "sparkpost",
    now: NOW,
    expected: {
      type: "email.received",
      provider: "sparkpost",
      email: "you@there.com",
      message_id: "484810298443-112311-xqxbby@mail.there.com",
      timestamp: "2016-07-04T14:53:14.000Z",
      data: {
        id: "484810298443-112311-xqxbby@mail.there.com",
        from: "me@here.com",
        name: null,
        to: ["you@there.com"],
        tag: null,
        // The raw message's, not the sample's `content.subject` ("We come in peace").
        subject: "Relay webhooks rawk!",
        text: "Hi there SparkPostians.\n\n",
        html: "<p>Hi there <strong>SparkPostians</strong></p>\n\n",
        auth: NO_AUTH,
        attachments: [],
        ...NO_CODE,
        received: "2016-07-04T14:53:14.000Z",
        size: 672,
        envelope: { from: "me@here.com", to: ["you@there.com"] },
        complete: true,
      },
    },
    headers: { "return-path": "<me@here.com>", subject: "Relay webhooks rawk!" },
    files: [],
  },
  {
    provider: "mandrill",
    now: NOW,
    expected: {
      type: "email.received",
      provider: "mandrill",
      email: "test@inbound.example.com",
      message_id: "999.20130510192820.aaaaaaaaaaaaaa.aaaaaaaa@mail115.us4.mandrillapp.com",
      timestamp: "2013-05-10T19:28:22.000Z",
      data: {
        id: "999.20130510192820.aaaaaaaaaaaaaa.aaaaaaaa@mail115.us4.mandrillapp.com",
        from: "example.sender@mandrillapp.com",
        name: null,
        to: ["test@inbound.example.com"],
        tag: null,
        subject: "This is an example webhook message",
        text: "This is an example inbound message.\n",
        html:
          '<p>This is an example inbound message.</p><img src="http://mandrillapp.com/track/open.php?u=999&id=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa&tags=_all,_sendexample.sender@mandrillapp.com" height="1" width="1">\n',
        auth: { spf: "pass", dkim: "pass", dmarc: null },
        attachments: [],
        // The open-tracking pixel is no link to follow.
        ...NO_CODE,
        received: "2013-05-10T19:28:22.000Z",
        size: 2824,
        envelope: { from: null, to: ["test@inbound.example.com"] },
        complete: true,
      },
    },
    headers: { "x-mandrill-user": "md_999", sender: "<example.sender@mail115.us4.mandrillapp.com>" },
    files: [],
  },
  {
    provider: "resend",
    now: NOW,
    expected: {
      type: "email.received",
      provider: "resend",
      email: "delivered@resend.dev",
      message_id: "56761188-7520-42d8-8898-ff6fc54ce618",
      timestamp: "2024-02-22T23:41:11.894Z",
      data: {
        id: "56761188-7520-42d8-8898-ff6fc54ce618",
        from: "onboarding@resend.dev",
        name: "Acme",
        to: ["delivered@resend.dev"],
        tag: null,
        subject: "Sending this example",
        text: null,
        html: null,
        auth: NO_AUTH,
        attachments: [file(0, "avatar.png", "image/png", 0, "img001")],
        ...NO_CODE,
        received: "2024-02-22T23:41:11.894Z",
        size: null,
        envelope: { from: null, to: ["delivered@resend.dev"] },
        complete: false,
      },
    },
    headers: {},
    files: [null],
  },
  {
    provider: "postal",
    now: NOW,
    expected: {
      type: "email.received",
      provider: "postal",
      email: "sales@awesomeapp.com",
      message_id: "81026759-68fb-4872-8c97-6dd2901cb33a@rp.postal.yourdomain.com",
      timestamp: "2016-11-03T10:43:18.924Z",
      data: {
        id: "81026759-68fb-4872-8c97-6dd2901cb33a@rp.postal.yourdomain.com",
        from: "test@example.com",
        name: "John Doe",
        to: ["sales@awesomeapp.com"],
        tag: null,
        subject: "Re: Welcome to AwesomeApp",
        text: "Hello there!",
        html: "<p>Hello there!</p>",
        auth: NO_AUTH,
        attachments: [file(0, "test.txt", "text/plain", 12)],
        ...NO_CODE,
        received: "2016-11-03T10:43:18.924Z",
        size: 822,
        envelope: { from: "test@example.com", to: ["sales@awesomeapp.com"] },
        complete: true,
      },
    },
    // `reply_to` is posted as an array of every Reply-To value.
    headers: { "reply-to": "John Doe <test@example.com>", "auto-submitted": "auto-reply" },
    files: ["Hello world!"],
  },
];

for (const { provider, now, expected, headers, files } of CASES) {
  Deno.test(`${provider}: the documented inbound post, signed as the provider sends it, gives the expected event`, async () => {
    const { request, options } = await SEND[provider]!(now);
    const events = await receive(request, { provider, now: () => now, ...options });
    expect(events.map(plain)).to.deep.equal([expected]);
    const mail = events[0]!.data as InboundMail;
    expect(Object.fromEntries(Object.keys(headers).map((name) => [name, mail.headers[name]]))).to.deep.equal(headers);
    expect(mail.attachments.length).to.equal(files.length);
    for (const [index, text] of files.entries()) {
      const attachment = mail.attachments[index]!;
      if (text === null) {
        const error = await attachment.file().then(() => null, (e) => e);
        expect(ServiceError.is(error) && error.code).to.equal("attachment_not_included");
        continue;
      }
      const got = await attachment.file();
      expect([got.name, got.type, await got.text()]).to.deep.equal([attachment.filename, attachment.type, text]);
    }
  });

  Deno.test(`${provider}: receive() names the provider of the documented post itself, and verifies it`, async () => {
    const { request, options } = await SEND[provider]!(now);
    const events = await receive(request, { now: () => now, ...options });
    expect(events.map(plain)).to.deep.equal([expected]);
  });
}

// Mailgun signs only the timestamp and token, and the credential schemes sign nothing: the rest sign the body.
Deno.test("a documented post whose body was changed after signing is refused", async () => {
  for (const provider of ["sendgrid", "ses", "mandrill", "resend", "postal"] as const) {
    const now = CASES.find((c) => c.provider === provider)!.now;
    const { request, options } = await SEND[provider]!(now);
    const body = new TextDecoder().decode(await request.arrayBuffer())
      .replace(/example|sender|Hello/, (word) => word.toUpperCase());
    const changed = new Request(request.url, { method: "POST", headers: request.headers, body });
    const error = await receive(changed, { provider, now: () => now, ...options }).then(() => null, (e) => e);
    expect([error?.code, error?.status], provider).to.deep.equal(["invalid_signature", 401]);
  }
});
