/**
 * AhaSend: Standard Webhooks headers and signed content (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`), but keyed with the
 * literal UTF-8 bytes of the whole secret AhaSend returns (not base64-decoded, no prefix
 * stripped). One event per request `{"type","timestamp","data"}` with `data.recipient`,
 * `data.message_id_header` (the Message-ID the send API returns as the message `id`), and `url`,
 * `user_agent`, `ip` on opens and clicks.
 * Docs: ahasend.com/docs/api-reference/webhooks/message-delivered (and sibling pages).
 * @module
 */

import { to_base64 } from "../../core/base64.ts";
import { hmac, timing_safe_equal } from "../../core/crypto.ts";
import type { WebhookAdapter, WebhookInput } from "../../webhooks/adapter.ts";
import { check_timestamp, invalid_signature } from "../../webhooks/errors.ts";
import type { WebhookEventType } from "../../webhooks/event.ts";
import { lookup, make_event, native_name, obj, parse_json, str, to_date } from "../../webhooks/normal.ts";
import { single, standard_id } from "../../webhooks/adapters/standard.ts";

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

/** `v1,<base64 HMAC-SHA256>` of `id.timestamp.body`, keyed with the secret's literal UTF-8 bytes. */
async function sign(secret: string, id: string, timestamp: string, body: string): Promise<string> {
  return `v1,${to_base64(await hmac(secret, `${id}.${timestamp}.${body}`))}`;
}

async function verify({ provider, request, body, secret, now, tolerance_s }: WebhookInput): Promise<void> {
  if (!secret) throw invalid_signature(provider, "no secret");
  const id = request.headers.get("webhook-id");
  const timestamp = request.headers.get("webhook-timestamp");
  const signatures = request.headers.get("webhook-signature");
  if (!id || !timestamp || !signatures) {
    throw invalid_signature(provider, "missing webhook-id, webhook-timestamp or webhook-signature header");
  }
  if (!/^\d{1,12}$/.test(timestamp)) throw invalid_signature(provider, "webhook timestamp is not a number");
  check_timestamp(provider, Number(timestamp), now, tolerance_s);
  const expected = await sign(secret, id, timestamp, body);
  if (!signatures.split(" ").some((entry) => timing_safe_equal(entry, expected))) {
    throw invalid_signature(provider, "no webhook signature matches");
  }
}

/** The `ahasend` adapter. */
export const ahasend: WebhookAdapter = {
  key: "ahasend",
  scheme: "Standard Webhooks signature keyed with the literal secret (HMAC-SHA256)",
  detect: (headers, body) => headers.has("webhook-signature") && /"type"\s*:\s*"message\./.test(body),
  verify,
  parse({ provider, body, request }) {
    const raw = obj(parse_json(provider, body));
    const data = obj(raw.data);
    const type = lookup(EVENTS, raw.type);
    return [make_event(provider, {
      id: standard_id(request.headers),
      type,
      raw,
      message_id: str(data.message_id_header) ?? str(data.id),
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
        message_id_header: event.message_id,
        id: (event.message_id ?? "").replace(/^<|@.*$/g, "").replaceAll("-", ""),
        ...(event.url ? { url: event.url } : {}),
        ...(event.user_agent ? { user_agent: event.user_agent } : {}),
        ...(event.ip ? { ip: event.ip } : {}),
        ...(event.reason ? { reason: event.reason } : {}),
      },
    });
    const id = event.id || `msg_${crypto.randomUUID()}`;
    const timestamp = String(Math.floor(input.now / 1000));
    return {
      body,
      headers: {
        "content-type": "application/json",
        "webhook-id": id,
        "webhook-timestamp": timestamp,
        "webhook-signature": await sign(input.secret, id, timestamp, body),
      },
    };
  },
};
