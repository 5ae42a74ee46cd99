/**
 * Mailjet Send API v3.1 (`POST /v3.1/send`, Basic auth with the API key and secret): one tag as
 * `CustomCampaign`, metadata as a JSON `EventPayload` (Mailjet's events echo it as `Payload`),
 * per-message tracking, inline images in `InlinedAttachments`, one `ReplyTo`. The id is the
 * `MessageID` of the first recipient, the one Mailjet's events carry. The Send API has no
 * scheduling (a `scheduled_at` sends at once) and no cancel. Accounts on Mailjet's US
 * infrastructure use `region: "us"` (`api.us.mailjet.com`).
 * @module
 */

import { create_provider } from "../../send/provider.ts";
import type { Address, Message, ProviderOptions } from "../../core/types.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import {
  as_record,
  base64,
  basic_auth,
  compact,
  fallback_message,
  json_request,
  require_id,
  trim_url,
} from "../wire.ts";
import { mailjet_info } from "./info.ts";

export { mailjet_info };

/**
 * Options of `mailjet()`: the credentials, plus the options every provider takes.
 *
 * @example
 * ```ts
 * import type { MailjetOptions } from "@service/mail";
 * const options: MailjetOptions = { ...{ api_key: "key", api_secret: "secret", region: "us" }, retries: 2 };
 * console.assert(options.retries === 2);
 * ```
 */
export interface MailjetOptions extends ProviderOptions {
  /** The API key (the Basic auth user). */
  api_key: string;
  /** The secret key (the Basic auth password). */
  api_secret: string;
  /** `"us"` for accounts on Mailjet's US infrastructure (`api.us.mailjet.com`). */
  region?: "global" | "us";
  /** API base URL; overrides `region`. */
  url?: string;
}

const person = (a: Address) => compact({ Email: a.address, Name: a.name });
const people = (list: Address[]) => list.length ? list.map(person) : undefined;
const track = (on: boolean | undefined) => on === undefined ? undefined : on ? "enabled" : "disabled";

function body(message: Message): Record<string, unknown> {
  const files = message.attachments.filter((a) => !a.content_id);
  const inline = message.attachments.filter((a) => a.content_id);
  return compact({
    From: person(message.from),
    To: people(message.to),
    Cc: people(message.cc),
    Bcc: people(message.bcc),
    ReplyTo: message.reply_to[0] ? person(message.reply_to[0]) : undefined,
    Subject: message.subject,
    TextPart: message.text,
    HTMLPart: message.html,
    Attachments: files.length
      ? files.map((a) => ({ ContentType: a.type, Filename: a.filename, Base64Content: base64(a.content) }))
      : undefined,
    InlinedAttachments: inline.length
      ? inline.map((a) => ({
        ContentType: a.type,
        Filename: a.filename,
        ContentID: a.content_id,
        Base64Content: base64(a.content),
      }))
      : undefined,
    Headers: Object.keys(message.headers).length ? message.headers : undefined,
    CustomCampaign: message.tags[0],
    EventPayload: Object.keys(message.metadata).length ? JSON.stringify(message.metadata) : undefined,
    TrackOpens: track(message.tracking?.opens),
    TrackClicks: track(message.tracking?.clicks),
  });
}

/** A global error `{ErrorCode, ErrorMessage}`, or the first of `Messages[].Errors[]`. */
function error_of(body: unknown, status: number): { code?: string | undefined; message: string } {
  const top = as_record(body);
  const messages = Array.isArray(top.Messages) ? top.Messages.map(as_record) : [];
  const errors = messages.flatMap((m) => Array.isArray(m.Errors) ? m.Errors.map(as_record) : []);
  const first = typeof top.ErrorMessage === "string" ? top : errors[0];
  if (!first || typeof first.ErrorMessage !== "string") return { message: fallback_message(body, status) };
  const related = Array.isArray(first.ErrorRelatedTo) ? ` (${first.ErrorRelatedTo.join(", ")})` : "";
  return {
    code: typeof first.ErrorCode === "string" ? first.ErrorCode : undefined,
    message: `${first.ErrorMessage}${related}`,
  };
}

/**
 * A Mailjet provider (Send API v3.1).
 *
 * @example
 * ```ts
 * import { mailjet } from "@service/mail";
 * const fetch = () =>
 *   Promise.resolve(Response.json({
 *     Messages: [{ Status: "success", To: [{ Email: "b@example.com", MessageUUID: "1ab23cd4", MessageID: 288230376598934600, MessageHref: "" }] }],
 *   }));
 * const { id } = await mailjet({ api_key: "key", api_secret: "secret", fetch }).send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "288230376598934600");
 * ```
 */
export function mailjet(options: MailjetOptions): Provider {
  if (!options?.api_key) throw new TypeError("mailjet() needs an api_key");
  if (!options.api_secret) throw new TypeError("mailjet() needs an api_secret");
  const base = trim_url(
    options.url ?? (options.region === "us" ? "https://api.us.mailjet.com" : "https://api.mailjet.com"),
  );
  const auth = { Authorization: basic_auth(options.api_key, options.api_secret) };
  const adapter: Adapter = {
    ...mailjet_info,
    to_request: (message) => json_request("POST", `${base}/v3.1/send`, auth, { Messages: [body(message)] }),
    from_response(response) {
      const messages = as_record(response.body).Messages;
      const result = as_record(Array.isArray(messages) ? messages[0] : undefined);
      if (result.Status !== "success") throw new Error(error_of(response.body, response.status).message);
      const sent = ["To", "Cc", "Bcc"].flatMap((field) => Array.isArray(result[field]) ? result[field] : []);
      return { id: require_id(as_record(sent[0]).MessageID) };
    },
    to_error: (response) => error_of(response.body, response.status),
  };
  return create_provider(adapter, options);
}
