/**
 * Link records on Deno KV (`["acct_link", token]`): written one write each, ahead of the message
 * that holds their tokens, with `expireIn` at their expiry (checked on read too, as KV expiry is
 * lazy). A first open or click is a compare-and-set on the record, with its event jobs in the
 * same write, so two hits racing post one event.
 * @module
 */

import type { Clock } from "../../../../core/clock.ts";
import type { KvJobs } from "./jobs.ts";
import type { LinkHit, LinkRecord, Queued } from "../types.ts";
import { load, Write } from "../../../db/kv_blob.ts";

const key = (token: string) => ["acct_link", token];
/** Records per write, and their bytes (under KV's 800 KiB a write; a larger record goes in parts ahead). */
const BATCH = 100;
const BATCH_BYTES = 400_000;
const encoder = new TextEncoder();

export class KvLinks {
  constructor(readonly kv: Deno.Kv, readonly jobs: KvJobs, readonly clock: Clock) {}

  /** Writes new records (fresh tokens: nothing is replaced), many to a write while they are small. */
  async put(links: LinkRecord[]): Promise<void> {
    let write = new Write(this.kv);
    let bytes = 0;
    let count = 0;
    for (const link of links) {
      const size = encoder.encode(JSON.stringify(link)).byteLength;
      if (count > 0 && (count >= BATCH || bytes + size > BATCH_BYTES)) {
        await write.commit();
        [write, bytes, count] = [new Write(this.kv), 0, 0];
      }
      write.put(key(link.token), link, null, this.#expire(link.expires));
      bytes += size;
      count++;
    }
    if (count > 0) await write.commit();
  }

  async get(token: string, now: number): Promise<LinkRecord | null> {
    const { value } = await load<LinkRecord>(this.kv, key(token));
    return value && value.expires > now ? value : null;
  }

  async mark(token: string, hit: LinkHit, at: number, queue: Queued[]): Promise<boolean> {
    for (;;) {
      const found = await load<LinkRecord>(this.kv, key(token));
      const link = found.value;
      if (!link || link.expires <= at) return false;
      if ("open" in hit ? link.opened !== null : link.clicked.includes(hit.click)) return false;
      const next: LinkRecord = "open" in hit
        ? { ...link, opened: at }
        : { ...link, clicked: [...link.clicked, hit.click] };
      const write = new Write(this.kv).check(found.entry)
        .put(key(token), next, found.entry.value, this.#expire(link.expires));
      for (const { job, lease_until } of queue) this.jobs.add(write, job, lease_until);
      if (await write.commit()) return true;
    }
  }

  #expire(expires: number): { expireIn: number } {
    return { expireIn: Math.max(1, Math.ceil(expires - this.clock.now())) };
  }
}
