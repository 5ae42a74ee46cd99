/**
 * A forgiving HTML tokenizer for mail: one pass, no regular expression that can backtrack,
 * so hostile markup (unclosed comments, quotes or tags, megabytes of `<div>`) costs linear time.
 * @module
 */

/** Attributes of a start tag, names lower-cased, values as written (entities not decoded). */
export type Attributes = Record<string, string>;

/** What the tokenizer reports, in document order. */
export interface TokenHandler {
  /** Character data between tags, entities not decoded. */
  text(text: string): void;
  /** A start tag. */
  open(name: string, attributes: Attributes): void;
  /** An end tag. */
  close(name: string): void;
  /** The content of a raw-text element (`style`, `script`, `title`, `textarea`). */
  raw(name: string, content: string): void;
  /** Asked before each token: `true` stops reading (the handler has read enough). */
  done?(): boolean;
}

const RAW_TEXT = new Set(["style", "script", "title", "textarea", "xmp"]);

/**
 * Reads `html` once from start to end and reports its tokens to `handler`; with `wanted`, only
 * those attributes are kept (the others are read past).
 */
export function tokenize(html: string, handler: TokenHandler, wanted?: ReadonlySet<string>): void {
  const length = html.length;
  const unclosed = new Set<string>(); // raw-text elements with no end tag after some point
  let at = 0;
  let text_start = 0; // text runs on across a `<` that starts no tag
  while (at < length) {
    if (handler.done?.()) return;
    const lt = html.indexOf("<", at);
    if (lt < 0) break;
    const next = html.charCodeAt(lt + 1);
    const starts_tag = next === 0x21 || next === 0x3f || next === 0x2f || is_letter(next);
    if (!starts_tag) {
      at = lt + 1;
      continue;
    }
    if (lt > text_start) handler.text(html.slice(text_start, lt));
    if (next === 0x21 /* ! */ && html.startsWith("--", lt + 2)) {
      const end = html.indexOf("-->", lt + 4);
      at = end < 0 ? length : end + 3;
    } else if (next === 0x21 || next === 0x3f /* ? */) {
      at = skip_to_gt(html, lt + 2);
    } else if (next === 0x2f /* / */) {
      const name_end = scan_name(html, lt + 2);
      if (name_end > lt + 2) handler.close(lower(html.slice(lt + 2, name_end)));
      at = skip_to_gt(html, name_end);
    } else {
      const name_end = scan_name(html, lt + 1);
      const name = lower(html.slice(lt + 1, name_end));
      const attributes: Attributes = {};
      at = read_attributes(html, name_end, attributes, wanted);
      handler.open(name, attributes);
      if (RAW_TEXT.has(name)) at = read_raw(html, at, name, handler, unclosed);
    }
    text_start = at;
  }
  if (text_start < length && !handler.done?.()) handler.text(html.slice(text_start));
}

function read_raw(html: string, from: number, name: string, handler: TokenHandler, unclosed: Set<string>): number {
  const end = unclosed.has(name) ? -1 : find_end_tag(html, from, name);
  if (end < 0) {
    unclosed.add(name);
    handler.raw(name, html.slice(from));
    handler.close(name);
    return html.length;
  }
  handler.raw(name, html.slice(from, end));
  handler.close(name);
  return skip_to_gt(html, end + 2 + name.length);
}

/** Index of `</name` (any case) at or after `from`, or -1. */
function find_end_tag(html: string, from: number, name: string): number {
  let at = from;
  for (;;) {
    const lt = html.indexOf("</", at);
    if (lt < 0) return -1;
    if (html.slice(lt + 2, lt + 2 + name.length).toLowerCase() === name) {
      const after = html.charCodeAt(lt + 2 + name.length);
      if (!is_name_char(after)) return lt;
    }
    at = lt + 2;
  }
}

function read_attributes(html: string, from: number, into: Attributes, wanted?: ReadonlySet<string>): number {
  const length = html.length;
  let at = from;
  while (at < length) {
    let code = html.charCodeAt(at);
    while (is_space(code) || code === 0x2f /* / */) code = html.charCodeAt(++at);
    if (at >= length) return length;
    if (code === 0x3e /* > */) return at + 1;
    const name_start = at;
    let capital = false;
    while (at < length) {
      code = html.charCodeAt(at);
      if (is_space(code) || code === 0x2f || code === 0x3e || (code === 0x3d /* = */ && at > name_start)) break;
      if (code >= 0x41 && code <= 0x5a) capital = true;
      at++;
    }
    const name = capital ? html.slice(name_start, at).toLowerCase() : html.slice(name_start, at);
    const keep = wanted === undefined || wanted.has(name);
    while (is_space(html.charCodeAt(at))) at++;
    let value = "";
    if (html.charCodeAt(at) === 0x3d) {
      at++;
      while (is_space(html.charCodeAt(at))) at++;
      const quote = html.charCodeAt(at);
      if (quote === 0x22 || quote === 0x27) {
        const end = html.indexOf(quote === 0x22 ? '"' : "'", at + 1);
        if (keep) value = html.slice(at + 1, end < 0 ? length : end);
        at = end < 0 ? length : end + 1;
      } else {
        const value_start = at;
        while (at < length && !is_space(html.charCodeAt(at)) && html.charCodeAt(at) !== 0x3e) at++;
        if (keep) value = html.slice(value_start, at);
      }
    }
    if (keep && name !== "__proto__" && !Object.hasOwn(into, name)) into[name] = value;
  }
  return length;
}

const CAPITAL = /[A-Z]/;

/** Lower-cases a tag or attribute name (most are written in lower case already). */
function lower(name: string): string {
  return CAPITAL.test(name) ? name.toLowerCase() : name;
}

function scan_name(html: string, from: number): number {
  let at = from;
  while (at < html.length && is_name_char(html.charCodeAt(at))) at++;
  return at;
}

function skip_to_gt(html: string, from: number): number {
  const gt = html.indexOf(">", from);
  return gt < 0 ? html.length : gt + 1;
}

function is_letter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
}

function is_name_char(code: number): boolean {
  return is_letter(code) || (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x3a || code === 0x5f;
}

function is_space(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d || code === 0x0c;
}
