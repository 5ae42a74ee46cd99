/** Email addresses: parsing `"a@b.c"`, `"Name <a@b.c>"`, `{address, name?}`, and writing them back. @module */

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
