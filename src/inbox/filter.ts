/**
 * What `inbox.wait()` looks for, and how that becomes the `wait` route's query: a RegExp is sent
 * as `/source/flags`; a string is a case-insensitive substring, even one that looks like `/…/`.
 * @module
 */

import type { Span } from "../core/duration.ts";

/**
 * A sender or subject criterion: a case-insensitive substring, or a regular expression.
 *
 * @example
 * ```ts
 * import type { Matcher } from "@service/mail/inbox";
 * const by_text: Matcher = "verify";          // "Please VERIFY your email" matches
 * const by_pattern: Matcher = /^Reset \d+$/i;  // sent to the service as "/^Reset \d+$/i"
 * ```
 */
export type Matcher = string | RegExp;

/**
 * The criteria of `inbox.wait()`; every one given must hold.
 *
 * @example
 * ```ts ignore
 * const before = inbox.cursor;
 * await page.click("text=Resend code");
 * const mail = await inbox.wait({ subject: /code/i, from: "@acme.com", tag: "signup", after: before, timeout: "2m" });
 * ```
 */
export interface WaitFilter {
  /**
   * The sender: it matches when it matches the address alone (`auth@acme.com`) or the address with
   * its display name (`Acme <auth@acme.com>`), so `/@acme\.com$/` and `/^Acme /` both find that mail.
   */
  from?: Matcher | undefined;
  /** The subject line. */
  subject?: Matcher | undefined;
  /**
   * A recipient: a whole address (`"ada@example.com"`, case-insensitive; `nada@example.com`
   * does not match), or a RegExp tried on each recipient. Recipients are the To and Cc
   * addresses and, on the catch-all, the envelope recipients (Bcc too).
   */
  to?: Matcher | undefined;
  /** The plus-tag the mail was sent to (`inbox.tag("signup")`), exact and case-insensitive. */
  tag?: string | undefined;
  /** Only mail newer than this cursor counts (take it from `inbox.cursor` before the action). */
  after?: string | undefined;
  /** How long to wait, a duration such as `"60s"` or `"2m"`; default `"60s"`. */
  timeout?: Span | undefined;
  /** `"one"`, the default: resolve with the first match. For `"none"`, see `NoMailFilter`. */
  expect?: "one" | undefined;
  /** Gives up early; the wait then rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
}

/**
 * The criteria of a negative assertion, `inbox.wait({ ..., expect: "none" })`: it resolves when
 * no matching mail exists by the end of `timeout`, and rejects with `UnexpectedMailError` as
 * soon as one does. Mail already held counts, so a fast app's mail cannot slip past the
 * assertion; pass `after` (the cursor read before the action) to count only newer mail.
 *
 * @example
 * ```ts ignore
 * const first = await inbox.wait({ subject: "Reset" });
 * await page.click("text=Send again");
 * const none: NoMailFilter = { subject: "Reset", after: first.cursor, expect: "none", timeout: "5s" };
 * await inbox.wait(none); // rejects with UnexpectedMailError if a second reset mail came
 * ```
 */
export interface NoMailFilter extends Omit<WaitFilter, "expect"> {
  /** A negative assertion. */
  expect: "none";
}

const LOOKS_LIKE_REGEX = /^\/(.+)\/([a-z]*)$/s;

/** The query value of one criterion. */
export function matcher_param(value: Matcher): string {
  if (value instanceof RegExp) return `/${value.source}/${value.flags.replace(/[gy]/g, "")}`;
  // The service reads `/…/` as a regular expression; keep a plain string a plain substring.
  if (LOOKS_LIKE_REGEX.test(value)) return `/${value.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}/i`;
  return value;
}

/** The query value of a `to` criterion: a string is a whole address, even one that looks like `/…/`. */
export function recipient_param(value: Matcher): string {
  if (value instanceof RegExp) return matcher_param(value);
  if (LOOKS_LIKE_REGEX.test(value)) return `/^${value.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$/i`;
  return value;
}

/** The query parameters for `filter` (without `timeout`). */
export function filter_query(filter: WaitFilter | NoMailFilter): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {};
  if (filter.subject !== undefined && filter.subject !== "") query.subject = matcher_param(filter.subject);
  if (filter.from !== undefined && filter.from !== "") query.from = matcher_param(filter.from);
  if (filter.to !== undefined && filter.to !== "") query.to = recipient_param(filter.to);
  if (filter.tag !== undefined && filter.tag !== "") query.tag = filter.tag;
  if (filter.after !== undefined && filter.after !== "") query.after = filter.after;
  if (filter.expect === "none") query.expect = "none";
  return query;
}

/** A short readable form of the criteria, for messages: `subject "Verify", from /@acme\.com$/`. */
export function describe_filter(filter: WaitFilter | NoMailFilter): string {
  const parts: string[] = [];
  const show = (value: Matcher) => value instanceof RegExp ? String(value) : JSON.stringify(value);
  if (filter.subject !== undefined && filter.subject !== "") parts.push(`subject ${show(filter.subject)}`);
  if (filter.from !== undefined && filter.from !== "") parts.push(`from ${show(filter.from)}`);
  if (filter.to !== undefined && filter.to !== "") parts.push(`to ${show(filter.to)}`);
  if (filter.tag !== undefined && filter.tag !== "") parts.push(`tag ${JSON.stringify(filter.tag)}`);
  if (filter.after !== undefined && filter.after !== "") parts.push(`after cursor ${filter.after}`);
  return parts.length > 0 ? parts.join(", ") : "any mail";
}
