/**
 * Brevo transactional webhooks: no signature; Brevo offers Basic auth credentials on the URL or a
 * bearer token (secret `user:password` or the token). One JSON object per request, or an array
 * when batched. `message-id` is the `messageId` `POST /v3/smtp/email` returns; `ts_epoch` is in ms.
 * Docs: developers.brevo.com/docs/transactional-webhooks, …/batch-webhooks, …/secured-webhooks.
 * @module
 */

import type { WebhookAdapter } from "../../webhooks/adapter.ts";
import type { WebhookEventType } from "../../webhooks/event.ts";
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
import { basic_headers, verify_basic_input } from "../../webhooks/adapters/basic.ts";

const EVENTS: Record<string, WebhookEventType> = {
  request: "email.sent",
  delivered: "email.delivered",
  hard_bounce: "email.bounced",
  soft_bounce: "email.bounced",
  invalid_email: "email.bounced",
  blocked: "email.rejected",
  spam: "email.complained",
  deferred: "email.deferred",
  opened: "email.opened",
  unique_opened: "email.opened",
  proxy_open: "email.opened",
  unique_proxy_open: "email.opened",
  click: "email.clicked",
  unsubscribed: "email.unsubscribed",
  error: "email.failed",
};

function metadata(custom: unknown): Record<string, string> {
  const text = str(custom);
  if (!text) return {};
  try {
    const parsed = JSON.parse(text);
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
      return Object.fromEntries(
        Object.entries(parsed).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
      );
    }
  } catch { /* not JSON: keep it whole */ }
  return { "X-Mailin-custom": text };
}

/** The `brevo` adapter. */
export const brevo: WebhookAdapter = {
  key: "brevo",
  scheme: "HTTP Basic auth on the webhook URL or a bearer token",
  detect: (_headers, body) => /"ts_epoch"\s*:/.test(body),
  verify: verify_basic_input,
  parse({ provider, body }) {
    const raw = parse_json(provider, body);
    return (Array.isArray(raw) ? arr(raw) : [raw]).map((item) => {
      const event = obj(item);
      const name = event.event;
      const tags = strings(event.tags);
      return make_event(provider, {
        id: str(event.id),
        type: lookup(EVENTS, name),
        raw: event,
        message_id: str(event["message-id"]),
        email: str(event.email),
        timestamp: to_date(event.ts_epoch ?? event.ts_event ?? event.date),
        tags: tags.length ? tags : strings(event.tag),
        metadata: metadata(event["X-Mailin-custom"]),
        url: str(event.link),
        user_agent: str(event.user_agent),
        ip: str(event.ip),
        reason: str(event.reason),
        bounce: name === "hard_bounce" || name === "invalid_email"
          ? { type: "hard", message: str(event.reason) }
          : name === "soft_bounce"
          ? { type: "soft", message: str(event.reason) }
          : null,
      });
    });
  },
  mock(events, input) {
    const items = events.map((event) => {
      let name = native_name("brevo", EVENTS, event.type);
      if (event.type === "email.bounced") name = event.bounce?.type === "soft" ? "soft_bounce" : "hard_bounce";
      return {
        event: name,
        email: event.email,
        id: Number(event.id) || 1234567,
        date: event.timestamp.toISOString().slice(0, 19).replace("T", " "),
        ts: unix(event.timestamp),
        "message-id": event.message_id,
        ts_event: unix(event.timestamp),
        subject: "Hello",
        tags: event.tags,
        "X-Mailin-custom": Object.keys(event.metadata).length ? JSON.stringify(event.metadata) : undefined,
        sending_ip: "185.41.28.109",
        ts_epoch: event.timestamp.getTime(),
        ...(event.url ? { link: event.url } : {}),
        ...(event.user_agent ? { user_agent: event.user_agent } : {}),
        ...(event.ip ? { ip: event.ip } : {}),
        ...(event.bounce?.message || event.reason ? { reason: event.bounce?.message ?? event.reason } : {}),
      };
    });
    const body = JSON.stringify(items.length === 1 ? items[0] : items);
    return Promise.resolve({ body, headers: basic_headers(input.secret) });
  },
};
