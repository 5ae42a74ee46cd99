/**
 * Plain text from HTML for `auto_text`: headings in capitals, paragraphs and blocks on their own
 * lines, list items as `* item`, table cells side by side, images left out, and every link kept
 * as `text [url]` (the URL alone when it is the text). It reads the HTML with the extraction
 * tokenizer (one pass, linear on hostile markup), so sending carries no HTML library.
 * @module
 */

import { decode_entities } from "../extract/entities.ts";
import { type Attributes, tokenize } from "../extract/tokenize.ts";

/** Blocks that stand apart with an empty line before and after. */
const SPACED = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "table", "blockquote", "pre", "dl", "hr"]);
/** Blocks that start and end a line. */
const LINED = new Set([
  "div",
  "li",
  "tr",
  "section",
  "article",
  "header",
  "footer",
  "main",
  "nav",
  "aside",
  "address",
  "center",
  "dd",
  "dt",
  "figure",
  "figcaption",
  "form",
  "fieldset",
  "caption",
  "details",
  "summary",
  "body",
  "html",
]); // deno-fmt-ignore
const HIDDEN = new Set(["head", "template", "noscript", "select", "object", "iframe", "svg", "math"]);
const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);

/** The readable text of `html`. */
export function html_to_text(html: string): string {
  const lines: string[] = [];
  let line = "";
  let gap = 0; // line breaks owed before the next text: 1 ends the line, 2 leaves an empty line
  let hidden = 0;
  let heading = 0;
  let pre = 0;
  let cell = false;
  let marker: string | null = null; // a list item's `* ` or `1. `, written with its first text
  const lists: { ordered: boolean; n: number }[] = [];
  const anchors: { href: string; start: number; lines: number }[] = [];

  const flush = () => {
    lines.push(line.replace(/[ \t]+$/, ""));
    line = "";
  };
  const breaks = (n: number) => {
    if (lines.length === 0 && line === "") return;
    gap = Math.max(gap, n);
  };
  /** Settles owed line breaks and a list item's marker before text goes on the line. */
  const begin = () => {
    if (gap > 0) {
      flush();
      if (gap > 1 && lines.at(-1) !== "") lines.push("");
      gap = 0;
    }
    if (line === "") {
      line = marker ?? "  ".repeat(lists.length);
      marker = null;
    }
  };
  const write = (text: string) => {
    if (text === "") return;
    begin();
    if (/^\s*$/.test(line) || /\s$/.test(line)) text = text.replace(/^ +/, "");
    if (text === "") return;
    line += text;
  };

  tokenize(html, {
    text(raw) {
      if (hidden > 0) return;
      let text = decode_entities(raw).replace(/\u00a0/g, " ");
      if (pre === 0) text = text.replace(/\s+/g, " ");
      if (heading > 0) text = text.toUpperCase();
      if (pre > 0) {
        const [first = "", ...rest] = text.split("\n");
        write(first);
        for (const part of rest) {
          flush();
          line = part;
        }
      } else write(text);
    },
    open(name: string, attributes: Attributes) {
      if (HIDDEN.has(name)) return void hidden++;
      if (hidden > 0) return;
      if (name === "br") {
        flush();
        gap = 0;
        return;
      }
      if (HEADINGS.has(name)) heading++;
      if (name === "pre") pre++;
      const list_tag = name === "ul" || name === "ol";
      if (SPACED.has(name) && !(list_tag && lists.length > 0)) breaks(2);
      else if (LINED.has(name) || list_tag) breaks(1);
      if (name === "hr") write("-".repeat(40)), breaks(2);
      if (list_tag) lists.push({ ordered: name === "ol", n: 0 });
      if (name === "li") {
        const list = lists.at(-1);
        marker = "  ".repeat(Math.max(0, lists.length - 1)) + (list?.ordered ? `${++list.n}. ` : "* ");
      }
      if (name === "tr") cell = false;
      if (name === "td" || name === "th") {
        if (cell) write("  ");
        cell = true;
      }
      if (name === "a") {
        begin();
        anchors.push({ href: decode_entities(attributes.href ?? "").trim(), start: line.length, lines: lines.length });
      }
    },
    close(name: string) {
      if (HIDDEN.has(name)) return void (hidden = Math.max(0, hidden - 1));
      if (hidden > 0) return;
      if (HEADINGS.has(name)) heading = Math.max(0, heading - 1);
      if (name === "pre") pre = Math.max(0, pre - 1);
      const list_tag = name === "ul" || name === "ol";
      if (list_tag) lists.pop();
      if (name === "a") {
        const anchor = anchors.pop();
        if (anchor && /^(https?|mailto|tel):/i.test(anchor.href)) {
          const text = anchor.lines === lines.length ? line.slice(anchor.start).trim() : "";
          const target = anchor.href.replace(/^mailto:/i, "");
          if (text === "") write(anchor.href.startsWith("mailto:") ? target : anchor.href);
          else if (text !== target && text !== anchor.href) write(` [${anchor.href}]`);
        }
      }
      if (SPACED.has(name) && !(list_tag && lists.length > 0)) breaks(2);
      else if (LINED.has(name) || list_tag) breaks(1);
    },
    raw() {
      // `style`, `script`, `title` and `textarea` hold no readable text.
    },
  });
  flush();
  return lines.join("\n").replace(/\n{3,}/g, "\n\n").trim();
}
