/**
 * A self-signed certificate for `localhost` and `127.0.0.1` (subjectAltName), made with Web Crypto
 * and the repo's small DER writer, so TLS tests need no files and no `openssl`.
 */

import { der, hex_bytes } from "../../src/webhooks/schemes/der.ts";
import { to_base64 } from "../../src/core/base64.ts";

const SHA256_RSA = der(0x30, der(0x06, hex_bytes("2a864886f70d01010b")), der(0x05));

function pem(label: string, bytes: Uint8Array): string {
  return `-----BEGIN ${label}-----\n${to_base64(bytes).replace(/.{64}/g, "$&\n")}\n-----END ${label}-----\n`
    .replace(/\n\n/g, "\n");
}

function name(common: string): Uint8Array {
  const cn = der(0x30, der(0x06, hex_bytes("550403")), der(0x0c, new TextEncoder().encode(common)));
  return der(0x30, der(0x31, cn));
}

function time(date: Date): Uint8Array {
  return der(0x17, new TextEncoder().encode(date.toISOString().replace(/[-:T]/g, "").slice(2, 14) + "Z"));
}

/** A fresh key and a certificate valid from a day ago for a year: `{ key, cert }` as PEM. */
export async function self_signed(): Promise<{ key: string; cert: string }> {
  const pair = await crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  ) as CryptoKeyPair;
  const spki = new Uint8Array(await crypto.subtle.exportKey("spki", pair.publicKey));
  const san = der(
    0x30,
    der(0x06, hex_bytes("551d11")),
    der(0x04, der(0x30, der(0x82, new TextEncoder().encode("localhost")), der(0x87, new Uint8Array([127, 0, 0, 1])))),
  );
  const now = Date.now();
  const tbs = der(
    0x30,
    der(0xa0, der(0x02, new Uint8Array([2]))),
    der(0x02, crypto.getRandomValues(new Uint8Array(8)).map((b, i) => i === 0 ? b & 0x7f : b)),
    SHA256_RSA,
    name("localhost"),
    der(0x30, time(new Date(now - 86_400_000)), time(new Date(now + 365 * 86_400_000))),
    name("localhost"),
    spki,
    der(0xa3, der(0x30, san)),
  );
  const signature = new Uint8Array(
    await crypto.subtle.sign("RSASSA-PKCS1-v1_5", pair.privateKey, tbs as Uint8Array<ArrayBuffer>),
  );
  const cert = der(0x30, tbs, SHA256_RSA, der(0x03, new Uint8Array([0, ...signature])));
  const key = new Uint8Array(await crypto.subtle.exportKey("pkcs8", pair.privateKey));
  return { key: pem("PRIVATE KEY", key), cert: pem("CERTIFICATE", cert) };
}
