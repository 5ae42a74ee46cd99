/**
 * JSON records of any size on Deno KV. A value holds at most 64 KiB and an atomic write at most
 * 800 KiB, so a record is stored as its JSON bytes when they fit one value, and otherwise as a
 * marker `{version, parts}` with the bytes in 60 KB parts under `["blob", ...key, version, n]`.
 *
 * A `Write` is one atomic operation over such records: parts that fit its budget are written
 * in the same commit; a larger record's parts are written first under a fresh version (nothing
 * points at them until the marker commits, and a lost race deletes them), and the parts of a
 * record it replaced or deleted are removed after the commit. A reader that finds a part gone
 * (replaced meanwhile) reads the record again.
 * @module
 */

import { random_string } from "../../core/random.ts";
import { commit } from "./kv_commit.ts";

const PART = 60_000;
/** Bytes of parts one atomic write carries, leaving room under 800 KiB for everything else. */
const BUDGET = 600_000;
/** Parts per write when they go ahead of the commit (12 × 60 KB < 800 KiB). */
const PARTS_PER_WRITE = 12;

/** A large record's pointer to its parts. */
interface Marker {
  version: string;
  parts: number;
}

/** What a record's key holds: its JSON bytes, or a marker. */
export type Stored = Uint8Array | Marker;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const part_key = (key: Deno.KvKey, version: string, n: number): Deno.KvKey => ["blob", ...key, version, n];

function part_keys(key: Deno.KvKey, stored: Stored | null): Deno.KvKey[] {
  if (stored === null || stored instanceof Uint8Array) return [];
  return Array.from({ length: stored.parts }, (_, n) => part_key(key, stored.version, n));
}

/** A record read with the entry it came from (for a `check`). */
export interface Loaded<T> {
  entry: Deno.KvEntryMaybe<Stored>;
  value: T | null;
}

/** Reads one record. */
export async function load<T>(kv: Deno.Kv, key: Deno.KvKey): Promise<Loaded<T>> {
  for (;;) {
    const entry = await kv.get<Stored>(key);
    if (entry.value === null) return { entry, value: null };
    const value = await decode<T>(kv, key, entry.value);
    if (value !== undefined) return { entry, value };
  }
}

/** Reads the records of listed or fetched entries, in their order; empty entries are left out. */
export async function load_all<T>(kv: Deno.Kv, entries: Deno.KvEntryMaybe<Stored>[]): Promise<T[]> {
  const out: T[] = [];
  for (const entry of entries) {
    if (entry.value === null) continue;
    const value = await decode<T>(kv, entry.key, entry.value) ?? (await load<T>(kv, entry.key)).value;
    if (value !== null) out.push(value);
  }
  return out;
}

/** Reads many keys, ten at a time (the most one `getMany` takes). */
export async function get_many<T>(kv: Deno.Kv, keys: Deno.KvKey[]): Promise<Deno.KvEntryMaybe<T>[]> {
  const out: Deno.KvEntryMaybe<T>[] = [];
  for (let at = 0; at < keys.length; at += 10) out.push(...await kv.getMany<T[]>(keys.slice(at, at + 10)));
  return out;
}

/** The record in `stored`; `undefined` when one of its parts is gone. */
async function decode<T>(kv: Deno.Kv, key: Deno.KvKey, stored: Stored): Promise<T | undefined> {
  if (stored instanceof Uint8Array) return JSON.parse(decoder.decode(stored)) as T;
  const chunks = await get_many<Uint8Array>(kv, part_keys(key, stored));
  if (chunks.some((chunk) => chunk.value === null)) return undefined;
  const bytes = new Uint8Array(stored.parts === 0 ? 0 : (stored.parts - 1) * PART + chunks.at(-1)!.value!.byteLength);
  chunks.forEach((chunk, n) => bytes.set(chunk.value!, n * PART));
  return JSON.parse(decoder.decode(bytes)) as T;
}

/** One atomic write over records of any size. */
export class Write {
  readonly op: Deno.AtomicOperation;
  #budget = BUDGET;
  /** Parts written ahead of the commit. */
  readonly #ahead: [Deno.KvKey, Uint8Array, { expireIn?: number }][] = [];
  /** Parts of replaced or deleted records, removed after the commit. */
  readonly #stale: Deno.KvKey[] = [];

  constructor(readonly kv: Deno.Kv) {
    this.op = kv.atomic();
  }

  /** Fails the commit unless each entry is unchanged (or still absent). */
  check(...entries: Deno.AtomicCheck[]): this {
    this.op.check(...entries);
    return this;
  }

  /** Sets a small plain value. */
  set(key: Deno.KvKey, value: unknown, options: { expireIn?: number } = {}): this {
    this.op.set(key, value, options);
    return this;
  }

  /** Writes `value` as a record at `key`; `old` is what the key held, whose parts go after the commit. */
  put(key: Deno.KvKey, value: unknown, old: Stored | null = null, options: { expireIn?: number } = {}): this {
    const bytes = encoder.encode(JSON.stringify(value));
    this.#stale.push(...part_keys(key, old));
    if (bytes.byteLength <= PART) {
      this.op.set(key, bytes, options);
      return this;
    }
    const marker: Marker = { version: random_string(12), parts: Math.ceil(bytes.byteLength / PART) };
    const inline = bytes.byteLength <= this.#budget;
    if (inline) this.#budget -= bytes.byteLength;
    for (let n = 0; n < marker.parts; n++) {
      const part = part_key(key, marker.version, n);
      const chunk = bytes.slice(n * PART, (n + 1) * PART);
      if (inline) this.op.set(part, chunk, options);
      else this.#ahead.push([part, chunk, options]);
    }
    this.op.set(key, marker, options);
    return this;
  }

  /** Deletes a key; `old` is the record it held, whose parts go after the commit. */
  delete(key: Deno.KvKey, old: Stored | null = null): this {
    this.op.delete(key);
    this.#stale.push(...part_keys(key, old));
    return this;
  }

  /** Commits; `false` when a check failed (nothing written). */
  async commit(): Promise<boolean> {
    for (let at = 0; at < this.#ahead.length; at += PARTS_PER_WRITE) {
      const batch = this.kv.atomic();
      for (const [key, chunk, options] of this.#ahead.slice(at, at + PARTS_PER_WRITE)) batch.set(key, chunk, options);
      await commit(batch);
    }
    const result = await commit(this.op);
    await remove(this.kv, result.ok ? this.#stale : this.#ahead.map(([key]) => key));
    return result.ok;
  }
}

/** Deletes keys in writes of up to 1000 (the most one atomic write takes). */
export async function remove(kv: Deno.Kv, keys: Deno.KvKey[]): Promise<void> {
  for (let at = 0; at < keys.length; at += 1000) {
    const batch = kv.atomic();
    for (const key of keys.slice(at, at + 1000)) batch.delete(key);
    await commit(batch);
  }
}

/** Deletes everything under `prefix`. */
export async function remove_prefix(kv: Deno.Kv, prefix: Deno.KvKey): Promise<void> {
  const keys: Deno.KvKey[] = [];
  for await (const entry of kv.list({ prefix })) keys.push(entry.key);
  await remove(kv, keys);
}
