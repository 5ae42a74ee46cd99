/** Meta-style endpoint handshakes: `?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…`. @module */

import { ServiceError } from "../core/error.ts";
import { timing_safe_equal } from "../core/crypto.ts";
import { type Env, read_env } from "../core/env.ts";
import type { WebhookAdapter } from "./adapter.ts";
import { env_prefix } from "./receive.ts";

/**
 * Options of `handshake`.
 *
 * @example
 * ```ts
 * import { handshake, type HandshakeOptions } from "@service/mail/webhooks";
 * const options: HandshakeOptions = { verify_token: "my-token" };
 * const challenge = await handshake(
 *   new Request("https://example.com/hook?hub.mode=subscribe&hub.verify_token=my-token&hub.challenge=42"),
 *   options,
 * );
 * console.assert(challenge === "42");
 * ```
 */
export interface HandshakeOptions {
  /** The token you configured; default `<PROVIDER>_WEBHOOK_VERIFY_TOKEN`. */
  verify_token?: string | undefined;
  /** Names the environment variable; default `service`. */
  provider?: string | WebhookAdapter | undefined;
  /** Environment to read the token from instead of the process's. */
  env?: Env | undefined;
}

/**
 * The challenge to echo (200, text) when `request` is a `hub.mode=subscribe` handshake whose
 * `hub.verify_token` matches; `undefined` when it is no handshake; `ServiceError`
 * `invalid_verify_token` (403) when the token is wrong or none is configured.
 *
 * @example
 * ```ts
 * import { handshake } from "@service/mail/webhooks";
 * const request = new Request("https://example.com/hook?hub.mode=subscribe&hub.verify_token=s3cret&hub.challenge=42");
 * console.assert(handshake(request, { verify_token: "s3cret" }) === "42");
 * console.assert(handshake(new Request("https://example.com/hook")) === undefined);
 * ```
 */
export function handshake(request: Request, options: HandshakeOptions = {}): string | undefined {
  const query = new URL(request.url).searchParams;
  const mode = query.get("hub.mode");
  if (mode === null) return undefined;
  const key = typeof options.provider === "object" ? options.provider.key : options.provider ?? "service";
  const expected = options.verify_token ?? read_env(`${env_prefix(key)}_WEBHOOK_VERIFY_TOKEN`, options.env);
  const given = query.get("hub.verify_token") ?? "";
  const fail = (message: string) =>
    new ServiceError({ provider: key, status: 403, code: "invalid_verify_token", message });
  if (mode !== "subscribe") throw fail(`unsupported hub.mode ${mode}`);
  if (!expected) throw fail(`no verify token: set ${env_prefix(key)}_WEBHOOK_VERIFY_TOKEN or pass {verify_token}`);
  if (!timing_safe_equal(given, expected)) throw fail("hub.verify_token does not match");
  return query.get("hub.challenge") ?? "";
}
