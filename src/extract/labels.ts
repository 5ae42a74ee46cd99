/**
 * What labels a number in its sentence: a keyword right before it (`code: 4821`), a label of
 * another number (`Order #`, `Bestellnummer:`, `your order number 1234`), or a street after it.
 * Only "glue" words may stand between a label and its number.
 * @module
 */

import type { Candidate } from "./candidates.ts";
import type { BlockContext } from "./context.ts";
import { first_from, type Hit, last_until, spans_in, split_words, type Word } from "./words.ts";

/** Punctuation that ends a sentence or a clause. */
export const SENTENCE_END = /[.!?。！？]\s|[;|]/;

// Words that may stand between a label and its number: "order number: 12", "Ticket ist 12".
const GLUE = new Set([
  ...["number", "numbers", "no", "nr", "n", "num", "id", "is", "was", "are", "the", "your", "our", "a", "of"],
  ...["nummer", "ist", "lautet", "de", "du", "la", "le", "el", "do", "da", "di", "van", "est", "es", "é", "è"],
  ...["número", "numero", "numéro", "番号", "번호"],
]); // deno-fmt-ignore

/** Whether the last distractor of a block before `end` labels what is at `end`, with no keyword after it. */
export function labels(context: BlockContext, end: number): boolean {
  const distractor = last_until(context.distractors, end);
  if (!distractor) return false;
  if (spans_in(context.keywords, distractor.end, end).length > 0) return false;
  // "Dear Member, 904317 is…", "Dear Customer,": a greeting's comma, not a label's
  if (/[,，،]/.test(context.text.slice(distractor.end, end))) return false;
  // `Hotline 24/7: 1800 5588`: a service's hours between a phone's label and its number
  if (SERVICE_HOURS.test(context.text.slice(distractor.end, end))) return true;
  return glue_only(context.words, distractor.end, end, 2);
}

/** Only a service's hours (`24/7`, `24x7`, `24h`) and a colon. */
const SERVICE_HOURS = /^[\s(]*24\s*(?:[/x×]\s*7|h)[\s)]*[:：]?\s*$/i;

// Possessives and articles: "to receive your package: 512804" names the package, it does not label the number.
const OWNERS = new Set(["your", "the", "my", "ihr", "ihre", "dein", "deine", "votre", "ton", "tu", "su", "seu", "sua"]);

/**
 * `Share this one-time code with the driver to receive your package: 512804`: the word before
 * the colon is the object of a sentence led by a code keyword, not the number's label.
 */
export function object_of_code_sentence(context: BlockContext, candidate: Candidate): boolean {
  const distractor = last_until(context.distractors, candidate.start);
  if (!distractor || !COPULA.test(context.text.slice(distractor.end, candidate.start))) return false;
  const keyword = last_strong(context.keywords, distractor.at, 0.9);
  if (keyword === undefined || distractor.at - keyword.end > 80) return false;
  const between = context.text.slice(keyword.end, distractor.at);
  if (SENTENCE_END.test(between)) return false;
  // "…your package:" names what the code is for; so does "code for the Password Reset application is:"
  const owner = last_until(context.words, distractor.at);
  const owned = owner !== undefined && distractor.at - owner.end <= 2 && OWNERS.has(owner.text);
  return owned || split_words(between).some((word) => PREPOSITIONS.has(word.text));
}

/** What may stand between the object and the code: a colon, or "is" with one. */
const COPULA = /^\s*(?::|(?:is|are|ist|lautet|est|es|é|è)\s*:?)\s*$/;

/** Prepositions that put a word in a phrase about the code ("the code for the … application"). */
const PREPOSITIONS = new Set([
  "for",
  "to",
  "of",
  "in",
  "on",
  "with",
  "für",
  "pour",
  "para",
  "per",
  "voor",
  "för",
  "til",
]);

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
export function followed_by_distractor(context: BlockContext, candidate: Candidate): boolean {
  const distractor = context.distractors[first_from(context.distractors, candidate.end)];
  if (distractor === undefined || !glue_only(context.words, candidate.end, distractor.at, 3)) return false;
  // `604218 (Ref: HMZT)`: a label given its own value after a colon or a number sign labels that value
  return !/^\.?\s*[:：#№]\s*[\p{L}\p{N}]/u.test(context.text.slice(distractor.end, distractor.end + 8));
}

/** `1234 Elm Street`, `1600 Amphitheatre Parkway`: a street word a few words after the number. */
export function street_number(context: BlockContext, candidate: Candidate, text: string): boolean {
  // "Street", "Parkway", not "close the tab": a street word is capitalised where case exists
  const from = first_from(context.address, candidate.end);
  const street = context.address.slice(from, from + 4).find((hit) => !/\p{Ll}/u.test(text[hit.at]!));
  if (!street || SENTENCE_END.test(text.slice(candidate.end, street.at))) return false;
  return spans_in(context.words, candidate.end, street.at).length <= 3;
}

/** A strong keyword right before the candidate, only glue between (`code: 4821`, `PIN is 4821`). */
export function labelled_directly(context: BlockContext, candidate: Candidate): boolean {
  const keyword = last_until(context.keywords, candidate.start);
  return keyword !== undefined && keyword.value >= 0.7 && glue_only(context.words, keyword.end, candidate.start, 2);
}

/** A strong keyword before the candidate in its sentence, within 40 characters. */
export function labelled_by_keyword(context: BlockContext, candidate: Candidate, text: string): boolean {
  const keyword = last_strong(context.keywords, candidate.start, 0.7);
  return keyword !== undefined && candidate.start - keyword.end <= 40 &&
    !SENTENCE_END.test(text.slice(keyword.end, candidate.start));
}

/** The last hit ending by `position` worth at least `least` (looking a few hits back). */
export function last_strong(hits: Hit[], position: number, least: number): Hit | undefined {
  let index = first_from(hits, position) - 1;
  for (let looked = 0; index >= 0 && looked < 16; index--, looked++) {
    const hit = hits[index]!;
    if (hit.end <= position && hit.value >= least) return hit;
  }
  return undefined;
}
