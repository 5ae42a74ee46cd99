/**
 * Readable text for a model: an HTML body flattened to text when a mail has no text part, and
 * cut to a length. Nothing here runs or fetches anything in the HTML.
 * @module
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of an HTML body: scripts, styles and tags dropped, entities decoded, blank runs closed up. */
export function html_to_text(html: string): string {
  return html
    .replace(/<(script|style|head|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<br\s*\/?>|<\/(p|div|tr|li|h[1-6]|table)\s*>/gi, "\n")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? whole;
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ *\n[\s]*/g, "\n")
    .trim();
}

/** The body as text: the text part, else the HTML part flattened, else "". */
export function body_text(mail: { text: string | null; html: string | null }): string {
  if (mail.text !== null && mail.text.trim() !== "") return mail.text.trim();
  return mail.html === null ? "" : html_to_text(mail.html);
}

/** `text` cut to at most `max` characters on a word boundary, with "…" when cut. */
export function cut(text: string, max: number): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  const head = text.slice(0, max);
  const space = head.lastIndexOf(" ");
  return { text: `${space > max * 0.8 ? head.slice(0, space) : head}…`, truncated: true };
}

/** A one-paragraph excerpt of a body, at most `max` characters. */
export function excerpt(mail: { text: string | null; html: string | null }, max = 300): string {
  return cut(body_text(mail).replace(/\s+/g, " "), max).text;
}
