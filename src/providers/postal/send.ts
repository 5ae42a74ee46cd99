/**
 * Postal, self-hosted (`POST {url}/api/v1/send/message`, `X-Server-API-Key`): one `tag`, custom
 * `headers`, attachments. The id is the answer's `data.message_id`, which Postal's webhooks carry
 * as `payload.message.message_id`. Postal answers every request with HTTP 200 and puts the
 * outcome in the body (`status`: `success`, `error` with `data.code`, or `parameter-error`);
 * this provider reports a failed outcome as HTTP 400 so it rejects like every other provider's
 * errors. No scheduling, cancel, metadata, per-message tracking, inline images or idempotency.
 * Docs: docs.postalserver.io/developer/api; postalserver/postal `app/controllers/legacy_api/`.
 * @module
 */

import { format_address } from "../../core/address.ts";
import { create_provider } from "../../send/provider.ts";
import type { Message, ProviderOptions } from "../../core/types.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, base64, compact, fallback_message, json_request, require_id, trim_url } from "../wire.ts";
import { postal_info } from "./info.ts";

export { postal_info };

/** Options of `postal()`.
 *
 * @example
 * ```ts
 * import type { PostalOptions } from "@service/mail";
 * const options: PostalOptions = { api_key: "postal_key", url: "https://postal.example.com" };
 * console.assert(options.url.startsWith("https://"));
 * ```
 */
export interface PostalOptions extends ProviderOptions {
  /** The server's API credential key. */
  api_key: string;
  /** The Postal installation's base URL, e.g. `https://postal.example.com`. */
  url: string;
}

const list = (addresses: Message["to"]) => addresses.length ? addresses.map(format_address) : undefined;

function body(message: Message): Record<string, unknown> {
  return compact({
    to: list(message.to),
    cc: list(message.cc),
    bcc: list(message.bcc),
    from: format_address(message.from),
    reply_to: message.reply_to[0] ? format_address(message.reply_to[0]) : undefined,
    subject: message.subject,
    plain_body: message.text,
    html_body: message.html,
    tag: message.tags[0],
    headers: Object.keys(message.headers).length ? message.headers : undefined,
    attachments: message.attachments.length
      ? message.attachments.map((a) => ({ name: a.filename, content_type: a.type, data: base64(a.content) }))
      : undefined,
  });
}

/** Postal's transport: an answer whose body says `status` other than `success` becomes HTTP 400. */
function outcome_fetch(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    if (!response.ok) return response;
    const text = await response.text();
    let status: unknown = "success";
    try {
      status = as_record(JSON.parse(text)).status;
    } catch {
      // not JSON: leave it to the id check
    }
    return new Response(text, { status: status === "success" ? response.status : 400, headers: response.headers });
  };
}

/**
 * A Postal provider.
 *
 * @example
 * ```ts
 * import { postal } from "@service/mail";
 * const fetch = () =>
 *   Promise.resolve(Response.json({ status: "success", time: 0.1, flags: {}, data: { message_id: "a1b2@postal.example.com", messages: {} } }));
 * const provider = postal({ api_key: "key", url: "https://postal.example.com", fetch });
 * const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "a1b2@postal.example.com");
 * ```
 */
export function postal(options: PostalOptions): Provider {
  if (!options?.api_key) throw new TypeError("postal() needs an api_key");
  if (!options.url) throw new TypeError("postal() needs the url of the Postal server");
  const url = `${trim_url(options.url)}/api/v1/send/message`;
  const headers = { "X-Server-API-Key": options.api_key };
  const inner = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const adapter: Adapter = {
    ...postal_info,
    to_request: (message) => json_request("POST", url, headers, body(message)),
    from_response(response) {
      const data = as_record(as_record(response.body).data);
      const first = Object.values(as_record(data.messages)).map(as_record)[0];
      return { id: require_id(data.message_id ?? first?.message_id) };
    },
    to_error(response) {
      const data = as_record(as_record(response.body).data);
      return {
        code: typeof data.code === "string" ? data.code : undefined,
        message: typeof data.message === "string"
          ? data.message
          : typeof data.code === "string"
          ? data.code
          : fallback_message(response.body, response.status),
      };
    },
  };
  return create_provider(adapter, { ...options, fetch: outcome_fetch(inner) });
}
