/**
 * AhaSend: Standard Webhooks (`webhook-*` headers, `whsec_` secret), one event per request
 * `{"type","timestamp","data"}` with `data.recipient`, `data.id` (the message id the send API
 * returns), and `url`, `user_agent`, `ip` on opens and clicks.
 * Docs: ahasend.com/docs/api-reference/webhooks/message-delivered (and sibling pages).
 * @module
 */

import type { WebhookAdapter } from "../adapter.ts";
import type { WebhookEventType } from "../event.ts";
import { lookup, make_event, native_name, obj, parse_json, str, to_date } from "../normal.ts";
import { single, standard_id, standard_mock_headers, verify_standard_input } from "./_standard.ts";

const EVENTS: Record<string, WebhookEventType> = {
  "message.reception": "email.queued",
  "message.delivered": "email.delivered",
  "message.transient_error": "email.deferred",
  "message.failed": "email.failed",
  "message.bounced": "email.bounced",
  "message.suppressed": "email.rejected",
  "message.opened": "email.opened",
  "message.clicked": "email.clicked",
};

/** The `ahasend` adapter. */
export const ahasend: WebhookAdapter = {
  key: "ahasend",
  scheme: "Standard Webhooks (HMAC-SHA256, whsec_ secret)",
  detect: (headers, body) => headers.has("webhook-signature") && /"type"\s*:\s*"message\./.test(body),
  verify: verify_standard_input,
  parse({ provider, body, request }) {
    const raw = obj(parse_json(provider, body));
    const data = obj(raw.data);
    const type = lookup(EVENTS, raw.type);
    return [make_event(provider, {
      id: standard_id(request.headers),
      type,
      raw,
      message_id: str(data.id),
      email: str(data.recipient),
      timestamp: to_date(raw.timestamp),
      url: str(data.url),
      user_agent: str(data.user_agent),
      ip: str(data.ip),
      reason: str(data.reason) ?? str(data.error),
      bounce: type === "email.bounced" ? { type: "undetermined", message: str(data.reason) } : null,
    })];
  },
  async mock(events, input) {
    const event = single("ahasend", events);
    const body = JSON.stringify({
      type: native_name("ahasend", EVENTS, event.type),
      timestamp: event.timestamp.toISOString(),
      data: {
        account_id: "4cdd7bdd-294e-4762-892f-83d40abf5a87",
        event: `on_${native_name("ahasend", EVENTS, event.type).slice("message.".length)}`,
        from: "sender@example.com",
        recipient: event.email,
        subject: "Hello",
        message_id_header: "<message-id-12345@localhost>",
        id: event.message_id,
        ...(event.url ? { url: event.url } : {}),
        ...(event.user_agent ? { user_agent: event.user_agent } : {}),
        ...(event.ip ? { ip: event.ip } : {}),
        ...(event.reason ? { reason: event.reason } : {}),
      },
    });
    return { body, headers: await standard_mock_headers(body, event.id, input) };
  },
};
