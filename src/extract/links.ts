/**
 * Links: every http(s) link of a message in document order (HTML anchors and URLs written in
 * the text of either part), and the one a reader clicks to verify, confirm, sign in or reset,
 * chosen by its anchor text, its URL and the words before it.
 * @module
 */

import type { RenderedDocument } from "./document.ts";
import { ACTION_URL, ACTION_WORDS, AVOID_CONTEXT, AVOID_HOST, AVOID_URL, AVOID_WORDS } from "./link_words.ts";
import { find_urls } from "./urls.ts";
import { type PhraseTable, split_words } from "./words.ts";

/** One place a URL appears in the message. */
interface Seen {
  url: string;
  /** Anchor text, or for a URL written in text, the words labelling it. */
  label: string;
  /** Words before it (its block and the block before). */
  nearby: string;
  /** Words right around it in its sentence: the end of the text before, the start of the text after. */
  around: string;
  image: string;
  button: boolean;
  visible: boolean;
  order: number;
}

/** A distinct URL with the places it appears (the first few). */
interface Link {
  url: string;
  seen: Seen[];
}

const MAX_LINKS = 1000;
const MAX_SIGHTINGS = 8;
const ACCEPT = 5;

/** Every http(s) link of the message, and the action link or `null`. */
export function read_links(
  html: RenderedDocument | null,
  text: RenderedDocument | null,
  subject: string,
): { links: string[]; link: string | null } {
  const found = new Map<string, Link>();
  const add = (entry: Seen) => {
    const known = found.get(entry.url);
    if (known) {
      if (known.seen.length < MAX_SIGHTINGS) known.seen.push(entry);
    } else if (found.size < MAX_LINKS) found.set(entry.url, { url: entry.url, seen: [entry] });
  };
  if (html) { for (const entry of html_links(html)) add(entry); }
  if (text) { for (const entry of written_links(text, 1e12)) add(entry); }
  const links = [...found.values()];
  const intent = has_intent(subject);
  let best: { url: string; score: number } | null = null;
  for (const link of links) {
    const score = score_link(merge(link), intent);
    if (score !== null && (best === null || score > best.score)) best = { url: link.url, score };
  }
  return { links: links.map((link) => link.url), link: best?.url ?? null };
}

/** The evidence of every place a URL appears, as one. */
function merge(link: Link): Seen {
  const join = (pick: (entry: Seen) => string) => link.seen.map(pick).filter(Boolean).join(" ");
  return {
    url: link.url,
    label: join((entry) => entry.label),
    nearby: join((entry) => entry.nearby),
    around: join((entry) => entry.around),
    image: join((entry) => entry.image),
    button: link.seen.some((entry) => entry.button),
    visible: link.seen.some((entry) => entry.visible),
    order: link.seen[0]!.order,
  };
}

/** Anchors and written URLs of rendered HTML, in document order. */
function html_links(document: RenderedDocument): Seen[] {
  const out: Seen[] = [];
  for (const anchor of document.anchors) {
    if (!is_http(anchor.url)) continue;
    const block = document.blocks[anchor.block];
    const before = block ? block.text.slice(0, anchor.offset) : "";
    const after = block && anchor.end >= 0 ? block.text.slice(anchor.end) : "";
    const previous = document.blocks[anchor.block - 1]?.text ?? "";
    out.push({
      url: anchor.url,
      label: anchor.text.trim(),
      nearby: `${tail(previous)} ${tail(before)}`.trim(),
      around: `${sentence_tail(before)} ${sentence_head(after)}`.trim(),
      image: anchor.image,
      button: anchor.button,
      visible: !anchor.hidden,
      order: anchor.block * 1e6 + anchor.offset,
    });
  }
  for (const entry of written_links(document, 0)) out.push(entry);
  return out.sort((a, b) => a.order - b.order);
}

/** URLs written in the text of blocks; a URL alone on its line is labelled by the line before. */
function written_links(document: RenderedDocument, base: number): Seen[] {
  const out: Seen[] = [];
  document.blocks.forEach((block, index) => {
    for (const { url, at, end } of find_urls(block.text)) {
      const own = `${tail(block.text.slice(Math.max(0, at - 160), at))} ${block.text.slice(end, end + 160)}`.trim();
      const alone = !/\p{L}/u.test(own);
      const previous = document.blocks[index - 1]?.text ?? "";
      const earlier = document.blocks[index - 2]?.text ?? "";
      out.push({
        url,
        label: alone ? tail(previous) : own,
        nearby: alone ? tail(earlier) : tail(previous),
        around: alone
          ? sentence_tail(previous)
          : `${sentence_tail(block.text.slice(0, at))} ${sentence_head(block.text.slice(end))}`,
        image: "",
        button: false,
        visible: true,
        order: base + index * 1e6 + at,
      });
    }
  });
  return out;
}

/** The link's score if it is the action link, else `null`. */
function score_link(entry: Seen, intent: boolean): number | null {
  const { host, rest, root } = split_url(entry.url);
  if (host === null) return null;
  const url_action = ACTION_URL.test(rest);
  if (AVOID_URL.test(rest) || AVOID_URL.test(host)) return null;
  if (AVOID_HOST.test(host) && !url_action) return null;
  if (strongest(AVOID_WORDS, entry.label) > 0 || strongest(AVOID_CONTEXT, entry.around) > 0) return null;
  if (/logo/i.test(entry.image) && strongest(ACTION_WORDS, entry.label) < 1) return null;
  const label = strongest(ACTION_WORDS, entry.label);
  const nearby = Math.max(strongest(ACTION_WORDS, entry.nearby), strongest(ACTION_WORDS, entry.around));
  if (root && label < 1) return null;
  if (label === 0 && !url_action && nearby < 1) return null;
  let score = 6 * label + (url_action ? 4 : 0) + 3 * nearby;
  if (entry.button) score += 1;
  if (has_token(rest)) score += 1.5;
  if (!entry.visible) score -= 3;
  // A sign-in link with no token in a mail that asks for nothing is the site's menu.
  if (!intent && label < 1 && nearby < 1 && !has_token(rest)) return null;
  return score >= ACCEPT ? score : null;
}

/** Whether the subject speaks of verifying, confirming, signing in, resetting or a code. */
function has_intent(subject: string): boolean {
  return strongest(ACTION_WORDS, subject) >= 0.8 || /code|verif|passw|magic|invit|welcome/i.test(subject);
}

function strongest(table: PhraseTable, text: string): number {
  if (text === "") return 0;
  return table.find(split_words(text), text).reduce((best, hit) => Math.max(best, hit.value), 0);
}

/** A path segment or query value that looks like a token: ten or more letters and digits mixed. */
function has_token(rest: string): boolean {
  for (const part of rest.split(/[\/?&=#]/)) {
    if (part.length >= 10 && /[a-z]/i.test(part) && /\d/.test(part) && /^[\w.%~+-]+$/.test(part)) return true;
  }
  return false;
}

function split_url(url: string): { host: string | null; rest: string; root: boolean } {
  try {
    const parsed = new URL(url);
    let rest = parsed.pathname + parsed.search;
    try {
      rest = decodeURIComponent(rest);
    } catch { /* keep it encoded */ }
    return { host: parsed.hostname, rest, root: (parsed.pathname === "/" || parsed.pathname === "") && !parsed.search };
  } catch {
    return { host: null, rest: "", root: false };
  }
}

function is_http(url: string): boolean {
  return /^https?:\/\/[^\s]/i.test(url);
}

/** The last clause of a text: what leads into a link ("If this wasn't you, please "). */
function sentence_tail(text: string): string {
  const clause = text.slice(-100).split(/[.!?。！？]\s/).at(-1) ?? "";
  return clause;
}

/** The first clause of a text: what follows a link (" to remove your address."). */
function sentence_head(text: string): string {
  return text.slice(0, 80).split(/[.!?。！？](?:\s|$)/)[0] ?? "";
}

function tail(text: string): string {
  return text.length > 160 ? text.slice(-160) : text;
}
