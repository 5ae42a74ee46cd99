/**
 * Reading the CSS of a mail: declarations of a `style` attribute and the simple rules of
 * `<style>` elements (`tag`, `.class`, `tag.class`, `#id`, `tag#id`), merged per selector.
 * `@media` and other at-rules are skipped: they are the phone layout, not the one a test reads.
 * Only the properties extraction reads are kept.
 * @module
 */

import type { Attributes } from "./tokenize.ts";

/** A declaration: property and value, both lower-cased. */
export type Declaration = [string, string];

/** The properties extraction reads. */
const READ = new Set([
  "display",
  "visibility",
  "opacity",
  "mso-hide",
  "overflow",
  "max-height",
  "height",
  "max-width",
  "width",
  "font-size",
  "font-weight",
  "letter-spacing",
  "font-family",
  "font",
  "background",
  "background-color",
  "border",
]); // deno-fmt-ignore

const MAX_RULES = 5000;
const MAX_DECLARATIONS = 64;
const MAX_CACHED = 2000;

/** One simple rule: a selector and its declarations. */
interface Rule {
  tag: string | null;
  class_name: string | null;
  id: string | null;
  declarations: Declaration[];
}

/** The rules of a message's `<style>` elements. */
export class StyleSheet {
  #count = 0;
  #rules = new Map<string, Rule>();
  #tags = new Set<string>();
  #inline = new Map<string, Declaration[]>();
  /** Grows with every `add`; lets callers drop what they derived from an older sheet. */
  version = 0;

  /** The declarations of an inline `style` attribute (parsed once per distinct value). */
  inline(style: string): Declaration[] {
    let declarations = this.#inline.get(style);
    if (!declarations) {
      declarations = parse_declarations(style);
      if (this.#inline.size < MAX_CACHED) this.#inline.set(style, declarations);
    }
    return declarations;
  }

  /** Adds the simple rules of one `<style>` element. */
  add(css: string): void {
    this.version++;
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
        if (rule.tag !== null) this.#tags.add(rule.tag);
        const key = selector_key(rule.tag, rule.class_name, rule.id);
        const known = this.#rules.get(key);
        if (!known) this.#rules.set(key, rule);
        else known.declarations = [...known.declarations, ...declarations].slice(-MAX_DECLARATIONS);
      }
    }
  }

  /** The declarations of the rules matching an element, least specific first. */
  matching(tag: string, attributes: Attributes): Declaration[] {
    if (this.#rules.size === 0) return [];
    if (!this.#tags.has(tag) && !attributes.class && !attributes.id) return [];
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

/**
 * `a: b; c: d` → `[["a", "b"], ["c", "d"]]` for the properties extraction reads, names and
 * values lower-cased, `!important` dropped.
 */
export function parse_declarations(text: string): Declaration[] {
  const out: Declaration[] = [];
  for (const part of text.slice(0, MAX_DECLARATIONS * 64).split(";")) {
    const colon = part.indexOf(":");
    if (colon <= 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase();
    if (!READ.has(name)) continue;
    const value = part.slice(colon + 1).replace(/!\s*important/i, "").trim().toLowerCase();
    if (value) out.push([name, value]);
  }
  return out;
}

function selector_key(tag: string | null, class_name: string | null, id: string | null): string {
  return `${tag ?? ""}|${class_name ?? ""}|${id ?? ""}`;
}

function specificity(rule: Rule): number {
  return (rule.id ? 100 : 0) + (rule.class_name ? 10 : 0) + (rule.tag ? 1 : 0);
}

function simple_selector(selector: string, declarations: Declaration[]): Rule | null {
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
