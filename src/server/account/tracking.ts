/**
 * Open and click tracking of the mail the server sends, when a send asks for it (`tracking:
 * {opens, clicks}`). Each recipient's copy gets its own token. With clicks, its http(s) links —
 * the `<a href>`s of the HTML and the URLs of the text, as ESPs rewrite both — lead to
 * `{base}/v1/t/c/{token}_{n}`, which redirects to link `n` as recorded in the token's
 * `LinkRecord` (never to anything the request names). With opens (and HTML), an open pixel
 * `{base}/v1/t/o/{token}.gif` is added before `</body>`. Without tracking, nothing is rewritten.
 * @module
 */

import { random_string } from "../../core/random.ts";
import type { LinkRecord, OutMessage } from "./store/types.ts";
import { rewrite_hrefs } from "./hrefs.ts";

/** Most distinct links one message has tracked; later ones are left as written. */
export const MAX_TRACKED_LINKS = 200;
const MAX_URL = 2048;

/** A tracking token: `trk_` and 24 base62 characters. */
export const TRACK_TOKEN = /^trk_[0-9A-Za-z]{24}$/;

/** The transparent 1×1 GIF the open pixel answers. */
export const PIXEL = Uint8Array.from(
  atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"),
  (c) => c.charCodeAt(0),
);

/** URLs in text: up to a space, quote, angle bracket or square bracket. */
const TEXT_URL = /https?:\/\/[^\s<>"'\[\]]+/gi;

/** Whether a message asks for tracking that can be done (a pixel needs HTML). */
export function wants_tracking(message: Pick<OutMessage, "tracking" | "html" | "text">): boolean {
  const opens = message.tracking?.opens === true && message.html !== null;
  const clicks = message.tracking?.clicks === true && (message.html !== null || message.text !== null);
  return opens || clicks;
}

/** Calls `change` with each URL of `text` (trailing punctuation left out); a string answer replaces it. */
function rewrite_text_urls(text: string, change: (url: string) => string | null): string {
  return text.replace(TEXT_URL, (found) => {
    const url = found.replace(/[.,;:!?]+$/, "").replace(/\)$/, (paren) => (found.includes("(") ? paren : ""));
    const replaced = change(url);
    return replaced === null ? found : replaced + found.slice(url.length);
  });
}

/** `url` as a click target: an absolute http(s) URL, not one of this server's own routes; else `null`. */
function target(url: string, base: string): string | null {
  if (!/^https?:\/\//i.test(url) || url.length > MAX_URL) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return parsed.href.startsWith(`${base}/v1/`) ? null : parsed.href;
}

/**
 * The distinct click targets of a message, in the order they first appear (the HTML's links,
 * then the text's), at most `MAX_TRACKED_LINKS`.
 */
export function click_targets(message: Pick<OutMessage, "html" | "text">, base: string): string[] {
  const found: string[] = [];
  const add = (url: string) => {
    const to = target(url, base);
    if (to !== null && !found.includes(to) && found.length < MAX_TRACKED_LINKS) found.push(to);
    return null;
  };
  if (message.html !== null) rewrite_hrefs(message.html, add);
  if (message.text !== null) rewrite_text_urls(message.text, add);
  return found;
}

/**
 * The HTML and text of one recipient's copy: links through the click URL (with clicks), the
 * open pixel (with opens). Link `n` is the one `click_targets` answers at `n` for the same
 * message, as the token's record holds them.
 */
export function tracked_copy(
  message: Pick<OutMessage, "html" | "text" | "tracking">,
  base: string,
  token: string,
  links: string[] = click_targets(message, base),
): { html: string | null; text: string | null } {
  let { html, text } = message;
  if (message.tracking?.clicks) {
    const click = (url: string) => {
      const to = target(url, base);
      const n = to === null ? -1 : links.indexOf(to);
      return n < 0 ? null : `${base}/v1/t/c/${token}_${n}`;
    };
    if (html !== null) html = rewrite_hrefs(html, click);
    if (text !== null) text = rewrite_text_urls(text, click);
  }
  if (!message.tracking?.opens || html === null) return { html, text };
  const pixel = `<img src="${base}/v1/t/o/${token}.gif" width="1" height="1" alt="" ` +
    `style="display:block;width:1px;height:1px;border:0">`;
  let body_end = -1;
  for (const found of html.matchAll(/<\/body/gi)) body_end = found.index;
  html = body_end < 0 ? html + pixel : html.slice(0, body_end) + pixel + html.slice(body_end);
  return { html, text };
}

/** The link records of a new tracked message: one per envelope recipient, each with a fresh token. */
export function tracking_links(
  message: Pick<OutMessage, "account" | "id" | "html" | "text" | "tracking" | "tags" | "metadata">,
  recipients: string[],
  base: string,
  now: number,
  ttl_ms: number,
): LinkRecord[] {
  const links = message.tracking?.clicks ? click_targets(message, base) : [];
  return recipients.map((email) => ({
    token: `trk_${random_string(24)}`,
    kind: "track",
    account: message.account,
    message_id: message.id,
    email,
    list_id: null,
    links,
    opens: message.tracking?.opens === true && message.html !== null,
    clicks: message.tracking?.clicks === true,
    tags: message.tags,
    metadata: message.metadata,
    opened: null,
    clicked: [],
    created: now,
    expires: now + ttl_ms,
  }));
}
