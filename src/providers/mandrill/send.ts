/**
 * Mandrill (Mailchimp Transactional, `POST /api/1.0/messages/send`, the key in the body):
 * `send_at` as `YYYY-MM-DD HH:MM:SS` UTC up to a year ahead, `messages/cancel-scheduled` and
 * `messages/reschedule`, tags, metadata, per-message tracking, inline `images`. Reply-To travels
 * as a header. The id is the `_id` Mandrill gives the first accepted recipient (Mandrill makes
 * one message per recipient; its events carry that `_id`).
 * @module
 */

import { create_provider } from "../../send/provider.ts";
import type { Address, Message, ProviderOptions } from "../../core/types.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, base64, compact, fallback_message, json_request, trim_url } from "../wire.ts";
import { format_address } from "../../core/address.ts";
import { mandrill_info } from "./info.ts";

export { mandrill_info };

/**
 * Options of `mandrill()`: the credentials, plus the options every provider takes.
 *
 * @example
 * ```ts
 * import type { MandrillOptions } from "@service/mail";
 * const options: MandrillOptions = { ...{ api_key: "md-1" }, retries: 2 };
 * console.assert(options.retries === 2);
 * ```
 */
export interface MandrillOptions extends ProviderOptions {
  /** The Mandrill API key. */
  api_key: string;
  /** API base URL (default `https://mandrillapp.com/api/1.0`). */
  url?: string;
}

/**
 * A date as Mandrill's `YYYY-MM-DD HH:MM:SS` in UTC.
 *
 * @example
 * ```ts
 * import { mandrill_time } from "./send.ts";
 * console.assert(mandrill_time(new Date("2026-01-02T09:30:00+02:00")) === "2026-01-02 07:30:00");
 * ```
 */
export function mandrill_time(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

const recipients = (list: Address[], type: "to" | "cc" | "bcc") =>
  list.map((a) => compact({ email: a.address, name: a.name, type }));

function message_body(message: Message): Record<string, unknown> {
  const headers: Record<string, string> = { ...message.headers };
  if (message.reply_to.length) headers["Reply-To"] = message.reply_to.map(format_address).join(", ");
  const files = message.attachments.filter((a) => !a.content_id);
  const images = message.attachments.filter((a) => a.content_id);
  return compact({
    html: message.html,
    text: message.text,
    subject: message.subject,
    from_email: message.from.address,
    from_name: message.from.name,
    to: [...recipients(message.to, "to"), ...recipients(message.cc, "cc"), ...recipients(message.bcc, "bcc")],
    // Without it Mandrill sends each recipient a copy that names only them in To/Cc.
    preserve_recipients: message.to.length + message.cc.length > 1 ? true : undefined,
    headers: Object.keys(headers).length ? headers : undefined,
    track_opens: message.tracking?.opens,
    track_clicks: message.tracking?.clicks,
    tags: message.tags.length ? message.tags : undefined,
    metadata: Object.keys(message.metadata).length ? message.metadata : undefined,
    attachments: files.length
      ? files.map((a) => ({ type: a.type, name: a.filename, content: base64(a.content) }))
      : undefined,
    // An inline image's `name` is its Content-ID (`cid:<name>` in the HTML).
    images: images.length
      ? images.map((a) => ({ type: a.type, name: a.content_id, content: base64(a.content) }))
      : undefined,
  });
}

/** The `_id` of the first recipient Mandrill accepted; throws when every recipient was rejected. */
function first_id(body: unknown): { id: string } {
  const items = Array.isArray(body) ? body.map(as_record) : [];
  const accepted = items.find((item) => ["sent", "queued", "scheduled"].includes(String(item.status)));
  if (accepted && typeof accepted._id === "string" && accepted._id) return { id: accepted._id };
  const reasons = items.map((item) => `${item.email}: ${item.status} ${item.reject_reason ?? ""}`.trim());
  throw new Error(reasons.length ? reasons.join("; ") : "the answer has no message id");
}

/**
 * A Mandrill (Mailchimp Transactional) provider.
 *
 * @example
 * ```ts
 * import { mandrill } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json([{ email: "b@example.com", status: "sent", _id: "abc123" }]));
 * const { id } = await mandrill({ api_key: "md-1", fetch }).send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "abc123");
 * ```
 */
export function mandrill(options: MandrillOptions): Provider {
  if (!options?.api_key) throw new TypeError("mandrill() needs an api_key");
  const base = trim_url(options.url ?? "https://mandrillapp.com/api/1.0");
  const key = options.api_key;
  const call = (path: string, body: Record<string, unknown>) => json_request("POST", `${base}${path}`, {}, body);
  const adapter: Adapter = {
    ...mandrill_info,
    to_request: (message) =>
      call(
        "/messages/send",
        compact({
          key,
          message: message_body(message),
          send_at: message.scheduled_at ? mandrill_time(message.scheduled_at) : undefined,
        }),
      ),
    from_response: (response) => first_id(response.body),
    to_error(response) {
      const { name, message } = as_record(response.body);
      return {
        code: typeof name === "string" ? name : undefined,
        message: typeof message === "string" ? message : fallback_message(response.body, response.status),
      };
    },
    // Mandrill answers every error with 500 and names it in the body: only its GeneralError (and
    // real rate limits or gateway errors) is worth another attempt.
    retryable: (response) =>
      response.status === 429 || response.status > 500 || as_record(response.body).name === "GeneralError",
    cancel_request: (id) => call("/messages/cancel-scheduled", { key, id }),
    reschedule_request: (id, at) => call("/messages/reschedule", { key, id, send_at: mandrill_time(at) }),
  };
  return create_provider(adapter, options);
}
