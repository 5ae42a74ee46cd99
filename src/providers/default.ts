/**
 * `mail()` and `cancel()`: the provider set once with `set_provider()`, or else the account
 * provider configured from `SERVICE_TOKEN` (read when a call is made, never at import).
 * @module
 */

import { account } from "./account/send.ts";
import type { Provider } from "../core/provider.ts";
import type { ServiceError } from "../core/error.ts";
import type { CancelResponse, SendOptions, SendResponse } from "../core/types.ts";

let current: Provider | undefined;

/**
 * Sets the provider `mail()` and `cancel()` use, usually once at startup; `undefined` goes back to
 * the account provider from `SERVICE_TOKEN`.
 *
 * @example
 * ```ts
 * import { mail, set_provider } from "@service/mail";
 * import { mock } from "@service/mail/mock";
 * const provider = mock();
 * set_provider(provider);
 * await mail({ from: "site@example.com", to: "me@example.com", body: "<p>New sign-up</p>" });
 * console.assert(provider.messages.length === 1);
 * set_provider(undefined);
 * ```
 */
export function set_provider(provider: Provider | undefined): void {
  current = provider;
}

/**
 * The provider `mail()` uses now.
 *
 * @example
 * ```ts
 * import { get_provider, set_provider } from "@service/mail";
 * set_provider(undefined);
 * console.assert(get_provider().name === "account");
 * ```
 */
export function get_provider(): Provider {
  return current ?? account();
}

/**
 * Sends with the configured provider. One message resolves with a `SendResponse` or rejects with a
 * `ServiceError`; an array resolves with one result per message.
 *
 * @example
 * ```ts
 * import { mail, set_provider } from "@service/mail";
 * import { mock } from "@service/mail/mock";
 * set_provider(mock());
 * const { id } = await mail({ from: "site@example.com", to: "me@example.com", subject: "Hello", body: "<p>Hi</p>" });
 * console.assert(id === "mock_1");
 * set_provider(undefined);
 * ```
 */
export function mail(options: SendOptions): Promise<SendResponse>;
/** Sends many messages; one result per message, in order. */
export function mail(options: SendOptions[]): Promise<Array<SendResponse | ServiceError>>;
export async function mail(options: SendOptions | SendOptions[]): Promise<unknown> {
  const provider = get_provider();
  return Array.isArray(options) ? await provider.send(options) : await provider.send(options);
}

/**
 * Cancels a scheduled send with the configured provider.
 *
 * @example
 * ```ts
 * import { cancel, mail, set_provider } from "@service/mail";
 * import { mock } from "@service/mail/mock";
 * const provider = mock();
 * set_provider(provider);
 * const { id } = await mail({ from: "a@example.com", to: "b@example.com", body: "Later", scheduled_at: { hours: 1 } });
 * await cancel(id);
 * console.assert(provider.last?.status === "cancelled");
 * set_provider(undefined);
 * ```
 */
export function cancel(id: string): Promise<CancelResponse> {
  return get_provider().cancel(id);
}
