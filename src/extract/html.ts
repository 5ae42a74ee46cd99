/**
 * HTML read in one linear pass. Mail bodies are hostile input: the usual tag-stripping regular
 * expressions (`<[^>]+>`, `<style[\s\S]*?</style>`, `<a[^>]*href…>[\s\S]*?</a>`) rescan the rest
 * of the text from every `<` that has no end, so 100 KB of `<p<p<p…` took 30 s of one core. Here
 * every search that finds nothing is remembered, so each byte is looked at a bounded number of times.
 * @module
 */

const SKIPPED = new Set(["head", "style", "script", "title"]);
const BLOCK = /^(p|div|br|tr|td|th|li|h\d|table)$/;
const NAME = /^\/?([a-z][a-z0-9]*)/i;

/** Finds `</name\s*>` (any case) from a position; a name once not found is not searched again. */
class Closers {
  readonly #missing = new Set<string>();

  constructor(readonly html: string) {}

  /** The index just past the closing tag of `name` at or after `from`, or -1. */
  after(name: string, from: number): number {
    if (this.#missing.has(name)) return -1;
    const pattern = new RegExp(`</${name}\\s*>`, "gi");
    pattern.lastIndex = from;
    const match = pattern.exec(this.html);
    if (!match) {
      this.#missing.add(name);
      return -1;
    }
    return match.index + match[0].length;
  }
}

/** A tag at `start`: its lower-case name (`/p` for a closing one), its text between `<` and `>`, and where it ends. */
export interface Tag {
  name: string;
  text: string;
  start: number;
  end: number;
}

/**
 * Calls `on_text` for each run of text and `on_tag` for each tag, in order. `on_tag` may answer a
 * position to continue from (to skip an element's content). Comments are dropped; a `<` that no
 * `>` follows is text.
 */
export function scan(
  html: string,
  on_text: (text: string) => void,
  on_tag: (tag: Tag) => number | void,
): void {
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt < 0) break;
    if (lt > i) on_text(html.slice(i, lt));
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      if (end >= 0) {
        on_text(" ");
        i = end + 3;
        continue;
      }
    }
    const gt = html.indexOf(">", lt + 1);
    // No `>` after this `<` means none after any later one either: the rest is text.
    if (gt < 0) break;
    if (gt === lt + 1) {
      on_text("<>");
      i = gt + 1;
      continue;
    }
    const text = html.slice(lt + 1, gt);
    const name = NAME.exec(text);
    const lower = name ? (text.startsWith("/") ? "/" : "") + name[1]!.toLowerCase() : "";
    const next = on_tag({ name: lower, text, start: lt, end: gt + 1 });
    i = typeof next === "number" && next > gt ? next : gt + 1;
  }
  if (i < html.length) on_text(html.slice(i));
}

/** The text of an HTML fragment: head, style, script and title dropped, block tags as line breaks, entities decoded. */
export function html_to_plain(html: string): string {
  const out: string[] = [];
  const closers = new Closers(html);
  scan(html, (text) => out.push(text), (tag) => {
    if (SKIPPED.has(tag.name)) {
      const end = closers.after(tag.name, tag.end);
      if (end >= 0) {
        out.push(" ");
        return end;
      }
    }
    if (BLOCK.test(tag.name.replace(/^\//, ""))) out.push("\n");
  });
  return decode_entities(out.join(""));
}

const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/** Each `<a href>` with its text, up to its `</a>`; an anchor without `</a>` is left out. */
export function anchors(html: string): { url: string; text: string }[] {
  const found: { url: string; text: string }[] = [];
  const closers = new Closers(html);
  scan(html, () => {}, (tag) => {
    if (tag.name !== "a") return;
    const href = HREF.exec(tag.text);
    if (!href) return;
    const end = closers.after("a", tag.end);
    if (end < 0) return;
    const inner = html.slice(tag.end, html.lastIndexOf("<", end - 1));
    found.push({ url: decode_entities((href[1] ?? href[2] ?? "").trim()), text: html_to_plain(inner) });
    return end;
  });
  return found;
}

/** Decodes the HTML entities that matter in text and URLs; a number that is no code point is dropped. */
export function decode_entities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,8}|#\d{1,10}|amp|lt|gt|quot|apos|nbsp);/gi, (_, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith("#")) {
      const code = lower.startsWith("#x") ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }[lower] ?? "";
  });
}
