/**
 * SMTP2GO (`POST /v3/email/send`, key in `X-Smtp2go-Api-Key`): `schedule` as
 * `YYYY-MM-DD HH:MM:SS +0000` within the next 3 days; a scheduled send answers a `schedule_id`,
 * which is the id `send` returns for it and what `cancel` passes to
 * `POST /v3/email/scheduled/remove`. An immediate send's id is the `email_id` SMTP2GO's events
 * carry. Reply-To travels as a custom header; inline images go in `inlines`, named by their
 * Content-ID. SMTP2GO sets tracking per API key and has no tags or metadata per message.
 * Regional hosts: `region: "us" | "eu" | "au"`.
 * @module
 */

import { format_address } from "../../core/address.ts";
import { create_provider } from "../../send/provider.ts";
import type { Address, Message, ProviderOptions } from "../../core/types.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, base64, compact, fallback_message, json_request, require_id, trim_url } from "../wire.ts";
import { smtp2go_info } from "./info.ts";

export { smtp2go_info };

/**
 * Options of `smtp2go()`: the credentials, plus the options every provider takes.
 *
 * @example
 * ```ts
 * import type { Smtp2goOptions } from "@service/mail";
 * const options: Smtp2goOptions = { ...{ api_key: "api-1", region: "eu" }, retries: 2 };
 * console.assert(options.retries === 2);
 * ```
 */
export interface Smtp2goOptions extends ProviderOptions {
  /** The SMTP2GO API key. */
  api_key: string;
  /** A regional host (`us-api`, `eu-api`, `au-api`); default the global one, which picks the nearest. */
  region?: "us" | "eu" | "au";
  /** API base URL up to `/v3`; overrides `region`. */
  url?: string;
}

/**
 * A date as SMTP2GO's `YYYY-MM-DD HH:MM:SS +0000`.
 *
 * @example
 * ```ts
 * import { smtp2go_time } from "./send.ts";
 * console.assert(smtp2go_time(new Date("2026-01-02T09:30:00Z")) === "2026-01-02 09:30:00 +0000");
 * ```
 */
export function smtp2go_time(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace("T", " ")} +0000`;
}

const list = (addresses: Address[]) => addresses.length ? addresses.map(format_address) : undefined;

function body(message: Message): Record<string, unknown> {
  const headers = Object.entries(message.headers).map(([header, value]) => ({ header, value }));
  if (message.reply_to.length) {
    headers.push({ header: "Reply-To", value: message.reply_to.map(format_address).join(", ") });
  }
  const files = message.attachments.filter((a) => !a.content_id);
  const inlines = message.attachments.filter((a) => a.content_id);
  return compact({
    sender: format_address(message.from),
    to: list(message.to),
    cc: list(message.cc),
    bcc: list(message.bcc),
    subject: message.subject,
    html_body: message.html,
    text_body: message.text,
    custom_headers: headers.length ? headers : undefined,
    attachments: files.length
      ? files.map((a) => ({ filename: a.filename, fileblob: base64(a.content), mimetype: a.type }))
      : undefined,
    // An inline's filename is what the HTML references: `cid:<filename>`.
    inlines: inlines.length
      ? inlines.map((a) => ({ filename: a.content_id, fileblob: base64(a.content), mimetype: a.type }))
      : undefined,
    schedule: message.scheduled_at ? smtp2go_time(message.scheduled_at) : undefined,
  });
}

/**
 * An SMTP2GO provider.
 *
 * @example
 * ```ts
 * import { smtp2go } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ request_id: "r1", data: { succeeded: 1, failed: 0, failures: [], email_id: "1u0SwL-B9zBpi9ffUq-JAB2" } }));
 * const { id } = await smtp2go({ api_key: "api-1", fetch }).send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "1u0SwL-B9zBpi9ffUq-JAB2");
 * ```
 */
export function smtp2go(options: Smtp2goOptions): Provider {
  if (!options?.api_key) throw new TypeError("smtp2go() needs an api_key");
  const host = options.region ? `https://${options.region}-api.smtp2go.com` : "https://api.smtp2go.com";
  const base = trim_url(options.url ?? `${host}/v3`);
  const auth = { "X-Smtp2go-Api-Key": options.api_key };
  const adapter: Adapter = {
    ...smtp2go_info,
    to_request: (message) => json_request("POST", `${base}/email/send`, auth, body(message)),
    from_response(response) {
      const data = as_record(as_record(response.body).data);
      // Without `fastaccept` a 200 can still report the send failed.
      if (Number(data.failed) > 0) throw new Error(`failed: ${JSON.stringify(data.failures ?? [])}`);
      return { id: require_id(data.schedule_id ?? data.email_id) };
    },
    to_error(response) {
      const { error, error_code } = as_record(as_record(response.body).data);
      return {
        code: typeof error_code === "string" ? error_code : undefined,
        message: typeof error === "string" ? error : fallback_message(response.body, response.status),
      };
    },
    cancel_request: (id) => json_request("POST", `${base}/email/scheduled/remove`, auth, { schedule_id: id }),
  };
  return create_provider(adapter, options);
}
