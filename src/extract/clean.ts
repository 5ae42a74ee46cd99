/**
 * Text as extraction compares it: invisible characters (zero-width spaces and joiners, soft
 * hyphens — the padding of pre-headers) removed, full-width letters and digits (`１２３４`,
 * common in Japanese mail) read as ASCII, every run of spaces one space.
 * @module
 */

const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad\u034f]/g;
// Only letters and digits: full-width punctuation (`，` `：`) keeps its own meaning.
const FULL_WIDTH = /[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]/g;
const SPACES = /[\s\u00a0\u2000-\u200a\u202f\u205f\u3000]+/g;
// Text none of the three changes: printable ASCII with no two spaces in a row (most lines of mail).
const CHANGES = /[^\x21-\x7e ]| {2}/;

/** Removes invisible characters, reads full-width ASCII as ASCII and collapses spaces. */
export function clean_text(text: string): string {
  if (!CHANGES.test(text)) return text;
  return text.replace(INVISIBLE, "")
    .replace(FULL_WIDTH, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(SPACES, " ");
}
