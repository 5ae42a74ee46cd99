/**
 * SendGrid v3 (`POST /v3/mail/send`): `send_at` in unix seconds up to 72 hours ahead. A scheduled
 * send is given a batch (`POST /v3/mail/batch`) so it can be cancelled
 * (`POST /v3/user/scheduled_sends` with `status: "cancel"`); its id is `<X-Message-Id>:<batch_id>`.
 * @module
 */

import { ServiceError } from "../../core/error.ts";
import { create_provider } from "../../send/provider.ts";
import type { Address, Message, ProviderOptions } from "../../core/types.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, base64, compact, fallback_message, json_request, require_id, unix_seconds } from "../wire.ts";
import { sendgrid_info } from "./info.ts";

export { sendgrid_info };

/**
 * Options of `sendgrid()`.
 *
 * @example
 * ```ts
 * import { sendgrid, type SendgridOptions } from "@service/mail";
 * const options: SendgridOptions = { api_key: "SG.x", region: "eu" };
 * console.assert(sendgrid(options).name === "sendgrid");
 * ```
 */
export interface SendgridOptions extends ProviderOptions {
  /** The provider's API key. */
  api_key: string;
  /** `"eu"` for EU regional subusers (`api.eu.sendgrid.com`). */
  region?: "global" | "eu";
  /** API base URL; overrides `region`. */
  url?: string;
}

const person = (a: Address) => compact({ email: a.address, name: a.name });
const people = (list: Address[]) => list.length ? list.map(person) : undefined;

function body(message: Message, batch_id: string | undefined): Record<string, unknown> {
  const content = [
    ...(message.text !== undefined ? [{ type: "text/plain", value: message.text }] : []),
    ...(message.html !== undefined ? [{ type: "text/html", value: message.html }] : []),
  ];
  const tracking = message.tracking;
  return compact({
    personalizations: [compact({ to: people(message.to), cc: people(message.cc), bcc: people(message.bcc) })],
    from: person(message.from),
    reply_to: message.reply_to.length === 1 ? person(message.reply_to[0]!) : undefined,
    reply_to_list: message.reply_to.length > 1 ? message.reply_to.map(person) : undefined,
    subject: message.subject,
    content,
    attachments: message.attachments.length
      ? message.attachments.map((a) =>
        compact({
          content: base64(a.content),
          filename: a.filename,
          type: a.type,
          disposition: a.content_id ? "inline" : "attachment",
          content_id: a.content_id,
        })
      )
      : undefined,
    headers: Object.keys(message.headers).length ? message.headers : undefined,
    categories: message.tags.length ? message.tags : undefined,
    custom_args: Object.keys(message.metadata).length ? message.metadata : undefined,
    tracking_settings: tracking
      ? compact({
        click_tracking: tracking.clicks === undefined ? undefined : { enable: tracking.clicks },
        open_tracking: tracking.opens === undefined ? undefined : { enable: tracking.opens },
      })
      : undefined,
    send_at: message.scheduled_at ? unix_seconds(message.scheduled_at) : undefined,
    batch_id,
  });
}

/**
 * A SendGrid provider.
 *
 * @example
 * ```ts
 * import { sendgrid } from "@service/mail";
 * const fetch = () => Promise.resolve(new Response(null, { status: 202, headers: { "X-Message-Id": "abc" } }));
 * const { id } = await sendgrid({ api_key: "SG.x", fetch }).send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "abc");
 * ```
 */
export function sendgrid(options: SendgridOptions): Provider {
  if (!options?.api_key) throw new TypeError("sendgrid() needs an api_key");
  const base = (options.url ?? (options.region === "eu" ? "https://api.eu.sendgrid.com" : "https://api.sendgrid.com"))
    .replace(/\/+$/, "");
  const auth = { Authorization: `Bearer ${options.api_key}` };
  const batches = new WeakMap<Message, string>();
  const adapter: Adapter = {
    ...sendgrid_info,
    async to_request(message, ctx) {
      let batch_id: string | undefined;
      if (message.scheduled_at) {
        const created = await ctx.call(json_request("POST", `${base}/v3/mail/batch`, auth));
        batch_id = require_id(as_record(created.body).batch_id);
        batches.set(message, batch_id);
      }
      return json_request("POST", `${base}/v3/mail/send`, auth, body(message, batch_id));
    },
    from_response(response, message) {
      const id = require_id(response.headers.get("x-message-id"));
      const batch_id = batches.get(message);
      return { id: batch_id ? `${id}:${batch_id}` : id };
    },
    to_error(response) {
      const errors = as_record(response.body).errors;
      if (!Array.isArray(errors) || errors.length === 0) {
        return { message: fallback_message(response.body, response.status) };
      }
      return {
        message: errors.map((e) => {
          const { field, message } = as_record(e);
          return field ? `${field}: ${message}` : String(message);
        }).join("; "),
      };
    },
    cancel_request(id) {
      const batch_id = id.includes(":") ? id.slice(id.indexOf(":") + 1) : "";
      if (!batch_id) {
        throw new ServiceError({
          provider: "sendgrid",
          code: "cancel_not_supported",
          message: `${id} was not scheduled with a batch; only scheduled sends can be cancelled`,
        });
      }
      return json_request("POST", `${base}/v3/user/scheduled_sends`, auth, { batch_id, status: "cancel" });
    },
  };
  return create_provider(adapter, options);
}
