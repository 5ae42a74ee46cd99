/**
 * Ranks the code-shaped strings of a message. A candidate is worth
 * `10 × keyword nearness + prominence − distractors`, and is a code at 7 or more with some
 * keyword in reach: a number with nothing saying "code" around it is never one, because a
 * false code is worse than none.
 * @module
 */

import { type Candidate, find_candidates } from "./candidates.ts";
import { type BlockContext, read_block } from "./context.ts";
import {
  followed_by_distractor,
  labelled_by_keyword,
  labelled_directly,
  labels,
  last_strong,
  object_of_code_sentence,
  street_number,
} from "./labels.ts";
import { is_not_a_code, is_year } from "./not_a_code.ts";
import { first_from, spans_in, type Word } from "./words.ts";
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

function step(gap: number, table: [number, number][]): number {
  for (const [reach, value] of table) if (gap <= reach) return value;
  return 0;
}
