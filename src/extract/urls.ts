/**
 * URLs written in text: `https://…` up to whitespace or a quote or angle bracket, without the
 * punctuation that ends the sentence around it (`.`, `,`, an unbalanced `)`).
 * @module
 */

const WRITTEN_URL = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = new Set([".", ",", ";", ":", "!", "?", "*", "_", "'", '"', "”", "’", "»", "…"]);
const PAIRS: Record<string, string> = { ")": "(", "]": "[", "}": "{", ">": "<" };

/** The URLs written in a text, with their spans. */
export function find_urls(text: string): { url: string; at: number; end: number }[] {
  if (!text.includes("://")) return [];
  const out: { url: string; at: number; end: number }[] = [];
  for (const match of text.matchAll(WRITTEN_URL)) {
    const url = trim_url(match[0]);
    if (/^https?:\/\/[^/?#\s]+/i.test(url)) out.push({ url, at: match.index, end: match.index + url.length });
  }
  return out;
}

/** Drops the sentence punctuation and unbalanced closing brackets a URL was written with. */
export function trim_url(url: string): string {
  const counts: Record<string, number> = { "(": 0, ")": 0, "[": 0, "]": 0, "{": 0, "}": 0, "<": 0, ">": 0 };
  for (const char of url) if (char in counts) counts[char]!++;
  let end = url.length;
  while (end > 0) {
    const last = url[end - 1]!;
    const open = PAIRS[last];
    if (TRAILING.has(last)) end--;
    else if (open !== undefined && counts[open]! < counts[last]!) {
      counts[last]!--;
      end--;
    } else break;
  }
  return url.slice(0, end);
}
