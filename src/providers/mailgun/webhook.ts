/**
 * Mailgun: one event per request `{"signature": {timestamp, token, signature}, "event-data": {…}}`;
 * the signature is hex HMAC-SHA256 of `timestamp + token` under the HTTP webhook signing key.
 * `message_id` is `message.headers.message-id`: the `id` our `mailgun` provider returns (Mailgun's
 * own `<id>` without its angle brackets).
 * Docs: documentation.mailgun.com/docs/mailgun/user-manual/webhooks/securing-webhooks,
 * …/webhook-payloads, …/events/event-types.
 * @module
 */

import type { WebhookAdapter } from "../../webhooks/adapter.ts";
import type { WebhookEventType } from "../../webhooks/event.ts";
import { check_timestamp, invalid_signature } from "../../webhooks/errors.ts";
import {
  lookup,
  make_event,
  native_name,
  obj,
  parse_json,
  str,
  string_map,
  strings,
  to_date,
} from "../../webhooks/normal.ts";
import { sign_hmac, verify_hmac } from "../../webhooks/schemes/hmac.ts";
import { single } from "../../webhooks/adapters/standard.ts";

const EVENTS: Record<string, WebhookEventType> = {
  accepted: "email.queued",
  delivered: "email.delivered",
  failed: "email.bounced",
  rejected: "email.rejected",
  opened: "email.opened",
  clicked: "email.clicked",
  unsubscribed: "email.unsubscribed",
  complained: "email.complained",
};

/** The `mailgun` adapter. */
export const mailgun: WebhookAdapter = {
  key: "mailgun",
  scheme: "HMAC-SHA256 of timestamp+token (HTTP webhook signing key)",
  detect: (_headers, body) => /"event-data"\s*:/.test(body) && /"signature"\s*:/.test(body),
  async verify({ provider, body, secret, now, tolerance_s }) {
    const signature = obj(obj(parse_json(provider, body)).signature);
    const timestamp = str(signature.timestamp);
    const token = str(signature.token);
    if (!timestamp || !token || !secret) throw invalid_signature(provider, "missing signature object");
    check_timestamp(provider, Number(timestamp), now, tolerance_s);
    await verify_hmac(provider, secret, timestamp + token, str(signature.signature), { encoding: "hex" });
  },
  parse({ provider, body }) {
    const raw = obj(parse_json(provider, body));
    const data = obj(raw["event-data"]);
    const status = obj(data["delivery-status"]);
    const message_id = str(obj(obj(data.message).headers)["message-id"]);
    let type = lookup(EVENTS, data.event);
    if (data.event === "failed" && data.severity === "temporary") type = "email.deferred";
    return [make_event(provider, {
      id: str(data.id),
      type,
      raw,
      message_id: message_id ?? null,
      email: str(data.recipient),
      timestamp: to_date(data.timestamp),
      tags: strings(data.tags),
      metadata: string_map(data["user-variables"]),
      url: str(data.url),
      user_agent: str(obj(data["client-info"])["user-agent"]),
      ip: str(data.ip),
      reason: str(data.reason),
      bounce: data.event === "failed"
        ? {
          type: data.severity === "permanent" ? "hard" : data.severity === "temporary" ? "soft" : "undetermined",
          code: str(status.code),
          message: str(status.description) ?? str(status.message),
        }
        : null,
    })];
  },
  async mock(events, input) {
    const event = single("mailgun", events);
    const timestamp = String(Math.floor(input.now / 1000));
    const token = crypto.randomUUID().replaceAll("-", "") + "0123456789abcdef01";
    const data: Record<string, unknown> = {
      id: event.id || crypto.randomUUID(),
      event: native_name("mailgun", EVENTS, event.type === "email.deferred" ? "email.bounced" : event.type),
      timestamp: event.timestamp.getTime() / 1000,
      recipient: event.email,
      tags: event.tags,
      "user-variables": event.metadata,
      message: { headers: { "message-id": event.message_id?.replace(/^<|>$/g, "") } },
    };
    if (event.type === "email.deferred" || event.bounce) {
      data.severity = event.type === "email.deferred" || event.bounce?.type === "soft" ? "temporary" : "permanent";
      data["delivery-status"] = { code: Number(event.bounce?.code ?? 550), description: event.bounce?.message ?? "" };
    }
    if (event.url) data.url = event.url;
    if (event.ip) data.ip = event.ip;
    if (event.user_agent) data["client-info"] = { "user-agent": event.user_agent };
    if (event.reason) data.reason = event.reason;
    const signature = {
      timestamp,
      token,
      signature: await sign_hmac(input.secret, timestamp + token, { encoding: "hex" }),
    };
    return { body: JSON.stringify({ signature, "event-data": data }), headers: { "content-type": "application/json" } };
  },
};
