/**
 * One-time code and verify-link extraction from a parsed message. Web standards only: it runs
 * at ingest in the server and offline in any runtime.
 *
 * Codes are read from the rendered text of the HTML (or the plain text): 4–8 digits, two equal
 * digit groups (`482 913`, `482-913`), capitals mixed with digits (`K7P-2QX`), letter-spaced
 * forms, and capitals only (`BQVKB`, `QWRT-ZXPL`) in a code's slot (a line of their own, or
 * right after a code keyword); ranked by nearness to code keywords (ten languages, the subject
 * counts) and prominence, each feature weighed as `weights.ts` says (fitted on the dev corpus).
 * In a code's slot only (a line of its own, or `Code: …`): equal groups of lower-case letters
 * (`tqbw-mfkr-zehp`) and 9–12 characters mixing capitals, small letters and digits
 * (`kP4dW9xq2T`). Not read as codes: other lower case, more than 12 characters.
 *
 * `code` is the code as the mail prints it: a dash grouping is kept (`4821-9033`, `K7P-2QX`) and
 * so is a prefix the sender prints as part of it (one or two capitals, or three before six or
 * more digits: `G-482913`, `FB-12345`; `RTK-5583` is one code); spaces between digit
 * groups and letter-spacing are layout and are dropped (`482 913` → `482913`). `code_digits` is
 * what a person types into the form: the code without its prefix and separators (`48219033`,
 * `482913`), in ASCII digits when the mail prints another script's (`۳۸۱۷۵` → `38175`) — code inputs are split boxes or `maxlength` fields that take the characters only,
 * so typing the dash into a six-character field would silently lose the last character.
 *
 * Links are every http(s) link in document order; `link` is the verify / confirm / sign-in /
 * reset link, as written (click-tracking redirects too). `code` and `link` are `null` rather
 * than a guess: a false code is worse than none.
 *
 * Hostile input stays fast: a body is read up to 100 000 elements, 1 000 000 characters of text
 * and 5 000 anchors; 1 000 code candidates and 1 000 distinct links are weighed.
 *
 * @example
 * ```ts
 * import { extract } from "./mod.ts";
 * const found = extract({ subject: "Your code", text: "Your verification code is 482 913." });
 * if (found.code !== "482913") throw new Error(found.code ?? "no code");
 * ```
 * @module
 */

import { rank_parts } from "./codes.ts";
import { read_links } from "./links.ts";
import { READ_LIMITS, render_html } from "./render.ts";
import { render_text } from "./text.ts";

export { decode_entities } from "./entities.ts";

/**
 * What extraction reads from a message: its subject and its text and HTML parts.
 *
 * @example
 * ```ts
 * import { extract, type ExtractInput } from "@service/mail/extract";
 * const input: ExtractInput = { subject: "Sign in", html: "<p>Your code: <b>7788</b></p>" };
 * console.assert(extract(input).code === "7788");
 * ```
 */
export interface ExtractInput {
  /** The subject line. */
  subject?: string | null;
  /** The plain-text part. */
  text?: string | null;
  /** The HTML part, as received. */
  html?: string | null;
  /** The sender's address (`a@b.test` or `Name <a@b.test>`): a network's own mail may link to its own hosts. */
  from?: string | null;
}

/**
 * What extraction finds. `code` and `link` are `null` rather than a guess.
 *
 * @example
 * ```ts
 * import { extract, type Extraction } from "@service/mail/extract";
 * const found: Extraction = extract({ text: "Open https://app.test/verify?t=abc123def456 to verify." });
 * console.assert(found.code === null && found.link === "https://app.test/verify?t=abc123def456");
 * ```
 */
export interface Extraction {
  /** The one-time code as printed (dash grouping and a printed prefix kept: `4821-9033`, `G-482913`), or `null`. */
  code: string | null;
  /** What a person types: `code` without its prefix and separators (`48219033`, `482913`), or `null`. */
  code_digits: string | null;
  /** Every code found, as printed, best first. */
  codes: string[];
  /** The verify / confirm / sign-in / reset link, as written (tracking redirects too), or `null`. */
  link: string | null;
  /** Every http(s) link, in document order, entities decoded, without duplicates. */
  links: string[];
}

/**
 * Finds the one-time code and the verify link of a message's subject, text and HTML: what the
 * inbox service puts in `code`, `codes`, `link` and `links` at ingest.
 *
 * @example
 * ```ts
 * import { extract } from "@service/mail/extract";
 * const found = extract({ subject: "Your code", text: "Your verification code is 482 913.\nOrder 5521." });
 * console.assert(found.code === "482913" && found.codes.length === 1);
 * ```
 */
export function extract(input: ExtractInput): Extraction {
  const subject = input.subject ?? "";
  const html = input.html ? render_html(input.html) : null;
  const text = input.text ? render_text(input.text.slice(0, READ_LIMITS.characters)) : null;
  const ranked = rank_parts(html, text, subject, input.from);
  const codes = ranked.map((entry) => entry.printed);
  const { links, link } = read_links(html, text, subject, { has_code: codes.length > 0, from: input.from });
  return { code: codes[0] ?? null, code_digits: ranked[0]?.code ?? null, codes, link, links };
}
