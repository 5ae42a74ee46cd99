/** HTML escaping for element content and attribute values. @module */

/** HTML-escapes text for element content and attribute values. */
export function escape_html(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
