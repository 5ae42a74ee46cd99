/**
 * Where a message's links are seen: HTML anchors and URLs written in the text of either part,
 * each with the words that label it (its anchor text, or the clause or line before a written
 * URL), the words around it, and whether it is a visible button. `links.ts` weighs them.
 * @module
 */

import type { RenderedDocument } from "./document.ts";
import { AVOID_CONTEXT, LEAD_WORDS } from "./link_words.ts";
import { sentence_head, sentence_tail, tail } from "./sentences.ts";
import { find_urls } from "./urls.ts";
import { split_words } from "./words.ts";

/** One place a URL appears in the message. */
export interface Seen {
  url: string;
  /** Anchor text, or for a URL written in text, the words labelling it. */
  label: string;
  /** Words before it: the end of the block before, the text before it in its block. */
  nearby: string[];
  /** Words right around it in its sentence: the end of the text before, the start of the text after. */
  around: string[];
  image: string;
  button: boolean;
  visible: boolean;
  /** Where it is: block index, offset in the block. */
  block: number;
  offset: number;
  /** The part it was read from. */
  source: "html" | "text";
}

/** Anchors and written URLs of rendered HTML, in document order. */
export function html_links(document: RenderedDocument): Seen[] {
  const out: Seen[] = [];
  const anchors = document.anchors;
  for (let index = 0; index < anchors.length; index++) {
    const anchor = anchors[index]!;
    if (!is_http(anchor.url)) continue;
    const block = document.blocks[anchor.block];
    // its sentence ends where a neighbouring link begins: "Verify email · unsubscribe" are two links; a link after
    // another one in the same sentence ("Report it to <a>IT</a> or <a>reset your password</a>") is read with it
    const prior = anchors[index - 1];
    const next = anchors[index + 1];
    const split = prior && prior.block === anchor.block && prior.end >= 0 && prior.end <= anchor.offset &&
      !/\p{L}/u.test(block?.text.slice(prior.end, anchor.offset) ?? "");
    const from = split ? prior.end : 0;
    const to = next && next.block === anchor.block && next.offset >= anchor.end ? next.offset : undefined;
    const before = block ? block.text.slice(from, anchor.offset) : "";
    const after = block && anchor.end >= 0 ? block.text.slice(anchor.end, to) : "";
    const previous = document.blocks[line_before(document, anchor.block, () => false)]?.text ?? "";
    // a link alone on its line is led into by the last sentence of the line before
    const alone = !/\p{L}/u.test(before + after);
    out.push({
      url: anchor.url,
      // a URL written as its own anchor text names nothing: its words are read from the URL itself
      label: is_url_line(anchor.text) || WRITTEN_ADDRESS.test(anchor.text.trim()) ? "" : anchor.text.trim(),
      nearby: [tail(previous), tail(before)],
      around: alone
        ? leading_sentence(previous)
        : [sentence_tail(before), sentence_head(after), ...question_before(before)],
      image: anchor.image,
      button: anchor.button,
      visible: !anchor.hidden,
      block: anchor.block,
      offset: anchor.offset,
      source: "html",
    });
  }
  for (const entry of written_links(document, "html")) out.push(entry);
  return out.sort((a, b) => a.block - b.block || a.offset - b.offset);
}

/**
 * The index of the line before `index` that can label a link: not a rule drawn with three or more
 * symbols (`━━━━`, `-----`), nor (for `skip_url`) a line that is a URL; at most two lines are passed over.
 */
function line_before(document: RenderedDocument, index: number, skip_url: (index: number) => boolean): number {
  let at = index - 1;
  for (let passed = 0; passed < 2 && at >= 0; passed++, at--) {
    const text = document.blocks[at]!.text;
    // a signature's `--` is a boundary, not a rule
    if ((/[\p{L}\p{N}]/u.test(text) || text.trim().length < 3) && !skip_url(at)) break;
  }
  return at;
}

/** URLs written in the text of blocks; a URL alone on its line is labelled by the line before. */
export function written_links(document: RenderedDocument, source: "html" | "text"): Seen[] {
  const out: Seen[] = [];
  // whether a block is a URL and nothing else, worked out once per block
  const url_lines = new Map<number, boolean>();
  const url_line = (index: number) => {
    let known = url_lines.get(index);
    if (known === undefined) url_lines.set(index, known = is_url_line(document.blocks[index]!.text));
    return known;
  };
  document.blocks.forEach((block, index) => {
    for (const { url: written, at, end } of find_urls(block.text)) {
      // markup pasted into a text part writes its query's `&` as `&amp;`: the URL means `&`
      const url = written.replaceAll("&amp;", "&");
      // its clause labels a URL in a sentence ("Reset password: https://…"), the line before
      // labels a URL alone on its line
      const clause = `${sentence_tail(block.text.slice(Math.max(0, at - 160), at))} ${
        sentence_head(block.text.slice(end, end + 160))
      }`.trim();
      // a question just before the clause is part of it: "Wasn't you? Reset your password: https://…"
      const question = question_before(block.text.slice(Math.max(0, at - 320), at));
      const alone = !/\p{L}/u.test(clause);
      // a line that is itself a URL, or a rule (`━━━━`), labels nothing: the label is the line before it
      const at_previous = line_before(document, index, url_line);
      const previous = document.blocks[at_previous]?.text ?? "";
      const earlier = document.blocks[line_before(document, at_previous, url_line)]?.text ?? "";
      out.push({
        url,
        label: alone ? after_way_out(tail(previous)) : clause,
        nearby: [alone ? tail(earlier) : tail(previous)],
        around: [...(alone ? leading_sentence(previous) : [clause]), ...question],
        image: "",
        button: false,
        visible: true,
        block: index,
        offset: at,
        source,
      });
    }
  });
  return out;
}

/** An address written without its scheme (`app.example.com/login`, `www.example.com`). */
const WRITTEN_ADDRESS = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/\S*)?$/i;

/** A line that holds URLs and no words. */
function is_url_line(text: string): boolean {
  if (text.length > 4000 || !text.includes("://")) return false;
  const urls = find_urls(text);
  let rest = "";
  let at = 0;
  for (const url of urls) {
    rest += text.slice(at, url.at);
    at = url.end;
  }
  return urls.length > 0 && !/\p{L}/u.test(rest + text.slice(at));
}

function is_http(url: string): boolean {
  return /^https?:\/\/[^\s]/i.test(url);
}

/**
 * For a link alone on its line, the last sentence of the line before when it leads into the
 * link (it names an action: "If you didn't ask for this, follow this link to reset it."); a
 * closing remark ("If you didn't ask for this, ignore it.") says nothing about the link.
 */
function leading_sentence(previous: string): string[] {
  const sentence = sentence_tail(previous);
  return LEAD_WORDS.find(split_words(sentence), sentence).length > 0 ? [sentence] : [];
}

/**
 * What a line says after its last "wasn't you" sentence: a URL alone on the next line is labelled by that, not by the
 * way out ("If you weren't trying to sign in, someone typed your address by mistake. You can reach us any time:").
 */
function after_way_out(text: string): string {
  const hits = AVOID_CONTEXT.find(split_words(text), text);
  if (hits.length === 0) return text;
  const rest = text.slice(hits[hits.length - 1]!.end);
  const end = /[.!?。！？](?:\s|$)/.exec(rest);
  return end ? rest.slice(end.index + 1).trim() : "";
}

/** A question right before the clause that leads into a link ("Wasn't you? Reset it here: "). */
function question_before(text: string): string[] {
  const before = text.length > 320 ? text.slice(-320) : text;
  const clause = sentence_tail(before);
  const question = /([^.!?。！？]*\?)\s*$/.exec(
    before.slice(Math.max(0, before.length - clause.length - 160), before.length - clause.length),
  );
  return question ? [question[1]!] : [];
}
