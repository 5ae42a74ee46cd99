/**
 * MailSlurp (`https://api.mailslurp.com`, header `x-api-key`): the provider that schedules through
 * a separate scheduled-send path. Mail sent at once goes to `POST /inboxes/{inboxId}/confirm`
 * (`sendEmailAndConfirm`, answering the sent email, whose `id` is the message id — the plain
 * `POST /inboxes/{inboxId}` answers no body); mail with `scheduled_at` goes to
 * `POST /inboxes/{inboxId}/with-schedule?sendAtTimestamp=<ISO 8601>` (`sendWithSchedule`) with the
 * same `SendEmailOptions` body, answering a `ScheduledJobDto` whose `id` is what
 * `DELETE /inboxes/scheduled-jobs/{jobId}` (`cancelScheduledJob`) cancels. No limit on how far
 * ahead is documented; there is no reschedule. Every message is sent from one inbox (`inbox_id`);
 * `from` overrides the sender address (RFC 5322, with a display name). Recipients are RFC 5322
 * strings in `to`, `cc`, `bcc`; one `replyTo`; headers go in `customHeaders`; the body is one
 * `body` with `isHTML` (the HTML when there is one, else the text: no text alternative); open
 * tracking is `addTrackingPixel` (no click tracking). Attachments are not supported: MailSlurp
 * takes only ids of attachments uploaded beforehand. No tags, metadata or idempotency key. Errors
 * are read from the body's `message` (or `error`), as Spring error bodies carry them (the error
 * body is undocumented). Docs: the MailSlurp OpenAPI spec (InboxController) and its generated SDKs
 * (mailslurp-client `InboxControllerApi`, pub.dev `mailslurp` `InboxControllerApi`).
 * @module
 */

import { format_address } from "../../core/address.ts";
import { create_provider } from "../../send/provider.ts";
import type { Message, ProviderOptions } from "../../core/types.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, compact, fallback_message, json_request, require_id, trim_url } from "../wire.ts";
import { mailslurp_info } from "./info.ts";

export { mailslurp_info };

/**
 * Options of `mailslurp()`.
 *
 * @example
 * ```ts
 * import { mailslurp, type MailslurpOptions } from "@service/mail";
 * const options: MailslurpOptions = { api_key: "ms_key", inbox_id: "0b7a…", retries: 2 };
 * console.assert(mailslurp(options).name === "mailslurp");
 * ```
 */
export interface MailslurpOptions extends ProviderOptions {
  /** The API key (sent as `x-api-key`). */
  api_key: string;
  /** The id of the inbox mail is sent from. */
  inbox_id: string;
  /** API base URL (default `https://api.mailslurp.com`). */
  url?: string;
}

const list = (addresses: Message["to"]) => addresses.length ? addresses.map(format_address) : undefined;

/** `SendEmailOptions`, the body of both send paths. */
function body(message: Message): Record<string, unknown> {
  const headers = Object.keys(message.headers).length ? message.headers : undefined;
  return compact({
    to: message.to.map(format_address),
    cc: list(message.cc),
    bcc: list(message.bcc),
    from: format_address(message.from),
    replyTo: message.reply_to[0] ? format_address(message.reply_to[0]) : undefined,
    subject: message.subject,
    body: message.html ?? message.text,
    isHTML: message.html !== undefined,
    customHeaders: headers,
    addTrackingPixel: message.tracking?.opens,
  });
}

/** The first non-empty string of the error body's `message` and `error`. */
function error_message(response_body: unknown, status: number): string {
  const record = as_record(response_body);
  for (const key of ["message", "error"]) {
    const value = record[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return fallback_message(response_body, status);
}

/**
 * A MailSlurp provider: mail goes from the inbox `inbox_id`; a `scheduled_at` sends through
 * MailSlurp's scheduled-send path, and the id it answers is the scheduled job's, which `cancel` takes.
 *
 * @example
 * ```ts
 * import { mailslurp } from "@service/mail";
 * const urls: string[] = [];
 * const provider = mailslurp({
 *   api_key: "ms_key",
 *   inbox_id: "inbox-1",
 *   fetch: (input) => {
 *     urls.push(String(input));
 *     return Promise.resolve(Response.json({ id: "job-1", status: "SUBMITTED" }, { status: 201 }));
 *   },
 * });
 * const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "<p>Hi</p>", scheduled_at: { hours: 2 } });
 * console.assert(id === "job-1" && urls[0]!.startsWith("https://api.mailslurp.com/inboxes/inbox-1/with-schedule?sendAtTimestamp="));
 * ```
 */
export function mailslurp(options: MailslurpOptions): Provider {
  if (!options?.api_key) throw new TypeError("mailslurp() needs an api_key");
  if (!options.inbox_id) throw new TypeError("mailslurp() needs an inbox_id");
  const base = trim_url(options.url ?? "https://api.mailslurp.com");
  const inbox = `${base}/inboxes/${encodeURIComponent(options.inbox_id)}`;
  const auth = { "x-api-key": options.api_key };
  const adapter: Adapter = {
    ...mailslurp_info,
    to_request: (message) =>
      json_request(
        "POST",
        message.scheduled_at
          ? `${inbox}/with-schedule?sendAtTimestamp=${encodeURIComponent(message.scheduled_at.toISOString())}`
          : `${inbox}/confirm`,
        auth,
        body(message),
      ),
    from_response: (response) => ({ id: require_id(as_record(response.body).id) }),
    to_error: (response) => ({ message: error_message(response.body, response.status) }),
    cancel_request: (id) => json_request("DELETE", `${base}/inboxes/scheduled-jobs/${encodeURIComponent(id)}`, auth),
  };
  return create_provider(adapter, options);
}
