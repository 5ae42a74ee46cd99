/** Makes small RSA certificates, so tests and `mock_keys` can stand in for SNS's. @module */

import { der, hex_bytes } from "./der.ts";

const SHA256_RSA = der(0x30, der(0x06, hex_bytes("2a864886f70d01010b")), der(0x05));

function name(common: string): Uint8Array {
  const cn = der(0x30, der(0x06, hex_bytes("550403")), der(0x0c, new TextEncoder().encode(common)));
  return der(0x30, der(0x31, cn));
}

/** UTCTime until 2049, GeneralizedTime from 2050 (RFC 5280 §4.1.2.5). */
function utc(date: Date): Uint8Array {
  const text = date.toISOString().replace(/[-:T]/g, "").slice(0, 14) + "Z";
  return date.getUTCFullYear() < 2050
    ? der(0x17, new TextEncoder().encode(text.slice(2)))
    : der(0x18, new TextEncoder().encode(text));
}

/** A fresh RSA key pair that signs with PKCS#1 v1.5 and `hash`. */
export function rsa_key_pair(hash = "SHA-256"): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash },
    true,
    ["sign", "verify"],
  ) as Promise<CryptoKeyPair>;
}

/** A DER certificate for `subject_key`, signed (SHA-256 with RSA) by `issuer_key`. */
export async function make_certificate(options: {
  subject: string;
  subject_key: CryptoKey;
  issuer: string;
  issuer_key: CryptoKey;
  not_before: Date;
  not_after: Date;
  serial?: number;
}): Promise<Uint8Array> {
  const spki = new Uint8Array(await crypto.subtle.exportKey("spki", options.subject_key));
  const tbs = der(
    0x30,
    der(0xa0, der(0x02, new Uint8Array([2]))),
    der(0x02, new Uint8Array([options.serial ?? 1])),
    SHA256_RSA,
    name(options.issuer),
    der(0x30, utc(options.not_before), utc(options.not_after)),
    name(options.subject),
    spki,
  );
  const key = await crypto.subtle.importKey(
    "pkcs8",
    await crypto.subtle.exportKey("pkcs8", options.issuer_key),
    { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = new Uint8Array(await crypto.subtle.sign("RSASSA-PKCS1-v1_5", key, tbs as Uint8Array<ArrayBuffer>));
  return der(0x30, tbs, SHA256_RSA, der(0x03, new Uint8Array([0, ...signature])));
}
