/**
 * The account API's job queue on Deno KV. A job is three keys written together: the job itself
 * (`["acct_job", id]`), when it may run next (`["acct_jobat", id]`: its due time, or the end of
 * its lease) and a time index (`["acct_due", run_at, id]`) that `take_due` reads in order; a
 * leased job also has `["acct_lease", id]`. The same atomic write enqueues a KV queue message
 * with the job's `delay`, which wakes a listening scheduler at its time in whichever process
 * listens — also after a restart, since KV keeps queue messages. Taking a job moves its time
 * to the end of the lease with a compare-and-set, so two schedulers never both take it; a job
 * cut short by a crash comes back when the lease ends (or, for a store no other process
 * shares, at once when it is opened again).
 * @module
 */

import type { Clock } from "../../../../core/clock.ts";
import type { Job } from "../types.ts";
import { load, type Stored, Write } from "../../../db/kv_blob.ts";
import { commit, unlocked } from "../../../db/kv_commit.ts";

/** KV queues take delays up to 30 days; a job further out is woken then and put back to sleep. */
const MAX_DELAY_MS = 30 * 86_400_000;

const key = {
  job: (id: string) => ["acct_job", id],
  at: (id: string) => ["acct_jobat", id],
  due: (at: number, id: string) => ["acct_due", at, id],
  lease: (id: string) => ["acct_lease", id],
};

/** The queue message that wakes a scheduler for one job. */
interface Wake {
  job: string;
}

export class KvJobs {
  constructor(readonly kv: Deno.Kv, readonly clock: Clock) {}

  /** Adds a job to `write`: due at `job.due`, or leased to the caller until `lease_until`. */
  add(write: Write, job: Job, lease_until?: number): void {
    const run_at = lease_until ?? job.due;
    write.put(key.job(job.id), job).set(key.at(job.id), run_at).set(key.due(run_at, job.id), 1);
    if (lease_until !== undefined) write.set(key.lease(job.id), 1);
    else write.op.enqueue({ job: job.id } satisfies Wake, { delay: this.#delay(run_at) });
  }

  /** Adds finishing job `id` to `write` (with the checks that make it exact); nothing when it is gone. */
  async finish_in(write: Write, id: string): Promise<void> {
    const at = await this.kv.get<number>(key.at(id));
    if (at.value === null) return;
    const job = await this.kv.get<Stored>(key.job(id));
    write.check(at).delete(key.at(id)).delete(key.due(at.value, id)).delete(key.lease(id)).delete(
      key.job(id),
      job.value,
    );
  }

  async finish(id: string): Promise<void> {
    for (;;) {
      const write = new Write(this.kv);
      await this.finish_in(write, id);
      if (await write.commit()) return;
    }
  }

  async take_due(now: number, limit: number, lease_until: number): Promise<Job[]> {
    const out: Job[] = [];
    // `true` sorts after every string, so the range holds every job due at `now` exactly too.
    const due = this.kv.list<number>({ start: ["acct_due"], end: ["acct_due", now, true] }, { batchSize: limit + 10 });
    try {
      await this.#take(due, limit, lease_until, out);
    } catch (error) {
      // Jobs leased before the failure are run now rather than left for their lease to end.
      if (out.length === 0) throw error;
    }
    return out;
  }

  async #take(due: Deno.KvListIterator<number>, limit: number, lease_until: number, out: Job[]): Promise<void> {
    for await (const entry of due) {
      if (out.length >= limit) return;
      const [, run_at, id] = entry.key as [string, number, string];
      const at = await this.kv.get<number>(key.at(id));
      if (at.value !== run_at) {
        // Left behind when the job was queued again under the same id: not a job, so it goes.
        await commit(this.kv.atomic().check(at).delete(entry.key));
        continue;
      }
      const taken = await commit(
        this.kv.atomic().check(at)
          .set(key.at(id), lease_until)
          .delete(key.due(run_at, id))
          .set(key.due(lease_until, id), 1)
          .set(key.lease(id), 1),
      );
      if (!taken.ok) continue;
      const job = (await load<Job>(this.kv, key.job(id))).value;
      if (job) out.push(job);
    }
  }

  async next_due(): Promise<number | null> {
    for await (const entry of this.kv.list({ prefix: ["acct_due"] }, { limit: 1 })) return entry.key[1] as number;
    return null;
  }

  /** Makes every leased job due now: its holder is gone (a store no other process shares, reopened). */
  async release_leases(): Promise<number> {
    const now = this.clock.now();
    let released = 0;
    for await (const lease of this.kv.list({ prefix: ["acct_lease"] })) {
      const id = lease.key[1] as string;
      const at = await this.kv.get<number>(key.at(id));
      const write = this.kv.atomic().check(at).delete(key.lease(id));
      if (at.value !== null) {
        write.delete(key.due(at.value, id)).set(key.at(id), now).set(key.due(now, id), 1);
        write.enqueue({ job: id } satisfies Wake, { delay: 0 });
      }
      if ((await commit(write)).ok) released++;
    }
    return released;
  }

  /** Hands queue messages to `wake`; a job woken early (past the 30-day limit) is put back to sleep. */
  listen(wake: () => Promise<unknown>): Promise<void> {
    return this.kv.listenQueue(async (message: unknown) => {
      await wake();
      const id = (message as Partial<Wake>)?.job;
      if (typeof id !== "string") return;
      const at = (await this.kv.get<number>(key.at(id))).value;
      const lease = (await this.kv.get(key.lease(id))).value;
      if (at !== null && lease === null && at > this.clock.now()) {
        await unlocked(() => this.kv.enqueue({ job: id } satisfies Wake, { delay: this.#delay(at) }));
      }
    });
  }

  #delay(run_at: number): number {
    return Math.min(MAX_DELAY_MS, Math.max(0, Math.ceil(run_at - this.clock.now())));
  }
}
