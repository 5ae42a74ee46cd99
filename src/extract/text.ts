/**
 * Plain text as a rendered document: one block per non-empty line, whitespace collapsed.
 * @module
 */

import type { Block, RenderedDocument } from "./document.ts";
import { clean_text } from "./clean.ts";
import { ROOT_STYLE } from "./style.ts";

/** Renders a plain-text body (or a subject) as blocks, one per line. */
export function render_text(text: string): RenderedDocument {
  const blocks: Block[] = [];
  for (const line of text.split(/\r?\n|\r/)) {
    const clean = clean_text(line).trim();
    if (clean === "") continue;
    blocks.push({ text: clean, runs: [{ start: 0, end: clean.length, style: ROOT_STYLE }], row: -1 });
  }
  return { blocks, anchors: [], base_size: ROOT_STYLE.size };
}
