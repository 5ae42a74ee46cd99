/**
 * Plunk: webhooks are a step in a workflow; Plunk signs nothing and sends the headers and body you
 * configure. Configure the header `Authorization: Bearer <PLUNK_WEBHOOK_SECRET>` and a JSON body
 * `{"event": "{{event}}", "email": "{{email}}", "id": "{{id}}"}`, using Plunk's event names
 * (`email.sent`, `email.delivery`, `email.open`, `email.click`, `email.bounce`,
 * `email.complaint`, `contact.subscribed`, `contact.unsubscribed`). Docs: docs.useplunk.com/guides/webhooks.
 * @module
 */

import type { WebhookAdapter } from "../../webhooks/adapter.ts";
import type { WebhookEventType } from "../../webhooks/event.ts";
import { lookup, make_event, native_name, obj, parse_json, str, to_date } from "../../webhooks/normal.ts";
import { basic_headers, verify_basic_input } from "../../webhooks/adapters/basic.ts";
import { single } from "../../webhooks/adapters/standard.ts";

const EVENTS: Record<string, WebhookEventType> = {
  "email.sent": "email.sent",
  "email.delivery": "email.delivered",
  "email.open": "email.opened",
  "email.click": "email.clicked",
  "email.bounce": "email.bounced",
  "email.complaint": "email.complained",
  "contact.subscribed": "email.subscribed",
  "contact.unsubscribed": "email.unsubscribed",
};

/** The `plunk` adapter. */
export const plunk: WebhookAdapter = {
  key: "plunk",
  scheme: "a header you configure: Authorization: Bearer <secret>",
  verify: verify_basic_input,
  parse({ provider, body, now }) {
    const raw = obj(parse_json(provider, body));
    const type = lookup(EVENTS, raw.event ?? raw.type);
    return [make_event(provider, {
      type,
      raw,
      message_id: str(raw.id) ?? str(raw.emailId),
      email: str(raw.email) ?? str(obj(raw.contact).email),
      timestamp: to_date(raw.timestamp ?? raw.createdAt, new Date(now)),
      url: str(raw.url) ?? str(raw.link),
      bounce: type === "email.bounced" ? { type: "undetermined" } : null,
    })];
  },
  mock(events, input) {
    const event = single("plunk", events);
    const body = JSON.stringify({
      event: native_name("plunk", EVENTS, event.type),
      email: event.email,
      id: event.message_id,
      timestamp: event.timestamp.toISOString(),
      ...(event.url ? { url: event.url } : {}),
    });
    return Promise.resolve({ body, headers: basic_headers(input.secret) });
  },
};
