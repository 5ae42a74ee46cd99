/**
 * Mailgun routes, `forward("https://…")`: the received message posted as a form (urlencoded, or
 * multipart when it has attachments) with the same `timestamp` / `token` / `signature` fields
 * as its webhooks (hex HMAC-SHA256 of timestamp + token, HTTP webhook signing key). Parsed:
 * `recipient` and `sender` (the envelope), `from`, `subject`, `body-plain`, `body-html`,
 * `message-headers` (JSON list of name/value pairs, all headers in order), `attachment-count`,
 * `attachment-1…N` files and `content-id-map`. A route URL ending in `mime` gets the raw message
 * in `body-mime`, read as the inbox reads it. `X-Mailgun-Spf` / `X-Mailgun-Dkim-Check-Result`
 * headers, when Mailgun adds them, give `auth`. Docs:
 * documentation.mailgun.com/docs/mailgun/user-manual/receive-forward-store/receive-http,
 * …/webhooks/securing-webhooks.
 * @module
 */

import type { WebhookInput } from "../../webhooks/adapter.ts";
import type { InboundAdapter } from "../../webhooks/inbound/adapter.ts";
import { view_of } from "../../webhooks/inbound/eml.ts";
import { encode_form, field, file_field, has_field, read_form } from "../../webhooks/inbound/form.ts";
import { join_headers, mail_from_fields, mail_from_raw, received_event, verdict } from "../../webhooks/inbound/mail.ts";
import { check_timestamp, invalid_signature } from "../../webhooks/errors.ts";
import { arr, obj } from "../../webhooks/normal.ts";
import { sign_hmac, verify_hmac } from "../../webhooks/schemes/hmac.ts";

/** The `mailgun` inbound adapter. */
export const mailgun_inbound: InboundAdapter = {
  summary: "route `forward()` (form: parsed, or raw MIME)",
  matches: (headers, body) => {
    const type = headers.get("content-type");
    return has_field(type, body, "signature") &&
      (has_field(type, body, "body-mime") || has_field(type, body, "message-headers"));
  },
  async verify(input: WebhookInput) {
    const form = await read_form(input);
    const timestamp = field(form, "timestamp");
    const token = field(form, "token");
    if (!timestamp || !token || !input.secret) throw invalid_signature(input.provider, "missing signature fields");
    check_timestamp(input.provider, Number(timestamp), input.now, input.tolerance_s);
    await verify_hmac(input.provider, input.secret, timestamp + token, field(form, "signature"), { encoding: "hex" });
  },
  async parse(input) {
    const form = await read_form(input);
    const pairs = arr(safe_json(field(form, "message-headers"))).map((pair): [string, string] => {
      const [name, value] = arr(pair);
      return [String(name ?? ""), String(value ?? "")];
    });
    const headers = join_headers(pairs);
    const context = {
      envelope: { from: field(form, "sender"), to: (field(form, "recipient") ?? "").split(",").map((s) => s.trim()) },
      now: input.now,
      auth: {
        spf: verdict(headers["x-mailgun-spf"]),
        dkim: verdict(headers["x-mailgun-dkim-check-result"]),
      },
    };
    const raw = Object.fromEntries(
      [...form.entries()].map(([name, value]) => [name, typeof value === "string" ? value : value.name]),
    );
    const mime = field(form, "body-mime");
    if (mime !== null) {
      return [received_event(input.provider, await mail_from_raw(new TextEncoder().encode(mime), context), raw)];
    }
    const ids = Object.fromEntries(
      Object.entries(obj(safe_json(field(form, "content-id-map")))).map(([cid, name]) => [String(name), cid]),
    );
    const count = Number(field(form, "attachment-count") ?? 0);
    const attachments = [];
    for (let n = 1; n <= count; n++) {
      const file = file_field(form, `attachment-${n}`);
      if (!file) continue;
      attachments.push({
        filename: file.name || null,
        type: file.type || "application/octet-stream",
        size: file.size,
        content_id: ids[`attachment-${n}`]?.replace(/^<|>$/g, "") ?? null,
        file: () => Promise.resolve(file),
      });
    }
    const mail = await mail_from_fields({
      from: field(form, "from"),
      to: headers.to ? [headers.to] : [],
      subject: field(form, "subject"),
      text: field(form, "body-plain"),
      html: field(form, "body-html"),
      headers: pairs,
      attachments,
    }, context);
    return [received_event(input.provider, mail, raw)];
  },
  async mock(raw, input) {
    const view = await view_of(raw);
    const timestamp = String(Math.floor(input.now / 1000));
    const token = crypto.randomUUID().replaceAll("-", "") + "0123456789abcdef01";
    const fields: [string, string][] = [
      ["recipient", input.rcpt ?? view.to[0] ?? ""],
      ["sender", view.headers.find(([n]) => n.toLowerCase() === "return-path")?.[1].replace(/^<|>$/g, "") ?? ""],
      ["from", view.from],
      ["subject", view.subject],
      ["timestamp", timestamp],
      ["token", token],
      ["signature", await sign_hmac(input.secret, timestamp + token, { encoding: "hex" })],
    ];
    if (input.mode === "mime") {
      const form = new FormData();
      for (const [name, value] of [...fields, ["body-mime", new TextDecoder().decode(raw)]]) form.append(name!, value!);
      const { body, type } = await encode_form(form);
      return { body, headers: { "content-type": type } };
    }
    fields.push(
      ["message-headers", JSON.stringify(view.headers)],
      ["body-plain", view.text],
      ["stripped-text", view.text],
      ["body-html", view.html],
      ["stripped-html", view.html],
      ["attachment-count", String(view.attachments.length)],
    );
    if (view.attachments.length === 0) {
      return {
        body: new URLSearchParams(fields).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      };
    }
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    const map: Record<string, string> = {};
    view.attachments.forEach((a, i) => {
      form.append(`attachment-${i + 1}`, new File([a.bytes as BlobPart], a.filename, { type: a.type }));
      if (a.content_id) map[`<${a.content_id}>`] = `attachment-${i + 1}`;
    });
    form.append("content-id-map", JSON.stringify(map));
    const { body, type } = await encode_form(form);
    return { body, headers: { "content-type": type } };
  },
};

function safe_json(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}
