/** Resend (`POST /emails`): scheduling up to 30 days, cancel, batch of 100, `Idempotency-Key`. @module */

import { format_address } from "../../core/address.ts";
import { create_provider } from "../../send/provider.ts";
import type { Message, ProviderOptions } from "../../core/types.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, base64, compact, fallback_message, json_request, require_id, trim_url } from "../wire.ts";
import { resend_info } from "./info.ts";

export { resend_info };

/**
 * Options of `resend()`.
 *
 * @example
 * ```ts
 * import { resend, type ResendOptions } from "@service/mail";
 * const options: ResendOptions = { api_key: "re_123", retries: 2, default: { from: "Acme <hello@acme.test>" } };
 * console.assert(resend(options).name === "resend");
 * ```
 */
export interface ResendOptions extends ProviderOptions {
  /** The provider's API key. */
  api_key: string;
  /** API base URL (default `https://api.resend.com`). */
  url?: string;
}

const list = (addresses: Message["to"]) => addresses.length ? addresses.map(format_address) : undefined;

/** One message as Resend's JSON. Tags become `{name: tag, value: "true"}`; metadata `{name: key, value}`. */
function body(message: Message): Record<string, unknown> {
  const tags = [
    ...message.tags.map((name) => ({ name, value: "true" })),
    ...Object.entries(message.metadata).map(([name, value]) => ({ name, value })),
  ];
  return compact({
    from: format_address(message.from),
    to: list(message.to),
    cc: list(message.cc),
    bcc: list(message.bcc),
    reply_to: list(message.reply_to),
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: Object.keys(message.headers).length ? message.headers : undefined,
    tags: tags.length ? tags : undefined,
    attachments: message.attachments.length
      ? message.attachments.map((a) =>
        compact({ filename: a.filename, content: base64(a.content), content_type: a.type, content_id: a.content_id })
      )
      : undefined,
    scheduled_at: message.scheduled_at?.toISOString(),
  });
}

/**
 * A Resend provider.
 *
 * @example
 * ```ts
 * import { resend } from "@service/mail";
 * const provider = resend({ api_key: "re_123", fetch: () => Promise.resolve(Response.json({ id: "4ef9a417" })) });
 * const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "<p>Hi</p>" });
 * console.assert(id === "4ef9a417");
 * ```
 */
export function resend(options: ResendOptions): Provider {
  if (!options?.api_key) throw new TypeError("resend() needs an api_key");
  const base = trim_url(options.url ?? "https://api.resend.com");
  const auth = { Authorization: `Bearer ${options.api_key}` };
  const with_key = (key: string | undefined) => key === undefined ? auth : { ...auth, "Idempotency-Key": key };
  const adapter: Adapter = {
    ...resend_info,
    to_request: (message) => json_request("POST", `${base}/emails`, with_key(message.idempotency_key), body(message)),
    from_response: (response) => ({ id: require_id(as_record(response.body).id) }),
    to_error(response) {
      const error = as_record(response.body);
      return {
        code: typeof error.name === "string" ? error.name : undefined,
        message: typeof error.message === "string" ? error.message : fallback_message(response.body, response.status),
      };
    },
    cancel_request: (id) => json_request("POST", `${base}/emails/${encodeURIComponent(id)}/cancel`, auth),
    reschedule_request: (id, at) =>
      json_request("PATCH", `${base}/emails/${encodeURIComponent(id)}`, auth, { scheduled_at: at.toISOString() }),
    batch: {
      accepts: (message) => message.attachments.length === 0 && !message.scheduled_at && !message.idempotency_key,
      to_request: (messages, _ctx, key) =>
        json_request("POST", `${base}/emails/batch`, with_key(key), messages.map(body)),
      from_response(response) {
        const data = as_record(response.body).data;
        return Array.isArray(data) ? data.map((item) => ({ id: require_id(as_record(item).id) })) : [];
      },
    },
  };
  return create_provider(adapter, options);
}
