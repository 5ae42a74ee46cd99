/**
 * The rendered form of a message body that codes and links are read from: blocks of text as
 * a reader sees them (paragraphs, table cells, lines), each with the style of its runs, and
 * the anchors of the HTML.
 * @module
 */

import type { Style } from "./style.ts";

/** A stretch of a block's text set in one style. */
export interface Run {
  start: number;
  end: number;
  style: Style;
}

/** A paragraph, table cell, heading or line: text with whitespace collapsed. */
export interface Block {
  text: string;
  runs: Run[];
  /** The table row the block sits in, or -1. */
  row: number;
}

/** An `<a href>` of the HTML. */
export interface Anchor {
  /** The `href`, entities decoded, trimmed. */
  url: string;
  /** The visible text of the anchor plus the `alt` and `title` of what it holds. */
  text: string;
  /** Words from the images it holds (`alt`, `src`), to tell a logo. */
  image: string;
  /** Where it starts: block index and offset in that block's text. */
  block: number;
  offset: number;
  /** Where its text ends in the block it starts in (-1 when it runs into later blocks). */
  end: number;
  hidden: boolean;
  /** Styled as a button (a coloured box). */
  button: boolean;
}

/** A rendered message body. */
export interface RenderedDocument {
  blocks: Block[];
  anchors: Anchor[];
  /** The font size most of the text is set in (px). */
  base_size: number;
}
