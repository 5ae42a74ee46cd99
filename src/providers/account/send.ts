/**
 * The account provider: the service's own API (`POST {SERVICE_API_URL}/v1/messages`,
 * `POST /v1/messages/{id}/cancel`), keyed by `SERVICE_TOKEN`, scheduling up to 30 days ahead, plus
 * the namespaces `messages`, `lists`, `recipients`, `notifications`, `suppressions`, `forms` and
 * `exports` (in `account/`).
 * @module
 */

import { format_address } from "../../core/address.ts";
import { ServiceError } from "../../core/error.ts";
import { make_pipeline } from "../../send/pipeline.ts";
import { create_provider } from "../../send/provider.ts";
import type { Message, ProviderOptions } from "../../core/types.ts";
import { read_env } from "../../core/env.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, base64, compact, fallback_message, json_request, require_id, trim_url } from "../wire.ts";
import { make_call } from "./call.ts";
import { type Exports, exports } from "./exports.ts";
import { type Lists, lists, type Recipients, recipients } from "./lists.ts";
import { type Messages, messages } from "./messages.ts";
import { type Notifications, notifications } from "./notifications.ts";
import { type Forms, forms, type Suppressions, suppressions } from "./suppressions.ts";
import { account_info } from "./info.ts";

export { account_info };

/**
 * Options of `account()`: the key and URL of the account API, plus every provider option.
 *
 * @example
 * ```ts
 * import { account, type AccountOptions } from "@service/mail";
 * const options: AccountOptions = { api_key: "svc_test", url: "http://127.0.0.1:8025", retries: 2 };
 * console.assert(account(options).name === "account");
 * ```
 */
export interface AccountOptions extends ProviderOptions {
  /** The account's API key; default `SERVICE_TOKEN`. */
  api_key?: string;
  /** The account API base URL; default `SERVICE_API_URL`, then `SERVICE_INBOX_URL`, then `http://127.0.0.1:8025`. */
  url?: string;
}

/**
 * The account provider: `send`, `cancel`, `is_error` and the account API's namespaces.
 *
 * @example
 * ```ts
 * import { account, type AccountProvider } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ lists: [] }));
 * const provider: AccountProvider = account({ api_key: "svc_test", fetch });
 * console.assert((await provider.lists.all()).length === 0);
 * ```
 */
export interface AccountProvider extends Provider {
  /** A message's status and content; rescheduling. */
  readonly messages: Messages;
  /** Lists and broadcasts. */
  readonly lists: Lists;
  /** Recipients of lists. */
  readonly recipients: Recipients;
  /** Scheduled notifications of lists. */
  readonly notifications: Notifications;
  /** Addresses never sent to. */
  readonly suppressions: Suppressions;
  /** Forms seen through FormData sends. */
  readonly forms: Forms;
  /** Downloads and scheduled exports. */
  readonly exports: Exports;
}

/** One message as the account API's JSON. */
export function account_body(message: Message): Record<string, unknown> {
  return compact({
    from: format_address(message.from),
    to: message.to.map(format_address),
    cc: message.cc.map(format_address),
    bcc: message.bcc.map(format_address),
    reply_to: message.reply_to.map(format_address),
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: message.headers,
    tags: message.tags,
    metadata: Object.keys(message.metadata).length > 0 ? message.metadata : undefined,
    attachments: message.attachments.map((a) =>
      compact({ filename: a.filename, type: a.type, content: base64(a.content), content_id: a.content_id })
    ),
    scheduled_at: message.scheduled_at?.toISOString(),
    tracking: message.tracking,
    form: message.form
      ? { name: message.subject, fields: message.form.fields, values: message.form.values }
      : undefined,
  });
}

interface AccountConfig {
  base: string;
  headers(idempotency_key?: string): Record<string, string>;
}

function account_config(options: AccountOptions): AccountConfig {
  const api_key = options.api_key ?? read_env("SERVICE_TOKEN", options.env);
  const base = trim_url(
    options.url ?? read_env("SERVICE_API_URL", options.env) ?? read_env("SERVICE_INBOX_URL", options.env) ??
      "http://127.0.0.1:8025",
  );
  const headers = (key?: string): Record<string, string> => {
    if (!api_key) {
      throw new ServiceError({
        provider: "account",
        code: "missing_credentials",
        message: "no API key: pass api_key or set SERVICE_TOKEN",
      });
    }
    const out: Record<string, string> = { Authorization: `Bearer ${api_key}` };
    if (key !== undefined) out["Idempotency-Key"] = key;
    return out;
  };
  return { base, headers };
}

function adapter_for({ base, headers }: AccountConfig): Adapter {
  return {
    ...account_info,
    to_request: (message) =>
      json_request("POST", `${base}/v1/messages`, headers(message.idempotency_key), account_body(message)),
    from_response: (response) => ({ id: require_id(as_record(response.body).id) }),
    to_error(response) {
      const error = as_record(as_record(response.body).error);
      return {
        code: typeof error.code === "string" ? error.code : undefined,
        message: typeof error.message === "string" ? error.message : fallback_message(response.body, response.status),
      };
    },
    cancel_request: (id) => json_request("POST", `${base}/v1/messages/${encodeURIComponent(id)}/cancel`, headers()),
    reschedule_request: (id, at) =>
      json_request("PATCH", `${base}/v1/messages/${encodeURIComponent(id)}`, headers(), {
        scheduled_at: at.toISOString(),
      }),
    batch: {
      accepts: (message) => message.idempotency_key === undefined,
      to_request: (messages, _ctx, key) =>
        json_request("POST", `${base}/v1/messages`, headers(key), messages.map(account_body)),
      from_response: (response) =>
        (Array.isArray(response.body) ? response.body : []).map((item) => ({ id: require_id(as_record(item).id) })),
    },
  };
}

/**
 * The account provider, the default of `mail()`: `send`, `cancel`, `is_error`, and the
 * namespaces `messages`, `lists`, `recipients`, `notifications`, `suppressions`, `forms`,
 * `exports`. The key is `api_key`, default `SERVICE_TOKEN`; the API is at `url`, default
 * `SERVICE_API_URL`, then `SERVICE_INBOX_URL`, then `http://127.0.0.1:8025`. Every failure is a
 * `ServiceError` with `provider: "account"` and the server's code.
 *
 * @example
 * ```ts
 * import { account } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ id: "msg_1", status: "queued" }));
 * const provider = account({ api_key: "sk_test", url: "http://127.0.0.1:8025", fetch });
 * const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi" });
 * console.assert(id === "msg_1");
 * ```
 */
export function account(options: AccountOptions = {}): AccountProvider {
  const config = account_config(options);
  const adapter = adapter_for(config);
  const call = make_call(make_pipeline(adapter, options), config.base, () => config.headers());
  return {
    ...create_provider(adapter, options),
    messages: messages(call),
    lists: lists(call),
    recipients: recipients(call),
    notifications: notifications(call),
    suppressions: suppressions(call),
    forms: forms(call),
    exports: exports(call),
  };
}
