/**
 * The `wait` filters: substring or `/regular expression/flags` on subject and sender, a
 * recipient (a whole address, or an expression tried on each recipient), exact tag.
 * Expressions run on RE2 (`re2js`), in time linear in the text: a backtracking engine would let a
 * token holder stall the server with `/^(a+)+$/` against their own mail's subject.
 * @module
 */

import type { Criterion, WireMessage } from "../../inbox/wire.ts";
import { RE2JS } from "re2js";
import { HttpError } from "../http/errors.ts";

/** A parsed filter; every given criterion must hold. */
export interface Filter {
  subject?: (text: string) => boolean;
  from?: (text: string) => boolean;
  /** Holds when it holds for one recipient (`recipients`). */
  to?: (address: string) => boolean;
  tag?: string;
}

const MAX_PATTERN = 512;

/** Reads one criterion: `/…/flags` is a regular expression, anything else a case-insensitive substring. */
export function parse_matcher(name: string, text: string): (value: string) => boolean {
  if (text.length > MAX_PATTERN) {
    throw new HttpError(400, "invalid_filter", `${name} filter is longer than ${MAX_PATTERN} characters`);
  }
  const regex = /^\/(.+)\/([a-z]*)$/s.exec(text);
  if (regex) {
    const flags = regex[2]!;
    if (/[^dgimsuvy]/.test(flags)) {
      throw new HttpError(400, "invalid_filter", `${name} filter has unknown flags "${flags.slice(0, 10)}"`);
    }
    let pattern: RE2JS;
    try {
      pattern = RE2JS.compile(
        regex[1]!,
        (flags.includes("i") ? RE2JS.CASE_INSENSITIVE : 0) | (flags.includes("s") ? RE2JS.DOTALL : 0) |
          (flags.includes("m") ? RE2JS.MULTILINE : 0),
      );
    } catch (error) {
      throw new HttpError(
        400,
        "invalid_filter",
        `${name} filter is not a regular expression this server runs (no lookaround or backreference): ${
          (error as Error).message
        }`,
      );
    }
    return (value) => pattern.matcher(value).find();
  }
  const needle = text.toLowerCase();
  return (value) => value.toLowerCase().includes(needle);
}

/**
 * Reads `to`: `/…/flags` is a regular expression tried on each recipient address; anything else
 * must equal one recipient address, ignoring case (so `ada@example.com` never matches
 * `nada@example.com`).
 */
export function parse_recipient_matcher(text: string): (address: string) => boolean {
  if (/^\/(.+)\/([a-z]*)$/s.test(text)) return parse_matcher("to", text);
  if (text.length > MAX_PATTERN) {
    throw new HttpError(400, "invalid_filter", `to filter is longer than ${MAX_PATTERN} characters`);
  }
  const wanted = text.trim().toLowerCase();
  return (address) => address.toLowerCase() === wanted;
}

/**
 * The addresses a `to` filter looks at: the To and Cc headers' addresses and, on a catch-all
 * copy, the envelope recipients (which name Bcc recipients too).
 */
export function recipients(message: WireMessage): string[] {
  const cc = message.headers.cc ? [...message.headers.cc.matchAll(/[^\s<>",;:]+@[^\s<>",;]+/g)].map((m) => m[0]) : [];
  return [...new Set([...message.to, ...cc, ...(message.delivered_to ?? [])])];
}

/** Reads the filter from query parameters `subject`, `from`, `to` and `tag`. */
export function parse_filter(query: URLSearchParams): Filter {
  const filter: Filter = {};
  const subject = query.get("subject");
  const from = query.get("from");
  const to = query.get("to");
  const tag = query.get("tag");
  if (subject) filter.subject = parse_matcher("subject", subject);
  if (from) filter.from = parse_matcher("from", from);
  if (to) filter.to = parse_recipient_matcher(to);
  if (tag) filter.tag = tag;
  return filter;
}

/** The sender with its display name: `Name <address>`, or the address alone when it has none. */
export function sender_text(message: WireMessage): string {
  return message.name ? `${message.name} <${message.from}>` : message.from;
}

/** The names of the criteria `message` fails; empty when it matches. */
export function failed_criteria(filter: Filter, message: WireMessage): Criterion[] {
  const failed: Criterion[] = [];
  if (filter.subject && !filter.subject(message.subject)) failed.push("subject");
  // The sender matches when the criterion matches the address alone or `Name <address>`: so both
  // `/@example\.com$/` and `/^Acme </` work on mail from `Acme <auth@example.com>`.
  if (filter.from && !filter.from(message.from) && !filter.from(sender_text(message))) failed.push("from");
  if (filter.to && !recipients(message).some(filter.to)) failed.push("to");
  if (filter.tag !== undefined && (message.tag ?? "").toLowerCase() !== filter.tag.toLowerCase()) failed.push("tag");
  return failed;
}

/** Whether `message` meets every criterion. */
export function matches(filter: Filter, message: WireMessage): boolean {
  return failed_criteria(filter, message).length === 0;
}
