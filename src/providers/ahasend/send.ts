/**
 * AhaSend v2 (`POST /v2/accounts/{account_id}/messages`, Bearer key): `schedule.first_attempt`
 * (RFC 3339) up to 7 days ahead, cancel with `DELETE …/messages/{id}/cancel`, `Idempotency-Key`,
 * tags, per-message tracking, inline images by `content_id` (`<cid>`). A message with more than
 * one To address or any cc/bcc goes through `…/messages/conversation`, which writes one shared
 * To/Cc header (plain `…/messages` sends each recipient a message of their own). The id is the
 * Message-ID AhaSend answers (`<uuid@domain>`); its events carry it as `data.message_id_header`.
 * AhaSend has no free-form metadata and one reply-to address.
 * @module
 */

import { create_provider } from "../../send/provider.ts";
import type { Address, Message, ProviderOptions } from "../../core/types.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, base64, compact, fallback_message, json_request, require_id, trim_url } from "../wire.ts";
import { ahasend_info } from "./info.ts";

export { ahasend_info };

/**
 * Options of `ahasend()`: the credentials, plus the options every provider takes.
 *
 * @example
 * ```ts
 * import type { AhasendOptions } from "@service/mail";
 * const options: AhasendOptions = { ...{ api_key: "aha-sk-1", account_id: "4cdd7bdd-294e-4762-892f-83d40abf5a87" }, retries: 2 };
 * console.assert(options.retries === 2);
 * ```
 */
export interface AhasendOptions extends ProviderOptions {
  /** The API key (`aha-sk-…`). */
  api_key: string;
  /** The account id (a UUID) the messages are sent from. */
  account_id: string;
  /** API base URL (default `https://api.ahasend.com`). */
  url?: string;
}

const person = (a: Address) => compact({ email: a.address, name: a.name });
const people = (list: Address[]) => list.length ? list.map(person) : undefined;

/**
 * Whether the message needs the conversation endpoint (one shared To/Cc header).
 *
 * @example
 * ```ts
 * import { is_conversation } from "./send.ts";
 * const base = { from: { address: "a@example.com" }, cc: [], bcc: [], reply_to: [], subject: "Hi", attachments: [], headers: {}, tags: [], metadata: {} };
 * console.assert(!is_conversation({ ...base, to: [{ address: "b@example.com" }] }));
 * console.assert(is_conversation({ ...base, to: [{ address: "b@example.com" }, { address: "c@example.com" }] }));
 * ```
 */
export function is_conversation(message: Message): boolean {
  return message.to.length > 1 || message.cc.length > 0 || message.bcc.length > 0;
}

function body(message: Message): Record<string, unknown> {
  const tracking = compact({ open: message.tracking?.opens, click: message.tracking?.clicks });
  const recipients = is_conversation(message)
    ? { to: people(message.to), cc: people(message.cc), bcc: people(message.bcc) }
    : { recipients: people(message.to) };
  return compact({
    from: person(message.from),
    ...recipients,
    reply_to: message.reply_to[0] ? person(message.reply_to[0]) : undefined,
    subject: message.subject,
    text_content: message.text,
    html_content: message.html,
    attachments: message.attachments.length
      ? message.attachments.map((a) =>
        compact({
          base64: true,
          data: base64(a.content),
          content_type: a.type,
          file_name: a.filename,
          // AhaSend inlines a part only when its Content-ID is written in angle brackets.
          content_id: a.content_id ? `<${a.content_id.replace(/^<|>$/g, "")}>` : undefined,
        })
      )
      : undefined,
    headers: Object.keys(message.headers).length ? message.headers : undefined,
    tags: message.tags.length ? message.tags : undefined,
    tracking: Object.keys(tracking).length ? tracking : undefined,
    schedule: message.scheduled_at ? { first_attempt: message.scheduled_at.toISOString() } : undefined,
  });
}

/**
 * An AhaSend provider.
 *
 * @example
 * ```ts
 * import { ahasend } from "@service/mail";
 * const fetch = () =>
 *   Promise.resolve(Response.json({
 *     object: "list",
 *     data: [{ object: "message", id: "<5d1b@example.com>", recipient: { email: "b@example.com", name: "" }, status: "queued", error: null }],
 *   }, { status: 202 }));
 * const provider = ahasend({ api_key: "aha-sk-1", account_id: "4cdd7bdd-294e-4762-892f-83d40abf5a87", fetch });
 * const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "<5d1b@example.com>");
 * ```
 */
export function ahasend(options: AhasendOptions): Provider {
  if (!options?.api_key) throw new TypeError("ahasend() needs an api_key");
  if (!options.account_id) throw new TypeError("ahasend() needs an account_id");
  const messages = `${trim_url(options.url ?? "https://api.ahasend.com")}/v2/accounts/${
    encodeURIComponent(options.account_id)
  }/messages`;
  const auth = { Authorization: `Bearer ${options.api_key}` };
  const adapter: Adapter = {
    ...ahasend_info,
    to_request(message) {
      const headers = message.idempotency_key === undefined
        ? auth
        : { ...auth, "Idempotency-Key": message.idempotency_key };
      const url = is_conversation(message) ? `${messages}/conversation` : messages;
      return json_request("POST", url, headers, body(message));
    },
    from_response(response) {
      const data = as_record(response.body).data;
      const first = as_record(Array.isArray(data) ? data[0] : undefined);
      if (first.status === "error") throw new Error(String(first.error ?? "the message was not sent"));
      return { id: require_id(first.id) };
    },
    to_error(response) {
      const { message } = as_record(response.body);
      return { message: typeof message === "string" ? message : fallback_message(response.body, response.status) };
    },
    cancel_request: (id) => json_request("DELETE", `${messages}/${encodeURIComponent(id)}/cancel`, auth),
  };
  return create_provider(adapter, options);
}
