/**
 * SparkPost (`POST /api/v1/transmissions`, the API key as `Authorization`): `options.start_time`
 * (`YYYY-MM-DDTHH:MM:SS+00:00`) up to 3 days ahead; a scheduled transmission is deleted with
 * `DELETE /api/v1/transmissions/{id}` (up to 10 minutes before it starts). Tags and metadata ride
 * on each recipient (`rcpt_tags`, `rcpt_meta` in events); cc and bcc are extra recipients whose
 * `header_to` is the To header, with a `CC` header for cc. The id is the transmission id, which
 * SparkPost's events carry as `transmission_id`. EU accounts use `region: "eu"`.
 * @module
 */

import { format_address } from "../../core/address.ts";
import { create_provider } from "../../send/provider.ts";
import type { Address, Message, ProviderOptions } from "../../core/types.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, base64, compact, fallback_message, json_request, require_id, trim_url } from "../wire.ts";
import { sparkpost_info } from "./info.ts";

export { sparkpost_info };

/**
 * Options of `sparkpost()`: the credentials, plus the options every provider takes.
 *
 * @example
 * ```ts
 * import type { SparkpostOptions } from "@service/mail";
 * const options: SparkpostOptions = { ...{ api_key: "sp-1", region: "eu" }, retries: 2 };
 * console.assert(options.retries === 2);
 * ```
 */
export interface SparkpostOptions extends ProviderOptions {
  /** The SparkPost API key. */
  api_key: string;
  /** `"eu"` for SparkPost EU accounts (`api.eu.sparkpost.com`). */
  region?: "us" | "eu";
  /** API base URL up to `/api/v1`; overrides `region` (Enterprise endpoints). */
  url?: string;
}

/**
 * A date as SparkPost's `YYYY-MM-DDTHH:MM:SS+00:00`.
 *
 * @example
 * ```ts
 * import { sparkpost_time } from "./send.ts";
 * console.assert(sparkpost_time(new Date("2026-01-02T09:30:00.250Z")) === "2026-01-02T09:30:00+00:00");
 * ```
 */
export function sparkpost_time(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+00:00`;
}

const joined = (list: Address[]) => list.map(format_address).join(", ");

function recipients(message: Message): Record<string, unknown>[] {
  // One recipient named in To and nobody else: SparkPost's default To header is right.
  const shared = message.to.length > 1 || message.cc.length > 0 || message.bcc.length > 0;
  const header_to = shared && message.to.length ? joined(message.to) : undefined;
  const tags = message.tags.length ? message.tags : undefined;
  const metadata = Object.keys(message.metadata).length ? message.metadata : undefined;
  return [...message.to, ...message.cc, ...message.bcc].map((a) =>
    compact({ address: compact({ email: a.address, name: a.name, header_to }), tags, metadata })
  );
}

function body(message: Message): Record<string, unknown> {
  const headers: Record<string, string> = { ...message.headers };
  if (message.cc.length) headers.CC = joined(message.cc);
  const files = message.attachments.filter((a) => !a.content_id);
  const images = message.attachments.filter((a) => a.content_id);
  const options = compact({
    start_time: message.scheduled_at ? sparkpost_time(message.scheduled_at) : undefined,
    open_tracking: message.tracking?.opens,
    click_tracking: message.tracking?.clicks,
  });
  return compact({
    options: Object.keys(options).length ? options : undefined,
    recipients: recipients(message),
    content: compact({
      from: compact({ email: message.from.address, name: message.from.name }),
      subject: message.subject,
      html: message.html,
      text: message.text,
      reply_to: message.reply_to.length ? joined(message.reply_to) : undefined,
      headers: Object.keys(headers).length ? headers : undefined,
      attachments: files.length
        ? files.map((a) => ({ name: a.filename, type: a.type, data: base64(a.content) }))
        : undefined,
      // An inline image's `name` is its Content-ID (`cid:<name>` in the HTML).
      inline_images: images.length
        ? images.map((a) => ({ name: a.content_id, type: a.type, data: base64(a.content) }))
        : undefined,
    }),
  });
}

/**
 * A SparkPost provider.
 *
 * @example
 * ```ts
 * import { sparkpost } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ results: { total_rejected_recipients: 0, total_accepted_recipients: 1, id: "11668787484950529" } }));
 * const { id } = await sparkpost({ api_key: "sp-1", fetch }).send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "11668787484950529");
 * ```
 */
export function sparkpost(options: SparkpostOptions): Provider {
  if (!options?.api_key) throw new TypeError("sparkpost() needs an api_key");
  const base = trim_url(
    options.url ??
      (options.region === "eu" ? "https://api.eu.sparkpost.com/api/v1" : "https://api.sparkpost.com/api/v1"),
  );
  const auth = { Authorization: options.api_key };
  const adapter: Adapter = {
    ...sparkpost_info,
    to_request: (message) => json_request("POST", `${base}/transmissions`, auth, body(message)),
    from_response: (response) => ({ id: require_id(as_record(as_record(response.body).results).id) }),
    to_error(response) {
      const errors = as_record(response.body).errors;
      if (!Array.isArray(errors) || errors.length === 0) {
        return { message: fallback_message(response.body, response.status) };
      }
      const first = as_record(errors[0]);
      return {
        code: first.code === undefined ? undefined : String(first.code),
        message: errors.map((e) => {
          const { message, description } = as_record(e);
          return description ? `${message}: ${description}` : String(message);
        }).join("; "),
      };
    },
    cancel_request: (id) => json_request("DELETE", `${base}/transmissions/${encodeURIComponent(id)}`, auth),
  };
  return create_provider(adapter, options);
}
