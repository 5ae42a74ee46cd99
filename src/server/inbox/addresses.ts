/** Inbox addresses: making readable ones, and reading recipients with plus-tags. @module */

import { BASE36, random_pick, random_string } from "../../core/random.ts";
import { ADJECTIVES, NOUNS } from "./words.ts";

/** A new local part: two words and four random base36 characters. */
export function new_local_part(): string {
  return `${random_pick(ADJECTIVES)}-${random_pick(NOUNS)}-${random_string(4, BASE36)}`;
}

/** A recipient split into the inbox address it lands in and its plus-tag. */
export interface Recipient {
  /** `local@host`, lower-case, without the tag. */
  address: string;
  tag: string | null;
  host: string;
}

const LOCAL = /^[a-z0-9!#$%&'*=?^_`{|}~.-]+$/;
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * Reads `local+tag@host` (case-insensitive, optional angle brackets); `null` when it is not an
 * address. The tag keeps its case as written.
 */
export function parse_recipient(input: string): Recipient | null {
  const text = input.trim().replace(/^<(.*)>$/, "$1");
  const at = text.lastIndexOf("@");
  if (at <= 0 || at === text.length - 1 || text.length > 320) return null;
  const host = text.slice(at + 1).toLowerCase().replace(/\.$/, "");
  const full_local = text.slice(0, at);
  const plus = full_local.indexOf("+");
  const local = (plus < 0 ? full_local : full_local.slice(0, plus)).toLowerCase();
  const tag = plus < 0 ? null : full_local.slice(plus + 1) || null;
  if (!LOCAL.test(local) || local.length > 64 || !HOST.test(host)) return null;
  if (tag !== null && !/^[\w.=-]{1,64}$/.test(tag)) return null;
  return { address: `${local}@${host}`, tag, host };
}
