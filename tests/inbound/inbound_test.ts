import { expect } from "chai";
import {
  type InboundMail,
  mock_inbound,
  mock_keys,
  type MockKeys,
  type ProviderKey,
  receive,
  receive_email,
  type ReceiveOptions,
  ServiceError,
} from "../../webhooks.ts";
import type { WireMessage } from "../../src/inbox/wire.ts";
import { EML, inbox_message, plain } from "./both_ways.ts";

/** Fields that differ for every provider: whose id, when it arrived, who checked SPF/DKIM/DMARC. */
const ALWAYS = ["id", "cursor", "received", "auth"];

/**
 * Each provider and posting mode, the fields its `data` cannot carry as the inbox has them, and
 * the `auth` it reports for the mock (what its documentation's sample reports).
 */
const CASES: {
  provider: ProviderKey;
  mode?: string;
  differs: string[];
  auth: InboundMail["auth"];
}[] = [
  { provider: "sendgrid", mode: "parsed", differs: ["size"], auth: { spf: "pass", dkim: "pass", dmarc: null } },
  { provider: "sendgrid", mode: "raw", differs: [], auth: { spf: "pass", dkim: "pass", dmarc: null } },
  { provider: "mailgun", mode: "parsed", differs: ["size"], auth: { spf: null, dkim: null, dmarc: null } },
  { provider: "mailgun", mode: "mime", differs: [], auth: { spf: null, dkim: null, dmarc: null } },
  // Postmark posts From/To/Cc/Subject/Date as fields of their own, decoded: the headers are rebuilt.
  { provider: "postmark", differs: ["size", "headers"], auth: { spf: null, dkim: null, dmarc: null } },
  { provider: "mailjet", differs: ["size"], auth: { spf: null, dkim: null, dmarc: null } },
  { provider: "brevo", differs: ["size"], auth: { spf: null, dkim: null, dmarc: null } },
  { provider: "ses", differs: [], auth: { spf: "pass", dkim: "pass", dmarc: "pass" } },
  { provider: "ses", mode: "BASE64", differs: [], auth: { spf: "pass", dkim: "pass", dmarc: "pass" } },
  { provider: "sparkpost", differs: [], auth: { spf: null, dkim: null, dmarc: null } },
  { provider: "mandrill", differs: [], auth: { spf: "pass", dkim: "pass", dmarc: null } },
  // Postal's processed format names a few headers only, and no Content-ID.
  {
    provider: "postal",
    mode: "processed",
    differs: ["headers", "attachments"],
    auth: { spf: null, dkim: null, dmarc: null },
  },
  { provider: "postal", mode: "raw", differs: [], auth: { spf: null, dkim: null, dmarc: null } },
  // Resend posts metadata only: the body, headers and attachment sizes come from its API.
  {
    provider: "resend",
    differs: ["size", "headers", "text", "html", "attachments", "code", "code_digits", "codes", "link", "links"],
    auth: { spf: null, dkim: null, dmarc: null },
  },
];

const NOW = Date.parse("2026-05-04T09:30:00.000Z");
const { message: INBOX, rcpt: RCPT } = await inbox_message(EML);
const PDF = new Uint8Array(Array.from({ length: 768 }, (_, i) => i % 256));

function options(provider: ProviderKey, keys: MockKeys): ReceiveOptions {
  return {
    provider,
    now: () => NOW,
    ...(keys.secret ? { secret: keys.secret } : {}),
    ...(keys.fetch ? { fetch: keys.fetch } : {}),
  };
}

function compared(mail: Record<string, unknown>, differs: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(INBOX) as (keyof WireMessage)[]) {
    if (!ALWAYS.includes(key) && !differs.includes(key)) out[key] = key in mail ? mail[key] : "(missing)";
  }
  return out;
}

for (const { provider, mode, differs, auth } of CASES) {
  const name = mode ? `${provider} (${mode})` : provider;
  Deno.test(`${name}: the same .eml through the inbox and through receive() gives the inbox's Mail fields`, async () => {
    const keys = await mock_keys(provider);
    const request = await mock_inbound(provider, EML, { secret: keys.signing_key, rcpt: RCPT, mode, now: NOW });
    const events = await receive(request, options(provider, keys));
    expect(events.map((event) => [event.type, event.provider, event.email])).to.deep.equal([
      ["email.received", provider, provider === "resend" ? INBOX.to[0] : RCPT],
    ]);
    const mail = events[0]!.data as InboundMail;
    const data = plain(mail) as unknown as Record<string, unknown>;
    expect(JSON.stringify(compared(data, differs), null, 1)).to.equal(
      JSON.stringify(compared(INBOX as unknown as Record<string, unknown>, differs), null, 1),
    );
    expect(mail.auth).to.deep.equal(auth);
    // Resend names no envelope recipient: its `to` is the message's.
    expect(mail.envelope.to).to.deep.equal(provider === "resend" ? INBOX.to : [RCPT]);
    expect(mail.complete).to.equal(provider !== "resend");
    if (provider !== "resend" && provider !== "brevo") {
      const pdf = await mail.attachments[1]!.file();
      expect([pdf.name, pdf.type, new Uint8Array(await pdf.arrayBuffer())]).to.deep.equal([
        "terms.pdf",
        "application/pdf",
        PDF,
      ]);
    } else {
      const error = await mail.attachments[1]!.file().then(() => null, (e) => e);
      expect(ServiceError.is(error) && error.code).to.equal("attachment_not_included");
    }
  });
}

Deno.test("the differences are what the providers cannot carry, nothing else", async () => {
  const read = async (provider: ProviderKey, mode?: string) => {
    const keys = await mock_keys(provider);
    const request = await mock_inbound(provider, EML, { secret: keys.signing_key, rcpt: RCPT, mode, now: NOW });
    return (await receive(request, options(provider, keys)))[0]!.data as InboundMail;
  };
  const postmark = await read("postmark");
  expect([postmark.headers.from, postmark.headers.date]).to.deep.equal([
    '"Acme Sécurité" <security@acme.test>',
    INBOX.headers.date,
  ]);
  const postal = await read("postal", "processed");
  expect(plain(postal.attachments).map((a) => a.content_id)).to.deep.equal([null, null]);
  expect(Object.keys(postal.headers).sort()).to.deep.equal(["date", "from", "message-id", "subject", "to"]);
  const resend = await read("resend");
  expect([resend.text, resend.html, resend.subject, resend.code, resend.attachments.length]).to.deep.equal([
    null,
    null,
    INBOX.subject,
    null,
    2,
  ]);
});

Deno.test("receive() tells each provider's inbound post apart from its delivery events without being told", async () => {
  for (const { provider, mode } of CASES) {
    const keys = await mock_keys(provider);
    const request = await mock_inbound(provider, EML, { secret: keys.signing_key, rcpt: RCPT, mode, now: NOW });
    const [event] = await receive(request, { verify: false, now: () => NOW });
    expect([event?.provider, event?.type], `${provider} ${mode ?? ""}`).to.deep.equal([provider, "email.received"]);
  }
});

Deno.test("an inbound post with the wrong secret is refused with invalid_signature", async () => {
  for (const { provider, mode } of CASES) {
    const keys = await mock_keys(provider);
    const other = await mock_keys(provider);
    const request = await mock_inbound(provider, EML, { secret: keys.signing_key, rcpt: RCPT, mode, now: NOW });
    const error = await receive(request, options(provider, other)).then(() => null, (e) => e);
    expect([error?.code, error?.status], `${provider} ${mode ?? ""}`).to.deep.equal(["invalid_signature", 401]);
  }
});

Deno.test("an unsigned SendGrid Inbound Parse post is refused, and says how to sign it or skip", async () => {
  const keys = await mock_keys("sendgrid");
  const signed = await mock_inbound("sendgrid", EML, { secret: keys.signing_key, now: NOW });
  const unsigned = new Request(signed.url, {
    method: "POST",
    headers: { "content-type": signed.headers.get("content-type")! },
    body: await signed.arrayBuffer(),
  });
  const error = await receive(unsigned.clone(), options("sendgrid", keys)).then(() => null, (e) => e);
  expect(error?.code).to.equal("invalid_signature");
  expect(error?.message).to.contain("security policy");
  const [event] = await receive(unsigned, { provider: "sendgrid", verify: false, now: () => NOW });
  expect((event?.data as InboundMail).code).to.equal("482913");
});

Deno.test("a Mailgun route post signed more than 5 minutes ago is refused with stale_timestamp", async () => {
  const keys = await mock_keys("mailgun");
  const request = await mock_inbound("mailgun", EML, { secret: keys.signing_key, now: NOW - 301_000 });
  const error = await receive(request, options("mailgun", keys)).then(() => null, (e) => e);
  expect(error?.code).to.equal("stale_timestamp");
});

Deno.test("SES notifications of other actions (S3) carry no content: the event says it is incomplete", async () => {
  const keys = await mock_keys("ses");
  const request = await mock_inbound("ses", EML, { secret: keys.signing_key, rcpt: RCPT, now: NOW });
  const envelope = JSON.parse(await request.text());
  const message = JSON.parse(envelope.Message);
  delete message.content;
  message.receipt.action = { type: "S3", topicArn: message.receipt.action.topicArn, bucketName: "b", objectKey: "k" };
  envelope.Message = JSON.stringify(message);
  const body = JSON.stringify(envelope);
  const [event] = await receive(new Request(request.url, { method: "POST", headers: request.headers, body }), {
    provider: "ses",
    verify: false,
    now: () => NOW,
  });
  const mail = event!.data as InboundMail;
  expect([mail.complete, mail.text, mail.subject, mail.from, mail.name, mail.to]).to.deep.equal([
    false,
    null,
    INBOX.subject,
    INBOX.from,
    INBOX.name,
    INBOX.to,
  ]);
});

Deno.test("cloudflare: receive_email reads a Worker's email() message as the inbox reads the .eml", async () => {
  const raw = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(EML.subarray(0, 1000));
      controller.enqueue(EML.subarray(1000));
      controller.close();
    },
  });
  const event = await receive_email({ from: "bounces@acme.test", to: RCPT, raw }, { now: () => NOW });
  expect([event.type, event.provider, event.email]).to.deep.equal(["email.received", "cloudflare", RCPT]);
  const mail = event.data as InboundMail;
  expect(compared(plain(mail) as unknown as Record<string, unknown>, []))
    .to.deep.equal(compared(INBOX as unknown as Record<string, unknown>, []));
  expect(mail.auth).to.deep.equal({ spf: null, dkim: null, dmarc: null });
  expect(mail.received).to.equal(new Date(NOW).toISOString());
});
