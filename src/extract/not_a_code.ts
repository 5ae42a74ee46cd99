/**
 * Rules that make a code-shaped string no code whatever surrounds it: a unit after it
 * (`24 hours`, `500 MB`, `2024年`), a month beside a year, a ZIP or postcode shape, a masked
 * card number.
 * @module
 */

import type { Candidate } from "./candidates.ts";
import { CODE_PHRASES } from "./code_words.ts";
import type { BlockContext } from "./context.ts";
import { DISTRACTORS, PROMO_WORDS } from "./distractor_words.ts";
import { labelled_directly } from "./labels.ts";
import { ACTION_WORDS } from "./action_words.ts";
import { AVOID_WORDS } from "./link_words.ts";
import { DATE_WORDS, UNITS } from "./number_words.ts";
import { US_STATES } from "./place_words.ts";
import { first_from, last_until } from "./words.ts";

/**
 * Rules that make a candidate no code whatever surrounds it. `label` is the cell before its block in the same table
 * row (`Version` beside `2.8.1 (code 2081)`), or empty.
 */
export function is_not_a_code(candidate: Candidate, text: string, context: BlockContext, label = ""): boolean {
  return not_a_code_rule(candidate, text, context, label) !== null;
}

/** The rule that makes a candidate no code whatever surrounds it (for explanations), or `null`. */
export function not_a_code_rule(
  candidate: Candidate,
  text: string,
  context: BlockContext,
  label = "",
): string | null {
  const next = context.words[first_from(context.words, candidate.end)];
  const previous = last_until(context.words, candidate.start);
  const next_adjacent = next && next.at - candidate.end <= 2 && /^\s*$/.test(text.slice(candidate.end, next.at));
  const previous_adjacent = previous && candidate.start - previous.end <= 3;
  if (candidate.kind === "letters") {
    const rule = letters_rule(candidate, context);
    if (rule !== null) return rule;
  }
  // CVV2, CVC2: the name of a kind of number, not one
  if (candidate.kind === "alphanumeric" && DISTRACTORS.has_word(candidate.code.toLowerCase())) {
    return "it names a kind of number (a card's CVV2…)";
  }
  // 24 hours, 500 MB, 1200 EUR, 2024年
  if (next_adjacent && UNITS.has_word(next.text)) return `a unit follows it ("${next.text}")`;
  if (UNITS.find([], text.slice(candidate.end, candidate.end + 2)).some((hit) => hit.at === 0)) {
    return "a unit follows it";
  }
  // `no mapping found (code 4102)`, `version 2.8.0 (code 2080)`, `via EasyPay (kode 1138)`: a code in brackets
  // after an error's or a version's words (in its line, or in the label cell beside it), or fastened to the name or
  // number before it, is that thing's code (the error's, the build's, a payment service's)
  const before = text.slice(0, candidate.start);
  const bracket = /^[)）]/.test(text.slice(candidate.end)) ? BRACKETED.exec(before) : null;
  if (
    bracket &&
    (ERROR_OR_VERSION.test(before) || ERROR_OR_VERSION.test(label) || fastened(context, before, bracket.index))
  ) {
    return "a code in brackets after an error's, a version's or a name's words (the error's, the build's…)";
  }
  // `PIN: 19K4207E`: a PIN is digits; letters among them after the bare word name someone's identifier, unless the
  // mail says the PIN lasts minutes or is to be kept secret (`PIN: MZR4`, valid for 10 minutes)
  if (candidate.kind === "alphanumeric" && /(?:^|[^\p{L}])PIN\s*[:：]?\s*$/u.test(before) && !context.secret()) {
    return "letters and digits after the bare word PIN (an identifier: a PIN is digits)";
  }
  // 2026-2027, 2025/26: a season's or a school year's span
  const span = /^((?:19|20)\d\d)[-–/]((?:19|20)?\d\d)$/.exec(candidate.printed);
  if (span && Number(span[2]!.slice(-2)) === (Number(span[1]!) + 1) % 100) return "a span of two years";
  if (is_year(candidate)) {
    if (next_adjacent && DATE_WORDS.has(next.text)) return "a year beside a month";
    if (previous_adjacent && DATE_WORDS.has(previous.text)) return "a year beside a month";
  }
  // 3521 AZ (Netherlands), EC2A 4QS (United Kingdom): postcodes
  const after = text.slice(candidate.end, candidate.end + 5);
  if (/^\d{4}$/.test(candidate.code) && /^ [A-Z]{2}\b/.test(after)) return "shaped like a Dutch postcode";
  if (candidate.kind === "alphanumeric" && /^[A-Z]{1,2}\d/.test(candidate.code) && /^ \d[A-Z]{2}\b/.test(after)) {
    return "shaped like a UK postcode";
  }
  // CA 94103
  if (/^\d{5}$/.test(candidate.code) && previous_adjacent && US_STATES.has(text.slice(previous.at, previous.end))) {
    return "a ZIP code after a US state";
  }
  // XXXX-1234, **** 5521, •••• 4242: a masked card or account number
  if (/([A-Z])\1\1/.test(candidate.code)) return "a masked number (the same letter three times)";
  const masked = /[*•xX]{2,}[\s-]?$/.test(text.slice(Math.max(0, candidate.start - 8), candidate.start));
  if (masked && text[candidate.end] !== "*") return "the end of a masked card or account number";
  // 0712 ••• 482, 4821 **** 5521: the start of a masked phone or card number
  if (/^[\s-]?[*•]{2,}[\s-]?\d/.test(text.slice(candidate.end, candidate.end + 10))) {
    return "the start of a masked phone, card or account number";
  }
  return null;
}

/**
 * Capitals only are a code in a code's slot alone: on a line or cell of their own, or right
 * after a code keyword (`Code: BQVKB`); anywhere else, and when they spell a word extraction
 * knows (`VERIFY`, `TOTAL`), they are a heading, an acronym or a name.
 */
function letters_rule(candidate: Candidate, context: BlockContext): string | null {
  const word = candidate.printed.toLowerCase();
  if (KNOWN_WORDS.some((table) => table.has_word(word))) return "capitals only, spelling a word";
  const others = context.words.filter((word) => word.end <= candidate.start || word.at >= candidate.end);
  if (others.length > 0 && !labelled_directly(context, candidate)) {
    return "capitals only, outside a code's slot (a line of its own, or right after a code keyword)";
  }
  // in a line written in capitals (`CÓDIGO DE PREVENTA`) a word of capitals does not stand out,
  // unless a colon gives it as a value (`YOUR CODE: BQVKB`)
  const text = context.text;
  const lettered = others.filter((word) => /\p{L}/u.test(text.slice(word.at, word.end)));
  const before = others.filter((word) => word.end <= candidate.start).at(-1);
  const given = before !== undefined && /[:：]/.test(text.slice(before.end, candidate.start));
  if (!given && lettered.length > 0 && lettered.every((word) => is_capitals(text.slice(word.at, word.end)))) {
    return "capitals only, in a line written in capitals: a heading's word";
  }
  return null;
}

/** Whether a word has cased letters and all of them are capitals. */
function is_capitals(word: string): boolean {
  return word !== word.toLowerCase() && word === word.toUpperCase();
}

/** An error or a version, in the languages read: a code in brackets after it is the error's or the build's. */
const ERROR_OR_VERSION =
  /\b(?:error|erreur|fehler|errore|erro|hata|błąd|virhe|fout|chyba|version|versión|versão|versione|wersja|build)\b|ошибк|верси|エラー|错误|錯誤|오류|خطأ/i;

/** `(code ` ending the text before a candidate, in the languages' words for code. */
const BRACKETED = /[(（]\s*(?:code|kode|koden|código|codigo|codice|kod|kód|koodi|код)\s*[:：]?\s*$/i;

/**
 * Whether a bracket at `at` is fastened to the word or number before it (`EasyPay (`, `2.8.1 (`), not opened after a
 * sentence's end (`verify your email. (`) or right after a code's own name (`verification code (`).
 */
function fastened(context: BlockContext, before: string, at: number): boolean {
  const lead = before.slice(0, at).trimEnd();
  if (!/[\p{L}\p{N}]$/u.test(lead)) return false;
  return !context.keywords.some((hit) => hit.value >= 0.9 && hit.end <= at && hit.end >= lead.length - 1);
}

const KNOWN_WORDS = [CODE_PHRASES, ACTION_WORDS, AVOID_WORDS, DISTRACTORS, PROMO_WORDS];

/** 1900–2099: a year. */
export function is_year(candidate: Candidate): boolean {
  return /^(19|20)\d\d$/.test(candidate.code);
}
