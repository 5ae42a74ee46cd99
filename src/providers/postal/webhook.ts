/**
 * Postal (self-hosted): `{"event","timestamp","payload","uuid"}` signed with the server's RSA key
 * over the raw body: `X-Postal-Signature-256` (RSA-SHA256, base64) and the older
 * `X-Postal-Signature` (RSA-SHA1). The secret is the server's public key as Postal shows it (the
 * base64 after `p=` in its DNS record; a full `v=…; p=…` record or PEM also works).
 * `payload.message.message_id` is the `message_id` `POST /api/v1/send/message` returns.
 * Docs: docs.postalserver.io/developer/webhooks; postalserver/postal app/services/webhook_delivery_service.rb.
 * @module
 */

import { from_base64 } from "../../core/base64.ts";
import type { WebhookAdapter } from "../../webhooks/adapter.ts";
import type { WebhookEventType } from "../../webhooks/event.ts";
import { invalid_signature } from "../../webhooks/errors.ts";
import { lookup, make_event, native_name, obj, parse_json, str, strings, to_date } from "../../webhooks/normal.ts";
import { pem_bytes, rsa_sign } from "../../webhooks/schemes/keys.ts";
import { single } from "../../webhooks/adapters/standard.ts";

const EVENTS: Record<string, WebhookEventType> = {
  MessageSent: "email.delivered",
  MessageDelayed: "email.deferred",
  MessageDeliveryFailed: "email.failed",
  MessageHeld: "email.deferred",
  MessageBounced: "email.bounced",
  MessageLinkClicked: "email.clicked",
  MessageLoaded: "email.opened",
};

function public_key(secret: string): Uint8Array<ArrayBuffer> {
  const match = /(?:^|;)\s*p=([^;]+)/.exec(secret);
  return pem_bytes(match ? match[1]! : secret);
}

/** The `postal` adapter. */
export const postal: WebhookAdapter = {
  key: "postal",
  scheme: "RSA (SHA-256 or SHA-1) over the body (X-Postal-Signature-256; secret: server public key)",
  detect: (headers) => headers.has("x-postal-signature") || headers.has("x-postal-signature-256"),
  async verify({ provider, request, body, secret }) {
    const sha256 = request.headers.get("x-postal-signature-256");
    const signature = sha256 ?? request.headers.get("x-postal-signature");
    if (!signature || !secret) throw invalid_signature(provider, "missing X-Postal-Signature-256");
    let ok = false;
    try {
      const hash = sha256 ? "SHA-256" : "SHA-1";
      const key = await crypto.subtle.importKey(
        "spki",
        public_key(secret),
        { name: "RSASSA-PKCS1-v1_5", hash },
        false,
        ["verify"],
      );
      ok = await crypto.subtle.verify("RSASSA-PKCS1-v1_5", key, from_base64(signature), new TextEncoder().encode(body));
    } catch {
      ok = false;
    }
    if (!ok) throw invalid_signature(provider, "signature does not match");
  },
  parse({ provider, body }) {
    const raw = obj(parse_json(provider, body));
    const payload = obj(raw.payload);
    const message = obj(payload.original_message ?? payload.message);
    const type = lookup(EVENTS, raw.event);
    const bounce = obj(payload.bounce);
    return [make_event(provider, {
      id: str(raw.uuid),
      type,
      raw,
      message_id: str(message.message_id),
      email: str(message.to),
      timestamp: to_date(raw.timestamp),
      tags: strings(message.tag),
      url: str(payload.url),
      user_agent: str(payload.user_agent),
      ip: str(payload.ip_address),
      reason: str(payload.details) ?? str(payload.output),
      bounce: type === "email.bounced" ? { type: "hard", message: str(bounce.subject) } : null,
    })];
  },
  async mock(events, input) {
    const event = single("postal", events);
    const message = {
      id: 12345,
      token: "VJzsFA0S",
      direction: "outgoing",
      message_id: event.message_id,
      to: event.email,
      from: "sender@example.com",
      subject: "Hello",
      timestamp: event.timestamp.getTime() / 1000,
      spam_status: "NotChecked",
      tag: event.tags[0] ?? null,
    };
    const name = native_name("postal", EVENTS, event.type);
    let payload: Record<string, unknown>;
    if (event.type === "email.bounced") {
      payload = {
        original_message: message,
        bounce: { ...message, id: 12346, subject: event.bounce?.message ?? "Mail delivery failed" },
      };
    } else if (event.type === "email.clicked" || event.type === "email.opened") {
      payload = { message, url: event.url, token: "VJzsFA0S", ip_address: event.ip, user_agent: event.user_agent };
    } else {
      payload = {
        message,
        status: name.replace("Message", ""),
        details: event.reason ?? "",
        output: "250 OK",
        sent_with_ssl: true,
        timestamp: message.timestamp,
        time: 0.2,
      };
    }
    const body = JSON.stringify({
      event: name,
      timestamp: event.timestamp.getTime() / 1000,
      payload,
      uuid: event.id || crypto.randomUUID(),
    });
    const headers: Record<string, string> = { "content-type": "application/json" };
    for (const [header, hash] of [["x-postal-signature", "SHA-1"], ["x-postal-signature-256", "SHA-256"]] as const) {
      headers[header] = await rsa_sign(input.secret, body, hash);
    }
    return { body, headers };
  },
};
