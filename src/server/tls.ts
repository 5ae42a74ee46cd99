/**
 * The certificate the SMTP listeners present (STARTTLS and implicit TLS): read from PEM files, or
 * made at start — a self-signed ECDSA P-256 certificate for `localhost`, the loopback addresses
 * and the names given, so a development or CI setup needs no `openssl` and no files. Web Crypto
 * makes the key and signs; the few DER elements of an X.509 v3 certificate are written here.
 * @module
 */

import { to_base64, to_hex } from "../core/base64.ts";

/** A key and certificate, both PEM. */
export interface TlsCertificate {
  key: string;
  cert: string;
}

/** Reads `--tls-cert` and `--tls-key`; throws `TypeError` when either is not PEM of its kind. */
export async function read_certificate(cert_file: string, key_file: string): Promise<TlsCertificate> {
  const [cert, key] = await Promise.all([Deno.readTextFile(cert_file), Deno.readTextFile(key_file)]);
  if (!/-----BEGIN CERTIFICATE-----/.test(cert)) {
    throw new TypeError(`--tls-cert ${cert_file} holds no PEM certificate`);
  }
  if (!/-----BEGIN (?:RSA |EC )?PRIVATE KEY-----/.test(key)) {
    throw new TypeError(`--tls-key ${key_file} holds no PEM private key`);
  }
  return { cert, key };
}

/**
 * A fresh self-signed certificate valid from a day ago for a year, its subject `names[0]` and its
 * subjectAltName every name given (IP addresses as such) plus `localhost`, `127.0.0.1` and `::1`.
 */
export async function self_signed_certificate(names: string[] = []): Promise<TlsCertificate> {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const spki = new Uint8Array(await crypto.subtle.exportKey("spki", pair.publicKey));
  const all = [...new Set([...names.map((n) => n.toLowerCase()), "localhost", "127.0.0.1", "::1"])];
  const now = Date.now();
  const subject = rdn(all[0]!);
  const tbs = der(
    0x30,
    der(0xa0, der(0x02, new Uint8Array([2]))),
    der(0x02, serial()),
    ECDSA_SHA256,
    subject,
    der(0x30, utc_time(new Date(now - 86_400_000)), utc_time(new Date(now + 365 * 86_400_000))),
    subject,
    spki,
    der(0xa3, der(0x30, der(0x30, der(0x06, hex("551d11")), der(0x04, der(0x30, ...all.map(general_name)))))),
  );
  const raw = new Uint8Array(
    await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, pair.privateKey, tbs as Uint8Array<ArrayBuffer>),
  );
  // Web Crypto signs as r ‖ s; X.509 wants SEQUENCE { INTEGER r, INTEGER s }.
  const signature = der(0x30, der(0x02, integer(raw.subarray(0, 32))), der(0x02, integer(raw.subarray(32))));
  const cert = der(0x30, tbs, ECDSA_SHA256, der(0x03, new Uint8Array([0]), signature));
  const key = new Uint8Array(await crypto.subtle.exportKey("pkcs8", pair.privateKey));
  return { key: pem("PRIVATE KEY", key), cert: pem("CERTIFICATE", cert) };
}

/** The SHA-256 fingerprint of a PEM certificate, as `AB:CD:…` (what browsers and `openssl` show). */
export async function fingerprint(cert_pem: string): Promise<string> {
  const body = /-----BEGIN CERTIFICATE-----([^-]+)-----END CERTIFICATE-----/.exec(cert_pem)?.[1] ?? "";
  const bytes = Uint8Array.from(atob(body.replace(/\s+/g, "")), (c) => c.charCodeAt(0));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return to_hex(digest).toUpperCase().replace(/(..)(?!$)/g, "$1:");
}

const ECDSA_SHA256 = der(0x30, der(0x06, hex("2a8648ce3d040302")));

function der(tag: number, ...parts: Uint8Array[]): Uint8Array {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const header = length < 0x80
    ? [tag, length]
    : length < 0x100
    ? [tag, 0x81, length]
    : [tag, 0x82, length >> 8, length & 0xff];
  const out = new Uint8Array(header.length + length);
  out.set(header);
  let at = header.length;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function hex(text: string): Uint8Array {
  return Uint8Array.from(text.match(/../g)!, (byte) => parseInt(byte, 16));
}

/** An unsigned big-endian number as a DER INTEGER's content: no leading zeros, a zero before a high bit. */
function integer(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const trimmed = bytes.subarray(start);
  return trimmed[0]! & 0x80 ? new Uint8Array([0, ...trimmed]) : trimmed;
}

function serial(): Uint8Array {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  bytes[0] = (bytes[0]! & 0x7f) | 0x01;
  return bytes;
}

function rdn(common_name: string): Uint8Array {
  const cn = der(0x30, der(0x06, hex("550403")), der(0x0c, new TextEncoder().encode(common_name)));
  return der(0x30, der(0x31, cn));
}

function utc_time(date: Date): Uint8Array {
  return der(0x17, new TextEncoder().encode(date.toISOString().replace(/[-:T]/g, "").slice(2, 14) + "Z"));
}

/** A subjectAltName entry: an IPv4 or IPv6 address as `iPAddress`, anything else as `dNSName`. */
function general_name(name: string): Uint8Array {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(name);
  if (v4) return der(0x87, new Uint8Array(v4.slice(1).map(Number)));
  if (name.includes(":")) return der(0x87, ipv6_bytes(name));
  return der(0x82, new TextEncoder().encode(name));
}

function ipv6_bytes(address: string): Uint8Array {
  const [head, tail] = address.replace(/^\[|\]$/g, "").split("::") as [string, string | undefined];
  const words = (part: string | undefined) => part ? part.split(":").map((w) => parseInt(w, 16)) : [];
  const front = words(head);
  const back = words(tail);
  const all = tail === undefined ? front : [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
  const out = new Uint8Array(16);
  all.forEach((word, i) => {
    out[i * 2] = word >> 8;
    out[i * 2 + 1] = word & 0xff;
  });
  return out;
}

function pem(label: string, bytes: Uint8Array): string {
  const lines = to_base64(bytes).match(/.{1,64}/g)!.join("\n");
  return `-----BEGIN ${label}-----\n${lines}\n-----END ${label}-----\n`;
}
