/**
 * ZeptoMail (`POST https://api.zeptomail.com/v1.1/email`, `Authorization: Zoho-enczapikey <token>`;
 * regional hosts `api.zeptomail.eu`, `.in`, `.com.au`, `.jp`, `.ca`, `.sa`, `.com.cn`): per-message
 * `track_opens` / `track_clicks`, `mime_headers`, inline images by `cid`. ZeptoMail's one
 * free-text field `client_reference` (echoed in its webhooks) carries the metadata as a JSON
 * object. The id is the answer's `request_id`, which its webhooks carry. No tags, scheduling,
 * cancel or idempotency. Docs: zoho.com/zeptomail/help/api/email-sending.html.
 * @module
 */

import { create_provider } from "../../send/provider.ts";
import type { Address, Message, ProviderOptions } from "../../core/types.ts";
import { pack_metadata } from "../_support.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, base64, compact, fallback_message, json_request, require_id, trim_url } from "../wire.ts";
import { zeptomail_info } from "./info.ts";

export { zeptomail_info };

/** A ZeptoMail data centre.
 *
 * @example
 * ```ts
 * import type { ZeptomailRegion } from "@service/mail";
 * const region: ZeptomailRegion = "eu";
 * console.assert(region === "eu");
 * ```
 */
export type ZeptomailRegion = "us" | "eu" | "in" | "au" | "jp" | "ca" | "sa" | "cn";

/** ZeptoMail's data centres, by the host's top-level domain. */
const REGIONS: Record<ZeptomailRegion, string> = {
  us: "com",
  eu: "eu",
  in: "in",
  au: "com.au",
  jp: "jp",
  ca: "ca",
  sa: "sa",
  cn: "com.cn",
};

/**
 * Options of `zeptomail()`.
 *
 * @example
 * ```ts
 * import type { ZeptomailOptions } from "@service/mail";
 * const options: ZeptomailOptions = { api_key: "zm_token", region: "eu" };
 * console.assert(options.region === "eu");
 * ```
 */
export interface ZeptomailOptions extends ProviderOptions {
  /** The Mail Agent's send mail token (without the `Zoho-enczapikey` prefix). */
  api_key: string;
  /** The data centre of the account (default `"us"`: `api.zeptomail.com`). */
  region?: ZeptomailRegion;
  /** API base URL; overrides `region`. */
  url?: string;
}

const mailbox = (a: Address) => compact({ address: a.address, name: a.name });
const wrapped = (list: Address[]) => list.length ? list.map((a) => ({ email_address: mailbox(a) })) : undefined;

function body(message: Message): Record<string, unknown> {
  const files = message.attachments.filter((a) => !a.content_id);
  const inline = message.attachments.filter((a) => a.content_id);
  return compact({
    from: mailbox(message.from),
    to: wrapped(message.to),
    cc: wrapped(message.cc),
    bcc: wrapped(message.bcc),
    reply_to: message.reply_to.length ? message.reply_to.map(mailbox) : undefined,
    subject: message.subject,
    htmlbody: message.html,
    textbody: message.text,
    track_opens: message.tracking?.opens,
    track_clicks: message.tracking?.clicks,
    client_reference: pack_metadata(message.metadata),
    mime_headers: Object.keys(message.headers).length ? message.headers : undefined,
    attachments: files.length
      ? files.map((a) => ({ content: base64(a.content), mime_type: a.type, name: a.filename }))
      : undefined,
    inline_images: inline.length
      ? inline.map((a) => ({ content: base64(a.content), mime_type: a.type, cid: a.content_id }))
      : undefined,
  });
}

/**
 * A ZeptoMail provider.
 *
 * @example
 * ```ts
 * import { zeptomail } from "@service/mail";
 * const fetch = () =>
 *   Promise.resolve(Response.json({ data: [{ code: "EM_104" }], message: "OK", request_id: "2d6f.1a2b" }, { status: 201 }));
 * const { id } = await zeptomail({ api_key: "token", fetch }).send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "2d6f.1a2b");
 * ```
 */
export function zeptomail(options: ZeptomailOptions): Provider {
  if (!options?.api_key) throw new TypeError("zeptomail() needs an api_key");
  const tld = REGIONS[options.region ?? "us"];
  if (!tld) throw new RangeError(`zeptomail(): unknown region ${options.region}`);
  const url = `${trim_url(options.url ?? `https://api.zeptomail.${tld}`)}/v1.1/email`;
  const headers = { Accept: "application/json", Authorization: `Zoho-enczapikey ${options.api_key}` };
  const adapter: Adapter = {
    ...zeptomail_info,
    to_request: (message) => json_request("POST", url, headers, body(message)),
    from_response: (response) => ({ id: require_id(as_record(response.body).request_id) }),
    to_error(response) {
      const error = as_record(as_record(response.body).error);
      const details = Array.isArray(error.details) ? error.details.map(as_record) : [];
      const detail = details.map((d) => d.target ? `${d.target}: ${d.message}` : String(d.message ?? "")).join("; ");
      return {
        code: typeof error.code === "string" ? error.code : undefined,
        message: [error.message, detail].filter((m) => typeof m === "string" && m !== "").join(": ") ||
          fallback_message(response.body, response.status),
      };
    },
  };
  return create_provider(adapter, options);
}
