/**
 * SMTP2GO: no signature; the webhook URL can carry Basic auth credentials (secret
 * `user:password`). One event per request, as form fields or JSON: `event`, `rcpt`, `email_id`
 * (the id `/v3/email/send` returns), `time`, `bounce` (`hard`/`soft`), `message`, `user-agent`.
 * Docs: developers.smtp2go.com/docs/webhooks-overview, support.smtp2go.com/hc/en-gb/articles/223087967.
 * @module
 */

import type { WebhookAdapter } from "../../webhooks/adapter.ts";
import type { WebhookEventType } from "../../webhooks/event.ts";
import { lookup, make_event, native_name, obj, parse_json, str, to_date } from "../../webhooks/normal.ts";
import { basic_headers, verify_basic_input } from "../../webhooks/adapters/basic.ts";
import { single } from "../../webhooks/adapters/standard.ts";

const EVENTS: Record<string, WebhookEventType> = {
  processed: "email.queued",
  delivered: "email.delivered",
  open: "email.opened",
  click: "email.clicked",
  bounce: "email.bounced",
  spam: "email.complained",
  unsubscribe: "email.unsubscribed",
  resubscribe: "email.subscribed",
  reject: "email.rejected",
};

function fields(body: string, provider: string): Record<string, unknown> {
  if (/^\s*\{/.test(body)) return obj(parse_json(provider, body));
  return Object.fromEntries(new URLSearchParams(body));
}

/** The `smtp2go` adapter. */
export const smtp2go: WebhookAdapter = {
  key: "smtp2go",
  scheme: "HTTP Basic auth on the webhook URL (secret user:password)",
  detect: (_headers, body) => /email_id/.test(body) && /(^|&|")rcpt("|=)/.test(body),
  verify: verify_basic_input,
  parse({ provider, body }) {
    const raw = fields(body, provider);
    const type = lookup(EVENTS, raw.event);
    return [make_event(provider, {
      type,
      raw,
      message_id: str(raw.email_id),
      email: str(raw.rcpt),
      timestamp: to_date(raw.time),
      url: str(raw.url) ?? str(raw.link),
      user_agent: str(raw["user-agent"]),
      reason: str(raw.message) ?? str(raw.context),
      bounce: type === "email.bounced"
        ? {
          type: raw.bounce === "hard" ? "hard" : raw.bounce === "soft" ? "soft" : "undetermined",
          code: str(raw.host),
          message: str(raw.message),
        }
        : null,
    })];
  },
  mock(events, input) {
    const event = single("smtp2go", events);
    const body = JSON.stringify({
      event: native_name("smtp2go", EVENTS, event.type),
      time: event.timestamp.toISOString(),
      sendtime: event.timestamp.toISOString(),
      sender: "sender@example.com",
      from: "sender@example.com",
      rcpt: event.email,
      recipients: [event.email],
      email_id: event.message_id,
      subject: "Hello",
      ...(event.url ? { url: event.url } : {}),
      ...(event.user_agent ? { "user-agent": event.user_agent } : {}),
      ...(event.bounce ? { bounce: event.bounce.type, host: event.bounce.code, message: event.bounce.message } : {}),
      ...(!event.bounce && event.reason ? { message: event.reason } : {}),
    });
    return Promise.resolve({ body, headers: basic_headers(input.secret) });
  },
};
