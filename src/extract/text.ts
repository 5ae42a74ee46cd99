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
  const lines: string[] = [];
  let last = "";
  for (const line of text.split(/\r?\n|\r/)) {
    const clean = clean_text(line).trim();
    if (clean === "") {
      last = "";
      continue;
    }
    if (last.length >= WRAPPED && continues(last, clean)) lines[lines.length - 1] += ` ${clean}`;
    else lines.push(clean);
    last = clean;
  }
  const blocks: Block[] = lines.map((line) => ({
    text: line,
    runs: [{ start: 0, end: line.length, style: ROOT_STYLE }],
    row: -1,
  }));
  return { blocks, anchors: [], base_size: ROOT_STYLE.size };
}

/** Whether `next` goes on with the sentence `line` left open: no ending there, a small letter here, no link. */
function continues(line: string, next: string): boolean {
  return !/[.!?:;。！？)\]]$/.test(line) && /^\p{Ll}/u.test(next) && !/^(?:https?:|www\.)/i.test(next);
}
