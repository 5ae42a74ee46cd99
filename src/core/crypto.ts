/** Hashing, HMAC and constant-time comparison on `crypto.subtle`. @module */

import { to_hex } from "./base64.ts";

const encoder = new TextEncoder();

/** UTF-8 bytes of a string, or the bytes themselves. */
export function utf8(input: string | Uint8Array): Uint8Array<ArrayBuffer> {
  return typeof input === "string" ? encoder.encode(input) : new Uint8Array(input);
}

/** Lower-case hex of the SHA-256 digest of a string's UTF-8 bytes. */
export async function sha256_hex(text: string): Promise<string> {
  return to_hex(new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text))));
}

/** HMAC of `data` under `key` with the given hash (`SHA-256` by default). */
export async function hmac(
  key: string | Uint8Array,
  data: string | Uint8Array,
  hash: "SHA-1" | "SHA-256" | "SHA-512" = "SHA-256",
): Promise<Uint8Array<ArrayBuffer>> {
  const crypto_key = await crypto.subtle.importKey("raw", utf8(key), { name: "HMAC", hash }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", crypto_key, utf8(data)));
}

/**
 * Compares two strings or byte arrays in time that depends only on their lengths, so an
 * attacker cannot learn how many leading characters of a secret they guessed right. Callers
 * compare digests of equal length; unequal lengths are simply unequal.
 */
export function timing_safe_equal(a: string | Uint8Array, b: string | Uint8Array): boolean {
  const x = typeof a === "string" ? encoder.encode(a) : a;
  const y = typeof b === "string" ? encoder.encode(b) : b;
  if (x.length !== y.length) return false;
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i]! ^ y[i]!;
  return diff === 0;
}
