/**
 * Renders mail HTML to blocks of visible text, the way a reader sees it: `<head>`, `<style>`,
 * scripts, comments, images and hidden elements (pre-headers) leave no text; inline elements
 * join without spaces, so digits split across `<span>`s read as one number; block elements and
 * `<br>` end a block; a table row whose cells each hold a digit or two reads as one block.
 * @module
 */

import type { Anchor, Block, RenderedDocument, Run } from "./document.ts";
import { clean_text } from "./clean.ts";
import { join_split_rows } from "./split_rows.ts";
import { decode_entities } from "./entities.ts";
import { type Display, is_visible, ROOT_STYLE, type Style, Styler } from "./style.ts";
import { type Attributes, tokenize } from "./tokenize.ts";

const BLOCK_TAGS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "body",
  "caption",
  "center",
  "dd",
  "details",
  "dialog",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "html",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "ul",
]); // deno-fmt-ignore
const VOID_TAGS = new Set([
  "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
]); // deno-fmt-ignore
const SKIPPED = new Set(["head", "script", "style", "title", "template", "noscript", "textarea", "select", "xmp"]);
const MAX_DEPTH = 1024;
/** The attributes rendering reads: links, styling, hiding, image words. */
const READ_ATTRIBUTES = new Set([
  "href",
  "style",
  "class",
  "id",
  "bgcolor",
  "hidden",
  "size",
  "face",
  "alt",
  "title",
  "aria-label",
  "src",
]); // deno-fmt-ignore
const BLANK = /^[ \t\r\n\f]*$/;
/**
 * How much of a body is read: far more than any real mail shows (a long newsletter has a few
 * thousand elements and some 50 000 characters of text), so hostile input stays fast.
 */
export const READ_LIMITS = { elements: 100_000, characters: 1_000_000, anchors: 5_000 };

interface Frame {
  name: string;
  style: Style;
  block: boolean;
  row: number;
  anchor: number;
  skipped: boolean;
}

/** Renders an HTML body. */
export function render_html(html: string): RenderedDocument {
  const renderer = new Renderer();
  tokenize(html, renderer, READ_ATTRIBUTES);
  return renderer.finish();
}

class Renderer {
  blocks: Block[] = [];
  anchors: Anchor[] = [];
  #styler = new Styler();
  #stack: Frame[] = [{ name: "#root", style: ROOT_STYLE, block: true, row: -1, anchor: -1, skipped: false }];
  #open = new Map<string, number>(); // tag name → how many are on the stack
  #rows = 0;
  #text = "";
  #runs: Run[] = [];
  #space = false;
  #elements = 0;
  #characters = 0;

  done(): boolean {
    return this.#elements >= READ_LIMITS.elements || this.#characters >= READ_LIMITS.characters;
  }

  text(raw: string): void {
    const frame = this.#top();
    if (frame.skipped || !is_visible(frame.style)) return;
    if (BLANK.test(raw)) {
      this.#space = true;
      return;
    }
    // past the reading budget, text is cut (decoded text is never longer than its source)
    const left = READ_LIMITS.characters - this.#characters;
    const content = clean_text(decode_entities(raw.length > left ? raw.slice(0, left) : raw));
    if (content === " " || content === "") {
      if (content === " ") this.#space = true;
      return;
    }
    const leading = content.startsWith(" ");
    const trailing = content.endsWith(" ");
    const words = content.slice(leading ? 1 : 0, trailing ? -1 : undefined);
    if ((this.#space || leading) && this.#text !== "") this.#text += " ";
    const start = this.#text.length;
    this.#text += words;
    this.#characters += words.length;
    this.#space = trailing;
    const last = this.#runs.at(-1);
    if (last && last.style === frame.style && last.end === start) last.end = this.#text.length;
    else this.#runs.push({ start, end: this.#text.length, style: frame.style });
    if (frame.anchor >= 0) this.anchors[frame.anchor]!.text += ` ${words}`;
  }

  open(name: string, attributes: Attributes): void {
    this.#elements++;
    const parent = this.#top();
    if (name === "br") return this.#flush();
    if (name === "img" || name === "area") return this.#image(name, attributes, parent);
    if (VOID_TAGS.has(name)) {
      if (name === "hr") this.#flush();
      return;
    }
    this.#close_implied(name);
    const top = this.#top();
    const { style, display } = this.#styler.compute(top.style, name, attributes);
    const block = is_block(name, display);
    if (block) this.#flush();
    const frame: Frame = {
      name,
      style,
      block,
      row: name === "tr" ? ++this.#rows : name === "table" ? -1 : top.row,
      anchor: top.anchor,
      skipped: top.skipped || SKIPPED.has(name),
    };
    if (name === "a" && attributes.href !== undefined && !frame.skipped && this.anchors.length < READ_LIMITS.anchors) {
      frame.anchor = this.anchors.length;
      this.anchors.push({
        url: decode_entities(attributes.href).trim(),
        text: [attributes.title, attributes["aria-label"]].filter(Boolean).join(" "),
        image: "",
        block: this.blocks.length,
        offset: this.#text.length,
        end: -1,
        hidden: !is_visible(style),
        button: style.boxed,
      });
    }
    if (this.#stack.length >= MAX_DEPTH) return; // hostile nesting: keep the style we have
    this.#stack.push(frame);
    this.#open.set(name, (this.#open.get(name) ?? 0) + 1);
  }

  close(name: string): void {
    if (!this.#open.get(name)) return;
    while (this.#stack.length > 1) {
      const frame = this.#pop();
      if (frame.name === name) return;
    }
  }

  raw(name: string, content: string): void {
    if (name === "style") this.#styler.sheet.add(content);
  }

  finish(): RenderedDocument {
    this.#flush();
    const blocks = join_split_rows(this.blocks, this.anchors);
    return { blocks, anchors: this.anchors, base_size: base_size(blocks) };
  }

  #image(name: string, attributes: Attributes, parent: Frame): void {
    if (parent.anchor >= 0) {
      const anchor = this.anchors[parent.anchor]!;
      const alt = decode_entities(attributes.alt ?? attributes.title ?? "").trim();
      anchor.image += ` ${alt} ${attributes.src ?? ""} ${attributes.class ?? ""}`;
      if (alt) anchor.text += ` ${alt}`;
    }
    if (name === "area" && attributes.href !== undefined && this.anchors.length < READ_LIMITS.anchors) {
      this.anchors.push({
        url: decode_entities(attributes.href).trim(),
        text: decode_entities(attributes.alt ?? ""),
        image: "",
        block: this.blocks.length,
        offset: this.#text.length,
        end: this.#text.length,
        hidden: false,
        button: false,
      });
    }
  }

  /** Closes what a browser closes on its own: an open cell when the next cell starts, … */
  #close_implied(name: string): void {
    const closes = IMPLIED_CLOSE[name];
    if (!closes) return;
    const [targets, fence] = closes;
    const floor = Math.max(0, this.#stack.length - 64);
    for (let index = this.#stack.length - 1; index > floor; index--) {
      const frame = this.#stack[index]!;
      if (fence.has(frame.name)) return;
      if (targets.has(frame.name)) {
        while (this.#stack.length > index) this.#pop();
        return;
      }
    }
  }

  #pop(): Frame {
    const frame = this.#stack.pop()!;
    this.#open.set(frame.name, this.#open.get(frame.name)! - 1);
    if (frame.anchor >= 0 && frame.anchor !== this.#top().anchor) {
      const anchor = this.anchors[frame.anchor]!;
      if (anchor.block === this.blocks.length) anchor.end = this.#text.length;
    }
    if (frame.block) this.#flush();
    return frame;
  }

  #flush(): void {
    if (this.#text !== "") this.blocks.push({ text: this.#text, runs: this.#runs, row: this.#top().row });
    this.#text = "";
    this.#runs = [];
    this.#space = false;
  }

  #top(): Frame {
    return this.#stack[this.#stack.length - 1]!;
  }
}

const CELL = new Set(["td", "th"]);
const IMPLIED_CLOSE: Record<string, [Set<string>, Set<string>]> = {
  td: [CELL, new Set(["tr", "table"])],
  th: [CELL, new Set(["tr", "table"])],
  tr: [new Set(["tr"]), new Set(["table", "tbody", "thead", "tfoot"])],
  li: [new Set(["li"]), new Set(["ul", "ol"])],
  p: [new Set(["p"]), new Set(["div", "td", "th", "li", "table", "body", "blockquote"])],
};

function is_block(name: string, display: Display): boolean {
  if (display !== null) return display === "block";
  return BLOCK_TAGS.has(name);
}

/** The font size carrying the most characters. */
function base_size(blocks: Block[]): number {
  const weight = new Map<number, number>();
  for (const block of blocks) {
    for (const run of block.runs) {
      const size = Math.round(run.style.size);
      weight.set(size, (weight.get(size) ?? 0) + run.end - run.start);
    }
  }
  let best = 16;
  let most = 0;
  for (const [size, count] of weight) {
    if (count > most) [best, most] = [size, count];
  }
  return best;
}
