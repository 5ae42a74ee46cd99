/**
 * What the words of one block say about the numbers in it: where code keywords are, where
 * labels of other numbers are, whether it is an address or a footer line.
 * @module
 */

import {
  CODE_AFTER_NO,
  CODE_BEFORE_NO,
  CODE_COMPOUND_NO,
  CODE_COMPOUND_YES,
  CODE_PHRASES,
  CODE_WORDS,
} from "./code_words.ts";
import { ADDRESS_WORDS, DISTRACTORS, FOOTER_WORDS, PROMO_WORDS } from "./context_words.ts";
import { type Hit, split_words, type Word } from "./words.ts";

/** The reading of one block. */
export interface BlockContext {
  words: Word[];
  /** Code keywords, by position. */
  keywords: Hit[];
  /** The value of the strongest keyword (0 without one). */
  strongest: number;
  /** Labels of other numbers (order, phone, price…), by position, including "promo code". */
  distractors: Hit[];
  /** Words of a postal address or company line (street, Suite, GmbH…), by position. */
  address: Hit[];
  footer: boolean;
  /** Words of a sale (checkout, discount…): a code here is a promo code. */
  promo: boolean;
}

/** Reads a block's words. */
export function read_block(text: string): BlockContext {
  const words = split_words(text);
  const keywords = CODE_PHRASES.find(words, text).filter((hit) =>
    hit.phrase !== "tan" || text.slice(hit.at, hit.end) === "TAN"
  );
  const distractors = DISTRACTORS.find(words, text);
  for (let index = 0; index < words.length; index++) {
    const verdict = code_word(words, index);
    if (verdict === null) continue;
    const word = words[index]!;
    const hit = { at: word.at, end: word.end, value: verdict ? 0.9 : 1, phrase: word.text };
    if (verdict) keywords.push(hit);
    else distractors.push(hit);
  }
  const kept = outermost(keywords);
  return {
    words,
    keywords: kept,
    strongest: kept.reduce((best, hit) => Math.max(best, hit.value), 0),
    distractors: outermost(distractors),
    address: outermost(ADDRESS_WORDS.find(words, text)),
    promo: PROMO_WORDS.find(words, text).length > 0,
    footer: text.includes("©") || /\(c\)\s*\d{4}/i.test(text) || FOOTER_WORDS.find(words, text).length > 0,
  };
}

/**
 * Whether word `index` is "code" (or a compound ending in it) naming a one-time code (`true`),
 * some other code (`false`: promo code, code postal, Gutscheincode), or is no code word (`null`).
 */
function code_word(words: Word[], index: number): boolean | null {
  const word = words[index]!.text;
  const ending = CODE_WORDS.find((ending) => word.endsWith(ending));
  if (ending === undefined) return null;
  const prefix = word.slice(0, word.length - ending.length);
  if (prefix !== "") {
    if (CODE_COMPOUND_YES.has(prefix)) return true;
    if (CODE_COMPOUND_NO.has(prefix)) return false;
    return null;
  }
  const before = words[index - 1]?.text;
  if (before !== undefined && CODE_BEFORE_NO.has(before)) return false;
  const after = CODE_AFTER_NO.find(words.slice(index + 1, index + 4), "");
  if (after.length > 0 && after[0]!.at === words[index + 1]!.at) return false;
  return true;
}

/** Hits by position, without those inside another ("verification code" holds "code"). */
function outermost(hits: Hit[]): Hit[] {
  hits.sort((a, b) => a.at - b.at || b.end - a.end);
  const kept: Hit[] = [];
  for (const hit of hits) {
    const last = kept.at(-1);
    if (last && hit.end <= last.end) continue;
    kept.push(hit);
  }
  return kept;
}
