/**
 * What the words of one block say about the numbers in it: where code keywords are, where
 * labels of other numbers are, whether it is an address or a footer line.
 * @module
 */

import {
  CODE_AFTER_NO,
  CODE_BEFORE_NO,
  CODE_BEFORE_SECRET,
  CODE_COMPOUND_NO,
  CODE_COMPOUND_YES,
  CODE_NOUNS,
  CODE_PHRASES,
  CODE_WORDS,
} from "./code_words.ts";
import { DISTRACTORS, GIFT_WORDS, MEETING_WORDS, PROMO_WORDS } from "./distractor_words.ts";
import { ADDRESS_WORDS, FOOTER_WORDS } from "./place_words.ts";
import { type Hit, split_words, type Word } from "./words.ts";

/**
 * The reading of one block. Keywords are read at once (every block near a candidate needs
 * them); the rest is read when first asked for (only the candidate's block needs it).
 */
export class BlockContext {
  readonly words: Word[];
  /** Code keywords, by position. */
  readonly keywords: Hit[];
  /** The value of the strongest keyword (0 without one). */
  readonly strongest: number;
  #negated: Hit[] = [];
  #distractors?: Hit[];
  #found_labels?: Hit[];
  #address?: Hit[];
  #footer?: boolean;
  #promo?: boolean;
  #gift?: boolean;
  #meeting?: boolean;
  #money?: boolean;

  /**
   * `secret`: whether the mail tells the reader to keep its code to themselves (`authorisation code` is then one),
   * asked only when the block holds such a word.
   */
  constructor(readonly text: string, readonly secret: () => boolean = () => false) {
    this.words = split_words(text);
    // TAN and TAC (a bank's transaction code) only in capitals: `tan` and `tac` are words elsewhere
    const keywords = CODE_PHRASES.find(this.words, text).filter((hit) =>
      (hit.phrase !== "tan" && hit.phrase !== "tac") || text.slice(hit.at, hit.end) === hit.phrase.toUpperCase()
    );
    for (let index = 0; index < this.words.length; index++) {
      const verdict = code_word(this.words, index, secret);
      if (verdict === null) continue;
      const word = this.words[index]!;
      // "código de indicação" labels what follows as a whole, to its last word
      const end = verdict === true ? word.end : verdict;
      const hit = { at: word.at, end, value: verdict === true ? 0.9 : 1, phrase: text.slice(word.at, end) };
      (verdict === true ? keywords : this.#negated).push(hit);
    }
    // "Код на пратката": a code word read as some other code's is no keyword, nor one inside a longer label of another
    // number ("お得意様コード", a customer's code)
    const negated = this.#negated;
    const labels = keywords.length > 0 ? this.#labels() : [];
    const inside = (hit: Hit) =>
      labels.some((label) => label.at <= hit.at && label.end >= hit.end && label.end - label.at > hit.end - hit.at);
    this.keywords = outermost(
      keywords.filter((hit) => !negated.some((no) => hit.at >= no.at && hit.at < no.end) && !inside(hit)),
    );
    this.strongest = this.keywords.reduce((best, hit) => Math.max(best, hit.value), 0);
  }

  /** Code words read as some other code's ("voucher code", "código de reserva"), by position. */
  get other_codes(): Hit[] {
    return this.#negated;
  }

  /** Labels of other numbers (order, phone, price…), by position, including "promo code". */
  get distractors(): Hit[] {
    if (this.#distractors) return this.#distractors;
    const labels = this.#labels();
    // in a mail that says to keep its code secret, "authorisation" labels that code
    const some = labels.some((hit) => CODE_BEFORE_SECRET.has(hit.phrase));
    const kept = some && this.secret() ? labels.filter((hit) => !CODE_BEFORE_SECRET.has(hit.phrase)) : labels;
    return this.#distractors = outermost([...kept, ...this.#negated]);
  }

  #labels(): Hit[] {
    return this.#found_labels ??= DISTRACTORS.find(this.words, this.text);
  }

  /** Words of a postal address or company line (street, Suite, GmbH…), by position. */
  get address(): Hit[] {
    return this.#address ??= outermost(ADDRESS_WORDS.find(this.words, this.text));
  }

  /** A footer line: copyright, legal, unsubscribe. */
  get footer(): boolean {
    return this.#footer ??= this.text.includes("©") || /\(c\)\s*\d{4}/i.test(this.text) ||
      FOOTER_WORDS.find(this.words, this.text).length > 0;
  }

  /** Words of a meeting invitation (meeting ID, dial-in): a passcode here opens a meeting. */
  get meeting(): boolean {
    return this.#meeting ??= MEETING_WORDS.find(this.words, this.text).length > 0;
  }

  /** A price or a percentage (`£50`, `20 %`, `-20%`, `12,99 €`). */
  get money(): boolean {
    return this.#money ??= MONEY.test(this.text);
  }

  /** Words of a sale (checkout, discount…): a code here is a promo code. */
  get promo(): boolean {
    return this.#promo ??= PROMO_WORDS.find(this.words, this.text).length > 0;
  }

  /** Words of a gift card or store credit: a PIN near them is the card's. */
  get gift(): boolean {
    return this.#gift ??= GIFT_WORDS.find(this.words, this.text).length > 0;
  }
}

const MONEY = /[$€£¥₹]\s?\d|\d(?:[.,]\d{2})?\s?(?:%|€|£|\$|eur\b|usd\b)/i;

/** Reads a block's words; `secret`: whether its mail tells the reader to keep its code to themselves. */
export function read_block(text: string, secret: () => boolean = () => false): BlockContext {
  return new BlockContext(text, secret);
}

/**
 * Whether word `index` is "code" (or a compound ending in it) naming a one-time code (`true`),
 * some other code (promo code, code postal, Gutscheincode, código de reserva: where that label
 * ends), or is no code word (`null`).
 */
function code_word(words: Word[], index: number, secret: () => boolean): true | number | null {
  const word = words[index]!;
  const ending = CODE_NOUNS.has(word.text)
    ? word.text
    : ENDINGS_BY_LAST.get(word.text.at(-1)!)?.find((ending) => word.text.endsWith(ending));
  if (ending === undefined) return null;
  const prefix = word.text.slice(0, word.text.length - ending.length);
  if (prefix !== "") {
    if (CODE_COMPOUND_YES.has(prefix)) return true;
    if (CODE_COMPOUND_NO.has(prefix)) return word.end;
    // a longer compound ending in a known one (`upphämtningskod`, `Paketabholcode`)
    return compound_yes(prefix) ? true : null;
  }
  const before = words[index - 1]?.text;
  if (before !== undefined && CODE_BEFORE_SECRET.has(before) && secret()) return true;
  if (before !== undefined && (CODE_BEFORE_NO.has(before) || names_other(before))) return word.end;
  const after = CODE_AFTER_NO.find(words.slice(index + 1, index + 4), "");
  if (after.length > 0 && after[0]!.at === words[index + 1]!.at) return after[0]!.end;
  // "código de reserva", "codice di prenotazione", "code de réservation": the code of something
  // that is another number, a sale or a gift
  let next = index + 1;
  if (words[next] !== undefined && LINKS.has(words[next]!.text)) next++;
  const what = words[next]?.text;
  if (what !== undefined && names_other(what) && !(CODE_BEFORE_SECRET.has(what) && secret())) return words[next]!.end;
  return true;
}

/** `CODE_WORDS` by their last character, each list in the table's order: a word is compared with the endings it can have. */
const ENDINGS_BY_LAST = new Map<string, string[]>();
for (const ending of CODE_WORDS) {
  const last = ending.at(-1)!;
  ENDINGS_BY_LAST.set(last, [...ENDINGS_BY_LAST.get(last) ?? [], ending]);
}

/** Whether a compound's first part ends in a part that makes a one-time code (`upp` + `hämtnings`). */
function compound_yes(prefix: string): boolean {
  for (let at = 1; at <= prefix.length - 4; at++) if (CODE_COMPOUND_YES.has(prefix.slice(at))) return true;
  return false;
}

/** Prepositions between "code" and what it is the code of (`código de reserva`). */
const LINKS = new Set([
  "de",
  "di",
  "du",
  "da",
  "do",
  "des",
  "del",
  "della",
  "dello",
  "dla",
  "van",
  "voor",
  "на",
  "för",
  "til",
]);

/** Whether a word is a label of another number, or a word of a sale or a gift card. */
function names_other(word: string): boolean {
  return DISTRACTORS.has_word(word) || PROMO_WORDS.has_word(word) || GIFT_WORDS.has_word(word);
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
