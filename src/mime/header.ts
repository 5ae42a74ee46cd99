/**
 * Header lines of a MIME message (RFC 5322): names checked, values folded at white space to
 * lines of at most 78 characters where the value allows and never past 998, addresses with
 * display names quoted or written as RFC 2047 encoded words. A value holding CR or LF is
 * refused, so no header can inject another.
 * @module
 */

import type { Address } from "../core/types.ts";
import { encoded_words, is_printable_ascii } from "./encode.ts";

/** Why a header could not be written; the caller turns it into its own error. */
export class HeaderError extends Error {
  override name = "HeaderError";
}

const NAME = /^[!-9;-~]+$/;
const SOFT = 78;
const HARD = 998;

/** Folds `name: tokens…` (tokens joined by spaces) into lines of at most 78 characters where it can. */
export function fold(name: string, tokens: string[]): string {
  if (!NAME.test(name)) throw new HeaderError(`${JSON.stringify(name)} is not a header name`);
  const lines: string[] = [];
  let line = `${name}:`;
  tokens.forEach((token, index) => {
    if (index > 0 && line.length + 1 + token.length > SOFT) {
      lines.push(line);
      line = "";
    }
    line += ` ${token}`;
    if (line.length > HARD) throw new HeaderError(`${name}: a word is longer than ${HARD - 2} characters`);
  });
  lines.push(line);
  return lines.join("\r\n");
}

function check_value(name: string, value: string): void {
  if (/[\r\n\0]/.test(value)) throw new HeaderError(`${name}: the value holds a line break`);
}

/**
 * An unstructured header (`Subject`, a custom header): printable ASCII folded at its spaces,
 * anything else (or a word too long to fold) as encoded words.
 */
export function text_header(name: string, value: string): string {
  check_value(name, value);
  const words = value.split(" ").filter((word) => word !== "");
  if (is_printable_ascii(value) && !value.includes("\t") && words.every((word) => word.length <= SOFT - 2)) {
    return words.length ? fold(name, words) : `${name}:`;
  }
  return fold(name, encoded_words(value, SOFT - name.length - 2));
}

/** A header whose value must stay as given (a URL in angle brackets, a Message-ID): folded only at spaces. */
export function raw_header(name: string, value: string): string {
  check_value(name, value);
  if (!is_printable_ascii(value)) return text_header(name, value);
  const words = value.split(" ").filter((word) => word !== "");
  return words.length ? fold(name, words) : `${name}:`;
}

const ATEXT = /^[A-Za-z0-9!#$%&'*+\/=?^_`{|}~ -]+$/;

/** One address as header tokens: `Name <a@b.c>`, `"Name, Jr." <a@b.c>`, `=?UTF-8?B?…?= <a@b.c>`. */
function address_tokens(address: Address, first: number): string[] {
  check_value("address", address.address + (address.name ?? ""));
  const angle = `<${address.address}>`;
  const name = address.name;
  if (!name) return [address.address];
  if (is_printable_ascii(name)) {
    if (ATEXT.test(name)) return [...name.split(" ").filter(Boolean), angle];
    return [`"${name.replace(/(["\\])/g, "\\$1")}"`, angle];
  }
  return [...encoded_words(name, first), angle];
}

/** An address header (`From`, `To`, `Cc`, `Reply-To`), folded between addresses and words. */
export function address_header(name: string, addresses: Address[]): string {
  const tokens: string[] = [];
  addresses.forEach((address, index) => {
    const own = address_tokens(address, index === 0 ? SOFT - name.length - 2 : SOFT - 1);
    if (index < addresses.length - 1) own[own.length - 1] += ",";
    tokens.push(...own);
  });
  return fold(name, tokens);
}
