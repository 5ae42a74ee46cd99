/** Plain text from HTML, with links kept as `text [url]`, through `html-to-text`. @module */

// @ts-types="npm:@types/html-to-text@9.0.4"
import { convert } from "html-to-text";

/** The readable text of `html`: headings, lists and tables laid out, links written after their text. */
export function html_to_text(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
      { selector: "img", format: "skip" },
    ],
  });
}
