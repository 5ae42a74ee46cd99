/**
 * MailPace: `{"event", "payload"}` signed with Ed25519 over the raw body; `X-MailPace-Signature`
 * is the base64 signature and the secret is the domain's base64 public key (Webhooks → Public Key
 * Verification). `payload.id` is the id `POST /api/v1/send` returns. MailPace does no open or
 * click tracking. Docs: docs.mailpace.com/guide/webhooks.
 * @module
 */

import { from_base64, to_base64 } from "../../core/base64.ts";
import type { WebhookAdapter } from "../../webhooks/adapter.ts";
import type { WebhookEventType } from "../../webhooks/event.ts";
import { invalid_signature } from "../../webhooks/errors.ts";
import { lookup, make_event, native_name, obj, parse_json, str, strings, to_date } from "../../webhooks/normal.ts";
import { single } from "../../webhooks/adapters/standard.ts";

const EVENTS: Record<string, WebhookEventType> = {
  "email.queued": "email.queued",
  "email.delivered": "email.delivered",
  "email.deferred": "email.deferred",
  "email.bounced": "email.bounced",
  "email.spam": "email.rejected",
};

const SIGNATURE = "x-mailpace-signature";

/** The `mailpace` adapter. */
export const mailpace: WebhookAdapter = {
  key: "mailpace",
  scheme: "Ed25519 over the body (X-MailPace-Signature; secret: base64 public key)",
  detect: (headers) => headers.has(SIGNATURE),
  async verify({ provider, request, body, secret }) {
    const signature = request.headers.get(SIGNATURE);
    if (!signature || !secret) throw invalid_signature(provider, `missing ${SIGNATURE}`);
    let ok = false;
    try {
      const key = await crypto.subtle.importKey("raw", from_base64(secret), { name: "Ed25519" }, false, ["verify"]);
      ok = await crypto.subtle.verify("Ed25519", key, from_base64(signature), new TextEncoder().encode(body));
    } catch {
      ok = false;
    }
    if (!ok) throw invalid_signature(provider, "signature does not match");
  },
  parse({ provider, body }) {
    const raw = obj(parse_json(provider, body));
    const payload = obj(raw.payload);
    const type = lookup(EVENTS, raw.event);
    const recipients = strings(String(payload.to ?? "").split(",").map((to) => to.trim()));
    return (recipients.length ? recipients : [null]).map((email) =>
      make_event(provider, {
        type,
        raw,
        message_id: str(payload.id),
        email,
        timestamp: to_date(payload.updated_at ?? payload.created_at),
        tags: strings(payload.tags),
        bounce: type === "email.bounced" ? { type: "hard" } : type === "email.deferred" ? { type: "soft" } : null,
      })
    );
  },
  async mock(events, input) {
    const event = single("mailpace", events);
    const name = native_name("mailpace", EVENTS, event.type);
    const body = JSON.stringify({
      event: name,
      payload: {
        status: name.slice("email.".length),
        id: Number(event.message_id) || event.message_id,
        domain_id: 1,
        created_at: event.timestamp.toISOString(),
        updated_at: event.timestamp.toISOString(),
        from: "sender@example.com",
        to: event.email,
        htmlbody: "<p>Hello</p>",
        textbody: "Hello",
        cc: null,
        bcc: null,
        subject: "Hello",
        replyto: null,
        message_id: "<0b4e5b1c@mailer.mailpace.com>",
        list_unsubscribe: null,
        tags: event.tags,
      },
    });
    const key = await crypto.subtle.importKey("pkcs8", from_base64(input.secret), { name: "Ed25519" }, false, ["sign"]);
    const signature = new Uint8Array(await crypto.subtle.sign("Ed25519", key, new TextEncoder().encode(body)));
    return { body, headers: { "content-type": "application/json", [SIGNATURE]: to_base64(signature) } };
  },
};
