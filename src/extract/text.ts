/**
 * Plain text as a rendered document: one block per paragraph line, whitespace collapsed. A line that a sender's
 * mailer wrapped (a long line without an ending, then one that goes on in small letters) is read with the line it
 * continues, as the HTML part would show it.
 * @module
 */

import type { Block, RenderedDocument } from "./document.ts";
import { clean_text } from "./clean.ts";
import { ROOT_STYLE } from "./style.ts";

/** A line at least this long, without an ending, was wrapped by the mailer (they wrap at 66 to 78 characters). */
const WRAPPED = 55;

/** Renders a plain-text body (or a subject) as blocks, one per line, wrapped lines joined. */
export function render_text(text: string): RenderedDocument {
  const blocks: Block[] = [];
  let last = "";
  for (const line of text.split(/\r?\n|\r/)) {
    const clean = clean_text(line).trim();
    if (clean === "") {
      last = "";
      continue;
    }
    if (last.length >= WRAPPED && continues(last, clean)) {
      const block = blocks[blocks.length - 1]!;
      block.text += ` ${clean}`;
      block.runs[0]!.end = block.text.length;
    } else blocks.push({ text: clean, runs: [{ start: 0, end: clean.length, style: ROOT_STYLE }], row: -1 });
    last = clean;
  }
  return { blocks, anchors: [], base_size: ROOT_STYLE.size };
}

/** Marks that end a line's sentence or clause. */
const ENDINGS = ".!?:;。！？)]";

/** Whether `next` goes on with the sentence `line` left open: no ending there, a small letter here, no link. */
function continues(line: string, next: string): boolean {
  return !ENDINGS.includes(line[line.length - 1]!) && /^\p{Ll}/u.test(next.slice(0, 2)) &&
    !/^(?:https?:|www\.)/i.test(next.slice(0, 6));
}
