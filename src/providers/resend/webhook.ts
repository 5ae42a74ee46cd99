/**
 * Resend: Svix-signed (`svix-id`, `svix-timestamp`, `svix-signature`; `whsec_` secret), one event
 * per request `{"type","created_at","data"}`; `data.email_id` is the id `POST /emails` returns.
 * Docs: resend.com/docs/webhooks/event-types, resend.com/docs/webhooks/verify-webhooks-requests.
 * @module
 */

import type { WebhookAdapter } from "../../webhooks/adapter.ts";
import type { WebhookEventType } from "../../webhooks/event.ts";
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
import { single, standard_id, standard_mock_headers, verify_standard_input } from "../../webhooks/adapters/standard.ts";

const EVENTS: Record<string, WebhookEventType> = {
  "email.sent": "email.sent",
  "email.delivered": "email.delivered",
  "email.delivery_delayed": "email.deferred",
  "email.bounced": "email.bounced",
  "email.complained": "email.complained",
  "email.opened": "email.opened",
  "email.clicked": "email.clicked",
  "email.failed": "email.failed",
  "email.scheduled": "email.scheduled",
  "email.suppressed": "email.rejected",
  "email.received": "email.received",
};

function bounce_type(type: unknown): "hard" | "soft" | "undetermined" {
  return type === "Permanent" ? "hard" : type === "Transient" ? "soft" : "undetermined";
}

/** The `resend` adapter. */
export const resend: WebhookAdapter = {
  key: "resend",
  scheme: "Svix (HMAC-SHA256, whsec_ secret)",
  detect: (headers) => headers.has("svix-signature"),
  verify: verify_standard_input,
  parse({ provider, body, request }) {
    const raw = obj(parse_json(provider, body));
    const data = obj(raw.data);
    // Resend tags are name/value pairs; our `resend` provider sends a bare tag as `{name, value: "true"}`.
    const pairs = string_map(data.tags);
    const tags = Object.keys(pairs).filter((name) => pairs[name] === "true");
    const metadata = Object.fromEntries(Object.entries(pairs).filter(([, value]) => value !== "true"));
    const bounce = obj(data.bounce);
    const click = obj(data.click);
    const type = lookup(EVENTS, raw.type);
    return [make_event(provider, {
      id: standard_id(request.headers),
      type,
      raw,
      message_id: str(data.email_id),
      email: strings(data.to)[0],
      timestamp: to_date(raw.created_at),
      tags,
      metadata,
      url: str(click.link),
      user_agent: str(click.userAgent),
      ip: str(click.ipAddress),
      reason: str(obj(data.failed).reason),
      bounce: type === "email.bounced"
        ? { type: bounce_type(bounce.type), code: str(bounce.subType), message: str(bounce.message) }
        : null,
      data: type === "email.received" ? data : undefined,
    })];
  },
  async mock(events, input) {
    const event = single("resend", events);
    const data: Record<string, unknown> = {
      email_id: event.message_id,
      created_at: event.timestamp.toISOString(),
      from: "Acme <onboarding@resend.dev>",
      to: event.email ? [event.email] : [],
      subject: "Hello",
      tags: { ...event.metadata, ...Object.fromEntries(event.tags.map((tag) => [tag, "true"])) },
    };
    if (event.bounce) {
      const type = event.bounce.type === "hard"
        ? "Permanent"
        : event.bounce.type === "soft"
        ? "Transient"
        : "Undetermined";
      data.bounce = { type, subType: event.bounce.code ?? "General", message: event.bounce.message ?? "" };
    }
    if (event.url) {
      data.click = {
        ipAddress: event.ip,
        link: event.url,
        timestamp: event.timestamp.toISOString(),
        userAgent: event.user_agent,
      };
    }
    if (event.reason) data.failed = { reason: event.reason };
    const body = JSON.stringify({
      type: native_name("resend", EVENTS, event.type),
      created_at: event.timestamp.toISOString(),
      data,
    });
    return { body, headers: await standard_mock_headers(body, event.id, input, "svix") };
  },
};
