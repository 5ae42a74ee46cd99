/**
 * Amazon SNS message signatures (also used by Scaleway Topics and Events): RSA over the
 * canonical "Key\nValue\n" string, SHA1withRSA for `SignatureVersion` 1 and SHA256withRSA for 2,
 * with the key taken from the certificate at `SigningCertURL` — fetched only from a URL the
 * policy allows, and cached per `fetch` function.
 * @module
 */

import { from_base64, to_base64 } from "../../core/base64.ts";
import { invalid_signature } from "../errors.ts";
import type { Json } from "../normal.ts";
import { pem_certificates } from "./keys.ts";
import { type Certificate, certificate_key, parse_certificate } from "./x509.ts";

/** Which certificates a provider's SNS messages may be signed with. */
export interface SnsPolicy {
  /** Whether a `SigningCertURL` may be fetched at all. */
  cert_url(url: URL): boolean;
  /** An extra trust check (Scaleway: signed by its CA); SNS relies on the HTTPS host alone. */
  trust?(cert: Certificate, message: Json, fetcher: typeof fetch, now: number): Promise<boolean>;
}

const NOTIFICATION = ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"];
const SUBSCRIPTION = ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"];

/** The canonical string SNS signs for `message`. */
export function sns_string_to_sign(message: Json): string {
  const keys = message.Type === "Notification" ? NOTIFICATION : SUBSCRIPTION;
  let out = "";
  for (const key of keys) {
    const value = message[key];
    if (value === undefined || value === null) {
      if (key === "Subject") continue;
      return "";
    }
    out += `${key}\n${String(value)}\n`;
  }
  return out;
}

const caches = new WeakMap<typeof fetch, Map<string, Promise<Certificate>>>();

/** The certificate at `url`, fetched once per `fetch` function. */
export function cached_certificate(url: string, fetcher: typeof fetch): Promise<Certificate> {
  let cache = caches.get(fetcher);
  if (!cache) caches.set(fetcher, cache = new Map());
  let cert = cache.get(url);
  if (!cert) {
    cert = fetch_certificate(url, fetcher);
    cache.set(url, cert);
    cert.catch(() => cache.delete(url));
  }
  return cert;
}

async function fetch_certificate(url: string, fetcher: typeof fetch): Promise<Certificate> {
  const response = await fetcher(url, { redirect: "error" });
  if (!response.ok) throw new TypeError(`certificate fetch answered ${response.status}`);
  const [der] = pem_certificates(await response.text());
  if (!der) throw new TypeError("no certificate in response");
  return parse_certificate(der);
}

/** Throws `invalid_signature` unless `message` is signed by a certificate the policy trusts. */
export async function verify_sns(
  provider: string,
  message: Json,
  context: { fetch: typeof fetch; now: number },
  policy: SnsPolicy,
): Promise<void> {
  const version = String(message.SignatureVersion ?? "");
  const hash = version === "1" ? "SHA-1" : version === "2" ? "SHA-256" : null;
  if (!hash) throw invalid_signature(provider, `unsupported SignatureVersion ${version || "(none)"}`);
  const signed = sns_string_to_sign(message);
  if (!signed || typeof message.Signature !== "string") {
    throw invalid_signature(provider, "message is missing signed fields");
  }
  let url: URL;
  try {
    url = new URL(String(message.SigningCertURL));
  } catch {
    throw invalid_signature(provider, "SigningCertURL is not a URL");
  }
  if (!policy.cert_url(url)) throw invalid_signature(provider, `refusing certificate from ${url.origin}`);
  let cert: Certificate;
  try {
    cert = await cached_certificate(url.href, context.fetch);
  } catch (error) {
    throw Object.assign(invalid_signature(provider, `cannot load signing certificate: ${(error as Error).message}`), {
      cause: error,
    });
  }
  if (context.now < cert.not_before.getTime() || context.now > cert.not_after.getTime()) {
    throw invalid_signature(provider, "signing certificate is not valid now");
  }
  if (policy.trust && !(await policy.trust(cert, message, context.fetch, context.now))) {
    throw invalid_signature(provider, "signing certificate is not issued by a trusted authority");
  }
  let ok = false;
  try {
    const key = await certificate_key(cert, hash);
    ok = await crypto.subtle.verify(
      "RSASSA-PKCS1-v1_5",
      key,
      from_base64(message.Signature),
      new TextEncoder().encode(signed),
    );
  } catch {
    ok = false;
  }
  if (!ok) throw invalid_signature(provider, "signature does not match");
}

/** Signs `message` as SNS would, with a PKCS#8 (base64) RSA private key; returns the `Signature`. */
export async function sign_sns(message: Json, private_key: string, version: "1" | "2" = "1"): Promise<string> {
  const key = await crypto.subtle.importKey(
    "pkcs8",
    from_base64(private_key),
    { name: "RSASSA-PKCS1-v1_5", hash: version === "1" ? "SHA-1" : "SHA-256" },
    false,
    ["sign"],
  );
  const signature = await crypto.subtle.sign(
    "RSASSA-PKCS1-v1_5",
    key,
    new TextEncoder().encode(sns_string_to_sign(message)),
  );
  return to_base64(new Uint8Array(signature));
}
