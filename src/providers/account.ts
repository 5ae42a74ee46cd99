/**
 * The account provider: the service's own API (`POST {SERVICE_API_URL}/v1/messages`,
 * `POST /v1/messages/{id}/cancel`), keyed by `SERVICE_TOKEN`. Scheduling up to 30 days ahead.
 * `account_request` is the seam the account namespaces (lists, recipients, …) build on.
 * @module
 */

import { format_address } from "../send/address.ts";
import { ServiceError } from "../send/error.ts";
import { create_provider, make_pipeline } from "../send/provider.ts";
import type { Message, ProviderOptions } from "../send/types.ts";
import { read_env } from "../util/env.ts";
import type { Adapter, Capabilities, Provider, ProviderInfo, WireRequest, WireResponse } from "./types.ts";
import { as_record, base64, compact, fallback_message, json_request, require_id, trim_url } from "./wire.ts";

/**
 * Options of `account()`.
 *
 * @example
 * ```ts
 * import { account, type AccountOptions } from "@service/mail";
 * const options: AccountOptions = { api_key: "svc_test", url: "http://127.0.0.1:8025", retries: 2 };
 * const provider = account(options);
 * console.assert(provider.name === "account");
 * ```
 */
export interface AccountOptions extends ProviderOptions {
  /** The account's API key; default `SERVICE_TOKEN`. */
  api_key?: string;
  /** The account API base URL; default `SERVICE_API_URL`, then `SERVICE_INBOX_URL`, then `http://127.0.0.1:8025`. */
  url?: string;
}

/**
 * The account provider (its namespaces arrive with the account API).
 *
 * @example
 * ```ts
 * import { account, type AccountProvider } from "@service/mail";
 * const provider: AccountProvider = account({ api_key: "svc_test" });
 * console.assert(provider.capabilities.cancel);
 * ```
 */
export type AccountProvider = Provider;

const CAPABILITIES: Capabilities = {
  scheduling: { field: "scheduled_at", format: "ISO 8601", max_ahead: { days: 30 } },
  cancel: true,
  reschedule: true,
  batch: { max: 100 },
  tags: {},
  metadata: false,
  headers: true,
  tracking: { opens: true, clicks: true },
  attachments: true,
  inline_images: true,
  idempotency: "header",
  reply_to: "many",
  webhook: "standard",
};

/** The account provider's name and capabilities. */
export const account_info: ProviderInfo = { name: "account", capabilities: CAPABILITIES };

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
    attachments: message.attachments.map((a) =>
      compact({ filename: a.filename, type: a.type, content: base64(a.content), content_id: a.content_id })
    ),
    scheduled_at: message.scheduled_at?.toISOString(),
    tracking: message.tracking,
    form: message.form ? { name: message.subject, fields: message.form.fields } : undefined,
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
 * A request to the account API with this account's key, base URL, timeout and retries; what the
 * account namespaces are built on. `path` starts with `/v1/`.
 */
export function account_request(
  options: AccountOptions = {},
): (method: WireRequest["method"], path: string, body?: unknown) => Promise<WireResponse> {
  const config = account_config(options);
  const pipeline = make_pipeline(adapter_for(config), options);
  return (method, path, body) =>
    pipeline.context(undefined).call(json_request(method, `${config.base}${path}`, config.headers(), body));
}

/**
 * The account provider, the default of `mail()`.
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
  return create_provider(adapter_for(account_config(options)), options);
}
