/**
 * Mailgun (`POST /v3/{domain}/messages`, multipart): `o:deliverytime` as RFC 2822 up to 3 days
 * ahead, up to 3 `o:tag`s, `v:` variables as metadata. Mailgun has no per-message cancel.
 * @module
 */

import { format_address } from "../../core/address.ts";
import { create_provider } from "../../send/provider.ts";
import type { Message, ProviderOptions } from "../../core/types.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, basic_auth, fallback_message, require_id, rfc2822 } from "../wire.ts";
import { mailgun_info } from "./info.ts";

export { mailgun_info };

/**
 * Options of `mailgun()`.
 *
 * @example
 * ```ts
 * import { mailgun, type MailgunOptions } from "@service/mail";
 * const options: MailgunOptions = { api_key: "key-x", domain: "mg.acme.test", region: "eu" };
 * console.assert(mailgun(options).name === "mailgun");
 * ```
 */
export interface MailgunOptions extends ProviderOptions {
  /** The provider's API key. */
  api_key: string;
  /** The sending domain, e.g. `mg.example.com`. */
  domain: string;
  /** `"eu"` for domains in Mailgun's EU region (`api.eu.mailgun.net`). */
  region?: "us" | "eu";
  /** API base URL; overrides `region`. */
  url?: string;
}

function form(message: Message): FormData {
  const data = new FormData();
  data.append("from", format_address(message.from));
  for (const field of ["to", "cc", "bcc"] as const) {
    for (const address of message[field]) data.append(field, format_address(address));
  }
  data.append("subject", message.subject);
  if (message.html !== undefined) data.append("html", message.html);
  if (message.text !== undefined) data.append("text", message.text);
  if (message.reply_to.length) data.append("h:Reply-To", message.reply_to.map(format_address).join(", "));
  for (const [name, value] of Object.entries(message.headers)) data.append(`h:${name}`, value);
  for (const tag of message.tags) data.append("o:tag", tag);
  for (const [name, value] of Object.entries(message.metadata)) data.append(`v:${name}`, value);
  const yes_no = (on: boolean) => on ? "yes" : "no";
  if (message.tracking?.opens !== undefined) data.append("o:tracking-opens", yes_no(message.tracking.opens));
  if (message.tracking?.clicks !== undefined) data.append("o:tracking-clicks", yes_no(message.tracking.clicks));
  if (message.scheduled_at) data.append("o:deliverytime", rfc2822(message.scheduled_at));
  for (const a of message.attachments) {
    // An inline part's filename is its Content-ID (`cid:<filename>` in the HTML).
    const file = new File([a.content as Uint8Array<ArrayBuffer>], a.content_id ?? a.filename, { type: a.type });
    data.append(a.content_id ? "inline" : "attachment", file);
  }
  return data;
}

/**
 * A Mailgun provider.
 *
 * @example
 * ```ts
 * import { mailgun } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ id: "<20260101.1@mg.example.com>", message: "Queued. Thank you." }));
 * const provider = mailgun({ api_key: "key-1", domain: "mg.example.com", fetch });
 * const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "20260101.1@mg.example.com");
 * ```
 */
export function mailgun(options: MailgunOptions): Provider {
  if (!options?.api_key) throw new TypeError("mailgun() needs an api_key");
  if (!options.domain) throw new TypeError("mailgun() needs a domain");
  const base = (options.url ?? (options.region === "eu" ? "https://api.eu.mailgun.net" : "https://api.mailgun.net"))
    .replace(/\/+$/, "");
  const adapter: Adapter = {
    ...mailgun_info,
    to_request: (message) => ({
      method: "POST",
      url: `${base}/v3/${encodeURIComponent(options.domain)}/messages`,
      headers: { Authorization: basic_auth("api", options.api_key) },
      body: form(message),
    }),
    // Mailgun answers `<id>`; its events carry the id without angle brackets.
    from_response: (response) => ({ id: require_id(as_record(response.body).id).replace(/^<|>$/g, "") }),
    to_error(response) {
      const { message } = as_record(response.body);
      return { message: typeof message === "string" ? message : fallback_message(response.body, response.status) };
    },
  };
  return create_provider(adapter, options);
}
