/**
 * How the Redis account store writes records into script arguments and reads them back from
 * replies: a message as its unchanging part plus one JSON field per changing one, jobs to queue
 * beside a change, records with their places, link records.
 * @module
 */

import type { Changed, LinkRecord, MessageChange, OutMessage, Queued } from "../types.ts";
import type { Reply } from "../../../db/redis_client.ts";

/** The fields a `MessageChange` may touch, plus `created`, in the order of `MESSAGE` in the Lua. */
const STATE = ["status", "scheduled_at", "sent_at", "recipients", "reason", "updated", "created"] as const;
/** The hash fields a message is read back from: its content, `STATE`, its place. */
export const MESSAGE_KEYS = ["c", ...STATE, "n"];
export const MESSAGE_FIELDS = MESSAGE_KEYS.length;

/** A message's arguments to `PUT_MESSAGE`: id, content JSON, each `STATE` field's JSON. */
export function message_args(message: OutMessage): string[] {
  const { status, scheduled_at, sent_at, recipients, reason, updated, created, ...content } = message;
  const state = { status, scheduled_at, sent_at, recipients, reason, updated, created };
  return [message.id, JSON.stringify(content), ...STATE.map((field) => JSON.stringify(state[field]))];
}

/** A change's arguments to `UPDATE_MESSAGE`: how many fields, then each field and its JSON. */
export function change_args(change: MessageChange): string[] {
  const fields = STATE.flatMap((field) => {
    const value = (change as Record<string, unknown>)[field];
    return value === undefined || field === "created" ? [] : [field, JSON.stringify(value)];
  });
  return [String(fields.length / 2), ...fields];
}

/** A message from `MESSAGE_FIELDS` replies starting at `at`, with its place; `null` when it is gone. */
export function read_message(reply: Reply[], at = 0): { message: OutMessage; place: number } | null {
  const content = reply[at];
  if (typeof content !== "string") return null;
  const message = JSON.parse(content) as OutMessage;
  const fields = message as unknown as Record<string, unknown>;
  STATE.forEach((field, n) => (fields[field] = JSON.parse(String(reply[at + 1 + n]))));
  return { message, place: Number(reply[at + MESSAGE_FIELDS - 1]) };
}

/** The answer of `UPDATE_MESSAGE`. */
export function read_changed(reply: Reply[]): Changed<OutMessage> {
  const record = read_message(reply, 1)?.message ?? null;
  return reply[0] === 1 && record ? { ok: true, record } : { ok: false, record };
}

/** Jobs to queue, as the end of a script's arguments. */
export function queue_args(queue: Queued[] = []): string[] {
  return [
    String(queue.length),
    ...queue.flatMap(({ job, lease_until }) => [
      job.id,
      String(job.due),
      lease_until === undefined ? "" : String(lease_until),
      JSON.stringify(job),
    ]),
  ];
}

/** Records from `ALL`'s reply, in the order they were made (by `made`, then place). */
export function read_all<T>(reply: Reply, made: (record: T) => number): T[] {
  const [records, places] = reply as [string[], string[]];
  const place = new Map<string, number>();
  for (let i = 0; i < places.length; i += 2) place.set(places[i]!, Number(places[i + 1]));
  const out: { record: T; place: number }[] = [];
  for (let i = 0; i < records.length; i += 2) {
    out.push({ record: JSON.parse(records[i + 1]!), place: place.get(records[i]!) ?? Infinity });
  }
  out.sort((a, b) => made(a.record) - made(b.record) || a.place - b.place);
  return out.map(({ record }) => record);
}

/** A link record as a hash: its fixed part, first open, clicked links, expiry. */
export function link_fields(link: LinkRecord): string[] {
  const { opened, clicked, ...fixed } = link;
  return [
    "r",
    JSON.stringify(fixed),
    "o",
    opened === null ? "" : String(opened),
    "c",
    clicked.join(","),
    "e",
    String(link.expires),
  ];
}

/** A link record from `HMGET r o c`; `null` when there is none. */
export function read_link(fields: (string | null)[]): LinkRecord | null {
  const [fixed, opened, clicked] = fields;
  if (!fixed) return null;
  return {
    ...JSON.parse(fixed),
    opened: opened ? Number(opened) : null,
    clicked: clicked ? clicked.split(",").map(Number) : [],
  };
}
