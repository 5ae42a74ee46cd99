/**
 * Amazon SES events through an SNS HTTPS subscription. The SNS envelope is verified (signature
 * version 1 SHA1withRSA or 2 SHA256withRSA over the canonical string; certificate only from
 * `https://sns.<region>.amazonaws.com/…pem`, cached), `SubscriptionConfirmation` is confirmed by
 * visiting its `SubscribeURL`, and the SES event in `Message` (event publishing `eventType` or
 * feedback `notificationType`) becomes one event per recipient. `mail.messageId` is the
 * `MessageId` `SendEmail` returns. No secret is needed.
 * Docs: docs.aws.amazon.com/ses/latest/dg/event-publishing-retrieving-sns-contents.html,
 * docs.aws.amazon.com/sns/latest/dg/sns-verify-signature-of-message.html.
 * @module
 */

import type { WebhookEvent, WebhookEventType } from "../../webhooks/event.ts";
import { arr, type Json, lookup, make_event, native_name, obj, str, strings, to_date } from "../../webhooks/normal.ts";
import { sns_adapter } from "../../webhooks/adapters/sns.ts";

const EVENTS: Record<string, WebhookEventType> = {
  Send: "email.sent",
  Reject: "email.rejected",
  Bounce: "email.bounced",
  Complaint: "email.complained",
  Delivery: "email.delivered",
  Open: "email.opened",
  Click: "email.clicked",
  "Rendering Failure": "email.failed",
  DeliveryDelay: "email.deferred",
  Subscription: "email.unsubscribed",
};

const SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;

/**
 * `mail.tags` (`{name: [values]}`) without SES's own `ses:` tags, split the way our `ses`
 * provider sends `EmailTags`: a bare tag is `{Name: tag, Value: "true"}`, metadata `{Name: key, Value}`.
 */
function split_tags(mail: Json): { tags: string[]; metadata: Record<string, string> } {
  const tags: string[] = [];
  const metadata: Record<string, string> = {};
  for (const [name, values] of Object.entries(obj(mail.tags))) {
    if (name.startsWith("ses:")) continue;
    const value = strings(values).join(",");
    if (value === "true") tags.push(name);
    else metadata[name] = value;
  }
  return { tags, metadata };
}

function events(message: Json, sns: Json, provider: string): WebhookEvent[] {
  const name = str(message.eventType) ?? str(message.notificationType);
  const type = lookup(EVENTS, name);
  const mail = obj(message.mail);
  const base = { id: str(sns.MessageId), type, raw: message, message_id: str(mail.messageId), ...split_tags(mail) };
  const detail = obj(
    message[name === "Rendering Failure" ? "failure" : (name ?? "").charAt(0).toLowerCase() + (name ?? "").slice(1)],
  );
  const when = to_date(detail.timestamp ?? mail.timestamp);
  const each = (
    recipients: unknown[],
    build: (item: Json, email: string | null) => Partial<Parameters<typeof make_event>[1]>,
  ) => {
    const list = recipients.length ? recipients : strings(mail.destination);
    return list.map((item) => {
      const email = typeof item === "string" ? item : str(obj(item).emailAddress);
      return make_event(provider, { ...base, timestamp: when, email, ...build(obj(item), email) });
    });
  };
  switch (name) {
    case "Bounce": {
      const kind = detail.bounceType === "Permanent"
        ? "hard"
        : detail.bounceType === "Transient"
        ? "soft"
        : "undetermined";
      return each(arr(detail.bouncedRecipients), (item) => ({
        reason: str(detail.bounceSubType),
        bounce: { type: kind, code: str(item.status), message: str(item.diagnosticCode) },
      }));
    }
    case "Complaint":
      return each(
        arr(detail.complainedRecipients),
        () => ({ user_agent: str(detail.userAgent), reason: str(detail.complaintFeedbackType) }),
      );
    case "Delivery":
      return each(arr(detail.recipients), () => ({ reason: str(detail.smtpResponse) }));
    case "DeliveryDelay":
      return each(
        arr(detail.delayedRecipients),
        (item) => ({ reason: str(item.diagnosticCode) ?? str(detail.delayType) }),
      );
    case "Open":
    case "Click":
      return each([], () => ({ url: str(detail.link), user_agent: str(detail.userAgent), ip: str(detail.ipAddress) }));
    case "Reject":
      return each([], () => ({ reason: str(detail.reason) }));
    case "Rendering Failure":
      return each([], () => ({ reason: str(detail.errorMessage) }));
    default:
      return each([], () => ({}));
  }
}

function message(event: WebhookEvent): Json {
  const name = native_name("ses", EVENTS, event.type);
  const timestamp = event.timestamp.toISOString();
  const mail = {
    timestamp,
    source: "sender@example.com",
    sourceArn: "arn:aws:ses:us-east-1:123456789012:identity/example.com",
    sendingAccountId: "123456789012",
    messageId: event.message_id,
    destination: [event.email],
    headersTruncated: false,
    tags: {
      "ses:configuration-set": ["ConfigSet"],
      ...Object.fromEntries(event.tags.map((tag) => [tag, ["true"]])),
      ...Object.fromEntries(Object.entries(event.metadata).map(([k, v]) => [k, [v]])),
    },
  };
  const out: Json = { eventType: name, mail };
  switch (name) {
    case "Bounce":
      out.bounce = {
        bounceType: event.bounce?.type === "hard"
          ? "Permanent"
          : event.bounce?.type === "soft"
          ? "Transient"
          : "Undetermined",
        bounceSubType: event.reason ?? "General",
        bouncedRecipients: [{
          emailAddress: event.email,
          action: "failed",
          status: event.bounce?.code ?? "5.1.1",
          diagnosticCode: event.bounce?.message ?? "",
        }],
        timestamp,
        feedbackId: "0100017a-feedback",
        reportingMTA: "dsn; e226-55.smtp-out.us-east-1.amazonses.com",
      };
      break;
    case "Complaint":
      out.complaint = {
        complainedRecipients: [{ emailAddress: event.email }],
        timestamp,
        feedbackId: "0100017a-feedback",
        userAgent: event.user_agent,
        complaintFeedbackType: event.reason ?? "abuse",
      };
      break;
    case "Delivery":
      out.delivery = {
        timestamp,
        processingTimeMillis: 546,
        recipients: [event.email],
        smtpResponse: event.reason ?? "250 2.6.0 Message received",
        reportingMTA: "a8-70.smtp-out.amazonses.com",
      };
      break;
    case "DeliveryDelay":
      out.deliveryDelay = {
        delayType: "TransientCommunicationFailure",
        delayedRecipients: [{
          emailAddress: event.email,
          status: "4.4.1",
          diagnosticCode: event.reason ?? "smtp; 421 4.4.1 Unable to connect",
        }],
        timestamp,
      };
      break;
    case "Open":
      out.open = { ipAddress: event.ip, timestamp, userAgent: event.user_agent };
      break;
    case "Click":
      out.click = { ipAddress: event.ip, timestamp, userAgent: event.user_agent, link: event.url, linkTags: {} };
      break;
    case "Reject":
      out.reject = { reason: event.reason ?? "Bad content" };
      break;
    case "Rendering Failure":
      out.failure = { errorMessage: event.reason ?? "Attribute 'name' is not present", templateName: "Welcome" };
      break;
    default:
      out[name.charAt(0).toLowerCase() + name.slice(1)] = { timestamp };
  }
  return out;
}

/** The `ses` adapter. */
export const ses = sns_adapter({
  key: "ses",
  scheme: "Amazon SNS signature (RSA, certificate from sns.<region>.amazonaws.com)",
  policy: {
    cert_url: (url) => url.protocol === "https:" && SNS_HOST.test(url.hostname) && url.pathname.endsWith(".pem"),
  },
  subscribe_url: (url) => url.protocol === "https:" && SNS_HOST.test(url.hostname),
  events,
  message,
  topic_arn: "arn:aws:sns:us-east-1:123456789012:ses-events",
  cert_url: "https://sns.us-east-1.amazonaws.com/SimpleNotificationService-mock.pem",
});
