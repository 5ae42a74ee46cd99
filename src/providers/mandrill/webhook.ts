/**
 * Mandrill (Mailchimp Transactional): form-encoded `mandrill_events` holding a JSON array of up
 * to 1000 events. `X-Mandrill-Signature` is base64 HMAC-SHA1, keyed with the webhook's key, of
 * the webhook URL exactly as configured followed by each POST field name and value, sorted by name.
 * Pass `url` to `receive` when a proxy changes the URL the request arrives on.
 * Docs: mailchimp.com/developer/transactional/guides/track-respond-activity-webhooks,
 * …/authenticating-webhook-requests.
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
  str,
  string_map,
  strings,
  to_date,
  unix,
} from "../../webhooks/normal.ts";
import { sign_hmac, verify_hmac } from "../../webhooks/schemes/hmac.ts";

const EVENTS: Record<string, WebhookEventType> = {
  send: "email.sent",
  deferral: "email.deferred",
  hard_bounce: "email.bounced",
  soft_bounce: "email.bounced",
  open: "email.opened",
  click: "email.clicked",
  spam: "email.complained",
  unsub: "email.unsubscribed",
  reject: "email.rejected",
};

function signed_data(url: string, params: URLSearchParams): string {
  const keys = [...new Set(params.keys())].sort();
  return url + keys.map((key) => key + (params.get(key) ?? "")).join("");
}

/** The `mandrill` adapter. */
export const mandrill: WebhookAdapter = {
  key: "mandrill",
  scheme: "base64 HMAC-SHA1 of URL + sorted POST fields (webhook key)",
  detect: (headers) => headers.has("x-mandrill-signature"),
  async verify({ provider, request, body, url, secret }) {
    const signature = request.headers.get("x-mandrill-signature");
    if (!signature || !secret) throw invalid_signature(provider, "missing X-Mandrill-Signature");
    const data = signed_data(url, new URLSearchParams(body));
    await verify_hmac(provider, secret, data, signature, { hash: "SHA-1", encoding: "base64" });
  },
  parse({ provider, body }) {
    const text = new URLSearchParams(body).get("mandrill_events");
    if (text === null) throw invalid_payload(provider, "missing mandrill_events");
    let events: unknown;
    try {
      events = JSON.parse(text);
    } catch (error) {
      throw invalid_payload(provider, "mandrill_events is not JSON", error);
    }
    return arr(events).map((item) => {
      const event = obj(item);
      const msg = obj(event.msg);
      const name = event.event;
      const type = lookup(EVENTS, name);
      const smtp = arr(msg.smtp_events).map(obj).at(-1) ?? {};
      return make_event(provider, {
        id: str(event._id) && str(event.ts) ? `${str(event._id)}.${str(event.ts)}` : str(event._id),
        type,
        raw: event,
        message_id: str(event._id) ?? str(msg._id),
        email: str(msg.email),
        timestamp: to_date(event.ts),
        tags: strings(msg.tags),
        metadata: string_map(msg.metadata),
        url: str(event.url),
        user_agent: str(event.user_agent),
        ip: str(event.ip),
        reason: str(smtp.diag) ?? str(msg.reject_reason) ?? str(msg.bounce_description),
        bounce: name === "hard_bounce" || name === "soft_bounce"
          ? {
            type: name === "hard_bounce" ? "hard" : "soft",
            code: str(msg.bgtools_code),
            message: str(msg.diag) ?? str(msg.bounce_description),
          }
          : null,
      });
    });
  },
  async mock(events, input) {
    const items = events.map((event) => {
      let name = native_name("mandrill", EVENTS, event.type);
      if (event.type === "email.bounced") name = event.bounce?.type === "soft" ? "soft_bounce" : "hard_bounce";
      return {
        event: name,
        _id: event.message_id,
        ts: unix(event.timestamp),
        msg: {
          ts: unix(event.timestamp),
          _id: event.message_id,
          state: name === "hard_bounce" || name === "soft_bounce" ? "bounced" : "sent",
          subject: "Hello",
          email: event.email,
          sender: "sender@example.com",
          tags: event.tags,
          metadata: event.metadata,
          ...(event.bounce
            ? {
              bounce_description: event.bounce.message ?? "",
              diag: event.bounce.message ?? "",
              bgtools_code: Number(event.bounce.code ?? 10),
            }
            : {}),
        },
        ...(event.url ? { url: event.url } : {}),
        ...(event.user_agent ? { user_agent: event.user_agent } : {}),
        ...(event.ip ? { ip: event.ip } : {}),
      };
    });
    const params = new URLSearchParams({ mandrill_events: JSON.stringify(items) });
    const signature = await sign_hmac(input.secret, signed_data(input.url, params), {
      hash: "SHA-1",
      encoding: "base64",
    });
    return {
      body: params.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-mandrill-signature": signature },
    };
  },
};
