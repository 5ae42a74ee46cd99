/**
 * Ranks the code-shaped strings of a message. A candidate is worth
 * `10 × keyword nearness + prominence − distractors`, and is a code at 7 or more with some
 * keyword in reach: a number with nothing saying "code" around it is never one, because a
 * false code is worse than none.
 * @module
 */

import { type Candidate, find_candidates, find_letter_codes } from "./candidates.ts";
import { find_slot_code } from "./slot.ts";
import { read_block } from "./context.ts";
import type { RenderedDocument } from "./document.ts";
import type { CodeNotes } from "./notes.ts";
import { Reader, strongest_hit } from "./reader.ts";
import { by_stated_length } from "./stated_length.ts";
import { render_text } from "./text.ts";

export { ACCEPT } from "./reader.ts";

/** A code with its score and where it was first seen (-1: the subject). */
export interface RankedCode {
  /** What a person types. */
  code: string;
  /** As printed (dash grouping, a prefix). */
  printed: string;
  score: number;
  order: number;
}

/** Called with each candidate scored when an explanation is asked for; `block` is -1 for the subject. */
export type CodeTrace = (candidate: Candidate, block: number, score: number | null, notes: CodeNotes) => void;

const MAX_SUBJECT = 1000;
/** Candidates scored per message: far more than any real mail holds, few enough to stay fast. */
const MAX_CANDIDATES = 1000;
/** Codes printed alike that make a list, not one code. */
const LIST = 4;

/** What an explanation listens to: a trace for each part read, and each code dropped and why. */
export interface RankHooks {
  trace?: (document: RenderedDocument, where: "html" | "text", with_subject: boolean) => CodeTrace;
  disowned?: (code: string, what: string) => void;
}

/**
 * The codes of a mail, best first: those of its HTML part (or of its text part, when the HTML gives none or there is
 * no HTML). When both parts exist, a code the text part prints with a prefix or a grouping keeps that form there
 * (`WS-662091`, where the HTML puts `WS` and the digits in two cells of a table).
 */
export function rank_parts(
  html: RenderedDocument | null,
  text: RenderedDocument | null,
  subject: string,
  from?: string | null,
  hooks: RankHooks = {},
): RankedCode[] {
  const body = html ?? text ?? render_text("");
  const ranked = rank_codes(body, subject, hooks.trace?.(body, html ? "html" : "text", true), hooks.disowned, from);
  if (!html || !text) return ranked;
  if (ranked.length === 0) return rank_codes(text, subject, hooks.trace?.(text, "text", false), hooks.disowned, from);
  if (ranked.every((entry) => entry.printed !== entry.code)) return ranked;
  const printed = new Map(
    rank_codes(text, subject, undefined, undefined, from).map((entry) => [entry.code, entry.printed]),
  );
  return ranked.map((entry) => {
    const form = printed.get(entry.code);
    return form && form !== entry.code && entry.printed === entry.code ? { ...entry, printed: form } : entry;
  });
}

/**
 * The codes of one part of a message, best first. `disowned` (for explanations) gets each typed code dropped
 * after scoring, and why: the same string is another number elsewhere in the mail, or one of a
 * list of codes printed alike.
 */
export function rank_codes(
  document: RenderedDocument,
  subject: string,
  trace?: CodeTrace,
  disowned?: (code: string, what: string) => void,
  from?: string | null,
): RankedCode[] {
  const heading = render_text(subject.slice(0, MAX_SUBJECT)).blocks;
  const subject_block = heading.length > 0
    ? { text: heading.map((block) => block.text).join(" "), runs: [], row: -1 }
    : null;
  const subject_context = subject_block ? read_block(subject_block.text) : null;
  const subject_strength = subject_context?.strongest ?? 0;
  const best = new Map<string, RankedCode>();
  // one string means one thing in a mail: a string labelled elsewhere as another number (a
  // booking's `PNR XK4R7B` under its big letter-spaced cell) or given as a meeting's passcode is
  // not a one-time code anywhere in it
  const other = new Map<string, string>();
  // a trip's mail (its subject names a flight, a trip, a booking): six letters and digits after
  // "confirmation" are its booking reference, as airlines call it (`Confirmation code: KQ7T2M`)
  const trip = TRIP.test(subject);
  // an invoice's mail (its subject names an invoice or a tax document, and no code): its strings are the invoice's
  // (a tax office's `Código de Verificação` that proves the invoice genuine), not a code sent to the reader
  const invoice = subject_strength === 0 && INVOICE.test(subject);
  const note_other = (reader: Reader, candidate: Candidate, index: number, blocks: { text: string }[]) => {
    if (other.has(candidate.code)) return;
    const what = reader.names_other(candidate, index) ??
      (invoice ? "a number of the invoice the subject names" : null) ??
      (trip && booking_reference(candidate, blocks, index)
        ? "a trip's confirmation code (its booking reference)"
        : trip && bare_code_label(candidate, blocks, index)
        ? 'a booking\'s code, labelled only "code" (its reference)'
        : null);
    if (what) other.set(candidate.code, what);
  };
  // one entry per typed code (482913 in the text and G-482913 in the subject are one code); the
  // printed form is the one where it scored best, or the one with its prefix when another place prints the digits
  // alone (`WS-662091` in the text part, `WS` and `662091` in two cells of the HTML)
  const keep = (candidate: Candidate, score: number, order: number) => {
    const { code, printed } = candidate;
    const seen = best.get(code);
    if (!seen || score > seen.score) {
      const form = seen && seen.printed !== seen.code && !candidate.prefixed && printed === code
        ? seen.printed
        : printed;
      best.set(code, { code, printed: form, score, order: seen ? Math.min(order, seen.order) : order });
    } else if (candidate.prefixed && seen.printed === seen.code) {
      seen.printed = printed;
    }
  };

  if (subject_block && subject_context) {
    const reader = new Reader([subject_block], 0);
    for (const candidate of candidates_of(subject_block.text)) {
      const notes: CodeNotes | undefined = trace ? {} : undefined;
      const score = reader.score(candidate, 0, 1, 0, notes);
      if (score !== null) keep(candidate, score, -1);
      note_other(reader, candidate, 0, [subject_block]);
      trace?.(candidate, -1, score, notes!);
    }
  }
  const reader = new Reader(document.blocks, document.base_size);
  if (trace && subject_context) reader.subject_keyword = strongest_hit(subject_context, subject_block!.text);
  reader.subject_promo = subject_context?.promo ?? false;
  reader.subject_gift = subject_context?.gift ?? false;
  let budget = MAX_CANDIDATES;
  // what the body reads as a code, and what it prints but does not
  const in_body = new Set<string>();
  const not_in_body = new Set<string>();
  for (let index = 0; index < document.blocks.length && budget > 0; index++) {
    const candidates = candidates_of(document.blocks[index]!.text).slice(0, budget);
    budget -= candidates.length;
    for (const candidate of candidates) {
      const notes: CodeNotes | undefined = trace ? {} : undefined;
      const score = reader.score(candidate, index, 0, subject_strength, notes);
      if (score !== null) keep(candidate, score, index);
      (score !== null ? in_body : not_in_body).add(candidate.code);
      note_other(reader, candidate, index, document.blocks);
      trace?.(candidate, index, score, notes!);
    }
  }
  for (const [code, what] of other) {
    if (best.delete(code)) disowned?.(code, `the same string is ${what} elsewhere in the mail`);
  }
  // a number of the subject that the body prints but reads as no code, when the body reads another as one, is not
  // the code: the subject's few words named it ("Confirmation number: linking Till 5523190"), the body tells
  if (in_body.size > 0) {
    for (const code of not_in_body) {
      if (in_body.has(code) || !best.has(code) || best.get(code)!.order !== -1) continue;
      if ([...best.values()].some((other) => other.order >= 0) && best.delete(code)) {
        disowned?.(code, "the body prints it and reads it as no code, and reads another as the code");
      }
    }
  }
  // a one-time code is one: four or more codes of one shape are a list (backup codes)
  const shapes = new Map<string, string[]>();
  for (const { code, printed } of best.values()) {
    // alike: digits only, or letters and digits, in the same grouping (`7KQ2-MZ4P`, `R9TD-61XW`)
    const shape = (/^[\d\s-]+$/.test(printed) ? "9" : "A") + printed.replace(/[A-Z\d]/g, "X");
    shapes.set(shape, [...shapes.get(shape) ?? [], code]);
  }
  for (const codes of shapes.values()) {
    if (codes.length < LIST) continue;
    for (const code of codes) {
      if (best.delete(code)) disowned?.(code, `one of ${codes.length} codes printed alike (a list)`);
    }
  }
  // capitals that spell the sender's name are its logo or its signature (`WAYMARK` from Waymark Travel)
  const names = sender_words(from);
  for (const { code } of best.values()) {
    if (/^[A-Z]+$/.test(code) && names.has(code.toLowerCase()) && best.delete(code)) {
      disowned?.(code, "the sender's name");
    }
  }
  const ranked = [...best.values()].sort((a, b) => b.score - a.score || a.order - b.order);
  return by_stated_length(ranked, document.blocks, subject).map((entry) => filled_in(entry, document.blocks, subject));
}

/** A printed prefix of capitals and a dash, and the rest (`MK-27B9`). */
const PREFIXED = /^([A-Z]{1,3})-([A-Z\d]{4,})$/;

/**
 * A code whose prefix the mail also prints alone (`the "MK-" part is already filled in`) is typed without it: the
 * form holds the prefix, the reader types the rest.
 */
function filled_in(entry: RankedCode, blocks: { text: string }[], subject: string): RankedCode {
  const parts = PREFIXED.exec(entry.printed);
  if (!parts || entry.code !== parts[1]! + parts[2]!) return entry;
  const alone = new RegExp(`(?:^|[^A-Za-z\\d-])${parts[1]}-(?![A-Za-z\\d])`);
  const said = alone.test(subject) || blocks.some((block) => block.text.length < 2000 && alone.test(block.text));
  return said ? { ...entry, code: parts[2]! } : entry;
}

/** Words of a subject about a trip or a booking. */
const TRIP =
  /\b(?:flight|trip|itinerary|booking|reservation|check-in|boarding|vuelo|viaje|reserva|voo|viagem|flug|reise|buchung|vol|voyage|réservation|volo|viaggio|prenotazione)\b/i;

/** Words of a subject about an invoice or a tax document (not a receipt: a receipt may carry a pickup's code). */
const INVOICE =
  /(?<!\p{L})(?:invoice|factura|fatura|faturanız|faturası|nota fiscal|nfs-?e|nf-?e|rechnung|e-rechnung|facture|fattura|faktura|faktury|счёт-фактура|счет-фактура)(?!\p{L})|发票|發票|請求書/iu;

/** "Confirmation" right before a string, in its block or as the line before it. */
const CONFIRMATION = /\b(?:confirmation|confirmación|confirmação|conferma|bestätigung)\b[^\n]{0,12}$/i;

/** Six capitals and digits with a letter among them, labelled "confirmation": a booking's reference. */
function booking_reference(candidate: Candidate, blocks: { text: string }[], index: number): boolean {
  if (!/^(?=.*[A-Z])[A-Z0-9]{6}$/.test(candidate.printed)) return false;
  const before = blocks[index]!.text.slice(0, candidate.start).trimEnd();
  if (before !== "") return CONFIRMATION.test(before.replace(/[:\s]+$/, ""));
  return index > 0 && CONFIRMATION.test(blocks[index - 1]!.text.trimEnd());
}

/** A label that is the word "code" alone, in the languages whose booking mails print one (`Codice`, `Code:`). */
const BARE_CODE = /^(?:code|codice|código|codigo|kode|kod|kód|koodi|kood)\s*[:：]?$/i;

/**
 * A string whose label is the word "code" alone, in a booking's mail (`Codice` / `MP-8H42KQ` in a booking's table): a
 * booking names its reference so, while a one-time code is named for what it does (verification, access, PIN).
 */
function bare_code_label(candidate: Candidate, blocks: { text: string }[], index: number): boolean {
  const before = blocks[index]!.text.slice(0, candidate.start).trim();
  return BARE_CODE.test(before !== "" ? before : (blocks[index - 1]?.text.trim() ?? ""));
}

/** The words of a sender's display name and of its domain's labels (`Waymark Travel <a@waymark.travel>`). */
function sender_words(from: string | null | undefined): Set<string> {
  return new Set((from ?? "").toLowerCase().split(/[^a-z]+/).filter((word) => word.length >= 4));
}

/**
 * The code-shaped strings of a block: with digits, or else capitals only in a short block, or
 * else a shape read only in a code's slot.
 */
function candidates_of(text: string): Candidate[] {
  const found = find_candidates(text);
  if (found.length > 0) return found;
  const letters = find_letter_codes(text);
  if (letters.length > 0) return letters;
  const slot = find_slot_code(text);
  return slot ? [slot] : [];
}
