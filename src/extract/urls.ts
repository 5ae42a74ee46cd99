/**
 * URLs written in text: `https://…` up to whitespace or a quote or angle bracket, without the
 * punctuation that ends the sentence around it (`.`, `,`, an unbalanced `)`).
 * @module
 */

const WRITTEN_URL = /(?<![a-z0-9])https?:\/\/[^\s<>"'`]+/gi;
const TRAILING = new Set([".", ",", ";", ":", "!", "?", "'", '"', "”", "’", "»", "…"]);
/** Emphasis marks, dropped from a URL's end only when the URL was opened with the same mark (`_https://…_`). */
const EMPHASIS = new Set(["*", "_"]);
const PAIRS: Record<string, string> = { ")": "(", "]": "[", "}": "{", ">": "<" };

/** The URLs written in a text, with their spans. */
export function find_urls(text: string): { url: string; at: number; end: number }[] {
  if (!text.includes("://")) return [];
  const out: { url: string; at: number; end: number }[] = [];
  for (const match of text.matchAll(WRITTEN_URL)) {
    const url = trim_url(match[0], text[match.index - 1]);
    if (/^https?:\/\/[^/?#\s]+/i.test(url)) out.push({ url, at: match.index, end: match.index + url.length });
  }
  return out;
}

/**
 * Drops the sentence punctuation and unbalanced closing brackets a URL was written with, and the
 * emphasis mark (`*`, `_`) that closes one it was opened with (`before`, the character in front of it).
 */
export function trim_url(url: string, before?: string): string {
  const counts: Record<string, number> = { "(": 0, ")": 0, "[": 0, "]": 0, "{": 0, "}": 0, "<": 0, ">": 0 };
  for (const char of url) if (char in counts) counts[char]!++;
  let end = url.length;
  while (end > 0) {
    const last = url[end - 1]!;
    const open = PAIRS[last];
    if (TRAILING.has(last) || (last === before && EMPHASIS.has(last))) end--;
    else if (open !== undefined && counts[open]! < counts[last]!) {
      counts[last]!--;
      end--;
    } else break;
  }
  return url.slice(0, end);
}

/**
 * A path segment or query value that looks like a token, by its entropy: a run (between `_` and
 * `-` too) of twelve or more letters and digits mixed, or ten or more mixing capitals, small
 * letters and digits, or with three or more of each of letters and digits (`7B2E9F41C0`). A word
 * with a short number (`alert_23c88fbf`, `order-2025`) is no token.
 */
export function has_token(rest: string): boolean {
  return rest.split(TOKEN_EDGES).some(is_token);
}

const TOKEN_EDGES = /[\/?&=#_-]/;

function is_token(part: string): boolean {
  if (part.length < 10 || !/^[\w.%~+]+$/.test(part) || !/\d/.test(part) || !/[a-z]/i.test(part)) return false;
  if (part.length >= 12 || (/[a-z]/.test(part) && /[A-Z]/.test(part))) return true;
  // ten characters of one case with digits and letters well mixed: a key (`7B2E9F41C0`)
  return (part.match(/\d/g)?.length ?? 0) >= 3 && (part.match(/[a-z]/gi)?.length ?? 0) >= 3;
}

/**
 * A URL's path, query and route without its tokens, for reading the words it is made of: a
 * token's letters spell words by chance (`eyJpIjoi…` holds "join").
 */
export function url_words(rest: string): string {
  return rest.split(/([\/?&=#_-])/).map((part) => is_token(part) ? "" : part).join("");
}

/**
 * Whether a URL's path, query or fragment names one request: a token, a part with a digit in it
 * (`/90778080`, `?n=1`), or a query value other than a language or a campaign tag (`?t=abc`). A
 * URL that verifies, signs in or resets must say which request it completes; `/password` or
 * `?lang=es_ES` is a page of the site, whatever its path says.
 */
export function names_request(rest: string): boolean {
  if (has_token(rest)) return true;
  const [path = "", ...after] = rest.split(/[?#]/);
  if (path.split("/").some((segment) => /\d/.test(segment))) return true;
  for (const pair of after.join("&").split("&")) {
    const [key = "", value = ""] = pair.split("=");
    if (value === "" || /^(?:lang|locale|hl|language|lng|utm_\w+|ref|source|src|from|via|theme)$/i.test(key)) continue;
    return true;
  }
  return false;
}

const URL_PARTS = /^https?:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)(?::\d*)?([^?#]*)(\?[^#]*)?(#.*)?/i;

/**
 * Host (lower-cased), path, query and a route or parameters in the fragment (percent-decoded
 * where valid) of an http(s) URL.
 */
export function split_url(url: string): { host: string | null; rest: string; root: boolean } {
  // a click-tracking redirect is read by where it leads, when it says so readably
  const target = landing(url);
  return target === null ? split_own(url) : split_own(target);
}

/** Keys of a query value that is the link's destination (`?url=https%3A%2F%2F…`, Safe Links, `?q=`). */
const DESTINATION_KEYS = /^(?:url|u|q|target|dest|destination|link)$/i;

/**
 * The destination a click-tracking redirect carries, when it carries it readably: a query value
 * under a destination key that is a URL, a path segment that is an encoded host and path
 * (`app.example.com%2Flogin`), or one that is a URL in base64url (`aHR0cHM6Ly9…`); else `null`.
 */
export function landing(url: string): string | null {
  const parts = URL_PARTS.exec(url);
  if (!parts) return null;
  for (const pair of (parts[3] ?? "").slice(1).split("&")) {
    const at = pair.indexOf("=");
    if (at < 0 || !DESTINATION_KEYS.test(pair.slice(0, at))) continue;
    const value = decoded(pair.slice(at + 1));
    if (/^https?:\/\/[^/?#\s]+\.[^/?#\s]+/i.test(value)) return value;
  }
  for (const segment of (parts[2] ?? "").split("/")) {
    if (/%2F/i.test(segment)) {
      const value = decoded(segment);
      if (/^(?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\//i.test(value)) {
        return /^https?:/i.test(value) ? value : `https://${value}`;
      }
    }
    if (/^aHR0c[A-Za-z0-9_-]{8,}={0,2}$/.test(segment)) {
      try {
        const value = atob(segment.replace(/-/g, "+").replace(/_/g, "/"));
        if (/^https?:\/\/[\x21-\x7e]+$/.test(value)) return value;
      } catch { /* not base64 after all */ }
    }
  }
  return null;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function split_own(url: string): { host: string | null; rest: string; root: boolean } {
  const parts = URL_PARTS.exec(url);
  if (!parts || parts[1] === "") return { host: null, rest: "", root: false };
  const path = parts[2] ?? "";
  // campaign tags (`utm_medium=auth`) say how a link was sent, not what it does
  const query = (parts[3] ?? "").replace(/(?<=[?&])utm_[a-z]+=[^&#]*&?/gi, "").replace(/[?&]$/, "");
  // a fragment that is a single-page app's route (`#/verify-email/…`, `#!/reset`, `#email_verify/…`) is part of the path
  const fragment = parts[4] ?? "";
  const route = /^#!?(?:\/|[a-z][\w-]*\/)/i.test(fragment) ? fragment : "";
  // and so are parameters in the fragment (`#token=…`), which a page's script reads instead of the query
  const params = route === "" && /^#[\w.-]+=[^=]/.test(fragment)
    ? `${query === "" ? "?" : "&"}${fragment.slice(1)}`
    : "";
  let rest = path + query + route + params;
  try {
    rest = decodeURIComponent(rest);
  } catch { /* keep it encoded */ }
  return { host: parts[1]!.toLowerCase(), rest, root: (path === "/" || path === "") && query === "" && route === "" };
}
