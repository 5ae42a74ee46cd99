/**
 * useSend: one event per request `{"id","type","createdAt","data"}`; `X-UseSend-Signature` is
 * `v1=` + hex HMAC-SHA256 of `"<X-UseSend-Timestamp>.<raw body>"` with the secret's UTF-8 bytes;
 * the timestamp is in milliseconds and must be within 5 minutes. `data.id` is the email id the
 * send API returns. Docs: docs.usesend.com/guides/webhooks (apps/docs/guides/webhooks.mdx).
 * @module
 */

import type { WebhookAdapter } from "../../webhooks/adapter.ts";
import type { WebhookEventType } from "../../webhooks/event.ts";
import { check_timestamp, invalid_signature } from "../../webhooks/errors.ts";
import {
  lookup,
  make_event,
  native_name,
  obj,
  parse_json,
  str,
  string_map,
  strings,
  to_date,
} from "../../webhooks/normal.ts";
import { sign_hmac, verify_hmac } from "../../webhooks/schemes/hmac.ts";
import { single } from "../../webhooks/adapters/standard.ts";

const EVENTS: Record<string, WebhookEventType> = {
  "email.queued": "email.queued",
  "email.sent": "email.sent",
  "email.delivery_delayed": "email.deferred",
  "email.delivered": "email.delivered",
  "email.bounced": "email.bounced",
  "email.rejected": "email.rejected",
  "email.rendering_failure": "email.failed",
  "email.complained": "email.complained",
  "email.failed": "email.failed",
  "email.cancelled": "email.cancelled",
  "email.suppressed": "email.rejected",
  "email.opened": "email.opened",
  "email.clicked": "email.clicked",
};

const SIGNATURE = "x-usesend-signature";
const TIMESTAMP = "x-usesend-timestamp";

/** The `usesend` adapter. */
export const usesend: WebhookAdapter = {
  key: "usesend",
  scheme: "v1= hex HMAC-SHA256 of timestamp.body (X-UseSend-Signature)",
  detect: (headers) => headers.has(SIGNATURE),
  async verify({ provider, request, body, secret, now, tolerance_s }) {
    const signature = request.headers.get(SIGNATURE);
    const timestamp = request.headers.get(TIMESTAMP);
    if (!signature || !timestamp || !secret) throw invalid_signature(provider, `missing ${SIGNATURE} or ${TIMESTAMP}`);
    if (!signature.startsWith("v1=")) throw invalid_signature(provider, "signature must start with v1=");
    check_timestamp(provider, Number(timestamp) / 1000, now, tolerance_s);
    await verify_hmac(provider, secret, `${timestamp}.${body}`, signature.slice(3), { encoding: "hex" });
  },
  parse({ provider, body }) {
    const raw = obj(parse_json(provider, body));
    const data = obj(raw.data);
    const bounce = obj(data.bounce);
    const action = obj(data.click ?? data.open);
    const type = lookup(EVENTS, raw.type);
    return [make_event(provider, {
      id: str(raw.id),
      type,
      raw,
      message_id: str(data.id),
      email: strings(data.to)[0],
      timestamp: to_date(data.occurredAt ?? raw.createdAt),
      metadata: string_map(data.metadata),
      url: str(action.url),
      user_agent: str(action.userAgent),
      ip: str(action.ip),
      reason: str(obj(data.failed).reason) ?? str(obj(data.suppression).reason),
      bounce: type === "email.bounced"
        ? {
          type: bounce.type === "Permanent" ? "hard" : bounce.type === "Transient" ? "soft" : "undetermined",
          code: str(bounce.subType),
          message: str(bounce.message),
        }
        : null,
    })];
  },
  async mock(events, input) {
    const event = single("usesend", events);
    const name = native_name("usesend", EVENTS, event.type);
    const data: Record<string, unknown> = {
      id: event.message_id,
      status: name.slice("email.".length).toUpperCase(),
      from: "sender@example.com",
      to: event.email ? [event.email] : [],
      occurredAt: event.timestamp.toISOString(),
      subject: "Hello",
      metadata: event.metadata,
    };
    const action = {
      timestamp: event.timestamp.toISOString(),
      url: event.url,
      userAgent: event.user_agent,
      ip: event.ip,
    };
    if (event.type === "email.clicked") data.click = action;
    if (event.type === "email.opened") data.open = action;
    if (event.bounce) {
      const type = event.bounce.type === "hard"
        ? "Permanent"
        : event.bounce.type === "soft"
        ? "Transient"
        : "Undetermined";
      data.bounce = { type, subType: event.bounce.code ?? "General", message: event.bounce.message };
    }
    if (event.reason) data.failed = { reason: event.reason };
    const body = JSON.stringify({
      id: event.id || `call_${crypto.randomUUID()}`,
      type: name,
      version: "2026-01-18",
      createdAt: event.timestamp.toISOString(),
      teamId: 1,
      data,
      attempt: 1,
    });
    const timestamp = String(Math.floor(input.now));
    const signature = "v1=" + await sign_hmac(input.secret, `${timestamp}.${body}`, { encoding: "hex" });
    return { body, headers: { "content-type": "application/json", [SIGNATURE]: signature, [TIMESTAMP]: timestamp } };
  },
};
