/** HMAC signatures in a header, hex or base64, compared in constant time. @module */

import { from_base64, to_base64, to_hex } from "../../core/base64.ts";
import { hmac, timing_safe_equal } from "../../core/crypto.ts";
import { invalid_signature } from "../errors.ts";

/** How a provider writes its HMAC. */
export interface HmacSpec {
  hash?: "SHA-1" | "SHA-256" | "SHA-512";
  encoding: "hex" | "base64";
}

/** The encoded HMAC of `data` under `key`. */
export async function sign_hmac(key: string | Uint8Array, data: string | Uint8Array, spec: HmacSpec): Promise<string> {
  const mac = await hmac(key, data, spec.hash ?? "SHA-256");
  return spec.encoding === "hex" ? to_hex(mac) : to_base64(mac);
}

/**
 * Throws `invalid_signature` unless `signature` is the HMAC of `data` under `key`. Hex is
 * compared case-insensitively; base64 is compared as bytes.
 */
export async function verify_hmac(
  provider: string,
  key: string | Uint8Array,
  data: string | Uint8Array,
  signature: string | null,
  spec: HmacSpec,
): Promise<void> {
  if (!signature) throw invalid_signature(provider, "missing signature");
  const mac = await hmac(key, data, spec.hash ?? "SHA-256");
  let given: Uint8Array | string;
  if (spec.encoding === "hex") {
    given = signature.trim().toLowerCase();
    if (timing_safe_equal(given, to_hex(mac))) return;
  } else {
    try {
      given = from_base64(signature.trim());
    } catch {
      throw invalid_signature(provider, "signature is not base64");
    }
    if (timing_safe_equal(given, mac)) return;
  }
  throw invalid_signature(provider, "signature does not match");
}
