/**
 * useSend (`POST https://app.usesend.com/api/v1/emails`, Bearer key; self-hosted servers through
 * `url`): `scheduledAt` in ISO 8601, cancel with `POST /v1/emails/{id}/cancel`,
 * `reschedule(id, when)` with `PATCH /v1/emails/{id}` `{"scheduledAt"}`, `Idempotency-Key`,
 * batch of 100 through `POST /v1/emails/batch`. The id is the answer's `emailId`, which its
 * webhooks carry as `data.id`. No tags, metadata, per-message tracking or inline images
 * (attachments are `{filename, content}` only). Docs: usesend/useSend
 * `apps/web/src/server/public-api/api/emails/*.ts`, `schemas/email-schema.ts`.
 * @module
 */

import { format_address } from "../../core/address.ts";
import { create_provider } from "../../send/provider.ts";
import type { Message, ProviderOptions } from "../../core/types.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, base64, compact, fallback_message, json_request, require_id, trim_url } from "../wire.ts";
import { usesend_info } from "./info.ts";

export { usesend_info };

/** Options of `usesend()`.
 *
 * @example
 * ```ts
 * import type { UsesendOptions } from "@service/mail";
 * const options: UsesendOptions = { api_key: "us_key", url: "https://mail.example.com/api" };
 * console.assert(options.api_key === "us_key");
 * ```
 */
export interface UsesendOptions extends ProviderOptions {
  /** The API key. */
  api_key: string;
  /** API base URL (default `https://app.usesend.com/api`; a self-hosted server's `…/api`). */
  url?: string;
}

const list = (addresses: Message["to"]) => addresses.length ? addresses.map(format_address) : undefined;

function body(message: Message): Record<string, unknown> {
  return compact({
    to: list(message.to),
    from: format_address(message.from),
    subject: message.subject,
    replyTo: list(message.reply_to),
    cc: list(message.cc),
    bcc: list(message.bcc),
    text: message.text,
    html: message.html,
    headers: Object.keys(message.headers).length ? message.headers : undefined,
    attachments: message.attachments.length
      ? message.attachments.map((a) => ({ filename: a.filename, content: base64(a.content) }))
      : undefined,
    scheduledAt: message.scheduled_at?.toISOString(),
  });
}

/**
 * A useSend provider; it can also `reschedule` a scheduled send.
 *
 * @example
 * ```ts
 * import { usesend } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ emailId: "cuiwqdj74rygf74" }));
 * const { id } = await usesend({ api_key: "us_key", fetch }).send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "cuiwqdj74rygf74");
 * ```
 */
export function usesend(options: UsesendOptions): Provider {
  if (!options?.api_key) throw new TypeError("usesend() needs an api_key");
  const base = `${trim_url(options.url ?? "https://app.usesend.com/api")}/v1/emails`;
  const auth = { Authorization: `Bearer ${options.api_key}` };
  const with_key = (key: string | undefined) => key === undefined ? auth : { ...auth, "Idempotency-Key": key };
  const email = (id: string) => `${base}/${encodeURIComponent(id)}`;
  const adapter: Adapter = {
    ...usesend_info,
    to_request: (message) => json_request("POST", base, with_key(message.idempotency_key), body(message)),
    from_response: (response) => ({ id: require_id(as_record(response.body).emailId) }),
    to_error(response) {
      const error = as_record(as_record(response.body).error);
      const issues = Array.isArray(error.issues)
        ? error.issues.map(as_record).map((i) => `${Array.isArray(i.path) ? i.path.join(".") : ""}: ${i.message}`)
        : [];
      return {
        code: typeof error.code === "string" ? error.code : undefined,
        message: (typeof error.message === "string" ? error.message : issues.join("; ")) ||
          fallback_message(response.body, response.status),
      };
    },
    cancel_request: (id) => json_request("POST", `${email(id)}/cancel`, auth),
    reschedule_request: (id, at) => json_request("PATCH", email(id), auth, { scheduledAt: at.toISOString() }),
    batch: {
      accepts: (message) => !message.idempotency_key,
      to_request: (messages, _ctx, key) => json_request("POST", `${base}/batch`, with_key(key), messages.map(body)),
      from_response(response) {
        const data = as_record(response.body).data;
        return (Array.isArray(data) ? data : []).map((item) => ({ id: require_id(as_record(item).emailId) }));
      },
    },
  };
  return create_provider(adapter, options);
}
