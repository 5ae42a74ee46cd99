/**
 * Account records on Deno KV that the API lists (lists, recipients, suppressions, forms,
 * notifications, exports). KV lists by key, the API in the order records were made: each record
 * keeps the place it was given when first written (a counter, for records made in the same ms),
 * and listings sort by time, then place.
 * @module
 */

import { load, load_all, type Stored, Write } from "../../../db/kv_blob.ts";

const PLACE = "~place";
type Placed<T> = T & { [PLACE]?: number };

/** A record as read, with its entry (for a `check`) and place. */
export interface Found<T> {
  entry: Deno.KvEntryMaybe<Stored>;
  value: T | null;
  place: number | null;
}

export class KvRecords {
  #place = 0;

  constructor(readonly kv: Deno.Kv) {}

  /** The record at `where`, or `value: null`. */
  async find<T>(where: Deno.KvKey): Promise<Found<T>> {
    const { entry, value } = await load<Placed<T>>(this.kv, where);
    if (value === null) return { entry, value: null, place: null };
    const { [PLACE]: place, ...record } = value;
    return { entry, value: record as T, place: place ?? null };
  }

  async get<T>(where: Deno.KvKey): Promise<T | null> {
    return (await this.find<T>(where)).value;
  }

  /** Adds writing `record` at `where` to `write`, keeping the place of the record `found` there. */
  put<T>(write: Write, where: Deno.KvKey, record: T, found: Found<unknown> | null): Write {
    const placed: Placed<T> = { ...record, [PLACE]: found?.place ?? ++this.#place };
    return write.put(where, placed, found?.entry.value ?? null);
  }

  /** The records right under `prefix`, in the order they were made (by `made`, then place). */
  async all<T extends object>(
    prefix: Deno.KvKey,
    made: (record: T) => number = (record) => (record as { created: number }).created,
  ): Promise<T[]> {
    const entries: Deno.KvEntry<Stored>[] = [];
    for await (const entry of this.kv.list<Stored>({ prefix })) {
      if (entry.key.length === prefix.length + 1) entries.push(entry);
    }
    const all = await load_all<Placed<T>>(this.kv, entries);
    all.sort((a, b) => made(a) - made(b) || (a[PLACE] ?? 0) - (b[PLACE] ?? 0));
    return all.map(({ [PLACE]: _, ...record }) => record as T);
  }

  /** Writes `record` at `where`, whatever is there. */
  async replace(where: Deno.KvKey, record: unknown): Promise<void> {
    for (;;) {
      const found = await this.find(where);
      if (await this.put(new Write(this.kv).check(found.entry), where, record, found).commit()) return;
    }
  }

  /** Changes the record at `where` with `change` (absent: `null`; `undefined` from it: leave it). */
  async change<T>(where: Deno.KvKey, change: (record: T | null) => T | undefined): Promise<T | undefined> {
    for (;;) {
      const found = await this.find<T>(where);
      const next = change(found.value);
      if (next === undefined) return undefined;
      if (await this.put(new Write(this.kv).check(found.entry), where, next, found).commit()) return next;
    }
  }

  /** `false` when there was nothing. */
  async delete(where: Deno.KvKey): Promise<boolean> {
    for (;;) {
      const found = await this.kv.get<Stored>(where);
      if (found.value === null) return false;
      if (await new Write(this.kv).check(found).delete(where, found.value).commit()) return true;
    }
  }
}
