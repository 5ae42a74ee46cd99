/**
 * Strings in a block shaped like a one-time code: 4–8 digits (`482913`), two equal digit groups
 * (`482 913`, `482-913`), three or four pairs of digits (`58 21 44`, `26-81-47` when no date), upper-case letters mixed
 * with digits (`A1B2C3`, `K7P-2QX`), and letter-spaced forms (`4 8 2 9 1 3`). The separator is
 * dropped: `code` is what a test types. What touches a number decides first: `#1234`, `$1299`,
 * `1234%`, `1,299`, digits of a phone number, anything inside a URL or an address is no candidate.
 * @module
 */

import { as_written, to_ascii_digits } from "./native_digits.ts";

/** A code-shaped string of a block. */
export interface Candidate {
  /** What a person types: the code without its separators and without a printed prefix (`482913`). */
  code: string;
  /** The code as printed: dash grouping and a prefix kept (`4821-9033`, `G-482913`); spaces dropped. */
  printed: string;
  start: number;
  end: number;
  kind: "digits" | "alphanumeric" | "letters";
  /** Written `4 8 2 9 1 3`. */
  spaced: boolean;
  /** Printed with a prefix (`G-482913`). */
  prefixed?: boolean;
  /** A shape that is as often another number: the code keyword must be at least this near (`84 113 902`). */
  near?: number;
}

interface Atom {
  start: number;
  end: number;
  text: string;
}

const WRITTEN_URL = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const DASHES = "-\u2010\u2011";
const CONNECTORS = ".,/_\u2012\u2013\u2014" + DASHES;
// Signs that make the number after them something else: #order, $price, ©year, +phone, @user, =param.
const BEFORE_NO = new Set("#$€£¥₹₩©@&=_\\~%№+°•/".split(""));
const AFTER_NO = new Set("%€$£¥°@_=+*/".split(""));
const LETTER = /\p{L}/u;
const EAST_ASIAN =
  /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af\uff00-\uffef\u3000-\u303f\u0e00-\u0eff\u1780-\u17ff\u1000-\u109f]/;
const MAX_CANDIDATES = 200;
/** A host name ending right before a `:port`. */
const HOST_BEFORE = /(?:^|[^\w.-])(?:localhost|[\w-]+(?:\.[\w-]+)*\.[a-z]{2,})$/i;
/** A sender's prefix printed before a code: one to three capitals (`G-`, `FB-`; three only before six or more digits). */
const PREFIX = /^[A-Z]{1,3}$/;
/** A capital and a digit printed as a prefix (`K7-294610`). */
const MIXED_PREFIX = /^[A-Z]\d$/;
const HAS_DIGIT = /\d/;
/** A block longer than this holds a sentence: capitals in it are no code. */
export const MAX_LETTER_BLOCK = 48;
const CAPITALS = /^[A-Z]+$/;
/** Characters of one block searched: a paragraph longer than this is no mail's. */
const MAX_SCAN = 20_000;

/**
 * Codes of capitals only (`BQVKB`, `QWRT-ZXPL`) of a short block, the only shape without a
 * digit: five to eight capitals, or two equal dash groups of three or four. Read in short
 * blocks only (a line or cell of its own, or `label: CODE`): written in a sentence, capitals
 * are a word, an acronym or a name.
 */
export function find_letter_codes(block: string): Candidate[] {
  if (block.length > MAX_LETTER_BLOCK) return [];
  const masked = mask(block);
  const atoms = scan_atoms(masked);
  const out: Candidate[] = [];
  for (let index = 0; index < atoms.length; index++) {
    const atom = atoms[index]!;
    const next = atoms[index + 1];
    if (!CAPITALS.test(atom.text)) continue;
    if (next && joins(masked, atom, next)) {
      const pair = DASHES.includes(masked[atom.end]!) && !(atoms[index + 2] && joins(masked, next, atoms[index + 2]!));
      const equal = atom.text.length === next.text.length && atom.text.length >= 3 && atom.text.length <= 4;
      if (pair && equal && CAPITALS.test(next.text) && clear_edges(block, atom.start, next.end)) {
        const code = atom.text + next.text;
        const printed = `${atom.text}-${next.text}`;
        out.push({ code, printed, start: atom.start, end: next.end, kind: "letters", spaced: false });
      }
      while (index + 1 < atoms.length && joins(masked, atoms[index]!, atoms[index + 1]!)) index++;
      continue;
    }
    if (atom.text.length < 5 || atom.text.length > 8 || !clear_edges(block, atom.start, atom.end)) continue;
    out.push({ code: atom.text, printed: atom.text, start: atom.start, end: atom.end, kind: "letters", spaced: false });
  }
  return out;
}

/** The code-shaped strings of a block's text, in order. */
export function find_candidates(block: string): Candidate[] {
  const original = block.length > MAX_SCAN ? block.slice(0, MAX_SCAN) : block;
  // digits of other scripts (۳۸۱۷۵, ৫৮২৯৪১, １２３) are read as digits; the code keeps them as printed
  const text = to_ascii_digits(original);
  if (!HAS_DIGIT.test(text)) return []; // every code shape holds a digit
  if (text !== original) {
    return scan_candidates(text).map((found) => ({
      ...found,
      printed: as_written(found.printed, original, found.start),
    }));
  }
  return scan_candidates(text);
}

function scan_candidates(text: string): Candidate[] {
  const masked = mask(text);
  const atoms = scan_atoms(masked);
  const out: Candidate[] = [];
  let index = 0;
  while (index < atoms.length && out.length < MAX_CANDIDATES) {
    // a compound: atoms joined by one connector character, like 2024-06-15 or K7P-2QX
    let last = index;
    while (last + 1 < atoms.length && joins(masked, atoms[last]!, atoms[last + 1]!)) last++;
    const compound = atoms.slice(index, last + 1);
    const spaced = spaced_run(masked, atoms, index);
    if (spaced > 0) {
      const run = atoms.slice(index, index + spaced);
      const candidate = make(text, run, "", true);
      if (candidate) out.push(candidate);
      index += spaced;
      continue;
    }
    const pairs = last === index ? digit_pairs(masked, atoms, index) : 0;
    if (pairs > 0) {
      const candidate = make(text, atoms.slice(index, index + pairs), " ", false);
      if (candidate) out.push(candidate);
      index += pairs;
      continue;
    }
    // `FX-638 204`: a prefix, then a code in two equal groups a space apart
    const prefixed = last === index + 1 ? prefixed_pair(text, masked, atoms, index) : null;
    if (prefixed) {
      out.push(prefixed);
      index += 3;
      continue;
    }
    const pair = digit_pair(masked, atoms, index, last);
    const candidate = pair ? make(text, pair, " ", false) : make(text, compound, masked[atoms[index]!.end]!, false);
    if (candidate) out.push(candidate);
    index = pair ? index + 2 : last + 1;
  }
  return out;
}

function make(text: string, atoms: Atom[], separator: string, spaced: boolean): Candidate | null {
  const first = atoms[0]!;
  const last = atoms[atoms.length - 1]!;
  const dashed = atoms.length === 2 && !spaced && DASHES.includes(separator);
  // G-482913, FB-12345: a sender's prefix printed before the digits a person types
  // three letters before four or five digits are one code (`RTK-5583`, `ABC-1234`), not a prefix
  // (`PL-73K9Q2`: one or two capitals before six to eight capitals and digits are a prefix too)
  const prefixed_digits = /^\d{4,8}$/.test(last.text) && (first.text.length < 3 || last.text.length >= 6);
  // `K7-294610`: a capital and a digit before six to eight digits are a prefix too
  const mixed_prefix = MIXED_PREFIX.test(first.text) && /^\d{6,8}$/.test(last.text);
  const prefixed_mixed = first.text.length < 3 && /^(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z\d]{6,8}$/.test(last.text);
  if (dashed && ((PREFIX.test(first.text) && (prefixed_digits || prefixed_mixed)) || mixed_prefix)) {
    if (!clear_edges(text, first.start, last.end)) return null;
    const printed = `${first.text}-${last.text}`;
    const kind = prefixed_digits || mixed_prefix ? "digits" : "alphanumeric";
    return { code: last.text, printed, start: first.start, end: last.end, kind, spaced, prefixed: true };
  }
  // `G-482-913`, `K7-492-031`: a prefix before two equal dash groups of digits, the grouping kept
  const grouped = grouped_after_prefix(text, atoms, spaced);
  if (grouped) return grouped;
  const code = atoms.map((atom) => atom.text).join("");
  if (code.length < 4 || code.length > 8) return null;
  const pairs = atoms.length > 2 && atoms.length <= 4 && atoms.every((atom) => /^\d\d$/.test(atom.text));
  const paired = pairs && separator === " ";
  // `26-81-47`: pairs joined by dashes, when they cannot be read as a date
  const dash_paired = pairs && !spaced && atoms.every((atom, i) => i === 0 || DASHES.includes(text[atom.start - 1]!)) &&
    !(atoms.length === 3 && may_be_date(atoms.map((atom) => Number(atom.text))));
  if (!spaced && !paired && !dash_paired && atoms.length > 2) return null;
  if (atoms.length === 2 && !spaced && separator !== " " && !DASHES.includes(separator)) return null;
  const digits = /^\d+$/.test(code);
  if (atoms.length === 2 && !spaced) {
    const [a, b] = [first.text, last.text];
    const groups_ok = digits ? a.length === b.length && a.length >= 3 : a.length >= 2 && b.length >= 2;
    if (!groups_ok) return null;
  }
  if (!digits) {
    if (!/^[A-Z0-9]+$/.test(code) || !/\d/.test(code) || !/[A-Z]/.test(code)) return null;
  }
  if (!clear_edges(text, first.start, last.end)) return null;
  const printed = dashed || dash_paired ? atoms.map((atom) => atom.text).join("-") : code;
  return { code, printed, start: first.start, end: last.end, kind: digits ? "digits" : "alphanumeric", spaced };
}

/** A prefix and two dash groups of digits (`G-482-913`, `WN-2749-81`), or `null`. */
function grouped_after_prefix(text: string, atoms: Atom[], spaced: boolean): Candidate | null {
  if (atoms.length !== 3 || spaced) return null;
  const [prefix, a, b] = atoms as [Atom, Atom, Atom];
  if (!PREFIX.test(prefix.text) && !MIXED_PREFIX.test(prefix.text)) return null;
  // two groups of six to eight digits, the second no longer than the first (`WN-2749-81`), and no year among them:
  // `KDK-2026-1187` is a reference numbered by its year
  if (!/^\d{3,4}$/.test(a.text) || !/^\d{2,4}$/.test(b.text) || b.text.length > a.text.length) return null;
  if (a.text.length + b.text.length < 6) return null;
  if (/^(?:19|20)\d\d$/.test(a.text) || /^(?:19|20)\d\d$/.test(b.text)) return null;
  if (!DASHES.includes(text[a.start - 1]!) || !DASHES.includes(text[b.start - 1]!)) return null;
  if (!clear_edges(text, prefix.start, b.end)) return null;
  const printed = `${prefix.text}-${a.text}-${b.text}`;
  return { code: a.text + b.text, printed, start: prefix.start, end: b.end, kind: "digits", spaced, prefixed: true };
}

/** Whether three two-digit numbers read as a date in some order (day-month-year, month-day-year, year-month-day). */
function may_be_date([a, b, c]: number[]): boolean {
  const day = (n: number) => n >= 1 && n <= 31;
  const month = (n: number) => n >= 1 && n <= 12;
  return (day(a!) && month(b!)) || (month(a!) && day(b!)) || (month(b!) && day(c!));
}

/** Whether what touches the span leaves it a stand-alone string. */
function clear_edges(text: string, start: number, end: number): boolean {
  const before = text[start - 1] ?? " ";
  const after = text[end] ?? " ";
  if (before === "*" && after === "*") return true; // **482913**, bold in a text part
  if (BEFORE_NO.has(before) || AFTER_NO.has(after) || before === "*") return false;
  // `№ 8830219`, `# 4821`: a number sign and a space
  const sign = text[start - 2];
  if (before === " " && (sign === "#" || sign === "№")) return false;
  if (is_glued(before) || is_glued(after)) return false;
  // 1234,- and 1234.- are prices; 1.234 and 12:30 are caught as compounds
  if ((after === "," || after === ".") && DASHES.includes(text[end + 1] ?? "x")) return false;
  if ((after === "," || after === ".") && /\d/.test(text[end + 1] ?? "")) return false;
  if (after === ":" && /\d/.test(text[end + 1] ?? "")) return false;
  if (before === ":" && /\d/.test(text[start - 2] ?? "")) return false;
  // localhost:3000, app.test:8443: a port after a host name
  if (before === ":" && HOST_BEFORE.test(text.slice(Math.max(0, start - 64), start - 1))) return false;
  return !near_digit(text, start - 1, -1) && !near_digit(text, end, 1);
}

/** A letter of a spaced-word script glued to the number (`é1234`): part of a word. */
function is_glued(char: string): boolean {
  return char === "\u0000" || (LETTER.test(char) && !EAST_ASIAN.test(char));
}

/**
 * A number within three characters of spaces, brackets, dots or dashes: part of a longer
 * number (a phone number). `A1B2C3 K7P-2QX` does not count: the digit belongs to a word.
 */
function near_digit(text: string, from: number, step: 1 | -1): boolean {
  for (let at = from, seen = 0; seen < 3 && at >= 0 && at < text.length; at += step, seen++) {
    const char = text[at]!;
    if (is_digit(char)) {
      let edge = at;
      while (is_digit(text[edge + step] ?? "")) edge += step;
      return !/[A-Za-z]/.test(text[edge + step] ?? "");
    }
    if (!" ()+.-/\u00a0".includes(char)) return false;
  }
  return false;
}

function is_digit(char: string): boolean {
  return char >= "0" && char <= "9" && char.length === 1;
}

/** Two digit groups of three or four apart by one space (`482 913`), and no more digits around. */
function digit_pair(masked: string, atoms: Atom[], index: number, last: number): Atom[] | null {
  if (last !== index) return null;
  const a = atoms[index]!;
  const b = atoms[index + 1];
  if (!b || b.start !== a.end + 1 || masked[a.end] !== " ") return null;
  if (!/^\d{3,4}$/.test(a.text) || b.text.length !== a.text.length || !/^\d+$/.test(b.text)) return null;
  const c = atoms[index + 2];
  if (c && joins(masked, b, c)) return null;
  if (c && c.start === b.end + 1 && masked[b.end] === " " && /^\d/.test(c.text)) return null;
  return [a, b];
}

/** A prefix dashed to a group of digits, and an equal group a space after it (`FX-638 204`), as one code, or `null`. */
function prefixed_pair(text: string, masked: string, atoms: Atom[], index: number): Candidate | null {
  const [prefix, a] = [atoms[index]!, atoms[index + 1]!];
  if (!PREFIX.test(prefix.text) && !MIXED_PREFIX.test(prefix.text)) return null;
  if (!DASHES.includes(masked[prefix.end]!)) return null;
  const b = digit_pair(masked, atoms, index + 1, index + 1)?.[1];
  if (!b || !clear_edges(text, prefix.start, b.end)) return null;
  const code = a.text + b.text;
  const printed = `${prefix.text}-${code}`;
  return { code, printed, start: prefix.start, end: b.end, kind: "digits", spaced: false, prefixed: true };
}

/**
 * How many atoms from `index` form a code printed in pairs of digits (`58 21 44`, `12 34 56 78`):
 * three or four two-digit groups apart by one space each, with no more digits joined on either
 * side (a phone number printed in pairs runs longer).
 */
function digit_pairs(masked: string, atoms: Atom[], index: number): number {
  const pair = (atom: Atom) => /^\d\d$/.test(atom.text);
  const digits = (atom: Atom) => /^\d+$/.test(atom.text);
  const spaced = (a: Atom, b: Atom) => b.start === a.end + 1 && masked[a.end] === " ";
  const first = atoms[index]!;
  if (!pair(first)) return 0;
  const previous = atoms[index - 1];
  if (previous && ((spaced(previous, first) && digits(previous)) || joins(masked, previous, first))) return 0;
  let count = 1;
  while (count <= 4) {
    const next = atoms[index + count];
    if (!next || !spaced(atoms[index + count - 1]!, next) || !digits(next)) break;
    if (!pair(next)) return 0;
    count++;
  }
  const after = atoms[index + count];
  if (after && joins(masked, atoms[index + count - 1]!, after)) return 0;
  return count >= 3 && count <= 4 ? count : 0;
}

/**
 * How many atoms from `index` form a letter-spaced code: 4–8 single characters (digits or
 * capitals, at least one digit) apart by one space each, not part of a longer such run.
 */
function spaced_run(masked: string, atoms: Atom[], index: number): number {
  const first = atoms[index]!;
  if (!is_single(first)) return 0;
  const previous = atoms[index - 1];
  if (previous && previous.end === first.start - 1 && masked[previous.end] === " " && is_single(previous)) return 0;
  let count = 1;
  while (index + count < atoms.length && count <= 8) {
    const a = atoms[index + count - 1]!;
    const b = atoms[index + count]!;
    if (b.start !== a.end + 1 || masked[a.end] !== " " || !is_single(b)) break;
    count++;
  }
  if (count < 4 || count > 8) return 0;
  const run = atoms.slice(index, index + count);
  return run.some((atom) => /\d/.test(atom.text)) && !near_digit(masked, first.start - 1, -1) ? count : 0;
}

function is_single(atom: Atom): boolean {
  return atom.text.length === 1 && /[0-9A-Z]/.test(atom.text);
}

function joins(masked: string, a: Atom, b: Atom): boolean {
  if (b.start !== a.end + 1) return false;
  const char = masked[a.end]!;
  if (CONNECTORS.includes(char)) return true;
  return char === ":" && /^\d+$/.test(a.text) && /^\d+$/.test(b.text);
}

/** Runs of ASCII letters and digits. */
function scan_atoms(text: string): Atom[] {
  const atoms: Atom[] = [];
  let start = -1;
  for (let at = 0; at <= text.length; at++) {
    const code = at < text.length ? text.charCodeAt(at) : 0;
    const alphanumeric = (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) ||
      (code >= 0x61 && code <= 0x7a);
    if (alphanumeric && start < 0) start = at;
    else if (!alphanumeric && start >= 0) {
      atoms.push({ start, end: at, text: text.slice(start, at) });
      start = -1;
    }
  }
  return atoms;
}

/** The text with URLs and e-mail addresses blanked out (same length, NUL characters). */
export function mask(text: string): string {
  if (!text.includes("://") && !text.includes("www.") && !text.includes("@")) return text;
  let out = text.replace(WRITTEN_URL, (url) => "\u0000".repeat(url.length));
  if (!out.includes("@")) return out;
  const chars = out.split("");
  for (let at = out.indexOf("@"); at >= 0; at = out.indexOf("@", at + 1)) {
    let start = at;
    while (start > 0 && at - start < 64 && /[A-Za-z0-9._%+-]/.test(chars[start - 1]!)) start--;
    let end = at + 1;
    while (end < chars.length && end - at < 255 && /[A-Za-z0-9.-]/.test(chars[end]!)) end++;
    if (start === at || !out.slice(at + 1, end).includes(".")) continue;
    for (let index = start; index < end; index++) chars[index] = "\u0000";
  }
  out = chars.join("");
  return out;
}
