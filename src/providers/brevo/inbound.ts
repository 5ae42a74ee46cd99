/**
 * Brevo inbound parsing: a JSON webhook (`type: inbound`, event `inboundEmailProcessed`) whose
 * `items[]` are the received messages (`Uuid[]`, `MessageId`, `From{Name,Address}`, `To[]`,
 * `Recipients[]`, `Subject`, `SentAtDate`, `RawTextBody`, `RawHtmlBody`, `Headers{}`,
 * `SpamScore`, `Attachments[]` with a `DownloadToken` but no bytes). No signature:
 * authenticated like its other webhooks (Basic auth on the URL or a bearer token). Attachment
 * bytes come from `GET /v3/inbound/attachments/{downloadToken}`; `file()` says so.
 * Docs: developers.brevo.com/docs/inbound-parse-webhooks.
 * @module
 */

import type { InboundAdapter } from "../../webhooks/inbound/adapter.ts";
import { view_of } from "../../webhooks/inbound/eml.ts";
import { mail_from_fields, not_included, received_event } from "../../webhooks/inbound/mail.ts";
import { arr, obj, parse_json, str, strings, to_date } from "../../webhooks/normal.ts";
import { basic_headers } from "../../webhooks/adapters/basic.ts";
import { when } from "../../webhooks/inbound/mail.ts";

const DOWNLOAD = "fetch them with GET /v3/inbound/attachments/{DownloadToken}";

/** The `brevo` inbound adapter. */
export const brevo_inbound: InboundAdapter = {
  summary: "JSON webhook (parsed fields; attachments by download token)",
  matches: (_headers, body) => /"items"\s*:\s*\[/.test(body) && /"Uuid"\s*:/.test(body),
  parse({ provider, body, now }) {
    const raw = obj(parse_json(provider, body));
    return Promise.all(
      arr(raw.items).map(obj).map(async (item) => {
        const headers: [string, string][] = Object.entries(obj(item.Headers)).flatMap(([name, value]) =>
          (Array.isArray(value) ? value : [value]).map((line): [string, string] => [name, String(line)])
        );
        const from = obj(item.From);
        const mail = await mail_from_fields({
          from: str(from.Address),
          name: str(from.Name),
          to: arr(item.To).map((to) => str(obj(to).Address) ?? "").filter(Boolean),
          subject: str(item.Subject),
          text: str(item.RawTextBody),
          html: str(item.RawHtmlBody),
          headers,
          attachments: arr(item.Attachments).map(obj).map((a) => ({
            filename: str(a.Name),
            type: str(a.ContentType) ?? "application/octet-stream",
            size: typeof a.ContentLength === "number" ? a.ContentLength : 0,
            content_id: str(a.ContentID)?.replace(/^<|>$/g, "") ?? null,
            file: not_included(provider, DOWNLOAD),
          })),
        }, {
          id: strings(item.Uuid)[0] ?? str(item.MessageId),
          envelope: { to: arr(item.Recipients).map((r) => str(r) ?? str(obj(r).Address) ?? "") },
          received: when(to_date(item.SentAtDate)),
          now,
        });
        return received_event(provider, mail, item);
      }),
    );
  },
  async mock(raw, input) {
    const view = await view_of(raw);
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of view.headers) {
      const had = headers[name];
      headers[name] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
    }
    const item = {
      Uuid: [input.id ?? crypto.randomUUID()],
      MessageId: view.message_id,
      InReplyTo: null,
      From: { Name: view.from_name || null, Address: view.from_address },
      To: view.to.map((address) => ({ Name: null, Address: address })),
      Recipients: [input.rcpt ?? view.to[0] ?? ""],
      Cc: [],
      ReplyTo: null,
      SentAtDate: view.date,
      Subject: view.subject,
      Attachments: view.attachments.map((a, i) => ({
        Name: a.filename,
        ContentType: a.type,
        ContentLength: a.bytes.byteLength,
        ContentID: a.content_id,
        DownloadToken: `token-${i}-${crypto.randomUUID()}`,
      })),
      Headers: headers,
      SpamScore: 0.4,
      ExtractedMarkdownMessage: view.text,
      ExtractedMarkdownSignature: null,
      RawHtmlBody: view.html,
      RawTextBody: view.text,
    };
    return { body: JSON.stringify({ items: [item] }), headers: basic_headers(input.secret) };
  },
};
