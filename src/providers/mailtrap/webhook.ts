/**
 * Mailtrap Email Sending webhooks: `{"events": [...]}` (or JSON Lines), signed in
 * `Mailtrap-Signature` as the lowercase hex HMAC-SHA256 of the raw body, keyed with the
 * webhook's signing secret. `message_id` is one of the `message_ids` the send API returns.
 * Docs: docs.mailtrap.io/email-api-smtp/advanced/webhooks.
 * @module
 */

import type { WebhookAdapter } from "../../webhooks/adapter.ts";
import type { WebhookEventType } from "../../webhooks/event.ts";
import { invalid_payload, invalid_signature } from "../../webhooks/errors.ts";
import {
  arr,
  lookup,
  make_event,
  native_name,
  obj,
  parse_json,
  str,
  string_map,
  strings,
  to_date,
  unix,
} from "../../webhooks/normal.ts";
import { sign_hmac, verify_hmac } from "../../webhooks/schemes/hmac.ts";

const EVENTS: Record<string, WebhookEventType> = {
  delivery: "email.delivered",
  "soft bounce": "email.deferred",
  bounce: "email.bounced",
  "spam complaint": "email.complained",
  spam: "email.complained",
  unsubscribe: "email.unsubscribed",
  open: "email.opened",
  click: "email.clicked",
  suspension: "email.failed",
  reject: "email.rejected",
};

function items(provider: string, body: string): unknown[] {
  if (/^\s*\{\s*"events"/.test(body)) return arr(obj(parse_json(provider, body)).events);
  const lines = body.split("\n").filter((line) => line.trim() !== "");
  if (lines.length === 0) throw invalid_payload(provider, "empty body");
  return lines.map((line) => parse_json(provider, line));
}

/** The `mailtrap` adapter. */
export const mailtrap: WebhookAdapter = {
  key: "mailtrap",
  scheme: "hex HMAC-SHA256 of the body in Mailtrap-Signature",
  detect: (headers) => headers.has("mailtrap-signature"),
  async verify({ provider, request, body, secret }) {
    if (!secret) throw invalid_signature(provider, "no secret");
    await verify_hmac(provider, secret, body, request.headers.get("mailtrap-signature"), { encoding: "hex" });
  },
  parse({ provider, body }) {
    return items(provider, body).map((item) => {
      const event = obj(item);
      const type = lookup(EVENTS, event.event);
      return make_event(provider, {
        id: str(event.event_id),
        type,
        raw: event,
        message_id: str(event.message_id),
        email: str(event.email),
        timestamp: to_date(event.timestamp),
        tags: strings(event.category),
        metadata: string_map(event.custom_variables),
        url: str(event.url),
        user_agent: str(event.user_agent),
        ip: str(event.ip),
        reason: str(event.reason) ?? str(event.response),
        bounce: type === "email.bounced"
          ? { type: "hard", code: str(event.response_code), message: str(event.response) }
          : null,
      });
    });
  },
  async mock(events, input) {
    const body = JSON.stringify({
      events: events.map((event) => ({
        event: native_name("mailtrap", EVENTS, event.type),
        message_id: event.message_id,
        sending_stream: "transactional",
        email: event.email,
        timestamp: unix(event.timestamp),
        event_id: event.id || crypto.randomUUID(),
        category: event.tags[0] ?? "",
        custom_variables: event.metadata,
        sending_domain_name: "example.com",
        ...(event.url ? { url: event.url } : {}),
        ...(event.user_agent ? { user_agent: event.user_agent } : {}),
        ...(event.ip ? { ip: event.ip } : {}),
        ...(event.bounce
          ? {
            response: event.bounce.message ?? "",
            response_code: Number(event.bounce.code ?? 550),
            bounce_category: "invalid_recipient",
          }
          : event.reason
          ? { reason: event.reason }
          : {}),
      })),
    });
    const signature = await sign_hmac(input.secret, body, { encoding: "hex" });
    return { body, headers: { "content-type": "application/json", "mailtrap-signature": signature } };
  },
};
