/**
 * Elastic Email v4 webhooks with `DeliveryMethod: PostJson` and signing enabled: a flat JSON
 * object per notification with `X-ElasticEmail-Timestamp` (unix seconds),
 * `X-ElasticEmail-Signature: v1=<HMAC-SHA256 of "<timestamp>.<raw body>">` and
 * `X-ElasticEmail-Webhook-Id`; the key is the full `whsec_…` signing secret. Elastic Email's pages
 * name the headers but not the digest encoding, so hex and base64 are both accepted.
 * `messageid` is the `MessageID` the send API returns; `postback` carries the metadata the
 * `elasticemail` provider sends as a JSON object (any other value stays `{postback}`).
 * Docs: elasticemail.com/developers/api-documentation/rest-api#tag/Webhooks,
 * help.elasticemail.com/en/articles/4804685-notification-settings.
 * @module
 */

import { from_base64, to_hex } from "../../core/base64.ts";
import type { WebhookAdapter } from "../../webhooks/adapter.ts";
import type { WebhookEventType } from "../../webhooks/event.ts";
import { check_timestamp, invalid_signature } from "../../webhooks/errors.ts";
import { lookup, make_event, native_name, obj, parse_json, str, to_date } from "../../webhooks/normal.ts";
import { sign_hmac, verify_hmac } from "../../webhooks/schemes/hmac.ts";
import { pack_metadata_field, unpack_metadata } from "../../webhooks/adapters/packed.ts";
import { single } from "../../webhooks/adapters/standard.ts";

const EVENTS: Record<string, WebhookEventType> = {
  Sent: "email.delivered",
  Opened: "email.opened",
  Clicked: "email.clicked",
  Error: "email.bounced",
  AbuseReport: "email.complained",
  Unsubscribed: "email.unsubscribed",
};

/** Elastic Email's bounce categories that are permanent. */
const HARD = new Set([
  "NoMailbox",
  "AccountProblem",
  "DNSProblem",
  "NotDelivered",
  "Spam",
  "BlackListed",
  "ManualCancel",
]);

const SIGNATURE = "x-elasticemail-signature";
const TIMESTAMP = "x-elasticemail-timestamp";

/** The `elasticemail` adapter. */
export const elasticemail: WebhookAdapter = {
  key: "elasticemail",
  scheme: "v1= HMAC-SHA256 of timestamp.body (X-ElasticEmail-Signature)",
  detect: (headers) => headers.has(SIGNATURE),
  async verify({ provider, request, body, secret, now, tolerance_s }) {
    const signature = request.headers.get(SIGNATURE);
    const timestamp = request.headers.get(TIMESTAMP);
    if (!signature || !timestamp || !secret) throw invalid_signature(provider, `missing ${SIGNATURE} or ${TIMESTAMP}`);
    if (!signature.startsWith("v1=")) throw invalid_signature(provider, "signature must start with v1=");
    check_timestamp(provider, Number(timestamp), now, tolerance_s);
    let given = signature.slice(3);
    if (!/^[0-9a-f]{64}$/i.test(given)) {
      try {
        given = to_hex(from_base64(given));
      } catch {
        throw invalid_signature(provider, "signature is neither hex nor base64");
      }
    }
    await verify_hmac(provider, secret, `${timestamp}.${body}`, given, { encoding: "hex" });
  },
  parse({ provider, body, request }) {
    const raw = body.trim() === ""
      ? Object.fromEntries(new URL(request.url).searchParams)
      : obj(parse_json(provider, body));
    const type = lookup(EVENTS, raw.status);
    const category = str(raw.category);
    return [make_event(provider, {
      type,
      raw,
      message_id: str(raw.messageid),
      email: str(raw.to),
      timestamp: to_date(str(raw.date)?.replace(/^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d)$/, "$1T$2Z")),
      tags: str(raw.channel) ? [str(raw.channel)!] : [],
      metadata: unpack_metadata(str(raw.postback), "postback"),
      url: str(raw.target),
      reason: type === "email.bounced" ? category : null,
      bounce: type === "email.bounced"
        ? { type: category && HARD.has(category) ? "hard" : "soft", code: category }
        : null,
    })];
  },
  async mock(events, input) {
    const event = single("elasticemail", events);
    const body = JSON.stringify({
      to: event.email,
      from: "sender@example.com",
      date: event.timestamp.toISOString().slice(0, 19),
      subject: "Hello",
      status: native_name("elasticemail", EVENTS, event.type),
      messageid: event.message_id,
      transaction: "b1a6b3c0-0f1a-4a37-9a34-2f0e4bd7f6f1",
      channel: event.tags[0] ?? "",
      account: "sender@example.com",
      ...(event.url ? { target: event.url } : {}),
      ...(event.bounce ? { category: event.bounce.type === "hard" ? "NoMailbox" : "Timeout" } : {}),
      ...(pack_metadata_field(event.metadata, "postback")
        ? { postback: pack_metadata_field(event.metadata, "postback") }
        : {}),
    });
    const timestamp = String(Math.floor(input.now / 1000));
    const signature = "v1=" + await sign_hmac(input.secret, `${timestamp}.${body}`, { encoding: "hex" });
    return {
      body,
      headers: {
        "content-type": "application/json",
        [SIGNATURE]: signature,
        [TIMESTAMP]: timestamp,
        "x-elasticemail-webhook-id": crypto.randomUUID(),
      },
    };
  },
};
