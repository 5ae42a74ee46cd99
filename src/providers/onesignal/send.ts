/**
 * OneSignal's email channel (`POST /notifications?c=email`): the provider that schedules under
 * `send_after`. The time is sent as `YYYY-MM-DD HH:MM:SS GMT+0000` — one of the forms OneSignal
 * documents — with the offset written out, since the API reads a time without one in UTC−11.
 * No limit on how far ahead is documented. Cancel with
 * `DELETE /notifications/{id}?app_id=…`. Recipients go in `email_to` (addresses only: names,
 * `cc` and `bcc` have no field); the body is HTML only (`email_body`, no text part);
 * one reply-to (`email_reply_to_address`); click tracking can be turned off per message
 * (`disable_email_click_tracking`); `idempotency_key` travels in the body. No attachments,
 * custom headers, tags or metadata. Auth is `Authorization: Key <App API key>`.
 * Docs: documentation.onesignal.com/reference/email, /reference/cancel-message.
 * @module
 */

import { create_provider } from "../../send/provider.ts";
import type { Message, ProviderOptions } from "../../core/types.ts";
import { unsupported } from "../_support.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, compact, fallback_message, json_request, require_id, trim_url } from "../wire.ts";
import { onesignal_info } from "./info.ts";

export { onesignal_info };

/**
 * Options of `onesignal()`.
 *
 * @example
 * ```ts
 * import { onesignal, type OnesignalOptions } from "@service/mail";
 * const options: OnesignalOptions = { app_id: "9f1c…", api_key: "os_v2_app_…", retries: 2 };
 * console.assert(onesignal(options).name === "onesignal");
 * ```
 */
export interface OnesignalOptions extends ProviderOptions {
  /** The OneSignal App ID. */
  app_id: string;
  /** The App API key (sent as `Authorization: Key <api_key>`). */
  api_key: string;
  /** API base URL (default `https://api.onesignal.com`). */
  url?: string;
}

/** `2026-01-02 09:30:00 GMT+0000`. */
function send_after(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace("T", " ")} GMT+0000`;
}

function body(message: Message, app_id: string): Record<string, unknown> {
  if (message.cc.length) throw unsupported("onesignal", "cc");
  if (message.bcc.length) throw unsupported("onesignal", "bcc");
  const clicks = message.tracking?.clicks;
  return compact({
    app_id,
    target_channel: "email",
    email_to: message.to.map((a) => a.address),
    email_from_address: message.from.address,
    email_from_name: message.from.name,
    email_reply_to_address: message.reply_to[0]?.address,
    email_subject: message.subject,
    email_body: message.html,
    disable_email_click_tracking: clicks === undefined ? undefined : !clicks,
    idempotency_key: message.idempotency_key,
    send_after: message.scheduled_at ? send_after(message.scheduled_at) : undefined,
  });
}

/** OneSignal's errors: `{"errors": ["…"]}` or `{"errors": {"invalid_email_tokens": […], …}}`. */
function error_message(response_body: unknown, status: number): string {
  const errors = as_record(response_body).errors;
  if (Array.isArray(errors) && errors.length) return errors.map(String).join("; ");
  if (typeof errors === "object" && errors !== null) {
    const parts = Object.entries(errors).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
    if (parts.length) return parts.join("; ");
  }
  return fallback_message(response_body, status);
}

/**
 * A OneSignal email provider.
 *
 * @example
 * ```ts
 * import { onesignal } from "@service/mail";
 * const provider = onesignal({
 *   app_id: "app-1",
 *   api_key: "os_v2_app_1",
 *   fetch: () => Promise.resolve(Response.json({ id: "b98881cc-1e94-4366-bbd9-db8f3429292b" })),
 * });
 * const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "<p>Hi</p>", scheduled_at: { hours: 2 } });
 * console.assert(id === "b98881cc-1e94-4366-bbd9-db8f3429292b");
 * ```
 */
export function onesignal(options: OnesignalOptions): Provider {
  if (!options?.app_id) throw new TypeError("onesignal() needs an app_id");
  if (!options.api_key) throw new TypeError("onesignal() needs an api_key");
  const base = trim_url(options.url ?? "https://api.onesignal.com");
  const auth = { Authorization: `Key ${options.api_key}` };
  const adapter: Adapter = {
    ...onesignal_info,
    to_request: (message) => json_request("POST", `${base}/notifications?c=email`, auth, body(message, options.app_id)),
    from_response: (response) => ({ id: require_id(as_record(response.body).id) }),
    to_error: (response) => ({ message: error_message(response.body, response.status) }),
    cancel_request: (id) =>
      json_request(
        "DELETE",
        `${base}/notifications/${encodeURIComponent(id)}?app_id=${encodeURIComponent(options.app_id)}`,
        auth,
      ),
  };
  return create_provider(adapter, options);
}
