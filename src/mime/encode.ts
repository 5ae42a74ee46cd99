/**
 * The encodings a MIME message is written in: RFC 2045 quoted-printable and base64 bodies
 * (lines of at most 76 characters), RFC 2047 encoded words for non-ASCII header text, and
 * RFC 2231 parameter values for non-ASCII file names. Web standards only.
 * @module
 */

import { to_base64 } from "../core/base64.ts";

const encoder = new TextEncoder();
const HEX = "0123456789ABCDEF";

/** Whether `text` is printable US-ASCII (tab and space allowed, no control characters). */
export function is_printable_ascii(text: string): boolean {
  return /^[\t\x20-\x7e]*$/.test(text);
}

/** Base64 of `bytes` in lines of 76 characters joined by CRLF (RFC 2045 §6.8). */
export function base64_lines(bytes: Uint8Array): string {
  return to_base64(bytes).replace(/.{76}(?=.)/g, "$&\r\n");
}

const hex = (byte: number) => `=${HEX[byte >> 4]}${HEX[byte & 15]}`;

/**
 * Quoted-printable of `text` as UTF-8 (RFC 2045 §6.7): line breaks become CRLF hard breaks,
 * every line is at most 76 characters (soft breaks `=` CRLF), trailing white space is encoded.
 * The text ends in a soft break (`=`), so the CRLF that precedes a boundary or ends the message
 * is not read as part of the text: some parsers (postal-mime among them) keep that CRLF, and
 * with it a body would not read back exactly as written.
 */
export function quoted_printable(text: string): string {
  const lines = text.replace(/\r\n|\r|\n/g, "\n").split("\n");
  return `${lines.map(qp_line).join("\r\n")}=`;
}

function qp_line(line: string): string {
  const bytes = encoder.encode(line);
  const out: string[] = [];
  let current = "";
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    const last = i === bytes.length - 1;
    const literal = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
    // A multi-byte character is written whole: its encoded bytes never straddle a soft break.
    let token = literal ? String.fromCharCode(byte) : hex(byte);
    if (!literal && byte >= 0xc0) {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      for (let k = 1; k < length && i + 1 < bytes.length && (bytes[i + 1]! & 0xc0) === 0x80; k++) {
        token += hex(bytes[++i]!);
      }
    }
    // 75 leaves room for the "=" of a soft break, so no line passes 76.
    if (current.length + token.length > 75) {
      out.push(`${current}=`);
      current = "";
    }
    current += token;
  }
  out.push(current);
  return out.join("\r\n");
}

/**
 * `text` as RFC 2047 encoded words (`=?UTF-8?B?…?=`), each at most 75 characters and never
 * splitting a character, for header text that is not printable ASCII. `first` is the room (in
 * characters) the first word has on its line, so the header's first line stays within 78.
 */
export function encoded_words(text: string, first = 75): string[] {
  const words: string[] = [];
  let chunk: number[] = [];
  // A word of n bytes is 12 + 4·⌈n/3⌉ characters; 45 bytes make the full 72.
  let max = Math.max(3, Math.min(45, Math.floor((first - 12) / 4) * 3));
  const flush = () => {
    if (chunk.length) words.push(`=?UTF-8?B?${to_base64(new Uint8Array(chunk))}?=`);
    chunk = [];
  };
  for (const char of text) {
    const bytes = encoder.encode(char);
    if (chunk.length + bytes.length > max) {
      flush();
      max = 45;
    }
    chunk.push(...bytes);
  }
  flush();
  return words;
}

/** A MIME parameter, `name="value"` for printable ASCII, `name*=UTF-8''…` (RFC 2231) otherwise. */
export function parameter(name: string, value: string): string {
  if (is_printable_ascii(value)) return `${name}="${value.replace(/(["\\])/g, "\\$1")}"`;
  let out = "";
  for (const byte of encoder.encode(value)) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9!#$&+.^_`|~-]/.test(char) ? char : `%${HEX[byte >> 4]}${HEX[byte & 15]}`;
  }
  return `${name}*=UTF-8''${out}`;
}
