/** `mock_request`: a `Request` signed exactly as a provider would sign it, for testing handlers. @module */

import type { WebhookAdapter } from "./adapter.ts";
import type { WebhookEvent } from "./event.ts";
import { ADAPTERS, is_provider_key, type ProviderKey } from "../providers/list.ts";

/**
 * Options of `mock_request`.
 *
 * @example
 * ```ts
 * import { mock_event, mock_request, type MockRequestOptions } from "@service/mail/webhooks";
 * const options: MockRequestOptions = { secret: "user:pass", url: "https://example.com/webhooks/postmark", now: Date.now() };
 * const request = await mock_request("postmark", mock_event("email.delivered"), options);
 * console.assert(request.url === "https://example.com/webhooks/postmark");
 * ```
 */
export interface MockRequestOptions {
  /** The shared secret, or the private signing key (`mock_keys(provider).signing_key`). */
  secret: string;
  /** Where the request goes; Mandrill signs it. Default `https://example.com/webhooks/<provider>`. */
  url?: string | undefined;
  /** Signing time in ms; default now. */
  now?: number | undefined;
}

/**
 * The request `provider` would send for `events`, in its own format and signed with `secret`.
 * Providers that post one event per request take exactly one event.
 *
 * @example
 * ```ts
 * import { mock_event, mock_request, receive } from "@service/mail/webhooks";
 * const request = await mock_request("postmark", [mock_event("email.delivered")], { secret: "user:pass" });
 * console.assert(request.headers.get("authorization") === "Basic dXNlcjpwYXNz");
 * const [event] = await receive(request, { provider: "postmark", secret: "user:pass" });
 * console.assert(event?.type === "email.delivered");
 * ```
 */
export async function mock_request(
  provider: ProviderKey | WebhookAdapter,
  events: WebhookEvent | WebhookEvent[],
  options: MockRequestOptions,
): Promise<Request> {
  const adapter = typeof provider === "object" ? provider : is_provider_key(provider) ? ADAPTERS[provider] : undefined;
  if (!adapter) throw new TypeError(`unknown provider "${String(provider)}"`);
  if (!adapter.mock) throw new TypeError(`${adapter.key} has no mock requests`);
  const url = options.url ?? `https://example.com/webhooks/${adapter.key}`;
  const list = Array.isArray(events) ? events : [events];
  const { body, headers } = await adapter.mock(list, { secret: options.secret, now: options.now ?? Date.now(), url });
  return new Request(url, { method: "POST", headers, body });
}
