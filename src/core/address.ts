/**
 * Email addresses: parsing `"a@b.c"`, `"Name <a@b.c>"`, `{address, name?}` and writing them back;
 * reading a recipient `local+tag@host` into its mailbox and plus-tag.
 * @module
 */

import { ServiceError } from "./error.ts";
import type { Address, Email } from "./types.ts";

// A pragmatic address check: a local part without spaces or brackets, a domain of dot-separated labels.
const LOCAL = /^(?:[^\s"(),:;<>@[\\\]]+|"(?:[^"\\\r\n]|\\.)+")$/u;
const LABEL = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u;

/** Whether `address` is a plain address that providers accept (`local@domain.tld`). */
export function is_address(address: string): boolean {
  const at = address.lastIndexOf("@");
  if (at < 1 || address.length > 254) return false;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split(".");
  if (local.length > 64 || !LOCAL.test(local) || local.startsWith(".") || local.endsWith(".")) return false;
  return labels.length >= 2 && labels.every((label) => LABEL.test(label));
}

function invalid(provider: string, field: string, value: unknown): ServiceError {
  return new ServiceError({
    provider,
    code: "invalid_address",
    message: `${field}: ${JSON.stringify(value)} is not a valid address`,
  });
}

/** Parses one address; throws `ServiceError` `invalid_address` naming the field. */
export function parse_email(value: Email, field: string, provider: string): Address {
  if (typeof value === "object" && value !== null) {
    const address = String(value.address ?? "").trim();
    if (!is_address(address)) throw invalid(provider, field, value);
    const name = value.name?.trim();
    return name ? { address, name } : { address };
  }
  if (typeof value !== "string") throw invalid(provider, field, value);
  const text = value.trim();
  const angle = /^(.*?)\s*<([^<>]+)>$/s.exec(text);
  const address = (angle ? angle[2]! : text).trim();
  if (!is_address(address)) throw invalid(provider, field, value);
  let name = angle ? angle[1]!.trim() : "";
  if (name.startsWith('"') && name.endsWith('"') && name.length >= 2) {
    name = name.slice(1, -1).replace(/\\(.)/g, "$1");
  }
  return name ? { address, name } : { address };
}

/** Parses one address or a list; `undefined` gives an empty list. */
export function parse_emails(value: Email | Email[] | undefined, field: string, provider: string): Address[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item, index) => parse_email(item, list.length > 1 ? `${field}[${index}]` : field, provider));
}

/** Writes an address as `Name <a@b.c>`, quoting the name when it holds specials. */
export function format_address(address: Address): string {
  if (!address.name) return address.address;
  const name = /[()<>[\]:;@\\,."]/.test(address.name) ? `"${address.name.replace(/(["\\])/g, "\\$1")}"` : address.name;
  return `${name} <${address.address}>`;
}

/** A recipient split into the inbox address it lands in and its plus-tag. */
export interface Recipient {
  /** `local@host`, lower-case, without the tag. */
  address: string;
  tag: string | null;
  host: string;
}

// A mailbox on a receiving host: an ASCII local part and host, as inbox addresses are.
const MAILBOX_LOCAL = /^[a-z0-9!#$%&'*=?^_`{|}~.-]+$/;
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * Reads `local+tag@host` (case-insensitive, optional angle brackets); `null` when it is not an
 * address. The tag keeps its case as written.
 */
export function parse_recipient(input: string): Recipient | null {
  const text = input.trim().replace(/^<(.*)>$/, "$1");
  const at = text.lastIndexOf("@");
  if (at <= 0 || at === text.length - 1 || text.length > 320) return null;
  const host = text.slice(at + 1).toLowerCase().replace(/\.$/, "");
  const full_local = text.slice(0, at);
  const plus = full_local.indexOf("+");
  const local = (plus < 0 ? full_local : full_local.slice(0, plus)).toLowerCase();
  const tag = plus < 0 ? null : full_local.slice(plus + 1) || null;
  if (!MAILBOX_LOCAL.test(local) || local.length > 64 || !HOST.test(host)) return null;
  if (tag !== null && !/^[\w.=-]{1,64}$/.test(tag)) return null;
  return { address: `${local}@${host}`, tag, host };
}
