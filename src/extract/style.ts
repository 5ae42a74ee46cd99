/**
 * The little CSS extraction needs: is an element hidden, how big and bold is its text, is it
 * letter-spaced, monospaced or set in a box. Reads inline `style`, presentational attributes
 * and simple `<style>` rules (`tag`, `.class`, `tag.class`, `#id`); `@media` blocks are skipped
 * (they are the phone layout, not the one a test reads).
 * @module
 */

import type { Attributes } from "./tokenize.ts";

/** The computed style of an element, as far as extraction cares. */
export interface Style {
  /** Font size in CSS pixels. */
  size: number;
  bold: boolean;
  /** Visible letter-spacing (codes are often spread out). */
  spaced: boolean;
  mono: boolean;
  /** The element or an ancestor has a coloured background or a border. */
  boxed: boolean;
  hidden: boolean;
}

/** `block`, `inline`, or `null` for the tag's default. */
export type Display = "block" | "inline" | null;

/** One simple rule of a `<style>` sheet. */
interface Rule {
  tag: string | null;
  class_name: string | null;
  id: string | null;
  declarations: [string, string][];
}

/**
 * The rules read from the message's `<style>` elements, merged per selector (`.code`,
 * `td.code`, `#hero`, `p`): later declarations of the same selector come later in its list.
 */
export class StyleSheet {
  #count = 0;
  #rules = new Map<string, Rule>();

  /** Adds the simple rules of one `<style>` element. */
  add(css: string): void {
    const source = strip_comments(css);
    let at = 0;
    while (at < source.length && this.#count < MAX_RULES) {
      const open = source.indexOf("{", at);
      if (open < 0) return;
      const selector = source.slice(at, open).trim();
      if (selector.startsWith("@")) {
        at = skip_block(source, open);
        continue;
      }
      const close = source.indexOf("}", open);
      const body = source.slice(open + 1, close < 0 ? source.length : close);
      at = close < 0 ? source.length : close + 1;
      const declarations = parse_declarations(body);
      if (declarations.length === 0) continue;
      for (const part of selector.split(",")) {
        const rule = simple_selector(part.trim(), declarations);
        if (!rule) continue;
        this.#count++;
        const key = selector_key(rule.tag, rule.class_name, rule.id);
        const known = this.#rules.get(key);
        if (!known) this.#rules.set(key, rule);
        else known.declarations = [...known.declarations, ...declarations].slice(-MAX_DECLARATIONS);
      }
    }
  }

  /** The declarations of the rules matching an element, least specific first. */
  matching(tag: string, attributes: Attributes): [string, string][] {
    if (this.#rules.size === 0) return [];
    const classes = (attributes.class ?? "").split(/\s+/).filter(Boolean).slice(0, 16);
    const keys = [selector_key(tag, null, null)];
    for (const name of classes) keys.push(selector_key(null, name, null));
    for (const name of classes) keys.push(selector_key(tag, name, null));
    if (attributes.id) keys.push(selector_key(null, null, attributes.id), selector_key(tag, null, attributes.id));
    const found = keys.map((key) => this.#rules.get(key)).filter((rule) => rule !== undefined);
    found.sort((a, b) => specificity(a) - specificity(b));
    return found.flatMap((rule) => rule.declarations);
  }
}

const MAX_RULES = 5000;
const MAX_DECLARATIONS = 64;

function selector_key(tag: string | null, class_name: string | null, id: string | null): string {
  return `${tag ?? ""}|${class_name ?? ""}|${id ?? ""}`;
}

function specificity(rule: Rule): number {
  return (rule.id ? 100 : 0) + (rule.class_name ? 10 : 0) + (rule.tag ? 1 : 0);
}

/** The style of the root of a document. */
export const ROOT_STYLE: Style = { size: 16, bold: false, spaced: false, mono: false, boxed: false, hidden: false };

const TAG_SIZE: Record<string, number> = { h1: 2, h2: 1.5, h3: 1.17, h5: 0.83, h6: 0.67, small: 0.83, big: 1.2 };
const FONT_SIZE_ATTRIBUTE = [0, 10, 13, 16, 18, 24, 32, 48];
const KEYWORD_SIZE: Record<string, number> = {
  "xx-small": 9,
  "x-small": 10,
  small: 13,
  medium: 16,
  large: 18,
  "x-large": 24,
  "xx-large": 32,
  "xxx-large": 48,
};
const BOLD_TAGS = new Set(["b", "strong", "h1", "h2", "h3", "h4", "h5", "h6", "th"]);
const MONO_TAGS = new Set(["code", "pre", "tt", "kbd", "samp"]);
const MONO_FAMILY = /mono|courier|consolas|menlo|monaco/i;
const PLAIN_BACKGROUND =
  /^(?:#f{3}(?:f{3})?|white|transparent|none|inherit|initial|rgba?\(\s*255\s*,\s*255\s*,\s*255\b.*)$/i;

/** The style of an element, from its parent's, its tag, the sheet and its attributes. */
export function compute_style(
  parent: Style,
  tag: string,
  attributes: Attributes,
  sheet: StyleSheet,
): { style: Style; display: Display } {
  const style: Style = { ...parent };
  let display: Display = null;
  const factor = TAG_SIZE[tag];
  if (factor !== undefined) style.size = parent.size * factor;
  if (BOLD_TAGS.has(tag)) style.bold = true;
  if (MONO_TAGS.has(tag)) style.mono = true;
  if (tag === "font") {
    const size = Number.parseInt(attributes.size ?? "", 10);
    if (size >= 1 && size <= 7) style.size = FONT_SIZE_ATTRIBUTE[size]!;
    if (MONO_FAMILY.test(attributes.face ?? "")) style.mono = true;
  }
  if ("hidden" in attributes) style.hidden = true;
  const background = attributes.bgcolor;
  if (background && !PLAIN_BACKGROUND.test(background.trim())) style.boxed = true;

  const declarations = sheet.matching(tag, attributes);
  if (attributes.style) {
    for (const declaration of parse_declarations(attributes.style)) {
      declarations.push(declaration);
    }
  }
  let overflow_hidden = false;
  let collapsed = false;
  for (const [property, value] of declarations) {
    switch (property) {
      case "display":
        if (value === "none") style.hidden = true;
        else display = value === "inline" || value === "inline-block" || value === "contents" ? "inline" : "block";
        break;
      case "visibility":
        if (value === "hidden" || value === "collapse") style.hidden = true;
        break;
      case "opacity":
        if (Number.parseFloat(value) === 0) style.hidden = true;
        break;
      case "mso-hide":
        if (value === "all") style.hidden = true;
        break;
      case "overflow":
        overflow_hidden = value === "hidden";
        break;
      case "max-height":
      case "height":
      case "max-width":
      case "width":
        if (/^0(?:px|em|%)?$/.test(value)) collapsed = true;
        break;
      case "font-size": {
        const size = font_size(value, parent.size);
        if (size !== null) style.size = size;
        break;
      }
      case "font-weight":
        style.bold = value === "bold" || value === "bolder" || Number.parseInt(value, 10) >= 600;
        break;
      case "letter-spacing":
        style.spaced = letter_spacing(value, style.size);
        break;
      case "font-family":
      case "font":
        if (MONO_FAMILY.test(value)) style.mono = true;
        if (property === "font") {
          const size = /(\d+(?:\.\d+)?(?:px|pt|em|rem|%))/.exec(value);
          if (size) style.size = font_size(size[1]!, parent.size) ?? style.size;
        }
        break;
      case "background":
      case "background-color":
        if (!PLAIN_BACKGROUND.test(value)) style.boxed = true;
        break;
      case "border":
        if (!/^(?:none|0|0px|hidden)\b/.test(value)) style.boxed = true;
        break;
    }
  }
  if (collapsed && overflow_hidden) style.hidden = true;
  return { style, display };
}

/** Whether text in this style is seen: not hidden and not shrunk to nothing (`font-size: 0`
 * on a wrapper is a layout trick, so a child that sets a size again is seen). */
export function is_visible(style: Style): boolean {
  return !style.hidden && style.size > 1;
}

/** `a: b; c: d` → `[["a", "b"], ["c", "d"]]`, names lower-cased, `!important` dropped. */
export function parse_declarations(text: string): [string, string][] {
  const out: [string, string][] = [];
  for (const part of text.slice(0, MAX_DECLARATIONS * 64).split(";")) {
    const colon = part.indexOf(":");
    if (colon <= 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part.slice(colon + 1).replace(/!\s*important/i, "").trim().toLowerCase();
    if (name && value) out.push([name, value]);
  }
  return out;
}

function font_size(value: string, parent: number): number | null {
  const keyword = KEYWORD_SIZE[value];
  if (keyword !== undefined) return keyword;
  if (value === "larger") return parent * 1.2;
  if (value === "smaller") return parent / 1.2;
  const match = /^(-?\d*\.?\d+)(px|pt|em|rem|%)?$/.exec(value);
  if (!match) return null;
  const number = Number.parseFloat(match[1]!);
  switch (match[2]) {
    case "pt":
      return number * 4 / 3;
    case "em":
      return number * parent;
    case "rem":
      return number * 16;
    case "%":
      return number / 100 * parent;
    default:
      return number;
  }
}

function letter_spacing(value: string, size: number): boolean {
  const match = /^(-?\d*\.?\d+)(px|pt|em|rem)?$/.exec(value);
  if (!match) return false;
  const number = Number.parseFloat(match[1]!);
  const px = match[2] === "em"
    ? number * size
    : match[2] === "rem"
    ? number * 16
    : match[2] === "pt"
    ? number * 4 / 3
    : number;
  return px >= 2;
}

function simple_selector(selector: string, declarations: [string, string][]): Rule | null {
  const match = /^([a-z][a-z0-9]*)?(?:\.([\w-]+)|#([\w-]+))?$/i.exec(selector);
  if (!match || selector === "") return null;
  return { tag: match[1]?.toLowerCase() ?? null, class_name: match[2] ?? null, id: match[3] ?? null, declarations };
}

function strip_comments(css: string): string {
  let out = "";
  let at = 0;
  for (;;) {
    const start = css.indexOf("/*", at);
    if (start < 0) return out + css.slice(at);
    out += css.slice(at, start);
    const end = css.indexOf("*/", start + 2);
    if (end < 0) return out;
    at = end + 2;
  }
}

/** Skips a `{…}` block with nested blocks, from its `{`. */
function skip_block(css: string, open: number): number {
  let depth = 0;
  for (let at = open; at < css.length; at++) {
    const char = css[at];
    if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return at + 1;
  }
  return css.length;
}
