/**
 * Resend `email.received`: Svix-signed like its delivery events, but the payload carries only
 * metadata (`email_id`, `from`, `to[]`, `cc[]`, `bcc[]`, `message_id`, `subject`,
 * `attachments[]` without bytes or sizes). The body, headers and attachments come from the
 * Received emails API (`GET /emails/receiving/{email_id}`) and the Attachments API, which
 * `receive` does not call: `data.complete` is `false`, `text`, `html` and `headers` are empty,
 * `code`/`link` are read from the subject only, and `file()` says where the bytes are.
 * Docs: resend.com/docs/webhooks/emails/received, resend.com/docs/dashboard/receiving.
 * @module
 */

import type { InboundAdapter } from "../../webhooks/inbound/adapter.ts";
import { view_of } from "../../webhooks/inbound/eml.ts";
import { mail_from_fields, not_included, received_event, when } from "../../webhooks/inbound/mail.ts";
import { arr, obj, parse_json, str, strings, to_date } from "../../webhooks/normal.ts";
import { standard_mock_headers } from "../../webhooks/adapters/standard.ts";

/** The `resend` inbound adapter. */
export const resend_inbound: InboundAdapter = {
  summary: "`email.received` (metadata only; body through its API)",
  matches: (headers, body) => headers.has("svix-signature") && /"type"\s*:\s*"email\.received"/.test(body),
  async parse({ provider, body, now }) {
    const raw = obj(parse_json(provider, body));
    const data = obj(raw.data);
    const mail = await mail_from_fields({
      from: str(data.from),
      to: strings(data.to),
      subject: str(data.subject),
      text: null,
      html: null,
      headers: [],
      attachments: arr(data.attachments).map(obj).map((a) => ({
        filename: str(a.filename),
        type: str(a.content_type) ?? "application/octet-stream",
        size: 0,
        content_id: str(a.content_id),
        file: not_included(provider, `fetch them with GET /emails/receiving/${String(data.email_id)}/attachments`),
      })),
      complete: false,
    }, {
      id: str(data.email_id),
      envelope: { to: strings(data.to) },
      received: when(to_date(data.created_at ?? raw.created_at)),
      now,
    });
    return [received_event(provider, mail, raw)];
  },
  async mock(raw, input) {
    const view = await view_of(raw);
    const at = (input.received ?? new Date(input.now)).toISOString();
    const body = JSON.stringify({
      type: "email.received",
      created_at: at,
      data: {
        email_id: input.id ?? crypto.randomUUID(),
        created_at: at,
        from: view.from,
        to: view.to,
        bcc: [],
        cc: [],
        message_id: view.message_id,
        subject: view.subject,
        attachments: view.attachments.map((a) => ({
          id: crypto.randomUUID(),
          filename: a.filename,
          content_type: a.type,
          content_disposition: a.inline ? "inline" : "attachment",
          content_id: a.content_id,
        })),
      },
    });
    return { body, headers: await standard_mock_headers(body, `msg_${crypto.randomUUID()}`, input, "svix") };
  },
};
