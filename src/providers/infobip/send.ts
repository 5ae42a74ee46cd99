/**
 * Infobip Email (`POST {base_url}/email/3/send`, multipart, `Authorization: App <api_key>`):
 * `sendAt` (UTC, `yyyy-MM-dd'T'HH:mm:ss.SSSZ`) up to 30 days ahead; cancel with
 * `PUT /email/1/bulks/status?bulkId=` `{"status":"CANCELED"}` and `reschedule(id, when)` with
 * `PUT /email/1/bulks?bulkId=` `{"sendAt"}`. The id is the answer's `bulkId` — what cancel and
 * reschedule take, and what Infobip's delivery reports and tracking events carry for every
 * recipient of the send. Metadata travels as a JSON object in `callbackData` (echoed to the
 * webhooks); headers as the `headers` JSON; inline images as `inlineImage` files named by their
 * `content_id`; per-message `trackOpens` / `trackClicks`. Several `to` recipients see each other
 * (`preserveRecipients`). No tags or idempotency.
 * Docs: infobip.com/docs/api/channels/email/send-fully-featured-email, …/reschedule-emails.
 * @module
 */

import { format_address } from "../../core/address.ts";
import { create_provider } from "../../send/provider.ts";
import type { Message, ProviderOptions } from "../../core/types.ts";
import { pack_metadata } from "../_support.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, fallback_message, json_request, require_id, trim_url } from "../wire.ts";
import { infobip_info } from "./info.ts";

export { infobip_info };

/** Options of `infobip()`.
 *
 * @example
 * ```ts
 * import type { InfobipOptions } from "@service/mail";
 * const options: InfobipOptions = { api_key: "ib_key", base_url: "https://xyz.api.infobip.com" };
 * console.assert(options.base_url.endsWith("infobip.com"));
 * ```
 */
export interface InfobipOptions extends ProviderOptions {
  /** The API key. */
  api_key: string;
  /** The account's base URL, e.g. `https://xxxxx.api.infobip.com`. */
  base_url: string;
}

function form(message: Message): FormData {
  const data = new FormData();
  data.append("from", format_address(message.from));
  for (const field of ["to", "cc", "bcc"] as const) {
    for (const address of message[field]) data.append(field, format_address(address));
  }
  if (message.reply_to[0]) data.append("replyTo", format_address(message.reply_to[0]));
  data.append("subject", message.subject);
  if (message.text !== undefined) data.append("text", message.text);
  if (message.html !== undefined) data.append("html", message.html);
  if (message.to.length > 1) data.append("preserveRecipients", "true");
  if (Object.keys(message.headers).length) data.append("headers", JSON.stringify(message.headers));
  const callback = pack_metadata(message.metadata);
  if (callback !== undefined) data.append("callbackData", callback);
  if (message.tracking?.opens !== undefined) data.append("trackOpens", String(message.tracking.opens));
  if (message.tracking?.clicks !== undefined) data.append("trackClicks", String(message.tracking.clicks));
  if (message.scheduled_at) data.append("sendAt", message.scheduled_at.toISOString());
  for (const a of message.attachments) {
    // An inline image's file name is its Content-ID: the HTML references it as `cid:<name>`.
    const file = new File([a.content as Uint8Array<ArrayBuffer>], a.content_id ?? a.filename, { type: a.type });
    data.append(a.content_id ? "inlineImage" : "attachment", file);
  }
  return data;
}

/**
 * An Infobip provider; it can also `reschedule` a scheduled send.
 *
 * @example
 * ```ts
 * import { infobip } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ bulkId: "b-1", messages: [{ to: "b@example.com", messageId: "m-1" }] }));
 * const provider = infobip({ api_key: "key", base_url: "https://xyz.api.infobip.com", fetch });
 * const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi", scheduled_at: { hours: 1 } });
 * console.assert(id === "b-1");
 * await provider.reschedule(id, { hours: 2 });
 * ```
 */
export function infobip(options: InfobipOptions): Provider {
  if (!options?.api_key) throw new TypeError("infobip() needs an api_key");
  if (!options.base_url) throw new TypeError("infobip() needs the account's base_url");
  const base = trim_url(/^https?:\/\//.test(options.base_url) ? options.base_url : `https://${options.base_url}`);
  const auth = { Authorization: `App ${options.api_key}`, Accept: "application/json" };
  const bulk = (path: string, id: string) => `${base}${path}?bulkId=${encodeURIComponent(id)}`;
  const adapter: Adapter = {
    ...infobip_info,
    to_request: (message) => ({ method: "POST", url: `${base}/email/3/send`, headers: auth, body: form(message) }),
    from_response: (response) => ({ id: require_id(as_record(response.body).bulkId) }),
    to_error(response) {
      const body = as_record(response.body);
      const service = as_record(as_record(body.requestError).serviceException);
      const code = [service.messageId, body.errorCode].find((c) => typeof c === "string") as string | undefined;
      const violations = Array.isArray(body.violations)
        ? body.violations.map(as_record).map((v) => `${v.property}: ${v.violation}`)
        : [];
      const text = [service.text, body.description].find((t) => typeof t === "string") as string | undefined;
      return {
        code,
        message: [text, ...violations].filter(Boolean).join("; ") || fallback_message(response.body, response.status),
      };
    },
    cancel_request: (id) => json_request("PUT", bulk("/email/1/bulks/status", id), auth, { status: "CANCELED" }),
    reschedule_request: (id, at) => json_request("PUT", bulk("/email/1/bulks", id), auth, { sendAt: at.toISOString() }),
  };
  return create_provider(adapter, options);
}
