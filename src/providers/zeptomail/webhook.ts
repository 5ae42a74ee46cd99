/**
 * ZeptoMail: bounce, open and click webhooks. ZeptoMail secures them with the webhook
 * "authentication key", sent back in the `Authorization` header (secret: that key). Payload
 * `{"event_name": [...], "event_message": [{email_info, event_data: [{details: [...]}], request_id}]}`;
 * `request_id` is what the send API returns; `client_reference` carries the metadata the
 * `zeptomail` provider sends as a JSON object (any other value stays `{client_reference}`). Docs: zoho.com/zeptomail/help/webhooks.html,
 * zoho.com/zeptomail/webhooks-instant-notification.html.
 * @module
 */

import { timing_safe_equal } from "../../core/crypto.ts";
import type { WebhookAdapter } from "../../webhooks/adapter.ts";
import type { WebhookEvent, WebhookEventType } from "../../webhooks/event.ts";
import { invalid_signature } from "../../webhooks/errors.ts";
import { arr, lookup, make_event, native_name, obj, parse_json, str, strings, to_date } from "../../webhooks/normal.ts";
import { pack_metadata_field, unpack_metadata } from "../../webhooks/adapters/packed.ts";

const EVENTS: Record<string, WebhookEventType> = {
  softbounce: "email.bounced",
  hardbounce: "email.bounced",
  email_open: "email.opened",
  email_link_click: "email.clicked",
};

/** The `zeptomail` adapter. */
export const zeptomail: WebhookAdapter = {
  key: "zeptomail",
  scheme: "webhook authentication key in the Authorization header",
  detect: (_headers, body) => /"event_message"\s*:/.test(body),
  verify({ provider, request, secret }) {
    const given = request.headers.get("authorization") ?? "";
    if (!secret || !given || !timing_safe_equal(given.trim(), secret)) {
      return Promise.reject(invalid_signature(provider, "authentication key does not match"));
    }
    return Promise.resolve();
  },
  parse({ provider, body }) {
    const raw = obj(parse_json(provider, body));
    const name = strings(raw.event_name)[0];
    const type = lookup(EVENTS, name);
    const out: WebhookEvent[] = [];
    for (const message of arr(raw.event_message)) {
      const info = obj(obj(message).email_info);
      const to = arr(info.to).map((item) => str(obj(obj(item).email_address).address));
      for (const data of arr(obj(message).event_data)) {
        for (const detail of arr(obj(data).details)) {
          const d = obj(detail);
          out.push(make_event(provider, {
            type,
            raw,
            message_id: str(obj(message).request_id),
            email: str(d.bounced_recipient) ?? str(d.email_address) ?? to[0],
            timestamp: to_date(d.time),
            tags: [],
            metadata: unpack_metadata(str(info.client_reference), "client_reference"),
            url: str(d.clicked_link),
            user_agent: str(d.user_agent),
            ip: str(d.ip_address),
            reason: str(d.reason),
            bounce: type === "email.bounced"
              ? {
                type: name === "hardbounce" ? "hard" : "soft",
                code: str(d.diagnostic_code),
                message: str(d.diagnostic_message) ?? str(d.reason),
              }
              : null,
          }));
        }
      }
    }
    return out;
  },
  mock(events, input) {
    const first = events[0];
    if (!first || events.some((event) => event.type !== first.type || event.bounce?.type !== first.bounce?.type)) {
      throw new TypeError("zeptomail posts one kind of event per request");
    }
    let name = native_name("zeptomail", EVENTS, first.type);
    if (first.type === "email.bounced") name = first.bounce?.type === "hard" ? "hardbounce" : "softbounce";
    const body = JSON.stringify({
      event_name: [name],
      event_message: events.map((event) => ({
        email_info: {
          to: [{ email_address: { address: event.email, name: "" } }],
          client_reference: pack_metadata_field(event.metadata, "client_reference") ?? "",
          subject: "Hello",
          from: { address: "sender@example.com", name: "Sender" },
        },
        event_data: [{
          object: name,
          details: [{
            time: event.timestamp.toISOString(),
            ...(event.type === "email.bounced" ? { bounced_recipient: event.email } : { email_address: event.email }),
            ...(event.url ? { clicked_link: event.url } : {}),
            ...(event.user_agent ? { user_agent: event.user_agent } : {}),
            ...(event.ip ? { ip_address: event.ip } : {}),
            ...(event.reason ? { reason: event.reason } : {}),
            ...(event.bounce?.code ? { diagnostic_code: event.bounce.code } : {}),
            ...(event.bounce?.message ? { diagnostic_message: event.bounce.message } : {}),
          }],
        }],
        request_id: event.message_id,
      })),
      webhook_request_id: crypto.randomUUID(),
    });
    return Promise.resolve({ body, headers: { "content-type": "application/json", authorization: input.secret } });
  },
};
