/**
 * Plain text as a rendered document: one block per non-empty line, whitespace collapsed.
 * @module
 */

import type { Block, RenderedDocument } from "./document.ts";
import { ROOT_STYLE } from "./style.ts";

const SPACES = /[\s\u00a0\u2000-\u200a\u202f\u205f\u3000]+/g;
const INVISIBLE_CHARS = /[\u200b-\u200d\u2060\ufeff\u00ad\u034f]/g;

/** Renders a plain-text body (or a subject) as blocks, one per line. */
export function render_text(text: string): RenderedDocument {
  const blocks: Block[] = [];
  for (const line of text.split(/\r?\n|\r/)) {
    const clean = line.replace(INVISIBLE_CHARS, "").replace(SPACES, " ").trim();
    if (clean === "") continue;
    blocks.push({ text: clean, runs: [{ start: 0, end: clean.length, style: ROOT_STYLE }], row: -1 });
  }
  return { blocks, anchors: [], base_size: ROOT_STYLE.size };
}
