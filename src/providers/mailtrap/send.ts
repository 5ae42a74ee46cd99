/**
 * Mailtrap Email Sending (`POST https://send.api.mailtrap.io/api/send`; the bulk stream at
 * `bulk.api.mailtrap.io`, the sandbox at `sandbox.api.mailtrap.io/api/send/{inbox_id}`): one
 * `category` as the tag, `custom_variables` as metadata, inline images by `content_id`, batch of
 * 500 through `POST /api/batch`. Mailtrap answers one message id per recipient; `send` returns
 * the first (the one the first recipient's events carry). No scheduling, cancel, idempotency or
 * per-message tracking. Docs: mailtrap/mailtrap-openapi `specs/email-sending-transactional.openapi.yml`.
 * @module
 */

import { create_provider } from "../../send/provider.ts";
import type { Address, Message, ProviderOptions } from "../../core/types.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, base64, compact, fallback_message, json_request, require_id, trim_url } from "../wire.ts";
import { mailtrap_info } from "./info.ts";

export { mailtrap_info };

/** Options of `mailtrap()`.
 *
 * @example
 * ```ts
 * import type { MailtrapOptions } from "@service/mail";
 * const options: MailtrapOptions = { api_key: "mt_key", stream: "bulk" };
 * console.assert(options.stream === "bulk");
 * ```
 */
export interface MailtrapOptions extends ProviderOptions {
  /** The API token. */
  api_key: string;
  /** `"bulk"` sends through the bulk stream (`bulk.api.mailtrap.io`); default `"transactional"`. */
  stream?: "transactional" | "bulk";
  /** Sends into this Email Sandbox inbox instead (`sandbox.api.mailtrap.io/api/send/{inbox_id}`). */
  sandbox_inbox_id?: string | number;
  /** API base URL; overrides `stream`. */
  url?: string;
}

const person = (a: Address) => compact({ email: a.address, name: a.name });
const people = (list: Address[]) => list.length ? list.map(person) : undefined;

function body(message: Message): Record<string, unknown> {
  return compact({
    from: person(message.from),
    to: people(message.to),
    cc: people(message.cc),
    bcc: people(message.bcc),
    reply_to: message.reply_to[0] ? person(message.reply_to[0]) : undefined,
    subject: message.subject,
    html: message.html,
    text: message.text,
    category: message.tags[0],
    custom_variables: Object.keys(message.metadata).length ? message.metadata : undefined,
    headers: Object.keys(message.headers).length ? message.headers : undefined,
    attachments: message.attachments.length
      ? message.attachments.map((a) =>
        compact({
          content: base64(a.content),
          filename: a.filename,
          type: a.type,
          disposition: a.content_id ? "inline" : undefined,
          content_id: a.content_id,
        })
      )
      : undefined,
  });
}

const first_id = (value: unknown) => require_id(Array.isArray(value) ? value[0] : undefined);

function errors(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(String).join("; ");
  return typeof value === "string" ? value : undefined;
}

/**
 * A Mailtrap provider.
 *
 * @example
 * ```ts
 * import { mailtrap } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ success: true, message_ids: ["0c7fd939-02cf"] }));
 * const { id } = await mailtrap({ api_key: "token", fetch }).send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "0c7fd939-02cf");
 * ```
 */
export function mailtrap(options: MailtrapOptions): Provider {
  if (!options?.api_key) throw new TypeError("mailtrap() needs an api_key");
  const sandbox = options.sandbox_inbox_id;
  const host = sandbox !== undefined
    ? "https://sandbox.api.mailtrap.io"
    : options.stream === "bulk"
    ? "https://bulk.api.mailtrap.io"
    : "https://send.api.mailtrap.io";
  const base = trim_url(options.url ?? host);
  const suffix = sandbox === undefined ? "" : `/${encodeURIComponent(String(sandbox))}`;
  const auth = { Authorization: `Bearer ${options.api_key}` };
  const adapter: Adapter = {
    ...mailtrap_info,
    to_request: (message) => json_request("POST", `${base}/api/send${suffix}`, auth, body(message)),
    from_response: (response) => ({ id: first_id(as_record(response.body).message_ids) }),
    to_error(response) {
      const { errors: list, error } = as_record(response.body);
      return { message: errors(list) ?? errors(error) ?? fallback_message(response.body, response.status) };
    },
    batch: {
      accepts: () => true,
      to_request: (messages) =>
        json_request("POST", `${base}/api/batch${suffix}`, auth, { requests: messages.map(body) }),
      from_response(response) {
        const items = as_record(response.body).responses;
        return (Array.isArray(items) ? items : []).map((item) => {
          const { success, message_ids, errors: list } = as_record(item);
          return success === true && Array.isArray(message_ids) && message_ids.length
            ? { id: String(message_ids[0]) }
            : { message: errors(list) ?? "rejected" };
        });
      },
    },
  };
  return create_provider(adapter, options);
}
