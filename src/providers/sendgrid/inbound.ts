/**
 * SendGrid Inbound Parse: `multipart/form-data`. Parsed (default) posts `headers` (the raw header
 * block), `from`, `to`, `cc`, `subject`, `text`, `html`, `envelope` (JSON `{to[], from}`),
 * `SPF`, `dkim`, `charsets`, `attachments` (a count), `attachment-info` (JSON) and the files
 * `attachment1…N`; "POST the raw, full MIME message" posts the message in `email` instead, read
 * as the inbox reads it. `SPF` and `dkim` (SendGrid's checks) give `auth`.
 *
 * Verification: a Parse webhook security policy with signing posts an ECDSA signature of the
 * payload in the headers, checked here as SendGrid's Event Webhook is (`X-Twilio-Email-Event-
 * Webhook-Signature` over the `…-Timestamp` value followed by the raw body bytes; secret: the
 * policy's public key). The header names are the Event Webhook's: the Parse security page
 * names the scheme but not the headers (unconfirmed). An Inbound Parse webhook without a policy
 * is unsigned, and SendGrid offers no credentials for it: such requests are refused unless
 * `{verify: false}` (then protect the URL another way). The OAuth mode is not checked here.
 * Parsed fields are read as UTF-8; `charsets` naming another charset is not re-decoded (post
 * raw to avoid that). Docs: twilio.com/docs/sendgrid/for-developers/parsing-email/setting-up-the-inbound-parse-webhook,
 * …/parsing-email/securing-your-parse-webhooks.
 * @module
 */

import { from_base64, to_base64 } from "../../core/base64.ts";
import type { WebhookInput } from "../../webhooks/adapter.ts";
import type { InboundAdapter } from "../../webhooks/inbound/adapter.ts";
import { view_of } from "../../webhooks/inbound/eml.ts";
import { encode_form, field, file_field, has_field, read_form } from "../../webhooks/inbound/form.ts";
import { mail_from_fields, mail_from_raw, received_event, verdict } from "../../webhooks/inbound/mail.ts";
import { check_timestamp, invalid_signature } from "../../webhooks/errors.ts";
import { obj, str, strings } from "../../webhooks/normal.ts";
import { ecdsa_der_to_raw, ecdsa_raw_to_der, pem_bytes } from "../../webhooks/schemes/keys.ts";

const SIGNATURE = "x-twilio-email-event-webhook-signature";
const TIMESTAMP = "x-twilio-email-event-webhook-timestamp";
const ALGORITHM = { name: "ECDSA", namedCurve: "P-256" } as const;

function signed_bytes(timestamp: string, body: Uint8Array): Uint8Array<ArrayBuffer> {
  const head = new TextEncoder().encode(timestamp);
  const out = new Uint8Array(head.byteLength + body.byteLength);
  out.set(head);
  out.set(body, head.byteLength);
  return out;
}

/** `{@a.test : pass, @b.test : fail}` → `pass` when every signature passed. */
function dkim(value: string | null): string | null {
  if (!value) return null;
  const results = [...value.matchAll(/:\s*([a-z]+)/gi)].map((m) => m[1]!.toLowerCase());
  if (results.length === 0) return verdict(value);
  return results.every((r) => r === "pass") ? "pass" : results.find((r) => r !== "pass")!;
}

/** Header name/value pairs of a raw header block. */
function header_pairs(block: string): [string, string][] {
  return block.split(/\r?\n(?![ \t])/).flatMap((line): [string, string][] => {
    const colon = line.indexOf(":");
    return colon > 0 ? [[line.slice(0, colon).trim(), line.slice(colon + 1).replace(/\r?\n/g, "").trim()]] : [];
  });
}

/** The `sendgrid` inbound adapter. */
export const sendgrid_inbound: InboundAdapter = {
  summary: "Inbound Parse (multipart: parsed, or raw MIME)",
  scheme: "ECDSA P-256 signature of a Parse security policy; unsigned without one",
  matches: (headers, body) => {
    const type = headers.get("content-type");
    return !!type?.includes("multipart/form-data") && has_field(type, body, "envelope") &&
      (has_field(type, body, "email") || has_field(type, body, "headers"));
  },
  async verify({ provider, request, body, bytes, secret, now, tolerance_s }: WebhookInput) {
    const signature = request.headers.get(SIGNATURE);
    const timestamp = request.headers.get(TIMESTAMP);
    if (!signature || !timestamp || !secret) {
      throw invalid_signature(
        provider,
        `missing ${SIGNATURE}: attach a signing security policy to the Parse setting, or pass {verify: false}`,
      );
    }
    check_timestamp(provider, Number(timestamp), now, tolerance_s);
    let ok = false;
    try {
      const key = await crypto.subtle.importKey("spki", pem_bytes(secret), ALGORITHM, false, ["verify"]);
      const data = signed_bytes(timestamp, bytes ?? new TextEncoder().encode(body));
      ok = await crypto.subtle.verify(
        { name: "ECDSA", hash: "SHA-256" },
        key,
        ecdsa_der_to_raw(from_base64(signature)),
        data,
      );
    } catch {
      ok = false;
    }
    if (!ok) throw invalid_signature(provider, "signature does not match");
  },
  async parse(input) {
    const form = await read_form(input);
    const envelope = obj(safe_json(field(form, "envelope")));
    const raw = Object.fromEntries(
      [...form.entries()].map(([name, value]) => [name, typeof value === "string" ? value : value.name]),
    );
    const context = {
      envelope: { from: str(envelope.from), to: strings(envelope.to) },
      now: input.now,
      auth: { spf: verdict(field(form, "SPF")), dkim: dkim(field(form, "dkim")) },
    };
    const email = field(form, "email");
    if (email !== null) {
      return [received_event(input.provider, await mail_from_raw(new TextEncoder().encode(email), context), raw)];
    }
    const info = obj(safe_json(field(form, "attachment-info")));
    const count = Number(field(form, "attachments") ?? 0);
    const attachments = [];
    for (let n = 1; n <= count; n++) {
      const file = file_field(form, `attachment${n}`);
      if (!file) continue;
      const meta = obj(info[`attachment${n}`]);
      attachments.push({
        filename: str(meta.filename) ?? (file.name || null),
        type: str(meta.type) ?? (file.type || "application/octet-stream"),
        size: file.size,
        content_id: str(meta["content-id"])?.replace(/^<|>$/g, "") ?? null,
        file: () => Promise.resolve(file),
      });
    }
    const mail = await mail_from_fields({
      from: field(form, "from"),
      to: field(form, "to") ? [field(form, "to")!] : [],
      subject: field(form, "subject"),
      text: field(form, "text"),
      html: field(form, "html"),
      headers: header_pairs(field(form, "headers") ?? ""),
      attachments,
    }, context);
    return [received_event(input.provider, mail, raw)];
  },
  async mock(raw, input) {
    const view = await view_of(raw);
    const sender = view.headers.find(([n]) => n.toLowerCase() === "return-path")?.[1].replace(/^<|>$/g, "") ??
      view.from_address;
    const form = new FormData();
    const add = (name: string, value: string) => form.append(name, value);
    add("envelope", JSON.stringify({ to: [input.rcpt ?? view.to[0] ?? ""], from: sender }));
    add("sender_ip", "192.0.2.10");
    add("SPF", "pass");
    add("dkim", "{@acme.test : pass}");
    add("spam_score", "0.1");
    if (input.mode === "raw") {
      add("email", new TextDecoder().decode(raw));
    } else {
      const header = (name: string) => view.headers.find(([n]) => n.toLowerCase() === name)?.[1] ?? "";
      add("headers", view.headers.map(([name, value]) => `${name}: ${value}`).join("\n") + "\n");
      add("from", header("from"));
      add("to", header("to"));
      add("subject", view.subject);
      if (view.text) add("text", view.text);
      if (view.html) add("html", view.html);
      add("charsets", JSON.stringify({ to: "UTF-8", from: "UTF-8", subject: "UTF-8", text: "utf-8", html: "utf-8" }));
      add("attachments", String(view.attachments.length));
      const info: Record<string, unknown> = {};
      view.attachments.forEach((a, i) => {
        info[`attachment${i + 1}`] = {
          filename: a.filename,
          name: a.filename,
          type: a.type,
          ...(a.content_id ? { "content-id": a.content_id } : {}),
        };
        form.append(`attachment${i + 1}`, new File([a.bytes as BlobPart], a.filename, { type: a.type }));
      });
      if (view.attachments.length) add("attachment-info", JSON.stringify(info));
    }
    const { body, type } = await encode_form(form);
    const timestamp = String(Math.floor(input.now / 1000));
    const key = await crypto.subtle.importKey("pkcs8", pem_bytes(input.secret), ALGORITHM, false, ["sign"]);
    const signature = new Uint8Array(
      await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, key, signed_bytes(timestamp, body)),
    );
    return {
      body,
      headers: { "content-type": type, [SIGNATURE]: to_base64(ecdsa_raw_to_der(signature)), [TIMESTAMP]: timestamp },
    };
  },
};

function safe_json(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}
