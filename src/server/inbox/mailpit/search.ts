/**
 * Mailpit's search language (`GET /api/v1/search?query=…`) over caught mail: words are ANDed,
 * `"quoted words"` stay one, a leading `-` or `!` negates. Understood: `to:`, `from:`, `cc:`,
 * `bcc:`, `reply-to:`, `addressed:` (any of those), `subject:`, `message-id:`, `tag:`,
 * `is:read`/`is:unread`/`is:tagged`, `has:attachment`, `has:inline`, `after:`/`before:` (a date),
 * `larger:`/`smaller:` (`500`, `2kb`, `1.5mb`); any other word is looked for in the sender,
 * subject, recipients and body. Matching is a case-insensitive substring, as Mailpit's `LIKE`.
 * @module
 */

import type { WireMessage } from "../../../inbox/wire.ts";
import { body_text, type MailpitAddress, parties } from "./shapes.ts";

/** Whether a message matches a search. */
export type Predicate = (message: WireMessage) => boolean;

/** The query split into words: double quotes group words and are dropped. */
export function search_words(query: string): string[] {
  const words: string[] = [];
  let current = "";
  let quoted = false;
  const push = () => {
    const word = current.replace(/"/g, "").trim();
    if (word) words.push(word);
    current = "";
  };
  for (const char of query) {
    if (char === '"') {
      quoted = !quoted;
      current += char;
    } else if (!quoted && char === " ") push();
    else current += char;
  }
  push();
  return words;
}

/** As Mailpit's `cleanString`: separators become spaces, whitespace collapses, lower case. */
export function clean(text: string): string {
  return text.replace(/\uFEFF/g, " ").replace(/\r?\n|\t|>|<|"|,|;|\(|\)/g, " ").trim().split(/\s+/).join(" ")
    .toLowerCase();
}

const list_text = (list: MailpitAddress[]) => list.map((a) => `${a.Name} <${a.Address}>`).join(", ").toLowerCase();

/** A size such as `500`, `2kb`, `1.5m` in bytes; 0 when it is none. */
export function size_bytes(text: string): number {
  const match = /^(\d+(?:\.\d+)?)\s?([a-z]{1,2})?$/.exec(text.toLowerCase());
  if (!match) return 0;
  const value = Number(match[1]);
  const unit = match[2] ?? "";
  if (unit === "") return Math.floor(value);
  if (unit === "k" || unit === "kb") return Math.floor(value * 1024);
  if (unit === "m" || unit === "mb") return Math.floor(value * 1024 * 1024);
  return 0;
}

/** Parses a search into one predicate (every word must hold). */
export function parse_search(query: string): Predicate {
  const tests: Predicate[] = [];
  for (let word of search_words(query)) {
    let exclude = false;
    if (word.length > 1 && (word.startsWith("-") || word.startsWith("!"))) {
      exclude = true;
      word = word.slice(1);
    }
    const test = term(word);
    if (test) tests.push(exclude ? (message) => !test(message) : test);
  }
  return (message) => tests.every((test) => test(message));
}

const ADDRESS_FIELDS = {
  "to:": ["To"],
  "from:": ["From"],
  "cc:": ["Cc"],
  "bcc:": ["Bcc"],
  "reply-to:": ["ReplyTo"],
  "addressed:": ["To", "From", "Cc", "Bcc", "ReplyTo"],
} as const;

/** One word's test, or `null` for a word that asks nothing (blank, or a date that does not parse). */
function term(word: string): Predicate | null {
  const lower = word.toLowerCase();
  for (const [prefix, fields] of Object.entries(ADDRESS_FIELDS)) {
    if (!lower.startsWith(prefix)) continue;
    const needle = clean(word.slice(prefix.length));
    if (!needle) return null;
    return (message) => {
      const who = parties(message);
      return fields.some((field) => {
        const value = who[field];
        return list_text(Array.isArray(value) ? value : [value]).includes(needle);
      });
    };
  }
  const rest = (prefix: string) => clean(word.slice(prefix.length));
  if (lower.startsWith("subject:")) {
    const needle = rest("subject:");
    return needle ? (message) => message.subject.toLowerCase().includes(needle) : null;
  }
  if (lower.startsWith("message-id:")) {
    const needle = rest("message-id:");
    return needle ? (message) => (message.headers["message-id"] ?? "").toLowerCase().includes(needle) : null;
  }
  // Nothing here is ever tagged or read.
  if (lower.startsWith("tag:")) return rest("tag:") ? () => false : null;
  if (lower === "is:read" || lower === "is:tagged") return () => false;
  if (lower === "is:unread") return () => true;
  if (lower === "has:attachment" || lower === "has:attachments") {
    return (message) => message.attachments.some((a) => a.content_id === null);
  }
  if (lower === "has:inline" || lower === "has:inlines") {
    return (message) => message.attachments.some((a) => a.content_id !== null);
  }
  for (const [prefix, later] of [["after:", true], ["before:", false]] as const) {
    if (!lower.startsWith(prefix)) continue;
    const at = Date.parse(word.slice(prefix.length).trim());
    if (Number.isNaN(at)) return null;
    return (message) => later ? Date.parse(message.received) >= at : Date.parse(message.received) <= at;
  }
  for (const [prefix, larger] of [["larger:", true], ["smaller:", false]] as const) {
    const size = lower.startsWith(prefix) ? size_bytes(rest(prefix)) : 0;
    if (size > 0) return (message) => larger ? message.size > size : message.size < size;
  }
  const needle = clean(word);
  return needle ? (message) => search_text(message).includes(needle) : null;
}

/** What a free word is looked for in: sender, subject, recipients, Return-Path, body, file names. */
function search_text(message: WireMessage): string {
  const h = message.headers;
  return clean(
    [
      h.from,
      message.subject,
      h.to,
      h.cc,
      h.bcc,
      ...(message.delivered_to ?? []),
      h["reply-to"],
      h["return-path"],
      body_text(message),
      ...message.attachments.map((a) => a.filename ?? ""),
    ].filter(Boolean).join(" "),
  );
}
