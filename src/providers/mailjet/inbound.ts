/**
 * Mailjet Parse API: one JSON object per received message (`Sender`, `Recipient`, `From`,
 * `Subject`, `Headers{}` — most as arrays of lines, a few single strings — `Parts[]` linking
 * each part's headers to `Text-part`, `Html-part` or `AttachmentN` (base64), `SpamAssassinScore`).
 * No signature: authenticated like its Event API, with Basic auth credentials on the parse
 * route's URL. Docs: dev.mailjet.com/email/guides/parse-api (mailjet/api-documentation
 * `guides/_parse-api.md`).
 * @module
 */

import { from_base64, to_base64 } from "../../core/base64.ts";
import type { InboundAdapter } from "../../webhooks/inbound/adapter.ts";
import { view_of } from "../../webhooks/inbound/eml.ts";
import { bytes_file, mail_from_fields, received_event } from "../../webhooks/inbound/mail.ts";
import { arr, obj, parse_json, str } from "../../webhooks/normal.ts";
import { basic_headers } from "../../webhooks/adapters/basic.ts";

/** Headers Mailjet posts as single strings; the rest are arrays of lines. */
const SINGLE = new Set([
  "date",
  "from",
  "sender",
  "reply-to",
  "to",
  "cc",
  "bcc",
  "message-id",
  "in-reply-to",
  "references",
  "subject",
]);

/** `20150410T160638` (UTC) as a date. */
function compact_date(value: unknown): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(String(value ?? ""));
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)) : undefined;
}

function param(header: string, name: string): string | null {
  return new RegExp(`${name}="?([^";]+)"?`, "i").exec(header)?.[1] ?? null;
}

/** The `mailjet` inbound adapter. */
export const mailjet_inbound: InboundAdapter = {
  summary: "JSON webhook (Parse API, base64 attachments)",
  matches: (_headers, body) => /"Parts"\s*:/.test(body) && /"Recipient"\s*:/.test(body),
  async parse({ provider, body, now }) {
    const raw = obj(parse_json(provider, body));
    const headers: [string, string][] = Object.entries(obj(raw.Headers)).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((line): [string, string] => [name, String(line)])
    );
    const attachments = arr(raw.Parts).map(obj).filter((part) => /^Attachment\d+$/.test(String(part.ContentRef)))
      .map((part, index) => {
        const part_headers = obj(part.Headers);
        const content_type = String(part_headers["Content-Type"] ?? "application/octet-stream");
        const bytes = from_base64(String(raw[String(part.ContentRef)] ?? ""));
        const type = content_type.split(";")[0]!.trim().toLowerCase();
        const filename = param(String(part_headers["Content-Disposition"] ?? ""), "filename") ??
          param(content_type, "name");
        return {
          filename,
          type,
          size: bytes.byteLength,
          content_id: str(part_headers["Content-ID"])?.replace(/^<|>$/g, "") ?? null,
          file: bytes_file(bytes, filename, type, index),
        };
      });
    const to = headers.filter(([name]) => name.toLowerCase() === "to").map(([, value]) => value);
    const mail = await mail_from_fields({
      from: str(raw.From),
      to,
      subject: str(raw.Subject),
      text: str(raw["Text-part"]),
      html: str(raw["Html-part"]),
      headers,
      attachments,
    }, {
      envelope: { from: str(raw.Sender), to: [str(raw.Recipient) ?? ""] },
      received: compact_date(raw.Date),
      now,
    });
    return [received_event(provider, mail, raw)];
  },
  async mock(raw, input) {
    const view = await view_of(raw);
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of view.headers) {
      if (SINGLE.has(name.toLowerCase())) headers[name] = value;
      else (headers[name] = (headers[name] as string[] | undefined) ?? []) && (headers[name] as string[]).push(value);
    }
    const parts: unknown[] = [
      { Headers: { "Content-Type": "text/plain; charset=UTF-8" }, ContentRef: "Text-part" },
      { Headers: { "Content-Type": "text/html; charset=UTF-8" }, ContentRef: "Html-part" },
    ];
    const body: Record<string, unknown> = {
      Sender: view.headers.find(([name]) => name.toLowerCase() === "return-path")?.[1].replace(/^<|>$/g, "") ??
        view.from_address,
      Recipient: input.rcpt ?? view.to[0] ?? "",
      Date: (input.received ?? new Date(input.now)).toISOString().replace(/[-:]/g, "").slice(0, 15),
      From: view.from,
      Subject: view.subject,
      Headers: headers,
      Parts: parts,
      "Text-part": view.text,
      "Html-part": view.html,
      SpamAssassinScore: "0.602",
    };
    view.attachments.forEach((a, i) => {
      const ref = `Attachment${i + 1}`;
      parts.push({
        Headers: {
          "Content-Type": `${a.type}; name=${a.filename}`,
          "Content-Transfer-Encoding": "base64",
          "Content-Disposition": `${a.inline ? "inline" : "attachment"}; filename=${a.filename}`,
          ...(a.content_id ? { "Content-ID": `<${a.content_id}>` } : {}),
        },
        ContentRef: ref,
      });
      body[ref] = to_base64(a.bytes);
    });
    return { body: JSON.stringify(body), headers: basic_headers(input.secret) };
  },
};
