/**
 * The syntax of SMTP commands and their arguments: paths, parameters, xtext, SASL tokens.
 * @module
 */

import { from_base64 } from "../../core/base64.ts";
import type { SmtpReply } from "./smtp_types.ts";

/** `FROM:<address> params` / `TO:<address> params`. */
export const PATH = /^(FROM|TO):\s*<([^<>\s]*)>((?:\s+[^\s=]+(?:=\S*)?)*)\s*$/i;
// deno-lint-ignore no-control-regex -- control characters are what it looks for
export const CONTROL = /[\x00-\x1f\x7f]/;

const decoder = new TextDecoder();

/** `MAIL`'s argument: the sender (`""` for the null sender) and the declared `SIZE`, or the refusal. */
export function mail_args(args: string, max_bytes: number): { address: string; size: number } | SmtpReply {
  const path = PATH.exec(args);
  if (!path || path[1]!.toUpperCase() !== "FROM") return { code: 501, text: "5.5.4 Syntax: MAIL FROM:<address>" };
  const address = strip_route(path[2]!);
  if (address && !valid_address(address)) return { code: 501, text: "5.1.7 Bad sender address syntax" };
  const params = parse_params(path[3]!);
  if (params === null) return { code: 501, text: "5.5.4 Bad MAIL parameter" };
  const size = params.SIZE === undefined ? 0 : Number(params.SIZE);
  if (!Number.isSafeInteger(size) || size < 0) return { code: 501, text: "5.5.4 Bad SIZE parameter" };
  if (max_bytes > 0 && size > max_bytes) {
    return { code: 552, text: `5.3.4 Message size exceeds the fixed limit of ${max_bytes} bytes` };
  }
  return { address, size };
}

/** `RCPT`'s argument: the recipient (the domainless `postmaster` too), or the refusal. */
export function rcpt_args(args: string): string | SmtpReply {
  const path = PATH.exec(args);
  if (!path || path[1]!.toUpperCase() !== "TO") return { code: 501, text: "5.5.4 Syntax: RCPT TO:<address>" };
  const address = strip_route(path[2]!);
  if (!valid_address(address) && address.toLowerCase() !== "postmaster") {
    return { code: 501, text: "5.1.3 Bad recipient address syntax" };
  }
  if (parse_params(path[3]!) === null) return { code: 501, text: "5.5.4 Bad RCPT parameter" };
  return address;
}

/** `::ffff:1.2.3.4` as `1.2.3.4`. */
export function plain_address(address: string): string {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

/** A path's source route (`@relay:user@host`, RFC 5321 4.1.2) is ignored. */
export function strip_route(path: string): string {
  return path.replace(/^@[^\s,:@]+(?:,@[^\s,:@]+)*:/, "");
}

/** `local@domain`, neither empty, no control characters, at most 254 bytes. */
export function valid_address(address: string): boolean {
  const at = address.lastIndexOf("@");
  return at > 0 && at < address.length - 1 && address.length <= 254 && !CONTROL.test(address);
}

/** `KEY=value` parameters, upper-cased keys; `null` when a value holds a control character. */
export function parse_params(text: string): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const part of text.trim().split(/\s+/)) {
    if (!part) continue;
    const equals = part.indexOf("=");
    const key = (equals === -1 ? part : part.slice(0, equals)).toUpperCase();
    const value = equals === -1 ? "" : decode_xtext(part.slice(equals + 1));
    if (CONTROL.test(value)) return null;
    params[key] = value;
  }
  return params;
}

/** xtext (RFC 3461 4): `+XX` is the byte XX. */
export function decode_xtext(text: string): string {
  return text.replace(/\+([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Base64 as UTF-8 text; `null` when it is not base64. */
export function base64_text(token: string): string | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(token) || token.length % 4 === 1) return null;
  try {
    return decoder.decode(from_base64(token));
  } catch {
    return null;
  }
}
