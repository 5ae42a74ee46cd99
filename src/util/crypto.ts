/** Hashing and constant-time comparison on `crypto.subtle`. @module */

const encoder = new TextEncoder();

/** Lower-case hex of the SHA-256 digest of a string's UTF-8 bytes. */
export async function sha256_hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  let out = "";
  for (const byte of digest) out += byte.toString(16).padStart(2, "0");
  return out;
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
