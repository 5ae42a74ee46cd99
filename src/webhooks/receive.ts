/** `receive`: verify a provider's webhook request and return its normalised events. @module */

import { ServiceError } from "../core/error.ts";
import { type Env, read_env } from "../core/env.ts";
import type { WebhookAdapter, WebhookInput } from "./adapter.ts";
import { detect_provider } from "./detect.ts";
import { invalid_payload } from "./errors.ts";
import type { WebhookEvent } from "./event.ts";
import { ADAPTERS, is_provider_key, type ProviderKey } from "../providers/list.ts";

/**
 * Options of `receive`.
 *
 * @example
 * ```ts ignore
 * import { receive, type ReceiveOptions } from "@service/mail/webhooks";
 * const options: ReceiveOptions = { provider: "resend", secret: "whsec_…", tolerance: 600 };
 * export const POST = async (request: Request) => {
 *   const events = await receive(request, options);
 *   return new Response(`got ${events.length}`);
 * };
 * ```
 */
export interface ReceiveOptions {
  /** A provider key or your own adapter; detected from the request when absent. */
  provider?: ProviderKey | WebhookAdapter | undefined;
  /** Signing secret, verification key or `user:password`; default `<PROVIDER>_WEBHOOK_SECRET`. */
  secret?: string | undefined;
  /** Handshake token (used by `handshake` and `kit`'s `webhook`); default `<PROVIDER>_WEBHOOK_VERIFY_TOKEN`. */
  verify_token?: string | undefined;
  /** `false` skips verification: the only way to. */
  verify?: boolean | undefined;
  /** The URL the provider signed (Mandrill), when a proxy rewrote `request.url`. */
  url?: string | undefined;
  /** Allowed clock difference for signed timestamps, in seconds; default 300. */
  tolerance?: number | undefined;
  /** Current time in ms; default `Date.now`. */
  now?: (() => number) | undefined;
  /** Fetch for SNS certificates and subscription confirmation; default `globalThis.fetch`. */
  fetch?: typeof fetch | undefined;
  /** Environment to read secrets from instead of the process's (a Worker's bindings, `$env/dynamic/private`). */
  env?: Env | undefined;
}

/** The adapter for `provider`, or the one the request's headers point to. */
export function resolve_adapter(provider: ReceiveOptions["provider"], headers: Headers, body: string): WebhookAdapter {
  if (provider === undefined) return detect_provider(headers, body);
  if (typeof provider === "object") return provider;
  if (is_provider_key(provider)) return ADAPTERS[provider];
  throw new TypeError(
    `unknown provider "${String(provider)}"; one of ${Object.keys(ADAPTERS).join(", ")}, or an adapter object`,
  );
}

/** `RESEND` for `resend`: the prefix of a provider's environment variables. */
export function env_prefix(key: string): string {
  return key.toUpperCase().replace(/[^A-Z0-9]/g, "_");
}

/**
 * Verifies a webhook request and returns its events, normalised. Unknown native events come back
 * as `type: "unknown"` with `raw`; a forged request rejects with `ServiceError` `invalid_signature`
 * (401), an old one with `stale_timestamp` (401), a malformed body with `invalid_payload` (400).
 *
 * @example
 * ```ts
 * import { mock_event, mock_request, receive } from "@service/mail/webhooks";
 * const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
 * const request = await mock_request("resend", [mock_event("email.delivered")], { secret });
 * const [event] = await receive(request, { provider: "resend", secret });
 * console.assert(event?.type === "email.delivered");
 * ```
 */
export async function receive(request: Request, options: ReceiveOptions = {}): Promise<WebhookEvent[]> {
  // The bytes too: multipart bodies (inbound mail) carry files that text decoding would spoil.
  const bytes = new Uint8Array(await request.arrayBuffer());
  const body = new TextDecoder().decode(bytes);
  const adapter = resolve_adapter(options.provider, request.headers, body);
  const secret = options.secret ?? read_env(`${env_prefix(adapter.key)}_WEBHOOK_SECRET`, options.env);
  const input: WebhookInput = {
    provider: adapter.key,
    request,
    url: options.url ?? request.url,
    body,
    bytes,
    secret,
    now: options.now?.() ?? Date.now(),
    tolerance_s: options.tolerance ?? 300,
    fetch: options.fetch ?? globalThis.fetch,
  };
  if (options.verify !== false) {
    if (adapter.secret !== "none" && !secret) {
      throw new ServiceError({
        provider: adapter.key,
        code: "missing_secret",
        message: `set ${env_prefix(adapter.key)}_WEBHOOK_SECRET or pass {secret}; {verify: false} skips verification`,
      });
    }
    await adapter.verify(input);
  }
  try {
    return await adapter.parse(input);
  } catch (error) {
    if (ServiceError.is(error)) throw error;
    throw invalid_payload(adapter.key, `cannot read the body: ${(error as Error).message}`, error);
  }
}
