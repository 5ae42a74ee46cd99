/**
 * Plunk (`POST /v1/send`, secret key `sk_…` as Bearer): one recipient per message (Plunk sends
 * each address of a `to` list as a message of its own and has no cc or bcc), one reply-to
 * address, custom headers, attachments and inline images (`contentId`), `Idempotency-Key`. Plunk
 * sends at once (`scheduled_at` is ignored), has no cancel, no tags or metadata per message, and
 * sets tracking per project. `body` is the HTML; Plunk writes its own plain-text part. The id is
 * the email record id (`data.emails[0].email`), which Plunk's events carry as `emailId`.
 * Self-hosted Plunk: pass `url`.
 * @module
 */

import { ServiceError } from "../../core/error.ts";
import { create_provider } from "../../send/provider.ts";
import type { Address, Message, ProviderOptions } from "../../core/types.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, base64, compact, fallback_message, json_request, require_id, trim_url } from "../wire.ts";
import { plunk_info } from "./info.ts";

export { plunk_info };

/**
 * Options of `plunk()`: the credentials, plus the options every provider takes.
 *
 * @example
 * ```ts
 * import type { PlunkOptions } from "@service/mail";
 * const options: PlunkOptions = { ...{ api_key: "sk_1" }, retries: 2 };
 * console.assert(options.retries === 2);
 * ```
 */
export interface PlunkOptions extends ProviderOptions {
  /** The secret API key (`sk_…`). */
  api_key: string;
  /** API base URL (default `https://next-api.useplunk.com`; a self-hosted Plunk's API URL). */
  url?: string;
}

function unsupported(option: string, why: string): ServiceError {
  return new ServiceError({
    provider: "plunk",
    code: "unsupported_option",
    message: `${option} ${why}`,
    raw: { option },
  });
}

const person = (a: Address) => a.name ? { name: a.name, email: a.address } : a.address;

function body(message: Message): Record<string, unknown> {
  if (message.cc.length) throw unsupported("cc", "is not supported by plunk");
  if (message.bcc.length) throw unsupported("bcc", "is not supported by plunk");
  if (message.to.length !== 1) {
    throw unsupported("to", "takes one address per message on plunk (send an array of messages instead)");
  }
  return compact({
    to: person(message.to[0]!),
    from: compact({ name: message.from.name, email: message.from.address }),
    subject: message.subject,
    body: message.html ?? message.text,
    reply: message.reply_to[0]?.address,
    headers: Object.keys(message.headers).length ? message.headers : undefined,
    attachments: message.attachments.length
      ? message.attachments.map((a) =>
        compact({
          filename: a.filename,
          content: base64(a.content),
          contentType: a.type,
          contentId: a.content_id,
          disposition: a.content_id ? "inline" : undefined,
        })
      )
      : undefined,
  });
}

/**
 * A Plunk provider.
 *
 * @example
 * ```ts
 * import { plunk } from "@service/mail";
 * const fetch = () =>
 *   Promise.resolve(Response.json({
 *     success: true,
 *     data: { emails: [{ contact: { id: "cnt_1", email: "b@example.com" }, email: "ac32f08e" }], timestamp: "2026-01-01T00:00:00.000Z" },
 *   }));
 * const { id } = await plunk({ api_key: "sk_1", fetch }).send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "ac32f08e");
 * ```
 */
export function plunk(options: PlunkOptions): Provider {
  if (!options?.api_key) throw new TypeError("plunk() needs an api_key");
  const base = trim_url(options.url ?? "https://next-api.useplunk.com");
  const auth = { Authorization: `Bearer ${options.api_key}` };
  const adapter: Adapter = {
    ...plunk_info,
    to_request(message) {
      const headers = message.idempotency_key === undefined
        ? auth
        : { ...auth, "Idempotency-Key": message.idempotency_key };
      return json_request("POST", `${base}/v1/send`, headers, body(message));
    },
    from_response(response) {
      const emails = as_record(as_record(response.body).data).emails;
      return { id: require_id(as_record(Array.isArray(emails) ? emails[0] : undefined).email) };
    },
    to_error(response) {
      const { code, message } = as_record(as_record(response.body).error);
      return {
        code: typeof code === "string" ? code : undefined,
        message: typeof message === "string" ? message : fallback_message(response.body, response.status),
      };
    },
  };
  return create_provider(adapter, options);
}
