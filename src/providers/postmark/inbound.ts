/**
 * Postmark inbound: one JSON object per received message (`FromFull`, `ToFull`,
 * `OriginalRecipient`, `TextBody`, `HtmlBody`, `Headers[]`, `Attachments[]` with base64
 * `Content`), authenticated like its delivery webhooks (Basic auth on the URL). `Headers` leaves
 * out `From`, `To`, `Cc`, `Subject` and `Date` (its own fields carry them, decoded); they are put
 * back from those fields. When the inbound stream includes the raw message (`RawEmail`), that is
 * read instead, as the inbox reads it. `Received-SPF` (Postmark's own check) gives `auth.spf`.
 * Docs: postmarkapp.com/developer/webhooks/inbound-webhook, …/user-guide/inbound/parse-an-email.
 * @module
 */

import { from_base64, to_base64 } from "../../core/base64.ts";
import type { InboundAdapter } from "../../webhooks/inbound/adapter.ts";
import { view_of } from "../../webhooks/inbound/eml.ts";
import {
  bytes_file,
  type InboundContext,
  mail_from_fields,
  mail_from_raw,
  received_event,
  verdict,
} from "../../webhooks/inbound/mail.ts";
import { arr, obj, parse_json, str } from "../../webhooks/normal.ts";
import { basic_headers } from "../../webhooks/adapters/basic.ts";

/** Headers Postmark posts as fields of their own rather than in `Headers`. */
const OWN_FIELDS = new Set(["from", "to", "cc", "subject", "date"]);

/** The `postmark` inbound adapter. */
export const postmark_inbound: InboundAdapter = {
  summary: "JSON webhook (parsed fields, base64 attachments)",
  matches: (_headers, body) => /"FromFull"\s*:/.test(body) && !/"RecordType"\s*:/.test(body),
  async parse({ provider, body, now }) {
    const raw = obj(parse_json(provider, body));
    const headers = arr(raw.Headers).map(obj).map((
      h,
    ): [string, string] => [String(h.Name ?? ""), String(h.Value ?? "")]);
    const spf = headers.find(([name]) => name.toLowerCase() === "received-spf")?.[1];
    const context: InboundContext = {
      id: str(raw.MessageID),
      envelope: { from: return_path(headers), to: [str(raw.OriginalRecipient) ?? ""] },
      now,
      auth: { spf: verdict(spf) },
    };
    if (str(raw.RawEmail)) {
      return [
        received_event(provider, await mail_from_raw(new TextEncoder().encode(String(raw.RawEmail)), context), raw),
      ];
    }
    const full = obj(raw.FromFull);
    const own: [string, string][] = [];
    if (str(raw.From)) own.push(["From", full.Name ? `"${full.Name}" <${raw.From}>` : String(raw.From)]);
    if (str(raw.To)) own.push(["To", String(raw.To)]);
    if (str(raw.Cc)) own.push(["Cc", String(raw.Cc)]);
    if (str(raw.Subject)) own.push(["Subject", String(raw.Subject)]);
    if (str(raw.Date)) own.push(["Date", String(raw.Date)]);
    const mail = await mail_from_fields({
      from: str(full.Email) ?? str(raw.From),
      name: str(full.Name) ?? str(raw.FromName),
      to: arr(raw.ToFull).map((to) => str(obj(to).Email) ?? "").filter(Boolean),
      subject: str(raw.Subject),
      text: str(raw.TextBody),
      html: str(raw.HtmlBody),
      headers: [...own, ...headers],
      attachments: arr(raw.Attachments).map(obj).map((a, index) => {
        const bytes = from_base64(String(a.Content ?? ""));
        const type = str(a.ContentType) ?? "application/octet-stream";
        const filename = str(a.Name);
        return {
          filename,
          type,
          size: typeof a.ContentLength === "number" ? a.ContentLength : bytes.byteLength,
          content_id: str(a.ContentID)?.replace(/^cid:/, "").replace(/^<|>$/g, "") ?? null,
          file: bytes_file(bytes, filename, type, index),
        };
      }),
    }, context);
    return [received_event(provider, mail, raw)];
  },
  async mock(raw, input) {
    const view = await view_of(raw);
    const rcpt = input.rcpt ?? view.to[0] ?? "";
    const to = view.headers.find(([name]) => name.toLowerCase() === "to")?.[1] ?? "";
    const hash = /\+([^@]+)@/.exec(rcpt)?.[1] ?? "";
    const body = {
      FromName: view.from_name,
      MessageStream: "inbound",
      From: view.from_address,
      FromFull: { Email: view.from_address, Name: view.from_name, MailboxHash: "" },
      To: to,
      ToFull: view.to.map((email) => ({ Email: email, Name: "", MailboxHash: /\+([^@]+)@/.exec(email)?.[1] ?? "" })),
      Cc: "",
      CcFull: [],
      Bcc: "",
      BccFull: [],
      OriginalRecipient: rcpt,
      Subject: view.subject,
      MessageID: input.id ?? crypto.randomUUID(),
      ReplyTo: "",
      MailboxHash: hash,
      Date: view.date,
      TextBody: view.text,
      HtmlBody: view.html,
      StrippedTextReply: "",
      Tag: "",
      Headers: view.headers
        .filter(([name]) => !OWN_FIELDS.has(name.toLowerCase()))
        .map(([Name, Value]) => ({ Name, Value })),
      Attachments: view.attachments.map((a) => ({
        Name: a.filename,
        Content: to_base64(a.bytes),
        ContentType: a.type,
        ContentLength: a.bytes.byteLength,
        ...(a.content_id ? { ContentID: `${a.content_id}` } : {}),
      })),
    };
    return { body: JSON.stringify(body), headers: basic_headers(input.secret) };
  },
};

function return_path(headers: [string, string][]): string | null {
  const value = headers.find(([name]) => name.toLowerCase() === "return-path")?.[1];
  return value?.trim().replace(/^<|>$/g, "") || null;
}
