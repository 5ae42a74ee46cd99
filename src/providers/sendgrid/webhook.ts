/**
 * SendGrid Event Webhook: a JSON array of events, signed with ECDSA P-256 / SHA-256 over the
 * `X-Twilio-Email-Event-Webhook-Timestamp` value followed by the raw body; the signature
 * (`X-Twilio-Email-Event-Webhook-Signature`) is base64 DER. The secret is the verification key
 * as the console shows it: base64 DER SubjectPublicKeyInfo. `sg_message_id` starts with the
 * `X-Message-Id` the send API returns; that prefix is the `message_id`.
 * Docs: twilio.com/docs/sendgrid/for-developers/tracking-events/event,
 * …/getting-started-event-webhook-security-features.
 * @module
 */

import { from_base64, to_base64 } from "../../core/base64.ts";
import type { WebhookAdapter } from "../../webhooks/adapter.ts";
import type { WebhookEventType } from "../../webhooks/event.ts";
import { check_timestamp, invalid_payload, invalid_signature } from "../../webhooks/errors.ts";
import {
  arr,
  lookup,
  make_event,
  native_name,
  obj,
  parse_json,
  str,
  strings,
  to_date,
  unix,
} from "../../webhooks/normal.ts";
import { ecdsa_der_to_raw, ecdsa_raw_to_der, pem_bytes } from "../../webhooks/schemes/keys.ts";

const EVENTS: Record<string, WebhookEventType> = {
  processed: "email.queued",
  dropped: "email.rejected",
  deferred: "email.deferred",
  delivered: "email.delivered",
  bounce: "email.bounced",
  open: "email.opened",
  click: "email.clicked",
  spamreport: "email.complained",
  unsubscribe: "email.unsubscribed",
  group_unsubscribe: "email.unsubscribed",
  group_resubscribe: "email.subscribed",
};

/** Fields SendGrid itself sets; every other top-level field is a custom arg. */
const STANDARD = new Set([
  "email",
  "timestamp",
  "event",
  "sg_event_id",
  "sg_message_id",
  "smtp-id",
  "category",
  "response",
  "attempt",
  "reason",
  "status",
  "type",
  "bounce_classification",
  "url",
  "url_offset",
  "useragent",
  "ip",
  "sg_machine_open",
  "asm_group_id",
  "tls",
  "cert_err",
  "marketing_campaign_id",
  "marketing_campaign_name",
  "sg_template_id",
  "sg_template_name",
  "sg_content_type",
  "send_at",
  "pool",
]);

const SIGNATURE = "x-twilio-email-event-webhook-signature";
const TIMESTAMP = "x-twilio-email-event-webhook-timestamp";
const ALGORITHM = { name: "ECDSA", namedCurve: "P-256" } as const;

/** The `sendgrid` adapter. */
export const sendgrid: WebhookAdapter = {
  key: "sendgrid",
  scheme: "ECDSA P-256 / SHA-256 (verification key as base64 DER)",
  detect: (headers) => headers.has(SIGNATURE),
  async verify({ provider, request, body, secret, now, tolerance_s }) {
    const signature = request.headers.get(SIGNATURE);
    const timestamp = request.headers.get(TIMESTAMP);
    if (!signature || !timestamp || !secret) throw invalid_signature(provider, `missing ${SIGNATURE} or ${TIMESTAMP}`);
    check_timestamp(provider, Number(timestamp), now, tolerance_s);
    let ok = false;
    try {
      const key = await crypto.subtle.importKey("spki", pem_bytes(secret), ALGORITHM, false, ["verify"]);
      const raw = ecdsa_der_to_raw(from_base64(signature));
      ok = await crypto.subtle.verify(
        { name: "ECDSA", hash: "SHA-256" },
        key,
        raw,
        new TextEncoder().encode(timestamp + body),
      );
    } catch {
      ok = false;
    }
    if (!ok) throw invalid_signature(provider, "signature does not match");
  },
  parse({ provider, body }) {
    const raw = parse_json(provider, body);
    if (!Array.isArray(raw)) throw invalid_payload(provider, "body is not an array of events");
    return arr(raw).map((item) => {
      const event = obj(item);
      const metadata: Record<string, string> = {};
      for (const [key, value] of Object.entries(event)) {
        if (!STANDARD.has(key) && value !== null && value !== undefined) {
          metadata[key] = typeof value === "string" ? value : JSON.stringify(value);
        }
      }
      const type = lookup(EVENTS, event.event);
      return make_event(provider, {
        id: str(event.sg_event_id),
        type,
        raw: event,
        message_id: str(event.sg_message_id)?.split(".")[0],
        email: str(event.email),
        timestamp: to_date(event.timestamp),
        tags: strings(event.category),
        metadata,
        url: str(event.url),
        user_agent: str(event.useragent),
        ip: str(event.ip),
        reason: str(event.reason) ?? str(event.response),
        bounce: type === "email.bounced"
          ? { type: event.type === "blocked" ? "soft" : "hard", code: str(event.status), message: str(event.reason) }
          : null,
      });
    });
  },
  async mock(events, input) {
    const body = JSON.stringify(events.map((event) => {
      const native = native_name("sendgrid", EVENTS, event.type);
      return {
        email: event.email,
        timestamp: unix(event.timestamp),
        "smtp-id": `<${event.message_id}@ismtpd0001p1lon1.sendgrid.net>`,
        event: native,
        category: event.tags,
        sg_event_id: event.id || crypto.randomUUID(),
        sg_message_id: `${event.message_id}.filterdrecv-p3mdw1-756b745b58-kmzbl-18-5F5FC76C-9.0`,
        ...(event.url ? { url: event.url } : {}),
        ...(event.user_agent ? { useragent: event.user_agent } : {}),
        ...(event.ip ? { ip: event.ip } : {}),
        ...(event.bounce
          ? {
            type: event.bounce.type === "soft" ? "blocked" : "bounce",
            status: event.bounce.code,
            reason: event.bounce.message,
          }
          : event.reason
          ? { reason: event.reason }
          : {}),
        ...event.metadata,
      };
    })) + "\r\n";
    const timestamp = String(Math.floor(input.now / 1000));
    const key = await crypto.subtle.importKey("pkcs8", pem_bytes(input.secret), ALGORITHM, false, ["sign"]);
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, key, new TextEncoder().encode(timestamp + body)),
    );
    return {
      body,
      headers: {
        "content-type": "application/json",
        [SIGNATURE]: to_base64(ecdsa_raw_to_der(raw)),
        [TIMESTAMP]: timestamp,
      },
    };
  },
};
