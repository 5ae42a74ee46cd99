/**
 * MailerSend: one event per request; the `Signature` header is the lowercase hex HMAC-SHA256 of
 * the raw body, keyed with the webhook's signing secret. `data.email.message.id` is the
 * `X-Message-Id` the send API returns; the recipient is `data.email.recipient.email`.
 * Docs: developers.mailersend.com/api/v1/webhooks.html.
 * @module
 */

import type { WebhookAdapter } from "../../webhooks/adapter.ts";
import type { WebhookEventType } from "../../webhooks/event.ts";
import { invalid_signature } from "../../webhooks/errors.ts";
import { lookup, make_event, native_name, obj, parse_json, str, strings, to_date } from "../../webhooks/normal.ts";
import { sign_hmac, verify_hmac } from "../../webhooks/schemes/hmac.ts";
import { single } from "../../webhooks/adapters/standard.ts";

const EVENTS: Record<string, WebhookEventType> = {
  "activity.sent": "email.sent",
  "activity.delivered": "email.delivered",
  "activity.soft_bounced": "email.bounced",
  "activity.hard_bounced": "email.bounced",
  "activity.deferred": "email.deferred",
  "activity.opened": "email.opened",
  "activity.opened_unique": "email.opened",
  "activity.clicked": "email.clicked",
  "activity.clicked_unique": "email.clicked",
  "activity.unsubscribed": "email.unsubscribed",
  "activity.spam_complaint": "email.complained",
};

/** The `mailersend` adapter. */
export const mailersend: WebhookAdapter = {
  key: "mailersend",
  scheme: "hex HMAC-SHA256 of the body in the Signature header",
  detect: (headers, body) => headers.has("signature") && /"type"\s*:\s*"activity\./.test(body),
  async verify({ provider, request, body, secret }) {
    if (!secret) throw invalid_signature(provider, "no secret");
    await verify_hmac(provider, secret, body, request.headers.get("signature"), { encoding: "hex" });
  },
  parse({ provider, body }) {
    const raw = obj(parse_json(provider, body));
    const data = obj(raw.data);
    const email = obj(data.email);
    const morph = obj(data.morph);
    const name = raw.type;
    return [make_event(provider, {
      id: str(data.id),
      type: lookup(EVENTS, name),
      raw,
      message_id: str(obj(email.message).id),
      email: str(obj(email.recipient).email),
      timestamp: to_date(data.created_at ?? raw.created_at),
      tags: strings(email.tags),
      url: str(morph.url),
      user_agent: str(morph.user_agent) ?? str(obj(morph.readable_user_agent).user_agent),
      ip: str(morph.ip),
      reason: str(morph.reason),
      bounce: name === "activity.hard_bounced" || name === "activity.soft_bounced"
        ? { type: name === "activity.hard_bounced" ? "hard" : "soft", message: str(morph.reason) }
        : null,
    })];
  },
  async mock(events, input) {
    const event = single("mailersend", events);
    let name = native_name("mailersend", EVENTS, event.type);
    if (event.type === "email.bounced") {
      name = event.bounce?.type === "soft" ? "activity.soft_bounced" : "activity.hard_bounced";
    }
    const morph: Record<string, unknown> = {};
    if (event.url) morph.url = event.url;
    if (event.ip) morph.ip = event.ip;
    if (event.user_agent) morph.user_agent = event.user_agent;
    if (event.bounce?.message ?? event.reason) morph.reason = event.bounce?.message ?? event.reason;
    const body = JSON.stringify({
      type: name,
      domain_id: "yv69oxl5kl785kw2",
      created_at: event.timestamp.toISOString(),
      webhook_id: "2351ndgwr4zqx8ko",
      url: input.url,
      data: {
        object: "activity",
        id: event.id || "5fc0d006b42c3e16e1774882",
        type: name.slice("activity.".length),
        created_at: event.timestamp.toISOString(),
        email: {
          object: "email",
          id: "5fc0d003e7a5e7035446aa32",
          from: "test@mailersend.com",
          subject: "Test email",
          status: "sent",
          tags: event.tags.length ? event.tags : null,
          message: { object: "message", id: event.message_id },
          recipient: { object: "recipient", email: event.email },
        },
        morph: Object.keys(morph).length ? { object: name.slice("activity.".length), ...morph } : null,
      },
    });
    const signature = await sign_hmac(input.secret, body, { encoding: "hex" });
    return { body, headers: { "content-type": "application/json", signature } };
  },
};
