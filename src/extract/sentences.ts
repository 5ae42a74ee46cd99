/**
 * Clauses around a link: the end of the text before it, the start of the text after it, cut at
 * a sentence mark (a full-width mark ends a sentence without a space after it).
 * @module
 */

/** The last clause of a text: what leads into a link ("If this wasn't you, please "). */
export function sentence_tail(text: string): string {
  const end = text.length;
  for (let at = end - 2; at >= Math.max(0, end - 100); at--) {
    if (ends_sentence(text, at)) return text.slice(at + 2);
  }
  return text.slice(-100);
}

/** The first clause of a text: what follows a link (" to remove your address."). */
export function sentence_head(text: string): string {
  const end = Math.min(text.length, 80);
  for (let at = 0; at < end; at++) {
    if (ends_sentence(text, at) || (at === text.length - 1 && SENTENCE_MARKS.includes(text[at]!))) {
      return text.slice(0, at);
    }
  }
  return text.slice(0, end);
}

const SENTENCE_MARKS = ".!?。！？";

/** A sentence mark followed by a space at `at` (a full-width mark ends a sentence without one). */
function ends_sentence(text: string, at: number): boolean {
  const mark = text[at]!;
  if ("。！？".includes(mark)) return true;
  return SENTENCE_MARKS.includes(mark) && /\s/.test(text[at + 1] ?? "");
}

/** At most the last 160 characters of a text: the words right before a link. */
export function tail(text: string): string {
  return text.length > 160 ? text.slice(-160) : text;
}
