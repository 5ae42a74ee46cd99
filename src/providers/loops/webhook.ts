/**
 * Loops: Standard Webhooks (`webhook-*` headers, `whsec_` secret), one event per request with
 * `eventName`, `eventTime` (unix seconds), `contactIdentity.email` and `email.id`. Loops'
 * transactional send returns no id, so `message_id` is Loops' email id. Opens and clicks carry no
 * URL or user agent. Docs: loops.so/docs/webhooks.
 * @module
 */

import type { WebhookAdapter } from "../../webhooks/adapter.ts";
import type { WebhookEventType } from "../../webhooks/event.ts";
import { lookup, make_event, native_name, obj, parse_json, str, to_date, unix } from "../../webhooks/normal.ts";
import { single, standard_id, standard_mock_headers, verify_standard_input } from "../../webhooks/adapters/standard.ts";

const EVENTS: Record<string, WebhookEventType> = {
  "transactional.email.sent": "email.sent",
  "campaign.email.sent": "email.sent",
  "loop.email.sent": "email.sent",
  "email.delivered": "email.delivered",
  "email.softBounced": "email.bounced",
  "email.hardBounced": "email.bounced",
  "email.opened": "email.opened",
  "email.clicked": "email.clicked",
  "email.unsubscribed": "email.unsubscribed",
  "email.resubscribed": "email.subscribed",
  "email.spamReported": "email.complained",
  "contact.unsubscribed": "email.unsubscribed",
};

/** The `loops` adapter. */
export const loops: WebhookAdapter = {
  key: "loops",
  scheme: "Standard Webhooks (HMAC-SHA256, whsec_ secret)",
  detect: (headers, body) => headers.has("webhook-signature") && /"eventName"/.test(body),
  verify: verify_standard_input,
  parse({ provider, body, request }) {
    const raw = obj(parse_json(provider, body));
    const email = obj(raw.email);
    const name = raw.eventName;
    return [make_event(provider, {
      id: standard_id(request.headers),
      type: lookup(EVENTS, name),
      raw,
      message_id: str(email.id),
      email: str(obj(raw.contactIdentity).email),
      timestamp: to_date(raw.eventTime),
      bounce: name === "email.hardBounced" ? { type: "hard" } : name === "email.softBounced" ? { type: "soft" } : null,
    })];
  },
  async mock(events, input) {
    const event = single("loops", events);
    let name = native_name("loops", EVENTS, event.type);
    if (event.type === "email.bounced") {
      name = event.bounce?.type === "soft" ? "email.softBounced" : "email.hardBounced";
    }
    const body = JSON.stringify({
      eventName: name,
      eventTime: unix(event.timestamp),
      webhookSchemaVersion: "1.0.0",
      sourceType: "transactional",
      transactionalId: "cm0transactional",
      contactIdentity: { id: "cm0contact", email: event.email, userId: null },
      email: { id: event.message_id, emailMessageId: "cm0message", subject: "Hello" },
    });
    return { body, headers: await standard_mock_headers(body, event.id, input) };
  },
};
