/**
 * Writes a world-corpus mail as a raw RFC 5322 message, the way real senders' mail arrives:
 * multipart/alternative (text and HTML), quoted-printable or base64 parts, RFC 2047 subjects.
 * Deterministic: the same mail gives the same bytes.
 * @module
 */

/** How a body part is transferred. */
export type Transfer = "7bit" | "8bit" | "quoted-printable" | "base64";

/** A mail as a family writes it. */
export interface MailSpec {
  from: string;
  to?: string;
  subject: string;
  text?: string;
  html?: string;
  /** Transfer encoding of the text and HTML parts (default: quoted-printable for both). */
  text_transfer?: Transfer;
  html_transfer?: Transfer;
  /** Extra headers (List-Unsubscribe, X-Mailer…). */
  headers?: [string, string][];
}

const encoder = new TextEncoder();

/** The raw message, CRLF line ends. */
export function to_eml(mail: MailSpec, seed: string): string {
  const lines: string[] = [];
  const date = new Date(Date.UTC(2025, 2, 1) + (hash(seed) % (200 * 86400)) * 1000).toUTCString()
    .replace("GMT", "+0000");
  lines.push(`From: ${header_value(mail.from)}`);
  lines.push(`To: ${mail.to ?? "Sam Lee <sam.lee@inbox.example>"}`);
  lines.push(`Subject: ${header_value(mail.subject)}`);
  lines.push(`Date: ${date}`);
  lines.push(`Message-ID: <${hash(seed).toString(36)}.${hash(seed + "m").toString(36)}@mail.example>`);
  lines.push("MIME-Version: 1.0");
  for (const [name, value] of mail.headers ?? []) lines.push(`${name}: ${value}`);
  const parts: string[][] = [];
  if (mail.text !== undefined) parts.push(part("text/plain", mail.text, mail.text_transfer ?? "quoted-printable"));
  if (mail.html !== undefined) parts.push(part("text/html", mail.html, mail.html_transfer ?? "quoted-printable"));
  if (parts.length === 1) {
    lines.push(...parts[0]!);
  } else {
    const boundary = `----=_Part_${hash(seed + "b").toString(16)}`;
    lines.push(
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      "",
      "This is a multi-part message in MIME format.",
    );
    for (const body of parts) lines.push("", `--${boundary}`, ...body);
    lines.push("", `--${boundary}--`, "");
  }
  return lines.join("\r\n");
}

function part(type: string, body: string, transfer: Transfer): string[] {
  const head = [`Content-Type: ${type}; charset="UTF-8"`, `Content-Transfer-Encoding: ${transfer}`, ""];
  const normal = body.replace(/\r?\n/g, "\n");
  if (transfer === "base64") return [...head, base64_lines(encoder.encode(normal.replace(/\n/g, "\r\n")))];
  if (transfer === "quoted-printable") return [...head, quoted_printable(normal)];
  return [...head, normal.replace(/\n/g, "\r\n")];
}

/** Base64 in lines of 76 characters. */
function base64_lines(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return (btoa(binary).match(/.{1,76}/g) ?? []).join("\r\n");
}

/** Quoted-printable (RFC 2045): lines of at most 76 characters, soft breaks, UTF-8 bytes escaped. */
export function quoted_printable(text: string): string {
  const out: string[] = [];
  for (const line of text.split("\n")) {
    let encoded = "";
    const bytes = encoder.encode(line);
    bytes.forEach((byte, index) => {
      const last = index === bytes.length - 1;
      const plain = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
      encoded += plain ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    });
    let rest = encoded;
    while (rest.length > 76) {
      let cut = 75;
      // never cut inside an =XX escape
      if (rest[cut - 1] === "=") cut -= 1;
      else if (rest[cut - 2] === "=") cut -= 2;
      out.push(`${rest.slice(0, cut)}=`);
      rest = rest.slice(cut);
    }
    out.push(rest);
  }
  return out.join("\r\n");
}

/** A header value, RFC 2047 encoded where it holds non-ASCII text (the display name of an address too). */
function header_value(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  const address = /^(.*?)\s*(<[^<>]+>)$/.exec(value);
  if (address) return `${encode_word(address[1]!.replace(/^"|"$/g, ""))} ${address[2]}`;
  return encode_word(value);
}

function encode_word(text: string): string {
  const bytes = encoder.encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `=?UTF-8?B?${btoa(binary)}?=`;
}

/** A 32-bit FNV-1a hash of a string. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    h ^= text.charCodeAt(index);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}
