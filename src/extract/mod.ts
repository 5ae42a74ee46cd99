/**
 * One-time code and verify-link extraction. First version: keyword-anchored codes and
 * verify links chosen by their words; the quality work lives in its own issue.
 * @module
 */

import { anchors, decode_entities, html_to_plain } from "./html.ts";

export { decode_entities };

/** What extraction reads from a message. */
export interface ExtractInput {
  subject?: string | null;
  text?: string | null;
  html?: string | null;
}

/** What extraction finds. `code` and `link` are `null` rather than a guess. */
export interface Extraction {
  code: string | null;
  codes: string[];
  link: string | null;
  links: string[];
}

const KEYWORD =
  /code|verif|otp|pin\b|passcode|one[- ]time|token|codice|código|c[oó]digo|c[ée]dig|Code|Kennwort|確認|验证|인증/i;
const LINK_GOOD = /verif|confirm|activat|sign[-_ ]?in|log[-_ ]?in|magic|reset|validat|auth|token/i;
const LINK_BAD =
  /unsubscribe|opt[-_]?out|preferences|privacy|view[-_ ]?(in|this)[-_ ]?browser|facebook|twitter|linkedin|instagram|youtube|x\.com/i;

/** Finds the one-time code and the verify link of a message. */
export function extract(input: ExtractInput): Extraction {
  const html_text = input.html ? html_to_plain(input.html) : "";
  const body = [input.text ?? "", html_text].join("\n");
  const links = collect_links(input.html ?? "", input.text ?? "");
  const codes = collect_codes([input.subject ?? "", body].join("\n"));
  return {
    code: codes[0] ?? null,
    codes,
    link: choose_link(input.html ?? "", links),
    links,
  };
}

function collect_links(html: string, text: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    found.push(decode_entities((match[1] ?? match[2] ?? "").trim()));
  }
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) found.push(match[0]);
  return [...new Set(found.filter((url) => /^https?:\/\//i.test(url)))];
}

function choose_link(html: string, links: string[]): string | null {
  const texts = new Map<string, string>();
  for (const { url, text } of anchors(html)) texts.set(url, `${texts.get(url) ?? ""} ${text}`);
  for (const url of links) {
    const words = `${url} ${texts.get(url) ?? ""}`;
    if (LINK_BAD.test(words)) continue;
    if (LINK_GOOD.test(words)) return url;
  }
  return null;
}

function collect_codes(text: string): string[] {
  const scored: { code: string; score: number; at: number }[] = [];
  const pattern = /(?<![\w./:#$€£-])(\d{3}[ -]\d{3}|\d{4,8})(?![/:%.-]*\w)/g;
  for (const match of text.matchAll(pattern)) {
    const code = match[1]!.replace(/[ -]/, "");
    if (/^(19|20)\d\d$/.test(code)) continue;
    const before = text.slice(Math.max(0, match.index - 80), match.index);
    if (!KEYWORD.test(before) && !KEYWORD.test(text.slice(match.index, match.index + 60))) continue;
    scored.push({ code, score: KEYWORD.test(before) ? 2 : 1, at: match.index });
  }
  scored.sort((a, b) => b.score - a.score || a.at - b.at);
  return [...new Set(scored.map((entry) => entry.code))];
}
