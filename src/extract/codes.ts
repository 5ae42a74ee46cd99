/**
 * Ranks the code-shaped strings of a message. A candidate is worth
 * `10 × keyword nearness + prominence − distractors`, and is a code at 7 or more with some
 * keyword in reach: a number with nothing saying "code" around it is never one, because a
 * false code is worse than none.
 * @module
 */

import { type Candidate, find_candidates } from "./candidates.ts";
import { type BlockContext, read_block } from "./context.ts";
import { DATE_WORDS, UNITS, US_STATES } from "./context_words.ts";
import { first_from, type Hit, last_until, spans_in, type Word } from "./words.ts";
import type { Block, RenderedDocument, Run } from "./document.ts";
import { render_text } from "./text.ts";

/** A code with its score and where it was first seen (-1: the subject). */
export interface RankedCode {
  code: string;
  score: number;
  order: number;
}

/** The score a candidate needs to be called a code. */
export const ACCEPT = 7;
const MIN_NEARNESS = 0.3;
const BEFORE_SAME_BLOCK: [number, number][] = [[40, 1], [120, 0.8], [Infinity, 0.5]];
const AFTER_SAME_BLOCK: [number, number][] = [[40, 0.9], [120, 0.6], [Infinity, 0.4]];
const FAR_SAME_BLOCK = 0.4;
const BLOCKS_BEFORE = [0.85, 0.7, 0.55, 0.4, 0.3];
const BLOCKS_AFTER = [0.6, 0.4];
const SUBJECT = 0.6;
const SENTENCE_END = /[.!?。！？]\s|[;|]/;
const MAX_SUBJECT = 1000;
/** Candidates scored per message: far more than any real mail holds, few enough to stay fast. */
const MAX_CANDIDATES = 1000;

/** The codes of a message, best first. */
export function rank_codes(document: RenderedDocument, subject: string): RankedCode[] {
  const heading = render_text(subject.slice(0, MAX_SUBJECT)).blocks;
  const subject_block = heading.length > 0
    ? { text: heading.map((block) => block.text).join(" "), runs: [], row: -1 }
    : null;
  const subject_context = subject_block ? read_block(subject_block.text) : null;
  const subject_strength = subject_context?.strongest ?? 0;
  const best = new Map<string, RankedCode>();
  const keep = (code: string, score: number, order: number) => {
    const seen = best.get(code);
    if (!seen || score > seen.score) best.set(code, { code, score, order: seen ? Math.min(order, seen.order) : order });
  };

  if (subject_block && subject_context) {
    const reader = new Reader([subject_block], 0);
    for (const candidate of find_candidates(subject_block.text)) {
      const score = reader.score(candidate, 0, 1);
      if (score !== null) keep(candidate.code, score, -1);
    }
  }
  const reader = new Reader(document.blocks, document.base_size);
  let budget = MAX_CANDIDATES;
  for (let index = 0; index < document.blocks.length && budget > 0; index++) {
    const candidates = find_candidates(document.blocks[index]!.text).slice(0, budget);
    budget -= candidates.length;
    for (const candidate of candidates) {
      const score = reader.score(candidate, index, 0, subject_strength);
      if (score !== null) keep(candidate.code, score, index);
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score || a.order - b.order);
}

/** Scores candidates against the blocks around them; reads each block's words once. */
class Reader {
  #contexts = new Map<number, BlockContext>();

  constructor(readonly blocks: Block[], readonly base_size: number) {}

  context(index: number): BlockContext {
    let context = this.#contexts.get(index);
    if (!context) {
      context = read_block(this.blocks[index]!.text);
      this.#contexts.set(index, context);
    }
    return context;
  }

  /** The candidate's score if it is a code, else `null`. */
  score(candidate: Candidate, index: number, bonus: number, subject_strength = 0): number | null {
    const block = this.blocks[index]!;
    const context = this.context(index);
    if (is_not_a_code(candidate, block.text, context)) return null;
    const others = words_outside(context.words, candidate);
    const nearness = this.#nearness(candidate, index, others, subject_strength);
    if (nearness < MIN_NEARNESS) return null;
    const prominence = this.#prominence(candidate, block, others === 0);
    const score = 10 * nearness + bonus + prominence - this.#distractors(candidate, index);
    return score >= ACCEPT ? score : null;
  }

  /** How near code keywords are: 1 for "code: 482913", less with distance; combined over the best three. */
  #nearness(candidate: Candidate, index: number, others: number, subject_strength: number): number {
    const values: number[] = [];
    const context = this.context(index);
    // A number alone is labelled by the blocks around it; one inside a sentence by that sentence.
    const reach = others === 0 ? 1 : others <= 3 ? 0.8 : 0.4;
    // keywords within 120 characters by their distance, any farther one at the far value
    const near = spans_in(context.keywords, candidate.start - 120, candidate.end + 120);
    for (const hit of near) {
      if (hit.end <= candidate.start) values.push(hit.value * step(candidate.start - hit.end, BEFORE_SAME_BLOCK));
      else if (hit.at >= candidate.end) values.push(hit.value * step(hit.at - candidate.end, AFTER_SAME_BLOCK));
    }
    if (near.length < context.keywords.length) values.push(context.strongest * FAR_SAME_BLOCK);
    BLOCKS_BEFORE.forEach((weight, distance) => {
      if (index - distance - 1 >= 0) values.push(reach * weight * this.#strongest(index - distance - 1));
    });
    BLOCKS_AFTER.forEach((weight, distance) => {
      if (index + distance + 1 < this.blocks.length) {
        values.push(reach * weight * this.#strongest(index + distance + 1));
      }
    });
    values.push(reach * SUBJECT * subject_strength);
    values.sort((a, b) => b - a);
    return 1 - values.slice(0, 3).reduce((rest, value) => rest * (1 - value), 1);
  }

  #strongest(index: number): number {
    return this.context(index).strongest;
  }

  /** Big, bold, spaced, monospaced, boxed or alone on its line: up to 5. */
  #prominence(candidate: Candidate, block: Block, alone: boolean): number {
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
    let score = ratio >= 1.6 ? 2.5 : ratio >= 1.25 ? 1.5 : ratio >= 1.1 ? 0.5 : 0;
    if (bold) score += 0.5;
    if (spaced) score += 1;
    if (mono) score += 1;
    if (boxed) score += 0.5;
    if (alone) score += 1.5;
    return Math.min(score, 5);
  }

  /** What speaks against the candidate: a label of another number, a year, a footer, a shape. */
  #distractors(candidate: Candidate, index: number): number {
    const text = this.blocks[index]!.text;
    const context = this.context(index);
    let penalty = 0;
    const keyword_label = labelled_by_keyword(context, candidate, text);
    if (this.#labelled_by_distractor(candidate, index)) penalty += 8;
    else if (!keyword_label && followed_by_distractor(context, candidate)) penalty += 6;
    if (street_number(context, candidate, text)) penalty += 8;
    if (is_year(candidate)) {
      const keyword = last_strong(context.keywords, candidate.start, 0.9);
      penalty += keyword && candidate.start - keyword.end <= 15 ? 2 : 6;
    }
    if (context.footer) penalty += 6;
    if (context.promo) penalty += 6;
    if (context.address.length > 0 && !labelled_directly(context, candidate)) penalty += 5;
    if (candidate.kind === "alphanumeric") {
      penalty += 1;
      const transitions = candidate.code.replace(/[A-Z]+/g, "A").replace(/\d+/g, "1").length - 1;
      if (transitions <= 1) penalty += 3;
      if (/^[A-Z]{4,}\d{1,3}$/.test(candidate.code)) penalty += 4;
    }
    return penalty;
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
    if (index === 0) return false;
    const previous = this.context(index - 1);
    return previous.words.length <= 5 && labels(previous, this.blocks[index - 1]!.text.length);
  }
}

// Words that may stand between a label and its number: "order number: 12", "Ticket ist 12".
const GLUE = new Set([
  ...["number", "numbers", "no", "nr", "n", "num", "id", "is", "was", "are", "the", "your", "our", "a", "of"],
  ...["nummer", "ist", "lautet", "de", "du", "la", "le", "el", "do", "da", "di", "van", "est", "es", "é", "è"],
  ...["número", "numero", "numéro", "番号", "번호"],
]); // deno-fmt-ignore

/** Whether the last distractor of a block before `end` labels what is at `end`, with no keyword after it. */
function labels(context: BlockContext, end: number): boolean {
  const distractor = last_until(context.distractors, end);
  if (!distractor) return false;
  if (spans_in(context.keywords, distractor.end, end).length > 0) return false;
  return glue_only(context.words, distractor.end, end, 2);
}

// Possessives and articles: "to receive your package: 512804" names the package, it does not label the number.
const OWNERS = new Set(["your", "the", "my", "ihr", "ihre", "dein", "deine", "votre", "ton", "tu", "su", "seu", "sua"]);

/**
 * `Share this one-time code with the driver to receive your package: 512804`: the word before
 * the colon is the object of a sentence led by a code keyword, not the number's label.
 */
function object_of_code_sentence(context: BlockContext, candidate: Candidate): boolean {
  const distractor = last_until(context.distractors, candidate.start);
  if (!distractor || !/^\s*:\s*$/.test(context.text.slice(distractor.end, candidate.start))) return false;
  const owner = last_until(context.words, distractor.at);
  if (!owner || distractor.at - owner.end > 2 || !OWNERS.has(owner.text)) return false;
  const keyword = last_strong(context.keywords, distractor.at, 0.9);
  return keyword !== undefined && distractor.at - keyword.end <= 80 &&
    !SENTENCE_END.test(context.text.slice(keyword.end, distractor.at));
}

/** Whether at most `most` words lie in `[start, end)`, all of them glue. */
function glue_only(words: Word[], start: number, end: number, most: number): boolean {
  let count = 0;
  for (let index = first_from(words, start); index < words.length && words[index]!.end <= end; index++) {
    if (++count > most || !is_glue(words[index]!)) return false;
  }
  return true;
}

/** A glue word, or a word of one or two characters in a script written without spaces (普通). */
function is_glue(word: Word): boolean {
  return GLUE.has(word.text) || (word.text.length <= 2 && EAST_ASIAN_WORD.test(word.text));
}

const EAST_ASIAN_WORD = /^[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+$/;

/** `12345 is your order number`: a distractor a few glue words after the candidate. */
function followed_by_distractor(context: BlockContext, candidate: Candidate): boolean {
  const distractor = context.distractors[first_from(context.distractors, candidate.end)];
  return distractor !== undefined && glue_only(context.words, candidate.end, distractor.at, 3);
}

/** `1234 Elm Street`, `1600 Amphitheatre Parkway`: a street word a few words after the number. */
function street_number(context: BlockContext, candidate: Candidate, text: string): boolean {
  // "Street", "Parkway", not "close the tab": a street word is capitalised where case exists
  const from = first_from(context.address, candidate.end);
  const street = context.address.slice(from, from + 4).find((hit) => !/\p{Ll}/u.test(text[hit.at]!));
  if (!street || SENTENCE_END.test(text.slice(candidate.end, street.at))) return false;
  return spans_in(context.words, candidate.end, street.at).length <= 3;
}

/** A strong keyword right before the candidate, only glue between (`code: 4821`, `PIN is 4821`). */
function labelled_directly(context: BlockContext, candidate: Candidate): boolean {
  const keyword = last_until(context.keywords, candidate.start);
  return keyword !== undefined && keyword.value >= 0.7 && glue_only(context.words, keyword.end, candidate.start, 2);
}

/** A strong keyword before the candidate in its sentence, within 40 characters. */
function labelled_by_keyword(context: BlockContext, candidate: Candidate, text: string): boolean {
  const keyword = last_strong(context.keywords, candidate.start, 0.7);
  return keyword !== undefined && candidate.start - keyword.end <= 40 &&
    !SENTENCE_END.test(text.slice(keyword.end, candidate.start));
}

/** Rules that make a candidate no code whatever surrounds it. */
function is_not_a_code(candidate: Candidate, text: string, context: BlockContext): boolean {
  const next = context.words[first_from(context.words, candidate.end)];
  const previous = last_until(context.words, candidate.start);
  const next_adjacent = next && next.at - candidate.end <= 2 && /^\s*$/.test(text.slice(candidate.end, next.at));
  const previous_adjacent = previous && candidate.start - previous.end <= 3;
  // 24 hours, 500 MB, 1200 EUR, 2024年
  if (next_adjacent && UNITS.has_word(next.text)) return true;
  if (UNITS.find([], text.slice(candidate.end, candidate.end + 2)).some((hit) => hit.at === 0)) return true;
  if (is_year(candidate)) {
    if (next_adjacent && DATE_WORDS.has(next.text)) return true;
    if (previous_adjacent && DATE_WORDS.has(previous.text)) return true;
  }
  // 3521 AZ (Netherlands), EC2A 4QS (United Kingdom): postcodes
  const after = text.slice(candidate.end, candidate.end + 5);
  if (/^\d{4}$/.test(candidate.code) && /^ [A-Z]{2}\b/.test(after)) return true;
  if (candidate.kind === "alphanumeric" && /^[A-Z]{1,2}\d/.test(candidate.code) && /^ \d[A-Z]{2}\b/.test(after)) {
    return true;
  }
  // CA 94103
  if (/^\d{5}$/.test(candidate.code) && previous_adjacent && US_STATES.has(text.slice(previous.at, previous.end))) {
    return true;
  }
  // XXXX-1234, **** 5521, •••• 4242: a masked card or account number
  if (/([A-Z])\1\1/.test(candidate.code)) return true;
  const masked = /[*•xX]{2,}[\s-]?$/.test(text.slice(Math.max(0, candidate.start - 8), candidate.start));
  if (masked && text[candidate.end] !== "*") return true;
  return false;
}

/** The last hit ending by `position` worth at least `least` (looking a few hits back). */
function last_strong(hits: Hit[], position: number, least: number): Hit | undefined {
  let index = first_from(hits, position) - 1;
  for (let looked = 0; index >= 0 && looked < 16; index--, looked++) {
    const hit = hits[index]!;
    if (hit.end <= position && hit.value >= least) return hit;
  }
  return undefined;
}

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

function is_year(candidate: Candidate): boolean {
  return /^(19|20)\d\d$/.test(candidate.code);
}

function step(gap: number, table: [number, number][]): number {
  for (const [reach, value] of table) if (gap <= reach) return value;
  return 0;
}
