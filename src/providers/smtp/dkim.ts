/**
 * DKIM signing (RFC 6376) with Web Crypto: `rsa-sha256`, `relaxed/relaxed` canonicalization,
 * the signed headers those of the default list the message has. The `DKIM-Signature` header
 * goes first in the message.
 * @module
 */

import { from_base64, to_base64 } from "../../core/base64.ts";

/**
 * DKIM settings of `smtp()`.
 *
 * @example
 * ```ts
 * import type { DkimOptions } from "@service/mail/smtp";
 * const dkim: DkimOptions = {
 *   domain: "example.com",
 *   selector: "mail",
 *   private_key: "-----BEGIN PRIVATE KEY-----\n…\n-----END PRIVATE KEY-----",
 * };
 * console.assert(dkim.selector === "mail");
 * ```
 */
export interface DkimOptions {
  /** The signing domain (`d=`). */
  domain: string;
  /** The selector (`s=`): the public key is at `<selector>._domainkey.<domain>`. */
  selector: string;
  /**
   * The RSA private key: PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`; convert a PKCS#1 key with
   * `openssl pkcs8 -topk8 -nocrypt`) or a `CryptoKey` for RSASSA-PKCS1-v1_5 with SHA-256.
   */
  private_key: string | CryptoKey;
  /** Header names to sign when present (default: From, To, Cc, Reply-To, Subject, Date, Message-ID, MIME-Version, Content-Type, List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: string[];
}

const DEFAULT_HEADERS = [
  "from",
  "to",
  "cc",
  "reply-to",
  "subject",
  "date",
  "message-id",
  "mime-version",
  "content-type",
  "list-unsubscribe",
  "list-unsubscribe-post",
];

const keys = new WeakMap<DkimOptions, Promise<CryptoKey>>();

function import_key(options: DkimOptions): Promise<CryptoKey> {
  let key = keys.get(options);
  if (!key) {
    const given = options.private_key;
    key = typeof given !== "string" ? Promise.resolve(given) : crypto.subtle.importKey(
      "pkcs8",
      from_base64(given.replace(/-----(BEGIN|END) PRIVATE KEY-----/g, "")),
      { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
      false,
      ["sign"],
    );
    keys.set(options, key);
  }
  return key;
}

/** Relaxed body canonicalization (RFC 6376 §3.4.4). */
export function relaxed_body(body: string): string {
  const lines = body.split("\r\n").map((line) => line.replace(/[ \t]+/g, " ").replace(/ $/, ""));
  while (lines.length && lines[lines.length - 1] === "") lines.pop();
  return lines.length ? `${lines.join("\r\n")}\r\n` : "";
}

/** Relaxed header canonicalization (RFC 6376 §3.4.2) of one header field, without the CRLF. */
export function relaxed_header(field: string): string {
  const colon = field.indexOf(":");
  const name = field.slice(0, colon).trim().toLowerCase();
  const value = field.slice(colon + 1).replace(/\r\n(?=[ \t])/g, "").replace(/[ \t]+/g, " ").trim();
  return `${name}:${value}`;
}

async function sha256_base64(text: string): Promise<string> {
  return to_base64(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))));
}

/** `raw` with a `DKIM-Signature` header in front. */
export async function dkim_sign(raw: string, options: DkimOptions, now = Date.now()): Promise<string> {
  const split = raw.indexOf("\r\n\r\n");
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? "" : raw.slice(split + 4);
  const fields = head.split(/\r\n(?![ \t])/);
  const wanted = (options.headers ?? DEFAULT_HEADERS).map((name) => name.toLowerCase());
  const signed: string[] = [];
  const names: string[] = [];
  for (const name of wanted) {
    // The last instance of a header is the one signed first (§5.4.2); the builder writes each once.
    const field = fields.findLast((f) => f.slice(0, f.indexOf(":")).trim().toLowerCase() === name);
    if (field === undefined) continue;
    signed.push(relaxed_header(field));
    names.push(name);
  }
  const tags = [
    "v=1",
    "a=rsa-sha256",
    "c=relaxed/relaxed",
    `d=${options.domain}`,
    `s=${options.selector}`,
    `t=${Math.floor(now / 1000)}`,
    `h=${names.join(":")}`,
    `bh=${await sha256_base64(relaxed_body(body))}`,
  ];
  const unsigned = `DKIM-Signature: ${tags.join("; ")}; b=`;
  const data = [...signed, relaxed_header(unsigned)].join("\r\n");
  const signature = await crypto.subtle.sign(
    "RSASSA-PKCS1-v1_5",
    await import_key(options),
    new TextEncoder().encode(data),
  );
  const b = to_base64(new Uint8Array(signature)).replace(/.{70}(?=.)/g, "$&\r\n ");
  // Folded between tags: relaxed canonicalization reads each fold as the single space it replaced.
  const header = `DKIM-Signature: ${tags.join(";\r\n ")};\r\n b=${b}`;
  return `${header}\r\n${raw}`;
}
