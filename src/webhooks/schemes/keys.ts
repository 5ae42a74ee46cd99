/** Keys in the forms providers hand them out, and signing and verification on `crypto.subtle`. @module */

import { from_base64, to_base64 } from "../../core/base64.ts";
import { der, der_children, der_value, read_der } from "./der.ts";

/** The DER bytes inside PEM armour, or of a bare base64 string. */
export function pem_bytes(text: string): Uint8Array<ArrayBuffer> {
  return from_base64(text.replace(/-----(BEGIN|END) [A-Z ]+-----/g, ""));
}

/** An RSASSA-PKCS1-v1_5 signature of `data` with a PKCS#8 private key (PEM or bare base64), as base64. */
export async function rsa_sign(
  private_key: string,
  data: string | Uint8Array,
  hash: "SHA-1" | "SHA-256",
): Promise<string> {
  const algorithm = { name: "RSASSA-PKCS1-v1_5", hash };
  const key = await crypto.subtle.importKey("pkcs8", pem_bytes(private_key), algorithm, false, ["sign"]);
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  return to_base64(new Uint8Array(await crypto.subtle.sign(algorithm.name, key, bytes as BufferSource)));
}

/** Every `-----BEGIN CERTIFICATE-----` block of a PEM bundle, as DER. */
export function pem_certificates(text: string): Uint8Array<ArrayBuffer>[] {
  const blocks = text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return blocks.map(pem_bytes);
}

/** PEM armour around DER bytes. */
export function to_pem(label: string, bytes: Uint8Array): string {
  const lines = to_base64(bytes).match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join("\n")}\n-----END ${label}-----\n`;
}

/** An ECDSA signature as DER `SEQUENCE {r, s}` turned into the raw `r || s` Web Crypto wants. */
export function ecdsa_der_to_raw(signature: Uint8Array, size = 32): Uint8Array<ArrayBuffer> {
  const sequence = read_der(signature);
  const [r, s] = der_children(signature, sequence);
  if (sequence.tag !== 0x30 || !r || !s || r.tag !== 2 || s.tag !== 2) throw new TypeError("not an ECDSA signature");
  const out = new Uint8Array(size * 2);
  for (const [index, node] of [r, s].entries()) {
    let value = der_value(signature, node);
    while (value.length > size && value[0] === 0) value = value.subarray(1);
    if (value.length > size) throw new TypeError("ECDSA integer too long");
    out.set(value, index * size + size - value.length);
  }
  return out;
}

/** A raw `r || s` ECDSA signature as DER, the way SendGrid sends it. */
export function ecdsa_raw_to_der(raw: Uint8Array): Uint8Array {
  const half = raw.length / 2;
  const integer = (bytes: Uint8Array) => {
    let at = 0;
    while (at < bytes.length - 1 && bytes[at] === 0) at++;
    const trimmed = bytes.subarray(at);
    return der(0x02, trimmed[0]! & 0x80 ? new Uint8Array([0, ...trimmed]) : trimmed);
  };
  return der(0x30, integer(raw.subarray(0, half)), integer(raw.subarray(half)));
}
