/**
 * Brevo (`POST /v3/smtp/email`): `scheduledAt` in ISO 8601 up to 72 hours ahead, cancel with
 * `DELETE /v3/smtp/email/{messageId}`, the idempotency key inside the body's `headers`,
 * metadata as the `X-Mailin-custom` header.
 * @module
 */

import { create_provider } from "../../send/provider.ts";
import type { Address, Message, ProviderOptions } from "../../core/types.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, base64, compact, fallback_message, json_request, require_id, trim_url } from "../wire.ts";
import { brevo_info } from "./info.ts";

export { brevo_info };

/**
 * Options of `brevo()`.
 *
 * @example
 * ```ts
 * import { brevo, type BrevoOptions } from "@service/mail";
 * const options: BrevoOptions = { api_key: "xkeysib-x" };
 * console.assert(brevo(options).name === "brevo");
 * ```
 */
export interface BrevoOptions extends ProviderOptions {
  /** The provider's API key. */
  api_key: string;
  /** API base URL (default `https://api.brevo.com`). */
  url?: string;
}

const person = (a: Address) => compact({ email: a.address, name: a.name });
const people = (list: Address[]) => list.length ? list.map(person) : undefined;

function body(message: Message): Record<string, unknown> {
  const headers: Record<string, string> = { ...message.headers };
  if (Object.keys(message.metadata).length) headers["X-Mailin-custom"] = JSON.stringify(message.metadata);
  if (message.idempotency_key !== undefined) headers.idempotencyKey = message.idempotency_key;
  return compact({
    sender: person(message.from),
    to: people(message.to),
    cc: people(message.cc),
    bcc: people(message.bcc),
    replyTo: message.reply_to[0] ? person(message.reply_to[0]) : undefined,
    subject: message.subject,
    htmlContent: message.html,
    textContent: message.text,
    attachment: message.attachments.length
      ? message.attachments.map((a) => ({ content: base64(a.content), name: a.filename }))
      : undefined,
    headers: Object.keys(headers).length ? headers : undefined,
    tags: message.tags.length ? message.tags : undefined,
    scheduledAt: message.scheduled_at?.toISOString(),
  });
}

/**
 * A Brevo provider.
 *
 * @example
 * ```ts
 * import { brevo } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ messageId: "<1@smtp-relay.mailin.fr>" }, { status: 201 }));
 * const { id } = await brevo({ api_key: "xkeysib-1", fetch }).send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "<1@smtp-relay.mailin.fr>");
 * ```
 */
export function brevo(options: BrevoOptions): Provider {
  if (!options?.api_key) throw new TypeError("brevo() needs an api_key");
  const base = trim_url(options.url ?? "https://api.brevo.com");
  const headers = { Accept: "application/json", "api-key": options.api_key };
  const adapter: Adapter = {
    ...brevo_info,
    to_request: (message) => json_request("POST", `${base}/v3/smtp/email`, headers, body(message)),
    from_response: (response) => ({ id: require_id(as_record(response.body).messageId) }),
    to_error(response) {
      const { code, message } = as_record(response.body);
      return {
        code: typeof code === "string" ? code : undefined,
        message: typeof message === "string" ? message : fallback_message(response.body, response.status),
      };
    },
    // Takes the messageId (`<…@…>`) of one scheduled email, or a batchId.
    cancel_request: (id) => json_request("DELETE", `${base}/v3/smtp/email/${encodeURIComponent(id)}`, headers),
  };
  return create_provider(adapter, options);
}
