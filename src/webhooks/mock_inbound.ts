/** `mock_inbound`: the request a provider would post for a received message, for testing inbound handlers. @module */

import type { WebhookAdapter } from "./adapter.ts";
import type { InboundAdapter } from "./inbound/adapter.ts";
import type { MockRequestOptions } from "./mock_request.ts";
import { ADAPTERS, is_provider_key, type ProviderKey } from "../providers/list.ts";

/**
 * Options of `mock_inbound`.
 *
 * @example
 * ```ts
 * import type { MockInboundOptions } from "@service/mail/webhooks";
 * const options: MockInboundOptions = { secret: "user:pass", rcpt: "support+42@in.example.com", mode: "parsed" };
 * console.assert(options.mode === "parsed");
 * ```
 */
export interface MockInboundOptions extends MockRequestOptions {
  /** The provider's id of the received message; default a random one where the provider has ids. */
  id?: string | undefined;
  /** The envelope recipient; default the message's first `To` address. */
  rcpt?: string | undefined;
  /**
   * The provider's posting mode where it has several: SendGrid `parsed` (default) or `raw`,
   * Mailgun `parsed` (default) or `mime`, Postal `processed` (default) or `raw`, SES `UTF8`
   * (default) or `BASE64`.
   */
  mode?: string | undefined;
}

/**
 * The request `provider` would post when it receives the raw message `raw` (an `.eml`), in its
 * own inbound format and authenticated with `secret` as `mock_request` does.
 *
 * @example
 * ```ts
 * import { mock_inbound, receive } from "@service/mail/webhooks";
 * const eml = "From: Bob <bob@example.com>\r\nTo: alice@example.com\r\nSubject: Your code\r\n\r\nYour code is 482913.\r\n";
 * const request = await mock_inbound("postmark", eml, { secret: "user:pass" });
 * const [event] = await receive(request, { provider: "postmark", secret: "user:pass" });
 * console.assert(event?.type === "email.received");
 * console.assert((event?.data as { code: string }).code === "482913");
 * ```
 */
export async function mock_inbound(
  provider: ProviderKey | WebhookAdapter,
  raw: Uint8Array | string,
  options: MockInboundOptions,
): Promise<Request> {
  const adapter = typeof provider === "object" ? provider : is_provider_key(provider) ? ADAPTERS[provider] : undefined;
  if (!adapter) throw new TypeError(`unknown provider "${String(provider)}"`);
  const inbound = (adapter as WebhookAdapter & { inbound?: InboundAdapter }).inbound;
  if (!inbound) throw new TypeError(`${adapter.key} posts no inbound mail`);
  const url = options.url ?? `https://example.com/webhooks/${adapter.key}`;
  const bytes = typeof raw === "string" ? new TextEncoder().encode(raw) : raw;
  const { body, headers } = await inbound.mock(bytes, {
    secret: options.secret,
    now: options.now ?? Date.now(),
    url,
    id: options.id,
    rcpt: options.rcpt,
    mode: options.mode,
  });
  return new Request(url, { method: "POST", headers, body });
}
