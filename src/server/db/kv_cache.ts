/**
 * The newest known entry of KV records that only this process writes, so reading them needs no
 * trip to the database. Deno KV serves a read on the same thread as its fsynced commits: each one
 * costs about 0.15 ms of that thread and waits behind the commit under way, which on ingest made
 * every message wait out several commits before its own (and so left group commit almost nothing
 * to group). A cached entry is only ever a guess for writes: they still check its versionstamp,
 * and a failed check forgets it, so the next read goes to the database.
 *
 * Entries are kept newest-versionstamp-wins (a read that started before a write and answers after
 * it cannot bring back the older value), a deletion is kept as a `null` value, and the cache holds
 * at most `max` keys, the least recently used going first.
 * @module
 */

/** A record's value (`null`: deleted) and the versionstamp it was written with. */
export interface Known<T> {
  value: T | null;
  versionstamp: string;
}

export class EntryCache<T> {
  readonly #entries = new Map<string, Known<T>>();

  constructor(readonly max = 10_000) {}

  /** What is known of `name`, or `undefined` (then read the database and `note` the answer). */
  get(name: string): Known<T> | undefined {
    const known = this.#entries.get(name);
    if (!known) return undefined;
    // Most recently used last.
    this.#entries.delete(name);
    this.#entries.set(name, known);
    return known;
  }

  /** Keeps `value` as written at `versionstamp`, unless something newer is known. */
  note(name: string, value: T | null, versionstamp: string): void {
    const known = this.#entries.get(name);
    if (known && known.versionstamp >= versionstamp) return;
    this.#entries.delete(name);
    this.#entries.set(name, { value, versionstamp });
    if (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value!);
  }

  /** Forgets `name` if what is known is still `versionstamp` (a write checked against it failed). */
  forget(name: string, versionstamp: string | null): void {
    const known = this.#entries.get(name);
    if (known && (versionstamp === null || known.versionstamp === versionstamp)) this.#entries.delete(name);
  }
}
