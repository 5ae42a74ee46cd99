/**
 * Links: every http(s) link of a message in document order (HTML anchors and URLs written in
 * the text of either part, as `sightings.ts` reads them), and the one a reader clicks to verify,
 * confirm, sign in or reset, chosen by its anchor text, its URL and the words before it.
 * @module
 */

import { ACTION_WORDS } from "./action_words.ts";
import type { RenderedDocument } from "./document.ts";
import {
  ACTION_URL,
  AVOID_CONTEXT,
  AVOID_HOST,
  AVOID_URL,
  AVOID_WORDS,
  HELP_WORDS,
  INVITATION_URL,
  JOIN_URL,
  NOTICE_WORDS,
  SINGLE_USE_URL,
  VIEW_URL,
  VIEW_WORDS,
} from "./link_words.ts";
import { MEETING_WORDS, PROMO_WORDS } from "./distractor_words.ts";
import { INVITED } from "./invite_words.ts";
import type { LinkNotes } from "./notes.ts";
import { LINK_ACCEPT, LINK_AGAINST, LINK_FOR, LINK_LABEL, type LinkFeature } from "./weights.ts";
import { has_token, names_request, split_url, url_words } from "./urls.ts";
import { type Hit, type PhraseTable, split_words, type Word } from "./words.ts";
import { html_links, type Seen, written_links } from "./sightings.ts";

/** A distinct URL with the places it appears (the first few). */
interface Link {
  url: string;
  seen: Seen[];
}

const MAX_LINKS = 1000;
const MAX_SIGHTINGS = 8;

/** Called with each distinct link when an explanation is asked for. */
export type LinkTrace = (link: {
  url: string;
  sources: ("html" | "text")[];
  label: string;
  score: number | null;
  notes: LinkNotes;
}) => void;

/** What else a message's links are read with. */
export interface LinkOptions {
  /** Gets every link weighed, for explanations. */
  trace?: LinkTrace;
  /** Whether the message gives a code: it asks for something whatever its subject says. */
  has_code?: boolean;
  /** The sender's address: a social network's own mail links to its own hosts. */
  from?: string | null | undefined;
}

/** Every http(s) link of the message, and the action link or `null`. */
export function read_links(
  html: RenderedDocument | null,
  text: RenderedDocument | null,
  subject: string,
  options: LinkOptions = {},
): { links: string[]; link: string | null } {
  const { trace, has_code = false } = options;
  const sender = site_of(options.from?.match(/@([^\s>@]+)>?\s*$/)?.[1] ?? "");
  const found = new Map<string, Link>();
  const add = (entry: Seen) => {
    const known = found.get(entry.url);
    if (known) {
      if (known.seen.length < MAX_SIGHTINGS) known.seen.push(entry);
    } else if (found.size < MAX_LINKS) found.set(entry.url, { url: entry.url, seen: [entry] });
  };
  if (html) { for (const entry of html_links(html)) add(entry); }
  if (text) { for (const entry of written_links(text, "text")) add(entry); }
  const links = [...found.values()];
  const words = new Words();
  // the mail asks for something: its subject says so, or it gives a code (whatever its subject);
  // a subject that reports what happened (a new sign-in, a changed password) asks for nothing
  const notice = !has_code && words.strongest(NOTICE_WORDS, subject) > 0;
  // a sale's subject (a cart, a discount, a code for the checkout): only a link that says it
  // verifies or confirms is an action ("Confirm your subscription and get 10 % off")
  // ("Nadia invited you to the Checkout project" is an invitation: its action words outweigh the sale's)
  const invited_by_subject = INVITED.test(subject);
  const sale = !has_code && words.strongest(PROMO_WORDS, subject) > 0 && !invited_by_subject;
  // an invitation: the subject, or the body's opening, names who invited the reader
  const invited = invited_by_subject ||
    [html, text].some((document) => document?.blocks.slice(0, 12).some((block) => INVITED.test(block.text)));
  const asks = !notice &&
    (has_code || invited || words.strongest(ACTION_WORDS, subject) >= 0.8 || INTENT.test(subject));
  // a welcome asks for something as often as it does not
  const intent = asks || (!notice && WELCOME.test(subject));
  let best: { url: string; score: number } | null = null;
  const merged_links = links.map(merge);
  // each link that stays within what the mail asks (not a way out: privacy, unsubscribe, social), and whether it is a
  // site's home page; `null` for a way out
  const home = merged_links.map((entry) => {
    const { host, rest, root } = split_url(entry.url);
    return host !== null && way_out(host, rest, ACTION_URL.test(url_words(rest)), sender) === null ? root : null;
  });
  // the mail's one call to action: a single visible button
  const buttons =
    merged_links.filter((entry, index) =>
      home[index] !== null && entry.button && entry.visible && words.strongest(AVOID_WORDS, entry.label) === 0
    ).length;
  // the mail's one link that could be an action: not a way out, not a site's home page
  const content = home.filter((root) => root === false).length;
  // whether the body gives a meeting's details (an ID, a dial-in): read once, when a link needs it
  let meeting: boolean | undefined;
  const in_meeting = () =>
    meeting ??= [html, text].some((document) =>
      document !== null && document.blocks.some((block) => words.most(MEETING_WORDS, [block.text]) > 0)
    );
  for (const [index, link] of links.entries()) {
    const notes: LinkNotes | undefined = trace ? {} : undefined;
    const merged = merged_links[index]!;
    const score = score_link(
      merged,
      { intent, invited, has_code, notice, sale, words, buttons, only: asks && content === 1, in_meeting, sender },
      notes,
    );
    if (score !== null && (best === null || score > best.score)) best = { url: link.url, score };
    if (trace) {
      const sources = [...new Set(link.seen.map((entry) => entry.source))];
      trace({ url: link.url, sources, label: merged.label, score, notes: notes! });
    }
  }
  return { links: links.map((link) => link.url), link: best?.url ?? null };
}

/** The evidence of every place a URL appears, as one. */
function merge(link: Link): Seen {
  const join = (pick: (entry: Seen) => string) => link.seen.map(pick).filter(Boolean).join(" ");
  return {
    url: link.url,
    label: join((entry) => entry.label),
    nearby: link.seen.flatMap((entry) => entry.nearby),
    around: link.seen.flatMap((entry) => entry.around),
    image: join((entry) => entry.image),
    button: link.seen.some((entry) => entry.button),
    visible: link.seen.some((entry) => entry.visible),
    block: link.seen[0]!.block,
    offset: link.seen[0]!.offset,
    source: link.seen[0]!.source,
  };
}

/**
 * Why a URL leads out of what the mail asks (unsubscribe, privacy, a social network…), or `null`.
 * A social network's host is its "follow us" link, except in mail the network sends itself.
 */
function way_out(host: string, rest: string, url_action: boolean, sender: string): string | null {
  // a host's own labels below its site (`unsubscribe.example.com`), not the site's name (`studiolegale.it`)
  if (AVOID_URL.test(rest) || AVOID_URL.test(host.slice(0, host.length - site_of(host).length))) {
    return "its URL is an unsubscribe, preferences, privacy, terms or view-online link";
  }
  if (AVOID_HOST.test(host) && !url_action && (sender === "" || site_of(host) !== sender)) {
    return "a social network or an app store";
  }
  return null;
}

/** Whether a link's text is the sender's name and one word (`Coinlantern Verify` from `coinlantern.com`). */
function product_name(label: string, sender: string): boolean {
  const name = sender.split(".")[0];
  if (!name || name.length < 3) return false;
  const words = label.toLowerCase().split(/\s+/).filter(Boolean);
  return words.length === 2 && words[0] === name;
}

/** Whether a label begins with a phrase of the table ("View your order"). */
function starts_with(table: PhraseTable, label: string): boolean {
  const words = split_words(label);
  return words.length > 0 && table.find(words.slice(0, 3), "").some((hit) => hit.at === words[0]!.at);
}

/**
 * The site a host belongs to, as its last two labels (`post.pinterest.com` → `pinterest.com`),
 * or three under a two-letter country's short second level (`mail.example.co.uk` →
 * `example.co.uk`); "" for none.
 */
export function site_of(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, "").split(".").filter(Boolean);
  if (labels.length < 2) return "";
  const short_second = labels.length >= 3 && labels.at(-1)!.length === 2 && labels.at(-2)!.length <= 3;
  return labels.slice(short_second ? -3 : -2).join(".");
}

/** What a link is weighed against: the mail's intent, its buttons, its sender. */
interface LinkSetting {
  intent: boolean;
  invited: boolean;
  has_code: boolean;
  notice: boolean;
  sale: boolean;
  words: Words;
  buttons: number;
  /** Whether the mail asks for an action and has one link that is neither a way out nor a home page. */
  only: boolean;
  in_meeting: () => boolean;
  /** The sender's site (`pinterest.com`), or "". */
  sender: string;
}

/** The link's score if it is the action link, else `null`; `notes` (when given) gets the reasons. */
function score_link(
  entry: Seen,
  setting: LinkSetting,
  notes?: LinkNotes,
): number | null {
  const { intent, invited, has_code, notice, sale, words, buttons, only, in_meeting, sender } = setting;
  const rule = (why: string) => {
    if (notes) notes.rule = why;
    return null;
  };
  const { host, rest, root } = split_url(entry.url);
  if (host === null) return rule("no host in the URL");
  // an action in the path counts when the URL also says which request it completes
  const named = url_words(rest);
  const request = names_request(rest);
  const url_action = (ACTION_URL.test(named) || (JOIN_URL.test(named) && !in_meeting())) && !VIEW_URL.test(named) &&
    request;
  const out = way_out(host, rest, url_action, sender);
  if (out) return rule(out);
  // first what could make it the action, then what rules it out: most links fail the first
  // "Coinlantern Verify": the sender's name and one word name one of its products, not an action
  const label = product_name(entry.label, sender) ? 0 : words.strongest(ACTION_WORDS, entry.label);
  if (notes) explain_words(notes, words, entry);
  if (root && label < 1) return rule("the site's home page, not labelled as an action");
  const nearby = Math.max(words.most(ACTION_WORDS, entry.nearby), words.most(ACTION_WORDS, entry.around));
  if (label === 0 && !url_action && nearby < 1) return rule("no action words in its text, its URL or around it");
  if (
    words.strongest(AVOID_WORDS, entry.label) > 0 || words.most(AVOID_CONTEXT, entry.around) > 0 ||
    (!url_action && words.strongest(HELP_WORDS, entry.label) > 0)
  ) {
    return rule("its text or sentence speaks of something else (unsubscribe, ignore, report…)");
  }
  // a button that starts "View", "Track", "Return to" in a mail that asks for nothing opens a page, unless its URL is an
  // invitation's with a token ("View project" on `/project/…/invite/token/9c2b…`)
  const token = has_token(rest);
  const invitation_url = token && INVITATION_URL.test(named);
  if (!intent && label < 0.8 && nearby < 0.8 && !invitation_url && starts_with(VIEW_WORDS, entry.label)) {
    return rule("its text opens, tracks or goes back to something (view your order, return to cart): not an action");
  }
  if (/logo/i.test(entry.image) && label < 1) return rule("a logo");
  if (words.most(MEETING_WORDS, [entry.label, ...entry.around, ...entry.nearby]) > 0) {
    return rule(
      "it joins a meeting, webinar or event, or stands among a meeting's dial-in details: it verifies nothing",
    );
  }
  // a meeting invitation's "Join" button opens the meeting; a link that verifies or resets says so
  if (label < 1 && !url_action && in_meeting()) {
    return rule("a meeting invitation: its link joins the meeting, it verifies nothing");
  }
  if (sale && label < 1) return rule("a sale's mail: only a link that says it verifies or confirms is an action");
  // "Get started", "Continue": weak words, and a URL that names no request, make a site's page; in an invitation, the
  // link that opens what the reader was invited to ("Open folder") is its action
  if (label < 0.8 && nearby < 0.8 && !url_action && !token && !(invited && label > 0)) {
    return rule("only weak words (get started, continue) and no token: a page of the site");
  }
  // A sign-in link with no token in a mail that asks for nothing is the site's menu; a URL that
  // itself verifies, confirms or resets is not a menu item.
  if (!intent && label < 1 && nearby < 1 && !token && !SINGLE_USE_URL.test(named)) {
    return rule("a menu link in a mail that asks for nothing");
  }
  // In a mail that asks for nothing, only a link whose text, URL or lead-in names its action can
  // be one; after a notice of what happened, only one whose URL does or carries a token.
  if (!intent && label < 1 && !url_action && nearby < 1) {
    return rule("a mail that asks for nothing, and nothing names the link's action");
  }
  // in a mail that asks for nothing, a URL that names neither a request nor an action ("Activate direct debit" on a
  // bill, `/debito-automatico`) is a feature of the site
  if (!intent && !request && !ACTION_URL.test(named)) {
    return rule("a mail that asks for nothing, and its URL names no request and no action: a feature of the site");
  }
  if (notice && !token) return rule("a notice of what happened: its links review it");
  // the code completes what a code's mail asks: a link beside it is the action only when its text names one, or its
  // URL names the request or carries a token ("Security tips", "Help centre" are the site's pages)
  if (has_code && !token && !url_action && label < 0.8) {
    return rule("a mail that gives a code, and neither its text nor its URL names the link as the action");
  }
  const features: Record<LinkFeature, number> = {
    url_action: url_action ? 1 : 0,
    nearby,
    only_button: intent && entry.button && buttons === 1 ? 1 : 0,
    only_link: only ? 1 : 0,
    button: entry.button ? 1 : 0,
    token: token ? 1 : 0,
    hidden: entry.visible ? 0 : 1,
  };
  let score = LINK_LABEL * label;
  for (const [name, weight] of Object.entries(LINK_FOR)) score += weight * features[name as LinkFeature];
  for (const [name, weight] of Object.entries(LINK_AGAINST)) score -= weight * features[name as LinkFeature];
  if (notes) {
    notes.features = { label, ...features };
    notes.parts = [
      ["action words in its text", LINK_LABEL * label],
      ["an action in its URL", LINK_FOR.url_action * features.url_action],
      ["action words around it", LINK_FOR.nearby * nearby],
      ["a button", LINK_FOR.button * features.button],
      ["the only button of a mail that asks for an action", LINK_FOR.only_button * features.only_button],
      ["the only link of a mail that asks for an action", LINK_FOR.only_link * features.only_link],
      ["a token in its URL", LINK_FOR.token * features.token],
      ["hidden", -LINK_AGAINST.hidden * features.hidden],
    ].filter(([, weight]) => weight !== 0) as [string, number][];
    if (score < LINK_ACCEPT) notes.rule = `score ${Math.round(score * 100) / 100} is below ${LINK_ACCEPT}`;
  }
  return score >= LINK_ACCEPT ? score : null;
}

/** The action words that count most for a link, as written, for explanations. */
function explain_words(notes: LinkNotes, words: Words, entry: Seen): void {
  const places: [string, string[]][] = [["in its text", [entry.label]], ["around it", [
    ...entry.around,
    ...entry.nearby,
  ]]];
  for (const [where, texts] of places) {
    for (const text of texts) {
      const hit = words.best_hit(ACTION_WORDS, text);
      if (hit) {
        notes.keyword = text.slice(hit.at, hit.end);
        notes.where = where;
        return;
      }
    }
  }
}

/** The words of each text split once, however many tables read them. */
class Words {
  #split = new Map<string, Word[]>();

  /** The strongest value the table gives any of the texts. */
  most(table: PhraseTable, texts: string[]): number {
    return texts.reduce((best, text) => Math.max(best, this.strongest(table, text)), 0);
  }

  /** The strongest value the table gives a phrase of the text. */
  strongest(table: PhraseTable, text: string): number {
    if (text === "") return 0;
    return table.find(this.#words(text), text).reduce((best, hit) => Math.max(best, hit.value), 0);
  }

  /** The phrase of the table in the text with the strongest value, for explanations. */
  best_hit(table: PhraseTable, text: string): Hit | undefined {
    if (text === "") return undefined;
    let best: Hit | undefined;
    for (const hit of table.find(this.#words(text), text)) if (!best || hit.value > best.value) best = hit;
    return best;
  }

  #words(text: string): Word[] {
    let words = this.#split.get(text);
    if (!words) this.#split.set(text, words = split_words(text));
    return words;
  }
}

/** A subject that speaks of verifying, confirming, signing in, resetting or a code. */
const INTENT = /code|verif|passw|magic|invit/i;
const WELCOME = /welcome/i;
