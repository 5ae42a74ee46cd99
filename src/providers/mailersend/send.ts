/**
 * MailerSend (`POST /v1/email`): `send_at` in unix seconds up to 72 hours ahead, cancel with
 * `DELETE /v1/message-schedules/{message_id}`, up to 5 tags, per-message tracking (`settings`),
 * custom headers (Professional and Enterprise plans), inline images by attachment `id`. The id is
 * the `X-Message-Id` answer header, which MailerSend's events carry as `data.email.message.id`.
 * MailerSend has no free-form metadata and one reply-to address.
 * @module
 */

import { create_provider } from "../../send/provider.ts";
import type { Address, Message, ProviderOptions } from "../../core/types.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import {
  as_record,
  base64,
  compact,
  fallback_message,
  json_request,
  require_id,
  trim_url,
  unix_seconds,
} from "../wire.ts";
import { mailersend_info } from "./info.ts";

export { mailersend_info };

/**
 * Options of `mailersend()`: the credentials, plus the options every provider takes.
 *
 * @example
 * ```ts
 * import type { MailersendOptions } from "@service/mail";
 * const options: MailersendOptions = { ...{ api_key: "mlsn.1" }, retries: 2 };
 * console.assert(options.retries === 2);
 * ```
 */
export interface MailersendOptions extends ProviderOptions {
  /** The MailerSend API token. */
  api_key: string;
  /** API base URL (default `https://api.mailersend.com/v1`). */
  url?: string;
}

const person = (a: Address) => compact({ email: a.address, name: a.name });
const people = (list: Address[]) => list.length ? list.map(person) : undefined;

function body(message: Message): Record<string, unknown> {
  const headers = Object.entries(message.headers).map(([name, value]) => ({ name, value }));
  const settings = compact({ track_opens: message.tracking?.opens, track_clicks: message.tracking?.clicks });
  return compact({
    from: person(message.from),
    to: people(message.to),
    cc: people(message.cc),
    bcc: people(message.bcc),
    reply_to: message.reply_to[0] ? person(message.reply_to[0]) : undefined,
    subject: message.subject,
    html: message.html,
    text: message.text,
    attachments: message.attachments.length
      ? message.attachments.map((a) =>
        compact({
          content: base64(a.content),
          filename: a.filename,
          disposition: a.content_id ? "inline" : "attachment",
          id: a.content_id,
        })
      )
      : undefined,
    tags: message.tags.length ? message.tags : undefined,
    settings: Object.keys(settings).length ? settings : undefined,
    headers: headers.length ? headers : undefined,
    send_at: message.scheduled_at ? unix_seconds(message.scheduled_at) : undefined,
  });
}

/** `{message, errors: {field: [text]}}` → one line; the `#MS…` code in the text becomes the code. */
function error_of(body: unknown, status: number): { code?: string | undefined; message: string } {
  const { message, errors } = as_record(body);
  if (typeof message !== "string") return { message: fallback_message(body, status) };
  const details = Object.entries(as_record(errors)).flatMap(([field, list]) =>
    (Array.isArray(list) ? list : [list]).map((text) => `${field}: ${text}`)
  );
  const text = details.length ? `${message} ${details.join("; ")}` : message;
  return { code: /#(MS\d+)/.exec(text)?.[1], message: text };
}

/**
 * A MailerSend provider.
 *
 * @example
 * ```ts
 * import { mailersend } from "@service/mail";
 * const fetch = () => Promise.resolve(new Response(null, { status: 202, headers: { "X-Message-Id": "5e42957d51f1d94a1070a733" } }));
 * const { id } = await mailersend({ api_key: "mlsn.1", fetch }).send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "5e42957d51f1d94a1070a733");
 * ```
 */
export function mailersend(options: MailersendOptions): Provider {
  if (!options?.api_key) throw new TypeError("mailersend() needs an api_key");
  const base = trim_url(options.url ?? "https://api.mailersend.com/v1");
  const auth = { Authorization: `Bearer ${options.api_key}` };
  const adapter: Adapter = {
    ...mailersend_info,
    to_request: (message) => json_request("POST", `${base}/email`, auth, body(message)),
    from_response: (response) => ({ id: require_id(response.headers.get("x-message-id")) }),
    to_error: (response) => error_of(response.body, response.status),
    cancel_request: (id) => json_request("DELETE", `${base}/message-schedules/${encodeURIComponent(id)}`, auth),
  };
  return create_provider(adapter, options);
}
