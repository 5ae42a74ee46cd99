/**
 * Postal HTTP endpoints (routes to an HTTP URL), JSON encoding (`BodyAsJSON`), signed like its
 * webhooks: RSA over the raw body in `X-Postal-Signature-256` / `X-Postal-Signature`. The
 * `RawMessage` format posts `{id, rcpt_to, mail_from, message (base64), base64, size}` and is
 * read from the raw MIME as the inbox reads it; the `Hash` (processed) format posts parsed fields
 * (`plain_body`, `html_body`, `to`, `from`, `date`, `subject`, `message_id`, `reply_to` — an array of
 * every Reply-To value — and `attachments[]` with base64 `data` when the endpoint includes them) but
 * only those few headers. The `FormData` encoding is not read (choose JSON for the endpoint).
 * Postal reports no SPF/DKIM/DMARC.
 * Docs: docs.postalserver.io/developer/http-payloads; postalserver/postal app/senders/http_sender.rb.
 * @module
 */

import { from_base64, to_base64 } from "../../core/base64.ts";
import type { InboundAdapter } from "../../webhooks/inbound/adapter.ts";
import { view_of } from "../../webhooks/inbound/eml.ts";
import { bytes_file, mail_from_fields, mail_from_raw, received_event, when } from "../../webhooks/inbound/mail.ts";
import { arr, obj, parse_json, str, strings, to_date } from "../../webhooks/normal.ts";
import { rsa_sign } from "../../webhooks/schemes/keys.ts";

/** Header fields of the `Hash` format, by the header each one is. */
const HEADER_FIELDS: [string, string][] = [
  ["from", "From"],
  ["to", "To"],
  ["cc", "Cc"],
  ["date", "Date"],
  ["in_reply_to", "In-Reply-To"],
  ["references", "References"],
  ["reply_to", "Reply-To"],
  ["auto_submitted", "Auto-Submitted"],
];

/** The `postal` inbound adapter. */
export const postal_inbound: InboundAdapter = {
  summary: "HTTP endpoint (JSON: parsed fields, or raw message base64)",
  matches: (headers, body) =>
    (headers.has("x-postal-signature") || headers.has("x-postal-signature-256")) && /"rcpt_to"\s*:/.test(body),
  async parse({ provider, body, now }) {
    const raw = obj(parse_json(provider, body));
    const context = {
      id: str(raw.message_id),
      envelope: { from: str(raw.mail_from), to: [str(raw.rcpt_to) ?? ""] },
      received: when(to_date(raw.timestamp)),
      now,
    };
    if (typeof raw.message === "string") {
      const bytes = raw.base64 === false ? new TextEncoder().encode(raw.message) : from_base64(raw.message);
      return [received_event(provider, await mail_from_raw(bytes, context), raw)];
    }
    // `reply_to` is every Reply-To value (an array); the others are one header's last value.
    const headers: [string, string][] = HEADER_FIELDS.flatMap(([field, name]) =>
      strings(raw[field]).map((value): [string, string] => [name, value])
    );
    if (str(raw.subject)) headers.push(["Subject", String(raw.subject)]);
    if (str(raw.message_id)) headers.push(["Message-ID", `<${raw.message_id}>`]);
    const mail = await mail_from_fields({
      from: str(raw.from),
      to: str(raw.to) ? [String(raw.to)] : [],
      subject: str(raw.subject),
      text: str(raw.plain_body),
      html: str(raw.html_body),
      headers,
      size: Number(raw.size) || null,
      attachments: arr(raw.attachments).map(obj).map((a, index) => {
        const bytes = from_base64(String(a.data ?? ""));
        const type = str(a.content_type) ?? "application/octet-stream";
        const filename = str(a.filename);
        return {
          filename,
          type,
          size: bytes.byteLength,
          content_id: null,
          file: bytes_file(bytes, filename, type, index),
        };
      }),
    }, context);
    return [received_event(provider, mail, raw)];
  },
  async mock(raw, input) {
    const view = await view_of(raw);
    const all = (name: string) => view.headers.filter(([n]) => n.toLowerCase() === name).map(([, value]) => value);
    const header = (name: string) => all(name).at(-1) ?? null;
    const reply_to = all("reply-to");
    const common = {
      id: Number(input.id) || 12345,
      rcpt_to: input.rcpt ?? view.to[0] ?? "",
      mail_from: header("return-path")?.replace(/^<|>$/g, "") ?? view.from_address,
    };
    const payload = input.mode === "raw"
      ? { ...common, message: to_base64(raw).replace(/.{60}/g, "$&\n"), base64: true, size: raw.byteLength }
      : {
        ...common,
        token: "rtmuzogUauKN",
        subject: view.subject,
        message_id: view.message_id.replace(/^<|>$/g, ""),
        timestamp: (input.received?.getTime() ?? input.now) / 1000,
        size: String(raw.byteLength),
        spam_status: "NotSpam",
        bounce: false,
        received_with_ssl: true,
        to: header("to"),
        cc: header("cc"),
        from: header("from"),
        date: header("date"),
        in_reply_to: header("in-reply-to"),
        references: header("references"),
        html_body: view.html,
        attachment_quantity: view.attachments.length,
        auto_submitted: header("auto-submitted"),
        reply_to: reply_to.length ? reply_to : null,
        plain_body: view.text,
        attachments: view.attachments.map((a) => ({
          filename: a.filename,
          content_type: a.type,
          size: a.bytes.byteLength,
          data: to_base64(a.bytes),
        })),
      };
    const body = JSON.stringify(payload);
    return {
      body,
      headers: {
        "content-type": "application/json",
        "x-postal-signature-256": await rsa_sign(input.secret, body, "SHA-256"),
      },
    };
  },
};
