/**
 * Amazon SES receiving, through an SNS HTTPS subscription: a receipt rule's SNS action publishes
 * `{"notificationType": "Received", "receipt", "mail", "content"}` with the raw message in
 * `content` (`receipt.action.encoding` `BASE64`, or UTF-8 text by default), read as the inbox
 * reads it. The SNS envelope is verified as for SES events (certificate from
 * `sns.<region>.amazonaws.com`); `receipt.spfVerdict`, `dkimVerdict` and `dmarcVerdict` give
 * `auth`, `receipt.recipients` and `mail.source` the envelope.
 *
 * Not covered: notifications of other actions (S3, Lambda, WorkMail…) carry no `content` — the
 * message is in the S3 bucket (`receipt.action.bucketName` / `objectKey`), which `receive` does
 * not fetch. They still give an `email.received` event, built from `mail.commonHeaders` and
 * `mail.headers`, with `data.complete` `false`. SNS publishes messages of 150 KB or less; SES
 * bounces larger ones under an SNS action. Docs: docs.aws.amazon.com/ses/latest/dg/receiving-email-notifications-contents.html,
 * …/receiving-email-notifications-examples.html, …/receiving-email-action-sns.html.
 * @module
 */

import { from_base64, to_base64 } from "../../core/base64.ts";
import type { InboundAdapter } from "../../webhooks/inbound/adapter.ts";
import { view_of } from "../../webhooks/inbound/eml.ts";
import { mail_from_fields, mail_from_raw, received_event, when } from "../../webhooks/inbound/mail.ts";
import { invalid_payload } from "../../webhooks/errors.ts";
import { arr, type Json, obj, parse_json, str, strings, to_date } from "../../webhooks/normal.ts";
import { sign_sns } from "../../webhooks/schemes/sns.ts";

const TOPIC = "arn:aws:sns:us-east-1:123456789012:ses-inbound";
const CERT = "https://sns.us-east-1.amazonaws.com/SimpleNotificationService-mock.pem";

/** SES verdict statuses in the inbox's words. */
const VERDICTS: Record<string, string> = {
  PASS: "pass",
  FAIL: "fail",
  GRAY: "none",
  PROCESSING_FAILED: "temperror",
};

function verdict(value: unknown): string | null {
  const status = str(obj(value).status);
  return status ? VERDICTS[status] ?? status.toLowerCase() : null;
}

/** The `ses` inbound adapter. */
export const ses_inbound: InboundAdapter = {
  summary: "receipt rule SNS action (raw MIME in the notification)",
  matches: (headers, body) =>
    headers.has("x-amz-sns-message-type") && /notificationType\\?"\s*:\s*\\?"Received/.test(body),
  async parse({ provider, body, now }) {
    const sns = obj(parse_json(provider, body));
    let message: Json;
    try {
      message = obj(JSON.parse(String(sns.Message)));
    } catch (error) {
      throw invalid_payload(provider, "SNS Message is not JSON", error);
    }
    const receipt = obj(message.receipt);
    const mail = obj(message.mail);
    const context = {
      id: str(mail.messageId),
      envelope: { from: str(mail.source), to: strings(receipt.recipients) },
      received: when(to_date(receipt.timestamp)),
      now,
      auth: {
        spf: verdict(receipt.spfVerdict),
        dkim: verdict(receipt.dkimVerdict),
        dmarc: verdict(receipt.dmarcVerdict),
      },
    };
    if (typeof message.content === "string") {
      const base64 = String(obj(receipt.action).encoding ?? "").toUpperCase() === "BASE64";
      const bytes = base64 ? from_base64(message.content) : new TextEncoder().encode(message.content);
      return [received_event(provider, await mail_from_raw(bytes, context), message)];
    }
    const common = obj(mail.commonHeaders);
    const data = await mail_from_fields({
      from: strings(common.from)[0],
      to: strings(common.to),
      subject: str(common.subject),
      text: null,
      html: null,
      headers: arr(mail.headers).map(obj).map((h): [string, string] => [String(h.name ?? ""), String(h.value ?? "")]),
      attachments: [],
      complete: false,
    }, context);
    return [received_event(provider, data, message)];
  },
  async mock(raw, input) {
    const view = await view_of(raw);
    const at = (input.received ?? new Date(input.now)).toISOString();
    const base64 = input.mode === "BASE64";
    const rcpt = input.rcpt ?? view.to[0] ?? "";
    const header = (name: string) => view.headers.find(([n]) => n.toLowerCase() === name)?.[1];
    const message = {
      notificationType: "Received",
      receipt: {
        timestamp: at,
        processingTimeMillis: 222,
        recipients: [rcpt],
        spamVerdict: { status: "PASS" },
        virusVerdict: { status: "PASS" },
        spfVerdict: { status: "PASS" },
        dkimVerdict: { status: "PASS" },
        dmarcVerdict: { status: "PASS" },
        action: { type: "SNS", topicArn: TOPIC, encoding: base64 ? "BASE64" : "UTF8" },
      },
      mail: {
        timestamp: at,
        source: header("return-path")?.replace(/^<|>$/g, "") ?? view.from_address,
        messageId: input.id ?? crypto.randomUUID().replaceAll("-", "").slice(0, 26),
        destination: [rcpt],
        headersTruncated: false,
        headers: view.headers.map(([name, value]) => ({ name, value })),
        commonHeaders: {
          returnPath: header("return-path")?.replace(/^<|>$/g, ""),
          from: [view.from],
          date: view.date,
          to: header("to") ? [header("to")] : [],
          messageId: view.message_id,
          subject: view.subject,
        },
      },
      content: base64 ? to_base64(raw) : new TextDecoder().decode(raw),
    };
    const envelope: Json = {
      Type: "Notification",
      MessageId: crypto.randomUUID(),
      TopicArn: TOPIC,
      Subject: "Amazon SES Email Receipt Notification",
      Message: JSON.stringify(message),
      Timestamp: at,
      SignatureVersion: "1",
      SigningCertURL: CERT,
      UnsubscribeURL: `https://sns.us-east-1.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=${TOPIC}:0`,
    };
    envelope.Signature = await sign_sns(envelope, input.secret, "1");
    return {
      body: JSON.stringify(envelope),
      headers: {
        "content-type": "text/plain; charset=UTF-8",
        "x-amz-sns-message-type": "Notification",
        "x-amz-sns-message-id": String(envelope.MessageId),
        "x-amz-sns-topic-arn": TOPIC,
      },
    };
  },
};
