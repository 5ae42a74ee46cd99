/**
 * Reads the parts of an X.509 certificate a webhook check needs: its public key, validity and
 * the signature its issuer made. No chain building beyond "signed by one of these".
 * @module
 */

import { der_children, der_value, der_whole, oid_hex, read_der } from "./der.ts";
import { ecdsa_der_to_raw } from "./keys.ts";

/** The fields of a certificate. */
export interface Certificate {
  /** DER of the signed part. */
  tbs: Uint8Array<ArrayBuffer>;
  /** DER SubjectPublicKeyInfo. */
  spki: Uint8Array<ArrayBuffer>;
  /** Hex OID of the key algorithm (`rsaEncryption` or `id-ecPublicKey`). */
  key_algorithm: string;
  /** Hex OID of the named curve for EC keys. */
  curve: string | null;
  /** Hex OID of the issuer's signature algorithm. */
  signature_algorithm: string;
  /** The issuer's signature bytes. */
  signature: Uint8Array<ArrayBuffer>;
  not_before: Date;
  not_after: Date;
}

const RSA = "2a864886f70d010101";
const EC = "2a8648ce3d0201";
const CURVES: Record<string, { name: string; size: number }> = {
  "2a8648ce3d030107": { name: "P-256", size: 32 },
  "2b81040022": { name: "P-384", size: 48 },
};
/** Signature algorithm OIDs → Web Crypto parameters. */
const SIGNATURES: Record<string, { kind: "rsa" | "ec"; hash: string }> = {
  "2a864886f70d010105": { kind: "rsa", hash: "SHA-1" },
  "2a864886f70d01010b": { kind: "rsa", hash: "SHA-256" },
  "2a864886f70d01010c": { kind: "rsa", hash: "SHA-384" },
  "2a864886f70d01010d": { kind: "rsa", hash: "SHA-512" },
  "2a8648ce3d040302": { kind: "ec", hash: "SHA-256" },
  "2a8648ce3d040303": { kind: "ec", hash: "SHA-384" },
};

/** Parses a DER certificate; throws `TypeError` when it is not one. */
export function parse_certificate(bytes: Uint8Array<ArrayBuffer>): Certificate {
  const [tbs, algorithm, signature] = der_children(bytes, read_der(bytes));
  if (!tbs || !algorithm || !signature) throw new TypeError("not a certificate");
  const fields = der_children(bytes, tbs);
  const rest = fields[0]?.tag === 0xa0 ? fields.slice(1) : fields;
  const [, , , validity, , spki] = rest;
  if (!validity || !spki) throw new TypeError("not a certificate");
  const [not_before, not_after] = der_children(bytes, validity).map((node) => asn1_time(der_value(bytes, node)));
  const [key_id] = der_children(bytes, spki);
  const [key_oid, params] = key_id ? der_children(bytes, key_id) : [];
  const [signature_oid] = der_children(bytes, algorithm);
  if (!key_oid || !signature_oid || !not_before || !not_after) throw new TypeError("not a certificate");
  return {
    tbs: der_whole(bytes, tbs).slice(),
    spki: der_whole(bytes, spki).slice(),
    key_algorithm: oid_hex(bytes, key_oid),
    curve: params?.tag === 6 ? oid_hex(bytes, params) : null,
    signature_algorithm: oid_hex(bytes, signature_oid),
    signature: der_value(bytes, signature).slice(1),
    not_before,
    not_after,
  };
}

function asn1_time(bytes: Uint8Array): Date {
  const text = new TextDecoder().decode(bytes);
  const match = /^(\d{2}|\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!match) throw new TypeError("bad certificate time");
  let year = Number(match[1]);
  if (match[1]!.length === 2) year += year < 50 ? 2000 : 1900;
  return new Date(
    Date.UTC(year, Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5]), Number(match[6])),
  );
}

/** Imports the certificate's public key for verifying signatures made with `hash`. */
export function certificate_key(cert: Certificate, hash: string): Promise<CryptoKey> {
  if (cert.key_algorithm === RSA) {
    return crypto.subtle.importKey("spki", cert.spki, { name: "RSASSA-PKCS1-v1_5", hash }, false, ["verify"]);
  }
  const curve = cert.curve ? CURVES[cert.curve] : undefined;
  if (cert.key_algorithm === EC && curve) {
    return crypto.subtle.importKey("spki", cert.spki, { name: "ECDSA", namedCurve: curve.name }, false, ["verify"]);
  }
  throw new TypeError("unsupported certificate key");
}

/** Whether `issuer`'s key made the signature on `cert`. */
export async function signed_by(cert: Certificate, issuer: Certificate): Promise<boolean> {
  const algorithm = SIGNATURES[cert.signature_algorithm];
  if (!algorithm) return false;
  try {
    const key = await certificate_key(issuer, algorithm.hash);
    if (algorithm.kind === "rsa") return await crypto.subtle.verify("RSASSA-PKCS1-v1_5", key, cert.signature, cert.tbs);
    const size = CURVES[issuer.curve ?? ""]?.size ?? 32;
    const raw = ecdsa_der_to_raw(cert.signature, size);
    return await crypto.subtle.verify({ name: "ECDSA", hash: algorithm.hash }, key, raw, cert.tbs);
  } catch {
    return false;
  }
}
