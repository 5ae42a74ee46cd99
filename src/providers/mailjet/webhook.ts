/**
 * Mailjet Event API: no signature; Mailjet recommends Basic auth credentials on the URL (secret
 * `user:password`). Version 1 posts one event object, version 2 an array. `MessageID` is the
 * `Messages[].To[].MessageID` the Send API v3.1 returns; `customcampaign` is the tag, `CustomID`
 * and the JSON object in `Payload` (our provider's `EventPayload`) are the metadata.
 * Docs: dev.mailjet.com/email/guides/webhooks.
 * @module
 */

import type { WebhookAdapter } from "../../webhooks/adapter.ts";
import type { WebhookEventType } from "../../webhooks/event.ts";
import {
  arr,
  lookup,
  make_event,
  native_name,
  obj,
  parse_json,
  str,
  string_map,
  to_date,
  unix,
} from "../../webhooks/normal.ts";
import { basic_headers, verify_basic_input } from "../../webhooks/adapters/basic.ts";

const EVENTS: Record<string, WebhookEventType> = {
  sent: "email.delivered",
  open: "email.opened",
  click: "email.clicked",
  bounce: "email.bounced",
  blocked: "email.rejected",
  spam: "email.complained",
  unsub: "email.unsubscribed",
};

/**
 * Our `mailjet` provider sends metadata as a JSON object in `EventPayload`, which Mailjet echoes
 * as `Payload`; any other payload text comes back as `{Payload: text}`.
 */
function payload_metadata(payload: string | null): Record<string, string> {
  if (!payload) return {};
  try {
    const parsed = JSON.parse(payload);
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) return string_map(parsed);
  } catch {
    // not JSON: kept as it is
  }
  return { Payload: payload };
}

function mock_payload(metadata: Record<string, string>): string {
  const { CustomID: _, ...rest } = metadata;
  return Object.keys(rest).length ? JSON.stringify(rest) : "";
}

/** The `mailjet` adapter. */
export const mailjet: WebhookAdapter = {
  key: "mailjet",
  scheme: "HTTP Basic auth on the webhook URL (secret user:password)",
  detect: (_headers, body) => /"mj_campaign_id"\s*:/.test(body),
  verify: verify_basic_input,
  parse({ provider, body }) {
    const raw = parse_json(provider, body);
    return (Array.isArray(raw) ? arr(raw) : [raw]).map((item) => {
      const event = obj(item);
      const type = lookup(EVENTS, event.event);
      const metadata: Record<string, string> = { ...payload_metadata(str(event.Payload)) };
      if (str(event.CustomID)) metadata.CustomID = str(event.CustomID)!;
      const error = [str(event.error_related_to), str(event.error)].filter(Boolean).join(": ");
      return make_event(provider, {
        id: str(event.Message_GUID),
        type,
        raw: event,
        message_id: str(event.MessageID) ?? str(event.mj_message_id),
        email: str(event.email),
        timestamp: to_date(event.time),
        tags: str(event.customcampaign) ? [str(event.customcampaign)!] : [],
        metadata,
        url: str(event.url),
        user_agent: str(event.agent),
        ip: str(event.ip),
        reason: error || str(event.smtp_reply),
        bounce: type === "email.bounced"
          ? {
            type: event.hard_bounce === true ? "hard" : event.hard_bounce === false ? "soft" : "undetermined",
            code: str(event.error),
            message: str(event.comment),
          }
          : null,
      });
    });
  },
  mock(events, input) {
    const items = events.map((event) => ({
      event: native_name("mailjet", EVENTS, event.type),
      time: unix(event.timestamp),
      MessageID: Number(event.message_id) || event.message_id,
      Message_GUID: event.id || crypto.randomUUID(),
      email: event.email,
      mj_campaign_id: 7257,
      mj_contact_id: 4,
      customcampaign: event.tags[0] ?? "",
      CustomID: event.metadata.CustomID ?? "",
      Payload: mock_payload(event.metadata),
      ...(event.url ? { url: event.url } : {}),
      ...(event.ip ? { ip: event.ip } : {}),
      ...(event.user_agent ? { agent: event.user_agent } : {}),
      ...(event.bounce
        ? {
          blocked: false,
          hard_bounce: event.bounce.type === "hard",
          error_related_to: "recipient",
          error: event.bounce.code ?? "user unknown",
          comment: event.bounce.message ?? "",
        }
        : {}),
    }));
    const body = JSON.stringify(items.length === 1 ? items[0] : items);
    return Promise.resolve({ body, headers: basic_headers(input.secret) });
  },
};
