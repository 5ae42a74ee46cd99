/**
 * SparkPost relay webhooks: a JSON array of `{"msys": {"relay_message": {…}}}`, each with the raw
 * message in `content.email_rfc822` (base64 when `email_rfc822_is_base64`, which SparkPost sets
 * when the message has a byte that is not UTF-8), the envelope in `msg_from` / `rcpt_to`.
 * The message is read from the raw MIME, as the inbox reads it. Authenticated with the relay
 * webhook's `auth_token` in `X-MessageSystems-Webhook-Token` (secret `token:<value>`), as the
 * delivery adapter checks it. SparkPost reports no SPF/DKIM/DMARC.
 * Docs: developers.sparkpost.com/api/relay-webhooks.
 * @module
 */

import { from_base64, to_base64 } from "../../core/base64.ts";
import type { InboundAdapter } from "../../webhooks/inbound/adapter.ts";
import { view_of } from "../../webhooks/inbound/eml.ts";
import { mail_from_raw, received_event } from "../../webhooks/inbound/mail.ts";
import { invalid_payload } from "../../webhooks/errors.ts";
import { arr, obj, parse_json, str } from "../../webhooks/normal.ts";
import { authorization } from "../../webhooks/schemes/basic.ts";

/** The `sparkpost` inbound adapter. */
export const sparkpost_inbound: InboundAdapter = {
  summary: "relay webhook (JSON with raw MIME)",
  matches: (_headers, body) => /"relay_message"\s*:/.test(body),
  async parse({ provider, body, now }) {
    const raw = parse_json(provider, body);
    if (!Array.isArray(raw)) throw invalid_payload(provider, "body is not an array of relay messages");
    const out = [];
    for (const item of arr(raw)) {
      const relay = obj(obj(obj(item).msys).relay_message);
      const content = obj(relay.content);
      const text = String(content.email_rfc822 ?? "");
      const bytes = content.email_rfc822_is_base64 === true ? from_base64(text) : new TextEncoder().encode(text);
      const mail = await mail_from_raw(bytes, {
        envelope: { from: str(relay.msg_from), to: [str(relay.rcpt_to) ?? ""] },
        now,
      });
      out.push(received_event(provider, mail, item));
    }
    return out;
  },
  async mock(raw, input) {
    const view = await view_of(raw);
    const utf8 = (() => {
      try {
        new TextDecoder("utf-8", { fatal: true }).decode(raw);
        return true;
      } catch {
        return false;
      }
    })();
    const relay = {
      content: {
        email_rfc822: utf8 ? new TextDecoder().decode(raw) : to_base64(raw),
        email_rfc822_is_base64: !utf8,
        headers: view.headers.map(([name, value]) => ({ [name]: value })),
        html: view.html,
        text: view.text,
        subject: view.subject,
        to: view.to,
        cc: [],
      },
      customer_id: "1337",
      friendly_from: view.from_address,
      msg_from: view.headers.find(([n]) => n.toLowerCase() === "return-path")?.[1].replace(/^<|>$/g, "") ??
        view.from_address,
      rcpt_to: input.rcpt ?? view.to[0] ?? "",
      webhook_id: "4839201967643219",
      protocol: "smtp",
    };
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (input.secret.startsWith("token:")) headers["x-messagesystems-webhook-token"] = input.secret.slice(6);
    else headers.authorization = authorization(input.secret);
    return { body: JSON.stringify([{ msys: { relay_message: relay } }]), headers };
  },
};
