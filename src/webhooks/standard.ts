/**
 * Standard Webhooks (and Svix, which it grew from): `webhook-id`, `webhook-timestamp` and
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`.
 * @module
 */

import { from_base64, to_base64 } from "../core/base64.ts";
import { hmac, timing_safe_equal, utf8 } from "../core/crypto.ts";
import { ServiceError } from "../core/error.ts";

/**
 * The key bytes of a secret: `whsec_<base64>` is decoded as Standard Webhooks and Svix do; any
 * other string is used as its UTF-8 bytes.
 */
export function secret_bytes(secret: string): Uint8Array {
  if (secret.startsWith("whsec_")) return from_base64(secret.slice("whsec_".length));
  return utf8(secret);
}

/** The `v1,<base64>` signature of one message. `timestamp` is in unix seconds. */
export async function sign_standard(
  secret: string,
  id: string,
  timestamp: number,
  body: string | Uint8Array,
): Promise<string> {
  const payload = new Uint8Array([...utf8(`${id}.${timestamp}.`), ...utf8(body)]);
  return `v1,${to_base64(await hmac(secret_bytes(secret), payload))}`;
}

/** The three headers that sign `body`, ready to send. */
export async function standard_headers(
  secret: string,
  id: string,
  timestamp: number,
  body: string | Uint8Array,
): Promise<Record<string, string>> {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": await sign_standard(secret, id, timestamp, body),
  };
}

export interface VerifyStandardOptions {
  /** The provider name used in errors. */
  provider: string;
  /** Current time in ms; defaults to `Date.now()`. */
  now?: number;
  /** Allowed clock difference in seconds, either way; default 300. */
  tolerance_s?: number;
}

/**
 * Checks a Standard Webhooks or Svix signature header (space-separated `v1,<sig>` entries; any
 * match passes). Throws `ServiceError` `invalid_signature` or `stale_timestamp` (status 401).
 */
export async function verify_standard(
  secret: string,
  message: { id: string | null; timestamp: string | null; signature: string | null },
  body: string | Uint8Array,
  options: VerifyStandardOptions,
): Promise<void> {
  const fail = (code: string, text: string) =>
    new ServiceError({ provider: options.provider, status: 401, code, message: text });
  if (!message.id || !message.timestamp || !message.signature) {
    throw fail("invalid_signature", "missing webhook-id, webhook-timestamp or webhook-signature header");
  }
  const timestamp = Number(message.timestamp);
  if (!/^\d{1,12}$/.test(message.timestamp)) throw fail("invalid_signature", "webhook timestamp is not a number");
  const now_s = Math.floor((options.now ?? Date.now()) / 1000);
  if (Math.abs(now_s - timestamp) > (options.tolerance_s ?? 300)) {
    throw fail("stale_timestamp", "webhook timestamp is too far from now");
  }
  const expected = (await sign_standard(secret, message.id, timestamp, body)).slice(3);
  for (const entry of message.signature.split(" ")) {
    const [version, signature] = entry.split(",", 2);
    if (version === "v1" && signature !== undefined && timing_safe_equal(signature, expected)) return;
  }
  throw fail("invalid_signature", "no webhook signature matches");
}
