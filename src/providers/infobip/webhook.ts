/**
 * Infobip Email: delivery reports (`{"results": [...]}` to the `notifyUrl`) and tracking
 * events (`notificationType` OPENED, CLICKED, UNSUBSCRIBED, COMPLAINED, LATE_BOUNCE to the
 * `trackingUrl`). No signature on these callbacks; protect the URL with Basic auth credentials
 * (secret `user:password`). `message_id` is the `bulkId`: what `POST /email/3/send` returns for the
 * whole send (and what cancel and reschedule take); each recipient's own `messageId` stays in
 * `raw`. `callbackData` carries the metadata the `infobip` provider sends as a JSON object (any
 * other value stays `{callbackData}`).
 * Docs: infobip.com/docs/api/channels/email/receive-email-delivery-report,
 * …/receive-email-tracking-reports.
 * @module
 */

import type { WebhookAdapter } from "../../webhooks/adapter.ts";
import type { WebhookEvent, WebhookEventType } from "../../webhooks/event.ts";
import { arr, lookup, make_event, obj, parse_json, str, to_date } from "../../webhooks/normal.ts";
import { basic_headers, verify_basic_input } from "../../webhooks/adapters/basic.ts";
import { pack_metadata_field, unpack_metadata } from "../../webhooks/adapters/packed.ts";

const GROUPS: Record<string, WebhookEventType> = {
  PENDING: "email.queued",
  DELIVERED: "email.delivered",
  UNDELIVERABLE: "email.bounced",
  EXPIRED: "email.failed",
  REJECTED: "email.rejected",
};

const TRACKING: Record<string, WebhookEventType> = {
  OPENED: "email.opened",
  CLICKED: "email.clicked",
  UNSUBSCRIBED: "email.unsubscribed",
  COMPLAINED: "email.complained",
  LATE_BOUNCE: "email.bounced",
};

/** The `infobip` adapter. */
export const infobip: WebhookAdapter = {
  key: "infobip",
  scheme: "HTTP Basic auth on the callback URL (secret user:password)",
  detect: (_headers, body) =>
    /"notificationType"\s*:/.test(body) || (/"results"\s*:/.test(body) && /"groupName"/.test(body)),
  verify: verify_basic_input,
  parse({ provider, body }) {
    const raw = obj(parse_json(provider, body));
    if (raw.notificationType !== undefined) {
      const type = lookup(TRACKING, raw.notificationType);
      return [make_event(provider, {
        type,
        raw,
        message_id: str(raw.bulkId) ?? str(raw.messageId),
        email: str(raw.recipient),
        timestamp: to_date(raw.sendDateTime),
        metadata: unpack_metadata(str(raw.callbackData), "callbackData"),
        url: str(raw.url),
        bounce: type === "email.bounced" ? { type: "hard" } : null,
      })];
    }
    return arr(raw.results).map((item) => {
      const result = obj(item);
      const status = obj(result.status);
      const error = obj(result.error);
      const type = lookup(GROUPS, status.groupName);
      return make_event(provider, {
        type,
        raw: result,
        message_id: str(result.bulkId) ?? str(result.messageId),
        email: str(result.to),
        timestamp: to_date(result.doneAt ?? result.sentAt),
        metadata: unpack_metadata(str(result.callbackData), "callbackData"),
        reason: str(status.description),
        bounce: type === "email.bounced"
          ? {
            type: error.permanent === false ? "soft" : "hard",
            code: str(error.id),
            message: str(error.description) ?? str(status.description),
          }
          : null,
      });
    });
  },
  mock(events, input) {
    const tracked = events.filter((event) =>
      Object.values(TRACKING).includes(event.type) && event.type !== "email.bounced"
    );
    const body = tracked.length === events.length && events.length === 1
      ? JSON.stringify(tracking(events[0]!))
      : JSON.stringify({ results: events.map(report) });
    return Promise.resolve({ body, headers: basic_headers(input.secret) });
  },
};

function tracking(event: WebhookEvent): Record<string, unknown> {
  const type = Object.entries(TRACKING).find(([, mapped]) => mapped === event.type)![0];
  return {
    notificationType: type,
    domain: "example.com",
    recipient: event.email,
    ...(event.url ? { url: event.url } : {}),
    sendDateTime: event.timestamp.getTime(),
    messageId: "tyfmabjg12v0g9obz3sv",
    bulkId: event.message_id,
    ...callback(event),
  };
}

function report(event: WebhookEvent): Record<string, unknown> {
  const group = Object.entries(GROUPS).find(([, mapped]) => mapped === event.type)?.[0];
  if (!group) throw new TypeError(`infobip sends no ${event.type} delivery reports`);
  return {
    bulkId: event.message_id,
    messageId: "tyfmabjg12v0g9obz3sv",
    to: event.email,
    sentAt: event.timestamp.toISOString(),
    doneAt: event.timestamp.toISOString(),
    messageCount: 1,
    status: { groupId: 3, groupName: group, id: 5, name: `${group}_TO_HANDSET`, description: event.reason ?? "" },
    error: event.bounce
      ? {
        groupId: 2,
        groupName: "HANDSET_ERRORS",
        id: Number(event.bounce.code ?? 5001),
        name: "EC_BOUNCE",
        description: event.bounce.message ?? "",
        permanent: event.bounce.type !== "soft",
      }
      : { groupId: 0, groupName: "OK", id: 0, name: "NO_ERROR", description: "No Error", permanent: false },
    ...callback(event),
  };
}

function callback(event: WebhookEvent): Record<string, string> {
  const value = pack_metadata_field(event.metadata, "callbackData");
  return value === undefined ? {} : { callbackData: value };
}
