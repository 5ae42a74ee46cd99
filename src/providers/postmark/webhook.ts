/**
 * Postmark: no signature; Postmark offers HTTP Basic auth credentials on the webhook URL
 * (secret `user:password`). One event per request, told apart by `RecordType`; `MessageID` is
 * what the email API returns. Docs: postmarkapp.com/developer/webhooks/webhooks-overview and the
 * delivery, bounce, spam-complaint, open, click and subscription-change webhook pages.
 * @module
 */

import type { WebhookAdapter } from "../../webhooks/adapter.ts";
import type { WebhookEvent, WebhookEventType } from "../../webhooks/event.ts";
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
import { basic_headers, verify_basic_input } from "../../webhooks/adapters/basic.ts";
import { single } from "../../webhooks/adapters/standard.ts";

const EVENTS: Record<string, WebhookEventType> = {
  Delivery: "email.delivered",
  Bounce: "email.bounced",
  SpamComplaint: "email.complained",
  Open: "email.opened",
  Click: "email.clicked",
  SubscriptionChange: "email.unsubscribed",
};

const HARD = new Set(["HardBounce", "BadEmailAddress", "ManuallyDeactivated"]);
const SOFT = new Set(["SoftBounce", "Transient", "DnsError"]);

function time(raw: Record<string, unknown>): Date {
  return to_date(raw.DeliveredAt ?? raw.BouncedAt ?? raw.ReceivedAt ?? raw.ChangedAt);
}

/** The `postmark` adapter. */
export const postmark: WebhookAdapter = {
  key: "postmark",
  scheme: "HTTP Basic auth on the webhook URL (secret user:password)",
  detect: (_headers, body) => /"RecordType"\s*:/.test(body),
  verify: verify_basic_input,
  parse({ provider, body }) {
    const raw = obj(parse_json(provider, body));
    let type = lookup(EVENTS, raw.RecordType);
    if (raw.RecordType === "Bounce" && raw.Type === "SpamComplaint") type = "email.complained";
    if (raw.RecordType === "SubscriptionChange" && raw.SuppressSending === false) type = "email.subscribed";
    const bounce_type = String(raw.Type ?? "");
    return [make_event(provider, {
      // Bounce IDs are 64-bit: read them from the text, JSON numbers lose the last digits.
      id: /"ID"\s*:\s*(\d+)/.exec(body)?.[1] ?? str(raw.ID),
      type,
      raw,
      message_id: str(raw.MessageID),
      email: str(raw.Recipient) ?? str(raw.Email),
      timestamp: time(raw),
      tags: strings(raw.Tag),
      metadata: string_map(raw.Metadata),
      url: str(raw.OriginalLink),
      user_agent: str(raw.UserAgent),
      ip: str(obj(raw.Geo).IP),
      reason: str(raw.Details) ?? str(raw.SuppressionReason),
      bounce: type === "email.bounced"
        ? {
          type: HARD.has(bounce_type) ? "hard" : SOFT.has(bounce_type) ? "soft" : "undetermined",
          code: str(raw.TypeCode),
          message: str(raw.Description),
        }
        : null,
    })];
  },
  mock(events, input) {
    const event = single("postmark", events);
    const body = JSON.stringify(native(event));
    return Promise.resolve({ body, headers: basic_headers(input.secret) });
  },
};

function native(event: WebhookEvent): Record<string, unknown> {
  const common = {
    RecordType: native_name("postmark", EVENTS, event.type === "email.subscribed" ? "email.unsubscribed" : event.type),
    MessageStream: "outbound",
    MessageID: event.message_id,
    Tag: event.tags[0] ?? "",
    Metadata: event.metadata,
  };
  const at = event.timestamp.toISOString();
  switch (event.type) {
    case "email.bounced":
    case "email.complained": {
      const type = event.type === "email.complained"
        ? "SpamComplaint"
        : event.bounce?.type === "soft"
        ? "SoftBounce"
        : event.bounce?.type === "hard"
        ? "HardBounce"
        : "Unknown";
      return {
        ...common,
        RecordType: event.type === "email.complained" ? "SpamComplaint" : "Bounce",
        ID: Number(event.id) || 4323372036854775807,
        Type: type,
        TypeCode: Number(event.bounce?.code ?? (type === "HardBounce" ? 1 : 4096)),
        Name: type,
        Email: event.email,
        BouncedAt: at,
        Description: event.bounce?.message ?? "",
        Details: event.reason ?? "",
      };
    }
    case "email.opened":
      return {
        ...common,
        FirstOpen: true,
        Recipient: event.email,
        ReceivedAt: at,
        UserAgent: event.user_agent,
        Geo: { IP: event.ip },
      };
    case "email.clicked":
      return {
        ...common,
        Recipient: event.email,
        ReceivedAt: at,
        OriginalLink: event.url,
        UserAgent: event.user_agent,
        Geo: { IP: event.ip },
      };
    case "email.unsubscribed":
    case "email.subscribed":
      return {
        ...common,
        Recipient: event.email,
        ChangedAt: at,
        SuppressSending: event.type === "email.unsubscribed",
        Origin: "Recipient",
      };
    default:
      return { ...common, Recipient: event.email, DeliveredAt: at, Details: event.reason ?? "" };
  }
}
