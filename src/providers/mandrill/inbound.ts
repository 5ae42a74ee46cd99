/**
 * Mandrill inbound: the same form-encoded `mandrill_events` and `X-Mandrill-Signature` (base64
 * HMAC-SHA1 of the URL and sorted fields, the inbound webhook's key) as its delivery webhooks;
 * each `inbound` event's `msg.raw_msg` is the full message, read as the inbox reads it.
 * `msg.email` is the envelope recipient, `msg.spf.result` and `msg.dkim.{signed,valid}` give
 * `auth` (no DMARC). Docs: mailchimp.com/developer/transactional/guides/set-up-inbound-email-processing,
 * …/docs/webhooks (inbound event format).
 * @module
 */

import type { InboundAdapter } from "../../webhooks/inbound/adapter.ts";
import { view_of } from "../../webhooks/inbound/eml.ts";
import { mail_from_raw, received_event, verdict, when } from "../../webhooks/inbound/mail.ts";
import { invalid_payload } from "../../webhooks/errors.ts";
import { arr, obj, str, to_date } from "../../webhooks/normal.ts";
import { sign_hmac } from "../../webhooks/schemes/hmac.ts";
import type { WebhookEvent } from "../../webhooks/event.ts";

function events_of(body: string): unknown[] | null {
  const text = new URLSearchParams(body).get("mandrill_events");
  if (text === null) return null;
  try {
    return arr(JSON.parse(text));
  } catch {
    return null;
  }
}

function dkim(value: unknown): string | null {
  const result = obj(value);
  if (result.signed === undefined && result.valid === undefined) return null;
  return result.valid === true ? "pass" : result.signed === true ? "fail" : "none";
}

/** The `mandrill` inbound adapter. */
export const mandrill_inbound: InboundAdapter = {
  summary: "inbound webhook (`mandrill_events` with raw MIME)",
  matches: (_headers, body) =>
    body.includes("mandrill_events=") && (events_of(body) ?? []).some((event) => obj(event).event === "inbound"),
  async parse({ provider, body, now }) {
    const events = events_of(body);
    if (events === null) throw invalid_payload(provider, "missing mandrill_events");
    const out: WebhookEvent[] = [];
    for (const item of events) {
      const event = obj(item);
      if (event.event !== "inbound") continue;
      const msg = obj(event.msg);
      const mail = await mail_from_raw(new TextEncoder().encode(String(msg.raw_msg ?? "")), {
        id: str(event._id),
        envelope: { from: str(msg.sender), to: [str(msg.email) ?? ""] },
        received: when(to_date(event.ts)),
        now,
        auth: { spf: verdict(obj(msg.spf).result), dkim: dkim(msg.dkim) },
      });
      out.push(received_event(provider, mail, event));
    }
    return out;
  },
  async mock(raw, input) {
    const view = await view_of(raw);
    const event = {
      event: "inbound",
      ts: Math.floor((input.received?.getTime() ?? input.now) / 1000),
      ...(input.id ? { _id: input.id } : {}),
      msg: {
        raw_msg: new TextDecoder().decode(raw),
        headers: Object.fromEntries(view.headers),
        text: view.text,
        html: view.html,
        from_email: view.from_address,
        from_name: view.from_name,
        to: view.to.map((email) => [email, null]),
        email: input.rcpt ?? view.to[0] ?? "",
        subject: view.subject,
        tags: [],
        sender: null,
        spf: { result: "pass", detail: "sender SPF authorized" },
        dkim: { signed: true, valid: true },
        spam_report: { score: 0.1, matched_rules: [] },
      },
    };
    const params = new URLSearchParams({ mandrill_events: JSON.stringify([event]) });
    const signed = input.url + [...params.keys()].sort().map((key) => key + (params.get(key) ?? "")).join("");
    const signature = await sign_hmac(input.secret, signed, { hash: "SHA-1", encoding: "base64" });
    return {
      body: params.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-mandrill-signature": signature },
    };
  },
};
