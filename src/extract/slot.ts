/**
 * Shapes of a code read only in a code's slot: a line of its own, or the value after a label's colon. Anywhere else
 * the same shapes are words, slugs, identifiers, licence keys, phone numbers and ranges.
 * @module
 */

import { type Candidate, MAX_LETTER_BLOCK } from "./candidates.ts";

/** A code of its own line, or after a label's colon: lower-case letter groups or a long mixed code. */
const SLOT =
  /^(?:[^:：\n]{1,40}[:：]\s*)?([a-z]{3,5}(?:-[a-z]{3,5}){1,3}|[A-Za-z0-9]{9,12}|\d{3,4}\.\d{3,4}|\d{5} \d{5}|\d{2,4}(?: \d{2,4}){1,2}|\d{1,5}(?:-\d{1,5}){1,2}|[A-Z0-9]{3,4}(?:-[A-Z0-9]{3,4}){2})\s*$/;

/**
 * A long hexadecimal token that a sentence names as the code, ending its line (`The verification code is
 * e41b7c09…`, as a forum's password reset sends it to paste into its form): anywhere else such a string is a commit,
 * a hash or an identifier.
 */
const NAMED_TOKEN = /\b[Cc]ode\s*(?:is|[:：])\s*([0-9a-f]{16,64}|[0-9A-F]{16,64})\.?$/;

/**
 * Shapes read only in a code's slot (a line of its own, or `Code: …`): equal groups of lower-case letters joined by
 * dashes (`tqbw-mfkr-zehp`), nine to twelve characters mixing capitals, small letters and digits (`kP4dW9xq2T`), equal
 * digit groups joined by a dot (`284.619`), ten digits in two groups of five (`28491 03756`), six to eight digits in
 * three groups (`381 540 27`) or in two after a label (`Code: 4417 92`), digit groups joined by dashes after a label
 * (`Pickup code: 7350-26`, `取件码：3-2-5107`), three equal dash groups of capitals and digits (`H7XQ-2MKP-R49D`), and a
 * long hexadecimal token a sentence names as the code. Anywhere else they are words, slugs, identifiers, licence keys,
 * phone numbers and ranges.
 */
export function find_slot_code(block: string): Candidate | null {
  const token = block.length <= 120 && block.includes("ode") ? NAMED_TOKEN.exec(block.trim()) : null;
  if (token && /\d/.test(token[1]!) && /[a-f]/i.test(token[1]!)) {
    const printed = token[1]!;
    const start = block.lastIndexOf(printed);
    return { code: printed, printed, start, end: start + printed.length, kind: "alphanumeric", spaced: false };
  }
  if (block.length > MAX_LETTER_BLOCK) return null;
  const match = SLOT.exec(block.trim());
  if (!match) return null;
  const printed = match[1]!;
  const start = block.lastIndexOf(printed);
  const end = start + printed.length;
  // `284.619`: equal digit groups joined by a dot, which elsewhere is a number's thousands
  if (printed.includes(".")) {
    const [a, b] = printed.split(".");
    return a!.length === b!.length ? { code: a! + b!, printed, start, end, kind: "digits", spaced: false } : null;
  }
  // `28491 03756`: ten digits in two groups of five; `381 540 27`: three groups of six to eight digits (two after a
  // label), the last no longer than the first (a phone number's run longer); the grouping is layout
  if (printed.includes(" ")) {
    const groups = printed.split(" ");
    const code = groups.join("");
    const ten = groups.length === 2 && code.length === 10;
    const length = code.length >= 6 && code.length <= 8 && groups.at(-1)!.length <= groups[0]!.length;
    // two groups (`4417 92`) only after a label: alone on a line they are as often a phone's or an amount's
    const two = groups.length === 2 && block.trim() !== printed;
    if (ten || (length && (groups.length === 3 || two))) {
      return { code, printed: code, start, end, kind: "digits", spaced: false };
    }
    // `84 113 902`: three groups of two or three digits growing, as a member's or a phone's number is printed too,
    // only right under or after a code's keyword
    const grouped = groups.length === 3 && code.length >= 7 && code.length <= 8 && groups.every((g) => g.length <= 3);
    return grouped ? { code, printed: code, start, end, kind: "digits", spaced: false, near: 0.8 } : null;
  }
  // `Pickup code: 7350-26`, `取件码：3-2-5107`: digit groups joined by dashes (equal pairs are read anywhere), six to
  // eight digits, after a label: alone on a line the shape is as often a phone number or a range; a date is none
  if (/^[\d-]+$/.test(printed)) {
    const code = printed.replaceAll("-", "");
    // alone on its line only in a shape no phone number or range takes: a group of one or two digits at an end
    const groups = printed.split("-");
    const labelled = block.trim() !== printed || groups[0]!.length <= 2 || groups.at(-1)!.length <= 2;
    const date = /^(?:19|20)\d\d-\d{1,2}-\d{1,2}$|^\d{1,2}-\d{1,2}-(?:19|20)\d\d$/.test(printed);
    return labelled && !date && code.length >= 6 && code.length <= 8
      ? { code, printed, start, end, kind: "digits", spaced: false }
      : null;
  }
  // `H7XQ-2MKP-R49D`, `K7Q-94X-2MD`: three equal groups of three or four capitals and digits, both among them (a
  // game's or a licence's key runs to four groups, or groups of five)
  if (/^[A-Z0-9]+(?:-[A-Z0-9]+){2}$/.test(printed)) {
    const groups = printed.split("-");
    const code = groups.join("");
    const equal = groups.every((group) => group.length === groups[0]!.length);
    return equal && /\d/.test(code) && /[A-Z]/.test(code)
      ? { code, printed, start, end, kind: "alphanumeric", spaced: false }
      : null;
  }
  if (printed.includes("-")) {
    const groups = printed.split("-");
    if (groups.some((group) => group.length !== groups[0]!.length)) return null;
    return { code: groups.join(""), printed, start, end, kind: "letters", spaced: false };
  }
  const mixed = /[a-z]/.test(printed) && /[A-Z]/.test(printed) && (printed.match(/\d/g)?.length ?? 0) >= 2;
  return mixed ? { code: printed, printed, start, end, kind: "alphanumeric", spaced: false } : null;
}
