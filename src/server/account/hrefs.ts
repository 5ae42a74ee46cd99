/**
 * The `href`s of `<a>` elements in HTML, found and replaced in one linear pass (comments and the
 * content of `script`, `style`, `title` and `textarea` are skipped; quoted values may hold `>`).
 * What is not an `<a href>` is left byte for byte as written.
 * @module
 */

import { decode_entities } from "../../extract/entities.ts";

const RAW_TEXT = new Set(["script", "style", "title", "textarea", "xmp"]);
const NAME = /[A-Za-z][A-Za-z0-9-]*/y;
const ATTRIBUTE = /[^\s"'>/=][^\s"'>/=]*/y;
const SPACE = /[\s/]*/y;
const UNQUOTED = /[^\s>]*/y;
const BLANK = /\s*/y;

function match(pattern: RegExp, text: string, at: number): string {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0] ?? "";
}

/**
 * Calls `change` with each `<a href>` value (entities decoded, trimmed), in document order; a
 * string it answers replaces the value (written quoted), `null` leaves it as it was.
 */
export function rewrite_hrefs(html: string, change: (url: string) => string | null): string {
  let out = "";
  let copied = 0;
  let at = 0;
  for (;;) {
    const lt = html.indexOf("<", at);
    if (lt < 0) break;
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      at = end < 0 ? html.length : end + 3;
      continue;
    }
    const name = match(NAME, html, lt + 1).toLowerCase();
    if (!name) {
      at = lt + 1;
      continue;
    }
    let pos = lt + 1 + name.length;
    for (;;) {
      pos += match(SPACE, html, pos).length;
      if (pos >= html.length || html[pos] === ">") break;
      const attribute = match(ATTRIBUTE, html, pos);
      if (!attribute) {
        pos++;
        continue;
      }
      pos += attribute.length;
      pos += match(BLANK, html, pos).length;
      if (html[pos] !== "=") continue;
      pos += 1 + match(BLANK, html, pos + 1).length;
      let start = pos;
      let end: number;
      const quote = html[pos];
      if (quote === '"' || quote === "'") {
        start = pos + 1;
        end = html.indexOf(quote, start);
        if (end < 0) end = html.length;
        pos = Math.min(end + 1, html.length);
      } else {
        end = pos + match(UNQUOTED, html, pos).length;
        pos = end;
      }
      if (name !== "a" || attribute.toLowerCase() !== "href") continue;
      const replaced = change(decode_entities(html.slice(start, end)).trim());
      if (replaced === null) continue;
      const quoted = quote === '"' || quote === "'";
      out += html.slice(copied, start) + (quoted ? replaced : `"${replaced}"`);
      copied = end;
    }
    at = pos + 1;
    if (RAW_TEXT.has(name)) at = end_of_raw(html, at, name);
  }
  return out + html.slice(copied);
}

/** Where the raw text of `name` that starts at `from` ends (after its end tag), or the end. */
function end_of_raw(html: string, from: number, name: string): number {
  let at = from;
  for (;;) {
    const lt = html.indexOf("</", at);
    if (lt < 0) return html.length;
    if (html.slice(lt + 2, lt + 2 + name.length).toLowerCase() === name) {
      const gt = html.indexOf(">", lt);
      return gt < 0 ? html.length : gt + 1;
    }
    at = lt + 2;
  }
}
