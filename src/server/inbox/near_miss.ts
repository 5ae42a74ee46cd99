/**
 * Near misses of a `wait` that timed out: the mail that did arrive, each with the criteria it
 * failed, closest first (fewest failed criteria, then newest). A test that times out then says
 * "a mail came, but its subject was «Verify your e-mail»", or "it came before your cursor".
 * @module
 */

import type { NearMiss, WireMessage } from "../../inbox/wire.ts";
import { failed_criteria, type Filter } from "./filters.ts";

/** How many near misses a 408 lists at most. */
export const MAX_NEAR_MISSES = 10;

/**
 * The near misses among `messages` for `filter` and cursor `after`: each message with the
 * criteria it fails (`subject`, `from`, `tag`, `after`), closest first, at most `limit`.
 *
 * @example
 * ```ts ignore
 * const misses = near_misses(parse_filter(new URLSearchParams("subject=verify")), 3, await store.messages(address));
 * // [{ id, cursor: "5", subject: "Confirm", …, failed: ["subject"] }, { …, cursor: "2", failed: ["after"] }]
 * ```
 */
export function near_misses(
  filter: Filter,
  after: number | undefined,
  messages: WireMessage[],
  limit = MAX_NEAR_MISSES,
): NearMiss[] {
  const misses: (NearMiss & { order: number })[] = [];
  for (const message of messages) {
    const failed = failed_criteria(filter, message);
    const order = Number(message.cursor);
    if (after !== undefined && order <= after) failed.push("after");
    if (failed.length === 0) continue;
    misses.push({
      id: message.id,
      cursor: message.cursor,
      subject: message.subject,
      from: message.from,
      name: message.name,
      tag: message.tag,
      received: message.received,
      failed,
      order,
    });
  }
  misses.sort((a, b) => a.failed.length - b.failed.length || b.order - a.order);
  return misses.slice(0, limit).map(({ order: _order, ...miss }) => miss);
}

/**
 * One line about the closest near miss, for an error message.
 *
 * @example
 * ```ts ignore
 * describe_closest(misses); // 'closest: "Welcome" from a@b.test (failed subject)'
 * ```
 */
export function describe_closest(misses: NearMiss[]): string {
  const closest = misses[0];
  if (!closest) return "";
  return `closest: ${JSON.stringify(closest.subject)} from ${closest.from} (failed ${closest.failed.join(", ")})`;
}
