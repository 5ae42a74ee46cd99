/**
 * A code's length as the mail states it ("your 8-digit code", "Autorizační kód (8 číslic)", "8桁の確認コード"): a code
 * printed over two rows (two cells of four digits) is one code of that length.
 * @module
 */

/** What ranking keeps of a code: what is typed, as printed, its score and its block (-1: the subject). */
export interface Ranked {
  code: string;
  printed: string;
  score: number;
  order: number;
}

/** A number of digits, in the languages read (`8 digits`, `6-stellig`, `8 číslic`, `6桁`, `6자리`, `6位`). */
const STATED =
  /(?<!\d)(\d{1,2})\s*[-‑]?\s*(?:digits?\b|ziffern|stellig|chiffres|d[ií]gitos|cifre|cijfers|cyfr|č[ií]slic|цифр|haneli|chữ số|桁|자리|位)/iu;

/** The length stated in the subject, or in the block at `index` or the three before it. */
function stated(blocks: { text: string }[], subject: string, index: number): number | null {
  const texts = index < 0
    ? [subject]
    : [subject, ...blocks.slice(Math.max(0, index - 3), index + 1).map((b) => b.text)];
  for (const text of texts) {
    if (text.length > 2000) continue;
    const match = STATED.exec(text);
    if (match) return Number(match[1]);
  }
  return null;
}

/** `ranked` (best first) with the stated length read: two codes alone on consecutive lines whose lengths add up to it are one. */
export function by_stated_length<T extends Ranked>(ranked: T[], blocks: { text: string }[], subject: string): T[] {
  const top = ranked[0];
  if (!top) return ranked;
  const length = stated(blocks, subject, top.order);
  if (length === null || top.code.length === length) return ranked;
  const alone = (entry: T) => entry.order >= 0 && blocks[entry.order]!.text.trim() === entry.printed;
  if (!alone(top) || !/^\d+$/.test(top.code)) return ranked;
  const row = ranked.find((entry) =>
    Math.abs(entry.order - top.order) === 1 && alone(entry) && /^\d+$/.test(entry.code) &&
    entry.code.length + top.code.length === length
  );
  if (row) {
    const [first, second] = row.order < top.order ? [row, top] : [top, row];
    const code = first.code + second.code;
    return [{ ...top, code, printed: code, order: first.order }, ...ranked.filter((e) => e !== top && e !== row)];
  }
  // the other row need not read as a code alone (`1930` is shaped like a year): digits alone on the next or the
  // previous line that make up the stated length
  for (const at of [top.order + 1, top.order - 1]) {
    const other = blocks[at]?.text.trim() ?? "";
    if (!/^\d+$/.test(other) || other.length + top.code.length !== length) continue;
    const code = at > top.order ? top.code + other : other + top.code;
    return [{ ...top, code, printed: code, order: Math.min(at, top.order) }, ...ranked.slice(1)];
  }
  return ranked;
}
