/**
 * SparkPost: no signature; webhooks authenticate with Basic auth (secret `user:password`), or the
 * legacy `X-MessageSystems-Webhook-Token` (secret `token:<value>`). Batches are arrays of
 * `{"msys": {"<class>": {...}}}`; an empty `{"msys": {}}` is a ping. `transmission_id` is the id
 * `POST /api/v1/transmissions` returns. Docs: developers.sparkpost.com/api/webhooks, …/events.
 * @module
 */

import { timing_safe_equal } from "../../core/crypto.ts";
import type { WebhookAdapter } from "../../webhooks/adapter.ts";
import type { WebhookEvent, WebhookEventType } from "../../webhooks/event.ts";
import { invalid_payload, invalid_signature } from "../../webhooks/errors.ts";
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
  unix,
} from "../../webhooks/normal.ts";
import { basic_headers, verify_basic_input } from "../../webhooks/adapters/basic.ts";

const EVENTS: Record<string, WebhookEventType> = {
  injection: "email.queued",
  delivery: "email.delivered",
  bounce: "email.bounced",
  out_of_band: "email.bounced",
  delay: "email.deferred",
  policy_rejection: "email.rejected",
  spam_complaint: "email.complained",
  open: "email.opened",
  initial_open: "email.opened",
  amp_open: "email.opened",
  amp_initial_open: "email.opened",
  click: "email.clicked",
  amp_click: "email.clicked",
  generation_failure: "email.failed",
  generation_rejection: "email.rejected",
  list_unsubscribe: "email.unsubscribed",
  link_unsubscribe: "email.unsubscribed",
};

const CLASS: Record<string, string> = {
  injection: "message_event",
  delivery: "message_event",
  bounce: "message_event",
  out_of_band: "message_event",
  delay: "message_event",
  policy_rejection: "message_event",
  spam_complaint: "message_event",
  open: "track_event",
  initial_open: "track_event",
  click: "track_event",
  generation_failure: "gen_event",
  generation_rejection: "gen_event",
  list_unsubscribe: "unsubscribe_event",
  link_unsubscribe: "unsubscribe_event",
};

/** SparkPost bounce classes: hard (10, 30, 90), block and admin (5x, 7x, 100), soft (the rest). */
function bounce_type(value: unknown): "hard" | "soft" | "undetermined" {
  const code = Number(value);
  if (!code) return "undetermined";
  if ([10, 30, 90].includes(code)) return "hard";
  if ([1, 25].includes(code)) return "undetermined";
  return "soft";
}

/** The `sparkpost` adapter. */
export const sparkpost: WebhookAdapter = {
  key: "sparkpost",
  scheme: "HTTP Basic auth (secret user:password) or X-MessageSystems-Webhook-Token (secret token:<value>)",
  detect: (headers, body) => headers.has("x-messagesystems-batch-id") || /"msys"\s*:/.test(body),
  verify(input) {
    if (input.secret?.startsWith("token:")) {
      const given = input.request.headers.get("x-messagesystems-webhook-token") ?? "";
      if (!timing_safe_equal(given, input.secret.slice("token:".length))) {
        return Promise.reject(invalid_signature(input.provider, "webhook token does not match"));
      }
      return Promise.resolve();
    }
    return verify_basic_input(input);
  },
  parse({ provider, body }) {
    const raw = parse_json(provider, body);
    if (!Array.isArray(raw)) throw invalid_payload(provider, "body is not an array of events");
    const out: WebhookEvent[] = [];
    for (const item of raw) {
      for (const group of Object.values(obj(obj(item).msys))) {
        const event = obj(group);
        const type = lookup(EVENTS, event.type);
        out.push(make_event(provider, {
          id: str(event.event_id),
          type,
          raw: item,
          message_id: str(event.transmission_id),
          email: str(event.rcpt_to),
          timestamp: to_date(event.timestamp),
          tags: strings(event.rcpt_tags),
          metadata: string_map(event.rcpt_meta),
          url: str(event.target_link_url),
          user_agent: str(event.user_agent),
          ip: str(event.ip_address),
          reason: str(event.reason),
          bounce: type === "email.bounced"
            ? {
              type: bounce_type(event.bounce_class),
              code: str(event.error_code),
              message: str(event.raw_reason) ?? str(event.reason),
            }
            : null,
        }));
      }
    }
    return out;
  },
  mock(events, input) {
    const body = JSON.stringify(events.map((event) => {
      const type = native_name("sparkpost", EVENTS, event.type);
      const fields: Record<string, unknown> = {
        type,
        event_id: event.id || String(Date.now()),
        timestamp: String(unix(event.timestamp)),
        message_id: "0e0d94b7-9085-4e3c-ab30-e3f2cd9c273e",
        transmission_id: event.message_id,
        rcpt_to: event.email,
        raw_rcpt_to: event.email,
        rcpt_tags: event.tags,
        rcpt_meta: event.metadata,
        campaign_id: "Example Campaign Name",
      };
      if (event.url) fields.target_link_url = event.url;
      if (event.user_agent) fields.user_agent = event.user_agent;
      if (event.ip) fields.ip_address = event.ip;
      if (event.reason) fields.reason = event.reason;
      if (event.bounce) {
        fields.bounce_class = event.bounce.type === "hard" ? "10" : event.bounce.type === "soft" ? "20" : "1";
        fields.error_code = event.bounce.code ?? "554";
        fields.raw_reason = event.bounce.message ?? "";
      }
      return { msys: { [CLASS[type] ?? "message_event"]: fields } };
    }));
    const auth = input.secret.startsWith("token:")
      ? { "content-type": "application/json", "x-messagesystems-webhook-token": input.secret.slice("token:".length) }
      : basic_headers(input.secret);
    return Promise.resolve({ body, headers: { ...auth, "x-messagesystems-batch-id": crypto.randomUUID() } });
  },
};
