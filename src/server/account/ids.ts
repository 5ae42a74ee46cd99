/**
 * Ids made from what they stand for, so a job that runs again (its first run cut short by a
 * crash, or taken twice) makes the same messages and the store keeps one of each.
 * @module
 */

import { BASE62 } from "../../core/random.ts";

/** `prefix` and 24 base62 characters of the SHA-256 of `parts`: the same parts, the same id. */
export async function derived_id(prefix: string, ...parts: string[]): Promise<string> {
  const text = new TextEncoder().encode(parts.join("\n"));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", text));
  let out = prefix;
  for (let n = 0; n < 24; n++) out += BASE62[digest[n]! % 62];
  return out;
}
