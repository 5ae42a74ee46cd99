/**
 * Codes set in boxes: a table row whose cells each hold one character (`4` `8` `2` `9` `1` `3`),
 * one digit group (`482` `913`) or a pair of digits (`90` `41` `37`) reads as one block, the way a reader sees it.
 * @module
 */

import type { Anchor, Block } from "./document.ts";

/**
 * A table row whose cells hold only a character or a digit group each (`4` `8` `2` `9` `1` `3`,
 * or `482` `913`) reads as one block: that is how a code set in boxes is seen.
 */
export function join_split_rows(blocks: Block[], anchors: Anchor[]): Block[] {
  const out: Block[] = [];
  const moved = new Map<number, number>();
  let index = 0;
  while (index < blocks.length) {
    const row = blocks[index]!.row;
    let end = index;
    while (end < blocks.length && row >= 0 && blocks[end]!.row === row) end++;
    const cells = blocks.slice(index, end);
    if (cells.length >= 2 && is_split_code(cells)) {
      const single = cells.every((cell) => cell.text.length === 1 || DASH_CELL.test(cell.text));
      const text = cells.map((cell) => cell.text).join(single ? "" : " ");
      const style = cells[0]!.runs[0]!.style;
      for (let at = index; at < end; at++) moved.set(at, out.length);
      out.push({ text, runs: [{ start: 0, end: text.length, style }], row });
      index = end;
    } else {
      for (const stop = Math.max(end, index + 1); index < stop; index++) {
        moved.set(index, out.length);
        out.push(blocks[index]!);
      }
    }
  }
  if (out.length !== blocks.length) {
    for (const anchor of anchors) anchor.block = moved.get(anchor.block) ?? out.length;
  }
  return out;
}

/** A cell that holds only a dash between a code's groups (`5` `5` `1` `9` `-` `0` `8` `3` `2`). */
const DASH_CELL = /^[-‐‑–—]$/;

function is_split_code(cells: Block[]): boolean {
  const inner = cells.slice(1, -1);
  const dashes = inner.filter((cell) => DASH_CELL.test(cell.text)).length;
  const chars = cells.filter((cell) => !DASH_CELL.test(cell.text));
  const total = chars.reduce((sum, cell) => sum + cell.text.length, 0);
  if (total < 4 || total > 8 || dashes > 2 || chars.length + dashes !== cells.length) return false;
  if (chars.every((cell) => /^[0-9A-Z]$/.test(cell.text))) return chars.some((cell) => /\d/.test(cell.text));
  if (dashes > 0) return false;
  // three or four pairs of digits (`90` `41` `37`)
  if (cells.length >= 3 && cells.every((cell) => /^\d\d$/.test(cell.text))) return true;
  return cells.length === 2 && cells.every((cell) => /^\d{3,4}$/.test(cell.text)) &&
    cells[0]!.text.length === cells[1]!.text.length;
}
