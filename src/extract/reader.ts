/**
 * Scores one code candidate against the blocks around it: `10 × keyword nearness + prominence −
 * distractors`, a code at 7 or more with some keyword in reach, each feature weighed as
 * `weights.ts` says. Reads each block's words once.
 * @module
 */

import type { Candidate } from "./candidates.ts";
import { SECRECY } from "./code_words.ts";
import { type BlockContext, read_block } from "./context.ts";
import type { Block, Run } from "./document.ts";
import {
  followed_by_distractor,
  labelled_by_keyword,
  labelled_directly,
  labels,
  last_strong,
  object_of_code_sentence,
  street_number,
} from "./labels.ts";
import { is_not_a_code, is_year, not_a_code_rule } from "./not_a_code.ts";
import { type CodeNotes, round } from "./notes.ts";
import { ACCEPT, AGAINST, type AgainstFeature, FOR, type ForFeature, NEARNESS, PROMINENCE_CAP } from "./weights.ts";
import { first_from, type Hit, spans_in, type Word } from "./words.ts";

export { ACCEPT } from "./weights.ts";
const MIN_NEARNESS = 0.3;
const BEFORE_SAME_BLOCK: [number, number][] = [[40, 1], [120, 0.8], [Infinity, 0.5]];
const AFTER_SAME_BLOCK: [number, number][] = [[40, 0.9], [120, 0.6], [Infinity, 0.4]];
const FAR_SAME_BLOCK = 0.4;
const BLOCKS_BEFORE = [0.85, 0.7, 0.55, 0.4, 0.3];
const BLOCKS_AFTER = [0.6, 0.4];
const SUBJECT = 0.6;

/** Scores candidates against the blocks around them; reads each block's words once. */
export class Reader {
  #contexts = new Map<number, BlockContext>();
  /** The subject's strongest keyword as written, for explanations. */
  subject_keyword = "";
  /** Whether the subject speaks of a sale, a gift card or a referral. */
  subject_promo = false;
  /** Whether the subject speaks of a gift card. */
  subject_gift = false;

  #secret?: boolean;
  /** Read only when a block holds a word it changes ("authorisation"): most mails never need it. */
  readonly #is_secret = () => this.secret;

  constructor(readonly blocks: Block[], readonly base_size: number) {}

  /** Whether the mail tells the reader to keep its code to themselves ("do not share it"). */
  get secret(): boolean {
    return this.#secret ??= this.blocks.some((block) => block.text.length < 2000 && SECRECY.test(block.text));
  }

  context(index: number): BlockContext {
    let context = this.#contexts.get(index);
    if (!context) {
      context = read_block(this.blocks[index]!.text, this.#is_secret);
      this.#contexts.set(index, context);
    }
    return context;
  }

  /** The candidate's score if it is a code, else `null`; `notes` (when given) gets the parts. */
  score(candidate: Candidate, index: number, bonus: number, subject_strength = 0, notes?: CodeNotes): number | null {
    const block = this.blocks[index]!;
    const context = this.context(index);
    const before = this.blocks[index - 1];
    const label = before && block.row >= 0 && before.row === block.row ? before.text : "";
    if (notes) {
      const rule = not_a_code_rule(candidate, block.text, context, label);
      if (rule !== null) {
        notes.rule = rule;
        return null;
      }
    } else if (is_not_a_code(candidate, block.text, context, label)) return null;
    const others = words_outside(context.words, candidate);
    const nearness = this.#nearness(candidate, index, others, subject_strength, notes);
    const least = Math.max(MIN_NEARNESS, candidate.near ?? 0);
    if (nearness < least) {
      if (notes) notes.rule = `no code keyword in reach (nearness ${round(nearness)} < ${least})`;
      return null;
    }
    const prominence = this.#prominence(candidate, block, others === 0, bonus > 0, notes);
    const subject = bonus > 0 ? FOR.subject : 0;
    const score = NEARNESS * nearness + subject + prominence - this.#distractors(candidate, index, notes);
    if (notes) {
      notes.bonus = subject;
      if (score < ACCEPT) notes.rule = `score ${round(score)} is below ${ACCEPT}`;
    }
    return score >= ACCEPT ? score : null;
  }

  /** How near code keywords are: 1 for "code: 482913", less with distance; combined over the best three. */
  #nearness(candidate: Candidate, index: number, others: number, subject_strength: number, notes?: CodeNotes): number {
    const values: number[] = [];
    // With notes, what each value stands for: the keyword as written and where it is.
    const sources: [number, string, string][] | undefined = notes ? [] : undefined;
    const context = this.context(index);
    const text = this.blocks[index]!.text;
    // A number alone is labelled by the blocks around it; one inside a sentence by that sentence.
    const reach = others === 0 ? 1 : others <= 3 ? 0.8 : 0.4;
    // keywords within 120 characters by their distance, any farther one at the far value
    const near = spans_in(context.keywords, candidate.start - 120, candidate.end + 120);
    for (const hit of near) {
      if (hit.end <= candidate.start) {
        const gap = candidate.start - hit.end;
        values.push(hit.value * step(gap, BEFORE_SAME_BLOCK));
        sources?.push([values.at(-1)!, text.slice(hit.at, hit.end), `${chars(gap)} before it`]);
      } else if (hit.at >= candidate.end) {
        const gap = hit.at - candidate.end;
        values.push(hit.value * step(gap, AFTER_SAME_BLOCK));
        sources?.push([values.at(-1)!, text.slice(hit.at, hit.end), `${chars(gap)} after it`]);
      }
    }
    if (near.length < context.keywords.length) {
      values.push(context.strongest * FAR_SAME_BLOCK);
      sources?.push([values.at(-1)!, strongest_hit(context, text), "farther away in its line"]);
    }
    BLOCKS_BEFORE.forEach((weight, distance) => {
      if (index - distance - 1 >= 0) {
        values.push(reach * weight * this.#strongest(index - distance - 1));
        sources?.push([values.at(-1)!, this.#keyword(index - distance - 1), `${lines(distance + 1)} before it`]);
      }
    });
    BLOCKS_AFTER.forEach((weight, distance) => {
      if (index + distance + 1 < this.blocks.length) {
        values.push(reach * weight * this.#strongest(index + distance + 1));
        sources?.push([values.at(-1)!, this.#keyword(index + distance + 1), `${lines(distance + 1)} after it`]);
      }
    });
    values.push(reach * SUBJECT * subject_strength);
    sources?.push([values.at(-1)!, this.subject_keyword, "in the subject"]);
    values.sort((a, b) => b - a);
    const nearness = 1 - values.slice(0, 3).reduce((rest, value) => rest * (1 - value), 1);
    if (notes && sources) {
      notes.nearness = nearness;
      const best = sources.reduce((a, b) => b[0] > a[0] ? b : a, [0, "", ""]);
      if (best[0] > 0) [, notes.keyword, notes.where] = best;
    }
    return nearness;
  }

  /** The strongest keyword of a block as written ("" without one), for explanations. */
  #keyword(index: number): string {
    return strongest_hit(this.context(index), this.blocks[index]!.text);
  }

  #strongest(index: number): number {
    return this.context(index).strongest;
  }

  /** Big, bold, spaced, monospaced, boxed or alone on its line: up to `PROMINENCE_CAP`. */
  #prominence(candidate: Candidate, block: Block, alone: boolean, subject: boolean, notes?: CodeNotes): number {
    let size = 0;
    let bold = false, spaced = candidate.spaced, mono = false, boxed = false;
    for (let at = first_run(block.runs, candidate.start); at < block.runs.length; at++) {
      const run = block.runs[at]!;
      if (run.start >= candidate.end) break;
      size = Math.max(size, run.style.size);
      bold ||= run.style.bold;
      spaced ||= run.style.spaced;
      mono ||= run.style.mono;
      boxed ||= run.style.boxed;
    }
    const ratio = this.base_size > 0 ? size / this.base_size : 1;
    const features: ForFeature[] = [];
    if (ratio >= 1.6) features.push("size_large");
    else if (ratio >= 1.25) features.push("size_medium");
    else if (ratio >= 1.1) features.push("size_small");
    if (bold) features.push("bold");
    if (spaced) features.push("spaced");
    if (mono) features.push("mono");
    if (boxed) features.push("boxed");
    if (alone) features.push("alone");
    const prominence = Math.min(features.reduce((sum, feature) => sum + FOR[feature], 0), PROMINENCE_CAP);
    if (notes) {
      notes.prominence = prominence;
      notes.features = { for: subject ? ["subject", ...features] : features, against: [] };
      notes.prominent = [
        ...(ratio >= 1.1 ? [`${round(ratio)}× the body size`] : []),
        ...(bold ? ["bold"] : []),
        ...(spaced ? ["letter-spaced"] : []),
        ...(mono ? ["monospaced"] : []),
        ...(boxed ? ["boxed"] : []),
        ...(alone ? ["alone on its line"] : []),
      ];
    }
    return prominence;
  }

  /** What speaks against the candidate: a label of another number, a year, a footer, a sale, a shape. */
  #distractors(candidate: Candidate, index: number, notes?: CodeNotes): number {
    const text = this.blocks[index]!.text;
    const context = this.context(index);
    const penalties: [string, number][] | undefined = notes ? (notes.penalties = []) : undefined;
    let penalty = 0;
    const add = (feature: AgainstFeature, why: string) => {
      const weight = AGAINST[feature];
      notes?.features?.against.push(feature);
      if (weight === 0) return;
      penalty += weight;
      penalties?.push([why, weight]);
    };
    const keyword_label = labelled_by_keyword(context, candidate, text);
    if (this.#labelled_by_distractor(candidate, index)) {
      add("labelled_other", "labelled as another number (order, phone, price…)");
    } else if (!keyword_label && followed_by_distractor(context, candidate)) {
      add("followed_by_other", "followed by the label of another number");
    }
    if (street_number(context, candidate, text)) add("street", "a street number");
    if (is_year(candidate)) {
      const keyword = last_strong(context.keywords, candidate.start, 0.9);
      if (keyword && candidate.start - keyword.end <= 15) add("year_after_keyword", "shaped like a year");
      else add("year", "shaped like a year");
    }
    if (this.#in_meeting(index)) add("meeting", "in a meeting invitation (a meeting's passcode or dial-in PIN)");
    if (context.footer) add("footer", "in a footer line");
    if (context.promo) add("promo", "in a line about a sale (a promo code)");
    else if (this.#near(index, (near) => near.promo) || this.subject_promo) {
      add("promo_near", "words of a sale, a gift card or a referral around it or in the subject");
    }
    if (this.#near(index, (near) => near.gift) || this.subject_gift) {
      add("gift", "words of a gift card or store credit around it or in the subject");
    }
    if (this.#near(index, (near) => near.money)) add("money_near", "a price or a percentage around it");
    // an address's word outside the candidate (`ST-744190` holds no street)
    const address = context.address.some((hit) => hit.end <= candidate.start || hit.at >= candidate.end);
    if (address && !labelled_directly(context, candidate)) add("address", "in a postal address");
    if (candidate.kind === "letters") add("letters_only", "capitals only");
    if (candidate.kind !== "digits" && pronounceable(candidate.code)) {
      add("pronounceable", "its letters read as a word (vowels between short consonant runs)");
    }
    // A code keyword right before it, or a printing in equal dash groups (K7P-2QX), says it is a
    // code; only without either do letters and digits count against it.
    if (candidate.kind === "alphanumeric" && !equal_groups(candidate)) {
      add("letters_digits", "letters and digits");
      const transitions = candidate.code.replace(/[A-Z]+/g, "A").replace(/\d+/g, "1").length - 1;
      // SAVE20, BDAY4821 read as a word and a number; 5ZZTBM right after "code" does not
      const word_first = /^[A-Z]/.test(candidate.code);
      if (transitions <= 1 && (word_first || !labelled_directly(context, candidate))) {
        add("one_switch", "one switch between letters and digits (a word and a number)");
      }
      // a word: its letters read as one (SAVE20, BDAY4821); FVGB65's do not
      if (/^[A-Z]{4,}\d{1,3}$/.test(candidate.code) && pronounceable(candidate.code)) {
        add("word_number", "a word then a short number");
      }
    }
    return penalty;
  }

  /**
   * What the candidate is at this place when it is another number: labelled as one (`PNR XK4R7B`,
   * `Order 4821`), or a meeting's passcode or PIN. `null` when it is neither.
   */
  names_other(candidate: Candidate, index: number): string | null {
    if (this.#labelled_by_distractor(candidate, index)) return "labelled as another number";
    if (this.#in_meeting(index)) return "a meeting's passcode or PIN";
    return null;
  }

  /** Whether the candidate's block, one of the three before or the one after has `what`. */
  #near(index: number, what: (context: BlockContext) => boolean): boolean {
    const last = Math.min(this.blocks.length - 1, index + 1);
    for (let at = Math.max(0, index - 3); at <= last; at++) if (what(this.context(at))) return true;
    return false;
  }

  /**
   * Whether its line or one of the three before speaks of a meeting (`Meeting ID`, `Join by
   * phone`, `Besprechungskennnummer`): a passcode or PIN there lets one into a meeting, it
   * verifies nothing.
   */
  #in_meeting(index: number): boolean {
    for (let at = index; at >= Math.max(0, index - 3); at--) {
      if (this.context(at).meeting) return true;
    }
    return false;
  }

  /**
   * Whether a label of another number (order, phone, price…) stands right before the candidate
   * (`Order #`, `Bestellnummer:`, `commande n°`), or, for a number that starts its block, ends
   * the short block before it (a label cell).
   */
  #labelled_by_distractor(candidate: Candidate, index: number): boolean {
    const context = this.context(index);
    if (first_from(context.words, candidate.start) > 0) {
      return labels(context, candidate.start) && !object_of_code_sentence(context, candidate);
    }
    if (this.#described_beside(candidate, index)) return true;
    if (index === 0) return false;
    const previous = this.context(index - 1);
    return previous.words.length <= 5 && labels(previous, this.blocks[index - 1]!.text.length);
  }

  /**
   * Whether a cell of its own is named by the short block after it, in the same table row, as another code (a
   * voucher's box, then "Enter the voucher code at checkout").
   */
  #described_beside(candidate: Candidate, index: number): boolean {
    const block = this.blocks[index]!;
    const next = this.blocks[index + 1];
    if (!next || block.row < 0 || next.row !== block.row || block.text.trim() !== candidate.printed) return false;
    const beside = this.context(index + 1);
    if (beside.words.length > 8) return false;
    const label = beside.other_codes[0];
    return label !== undefined && first_from(beside.words, label.at) < 4;
  }
}

/** Printed in two equal dash groups of three or more (`K7P-2QX`, `ABC-123`). */
function equal_groups(candidate: Candidate): boolean {
  const [a, b, more] = candidate.printed.split("-");
  return more === undefined && b !== undefined && a!.length >= 3 && a!.length === b.length;
}

/**
 * Whether the letters of a code read as a word or a name (`SPRING`, `WELCOME`, `SAM`, `SAMR`):
 * three or more, a vowel among them, no run of more than three consonants, and a word's edges:
 * two consonants start it only as they start words (`BR`, `ST`, `TH`…) and end it only as they
 * end them (`CK`, `FT`, `TH`…, or after L, M, N, R or S, as in names: `SAMR`). Drawn at random,
 * most codes' letters do not (`NVUGX`, `FVGB`).
 */
export function pronounceable(code: string): boolean {
  const letters = code.replace(/[^A-Z]/g, "");
  if (letters.length < 3 || !/[AEIOUY]/.test(letters) || /[^AEIOUY]{4}/.test(letters)) return false;
  const onset = /^[^AEIOUY]*/.exec(letters)![0];
  const coda = /[^AEIOUY]*$/.exec(letters)![0];
  return word_onset(onset) && word_coda(coda);
}

/** Consonants that can start a word: one, two as words start (`BR`), three as `S` + two or `THR`. */
function word_onset(onset: string): boolean {
  if (onset.length < 2) return true;
  if (onset.length === 2) return ONSETS.has(onset);
  return onset.length === 3 && ((onset[0] === "S" && ONSETS.has(onset.slice(1))) || /^[CPST]HR$/.test(onset));
}

/** Consonants that can end a word: two as words end, or after L, M, N, R or S; three ending in S or T. */
function word_coda(coda: string): boolean {
  if (coda.length < 2) return true;
  const pair = (two: string) => CODAS.has(two) || "LMNRS".includes(two[0]!);
  if (coda.length === 2) return pair(coda);
  return coda.length === 3 && pair(coda.slice(0, 2)) && /[ST]$/.test(coda);
}

/** Two consonants that start words in the languages codes are read in. */
const ONSETS = new Set(
  "BL BR CH CL CR DR FL FR GL GN GR KL KN KR PH PL PR PS SC SH SK SL SM SN SP ST SW SZ TH TR TS TW VL VR WH WR ZW"
    .split(" "),
);
/** Two consonants that end them, besides those after L, M, N, R or S. */
const CODAS = new Set("CH CK CT DS FT GH GS KS PS PT TH TS TT TZ WN WS XT".split(" "));

/** How many words of the block lie outside the candidate. */
function words_outside(words: Word[], candidate: Candidate): number {
  let before = first_from(words, candidate.start);
  if (before > 0 && words[before - 1]!.end > candidate.start) before--;
  return before + words.length - first_from(words, candidate.end);
}

/** Index of the first run that ends after `position` (runs are sorted and do not overlap). */
function first_run(runs: Run[], position: number): number {
  let low = 0;
  let high = runs.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (runs[middle]!.end <= position) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The strongest keyword of a block as written, "" without one. */
export function strongest_hit(context: BlockContext, text: string): string {
  let best: Hit | undefined;
  for (const hit of context.keywords) if (!best || hit.value > best.value) best = hit;
  return best ? text.slice(best.at, best.end) : "";
}

function chars(count: number): string {
  return count === 1 ? "1 character" : `${count} characters`;
}

function lines(count: number): string {
  return count === 1 ? "the line" : `${count} lines`;
}

function step(gap: number, table: [number, number][]): number {
  for (const [reach, value] of table) if (gap <= reach) return value;
  return 0;
}
