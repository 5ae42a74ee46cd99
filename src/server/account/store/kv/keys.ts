/**
 * Idempotency keys on Deno KV: a key is taken by a write that checks it absent, so of two
 * requests racing with one key exactly one runs. It expires with `expireIn` at its `expires`
 * time; as KV expiry is lazy, callers also check `expires` on read, and `sweep` removes the
 * expired ones through an index by expiry.
 * @module
 */

import type { Clock } from "../../../../core/clock.ts";
import type { IdempotencyRecord } from "../types.ts";
import { load, remove, Write } from "../../../db/kv_blob.ts";

const key = {
  record: (account: string, k: string) => ["acct", account, "idem", k],
  by_expiry: (expires: number, account: string, k: string) => ["acct_idem_exp", expires, account, k],
};

export class KvKeys {
  constructor(readonly kv: Deno.Kv, readonly clock: Clock) {}

  async claim(account: string, k: string, fingerprint: string, expires: number): Promise<IdempotencyRecord | null> {
    const record: IdempotencyRecord = { fingerprint, expires, answer: null };
    for (;;) {
      const found = await load<IdempotencyRecord>(this.kv, key.record(account, k));
      if (found.value) return found.value;
      const options = this.#expire(expires);
      const write = new Write(this.kv).check(found.entry)
        .put(key.record(account, k), record, null, options)
        .set(key.by_expiry(expires, account, k), 1, options);
      if (await write.commit()) return null;
    }
  }

  async finish(account: string, k: string, answer: { status: number; body: unknown }): Promise<void> {
    for (;;) {
      const found = await load<IdempotencyRecord>(this.kv, key.record(account, k));
      if (!found.value) return;
      const record = { ...found.value, answer };
      const write = new Write(this.kv).check(found.entry)
        .put(key.record(account, k), record, found.entry.value, this.#expire(record.expires));
      if (await write.commit()) return;
    }
  }

  async release(account: string, k: string): Promise<void> {
    for (;;) {
      const found = await load<IdempotencyRecord>(this.kv, key.record(account, k));
      if (!found.value) return;
      const write = new Write(this.kv).check(found.entry)
        .delete(key.record(account, k), found.entry.value)
        .delete(key.by_expiry(found.value.expires, account, k));
      if (await write.commit()) return;
    }
  }

  /** Removes the keys expired at `now`. */
  async sweep(now: number): Promise<void> {
    const index: Deno.KvKey[] = [];
    for await (const entry of this.kv.list({ start: ["acct_idem_exp"], end: ["acct_idem_exp", now, true] })) {
      const [, expires, account, k] = entry.key as [string, number, string, string];
      const found = await load<IdempotencyRecord>(this.kv, key.record(account, k));
      if (found.value?.expires === expires) {
        await new Write(this.kv).check(found.entry).delete(found.entry.key, found.entry.value).commit();
      }
      index.push(entry.key);
    }
    await remove(this.kv, index);
  }

  /** KV expiry at `expires` on the store's clock. */
  #expire(expires: number): { expireIn: number } {
    return { expireIn: Math.max(1, Math.ceil(expires - this.clock.now())) };
  }
}
