/**
 * The service's own events: `email.received` (what `inbox watch --forward` posts; `data` is the
 * inbox Message) and the account server's delivery events. Envelope `{"type","created_at","data"}`,
 * signed per Standard Webhooks with `SERVICE_WEBHOOK_SECRET`.
 * @module
 */

import type { WebhookAdapter } from "../../webhooks/adapter.ts";
import type { WebhookEvent, WebhookEventType } from "../../webhooks/event.ts";
import { make_event, obj, parse_json, str, string_map, strings, to_date } from "../../webhooks/normal.ts";
import { single, standard_id, standard_mock_headers, verify_standard_input } from "../../webhooks/adapters/standard.ts";

const TYPES = new Set<string>([
  "email.queued",
  "email.sent",
  "email.delivered",
  "email.deferred",
  "email.bounced",
  "email.complained",
  "email.rejected",
  "email.failed",
  "email.opened",
  "email.clicked",
  "email.unsubscribed",
  "email.subscribed",
  "email.scheduled",
  "email.cancelled",
  "email.received",
]);

/** Delivery-event `data` fields: the event's own names, minus the envelope. */
function delivery_data(event: WebhookEvent): Record<string, unknown> {
  const { message_id, email, tags, metadata, url, user_agent, ip, bounce, reason } = event;
  return { message_id, email, tags, metadata, url, user_agent, ip, bounce, reason };
}

/** The `service` adapter. */
export const service: WebhookAdapter = {
  key: "service",
  scheme: "Standard Webhooks (HMAC-SHA256, whsec_ secret)",
  detect: (headers, body) =>
    headers.has("webhook-signature") && /"created_at"/.test(body) && /^\s*\{\s*"type"/.test(body),
  verify: verify_standard_input,
  parse({ provider, body, request }) {
    const raw = obj(parse_json(provider, body));
    const type = (typeof raw.type === "string" && TYPES.has(raw.type) ? raw.type : "unknown") as WebhookEventType;
    const data = obj(raw.data);
    const base = { id: standard_id(request.headers), type, timestamp: to_date(raw.created_at), raw };
    if (type === "email.received") {
      return [make_event(provider, {
        ...base,
        message_id: str(data.id),
        email: strings(data.to)[0] ?? null,
        tags: strings(data.tag),
        data,
      })];
    }
    const bounce = obj(data.bounce);
    return [make_event(provider, {
      ...base,
      message_id: str(data.message_id),
      email: str(data.email),
      tags: strings(data.tags),
      metadata: string_map(data.metadata),
      url: str(data.url),
      user_agent: str(data.user_agent),
      ip: str(data.ip),
      reason: str(data.reason),
      bounce: bounce.type === "hard" || bounce.type === "soft" || bounce.type === "undetermined"
        ? { type: bounce.type, code: str(bounce.code), message: str(bounce.message) }
        : null,
    })];
  },
  async mock(events, input) {
    const event = single("service", events);
    const data = event.type === "email.received" ? event.data : delivery_data(event);
    const body = JSON.stringify({ type: event.type, created_at: event.timestamp.toISOString(), data });
    return { body, headers: await standard_mock_headers(body, event.id, input) };
  },
};
