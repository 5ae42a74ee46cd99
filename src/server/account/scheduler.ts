/**
 * The scheduler: takes due jobs from the store's queue and runs them — messages (immediate ones
 * too), scheduled broadcasts, notification and export runs, webhook retries. One scheduler over
 * the store's job interface, whichever store. Time comes from the service clock; `tick()` runs
 * what is due now (tests move a fake clock and call it); in a running server a timer calls it
 * every `poll_ms`, and so does the store when it hears a job is due (Deno KV's queue).
 *
 * At most `concurrency` jobs run at once (`Slots`), whether taken from the queue or started at
 * once by the request that queued them. A job taken is leased for `lease_ms` and finished when
 * its handler returns; a handler that throws, or a process that dies, leaves it to be taken
 * again when the lease ends. So every job runs at least once, and handlers make running twice
 * harmless: they check their record first, a delivery records its outcome and finishes its job
 * in one write, and what a job creates has ids made from the job, so a second run finds it made.
 * @module
 */

import type { Job } from "./store/types.ts";
import type { AccountContext } from "./context.ts";
import { deliver } from "./delivery.ts";
import { derived_id } from "./ids.ts";
import { post_event } from "./events.ts";
import { run_export } from "./export_run.ts";
import { run_notification } from "./notify.ts";
import { queue_run } from "./plan.ts";
import { run_broadcast } from "./routes/broadcasts.ts";
import { next_run } from "./schedule.ts";

const SWEEP_EVERY_MS = 10 * 60_000;

export class Scheduler {
  #timer: ReturnType<typeof setInterval> | undefined;
  #running: Promise<number> | undefined;
  #again = false;
  #last_sweep = -Infinity;
  #closed = false;

  constructor(readonly actx: AccountContext, poll_ms: number) {
    if (poll_ms > 0) {
      this.#timer = setInterval(() => void this.tick().catch(() => {}), poll_ms);
      actx.store.listen?.(() => this.tick());
    }
  }

  /** Runs every job due now (also those that become due while it runs); answers how many ran. */
  tick(): Promise<number> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#loop().finally(() => (this.#running = undefined));
    return this.#running;
  }

  /**
   * Takes due jobs only as slots free up (so it never leases more than it can start now), runs
   * each in its slot, and looks again whenever one of its jobs ends (it may have queued more).
   */
  async #loop(): Promise<number> {
    let count = 0;
    const { store, service, slots } = this.actx;
    const running = new Set<Promise<void>>();
    do {
      this.#again = false;
      for (;;) {
        if (this.#closed) break;
        await slots.take();
        if (this.#closed) {
          slots.give();
          break;
        }
        const now = service.clock.now();
        let jobs: Job[];
        try {
          jobs = await store.take_due(now, 1 + slots.free, now + this.actx.lease_ms);
        } catch (error) {
          slots.give();
          throw error;
        }
        if (jobs.length === 0) {
          slots.give();
          if (running.size === 0) break;
          await Promise.race(running);
          continue;
        }
        count += jobs.length;
        jobs.forEach((job, n) => {
          const task = (async () => {
            if (n > 0) await slots.take();
            try {
              await this.run(job);
            } finally {
              slots.give();
            }
          })();
          running.add(task);
          task.finally(() => running.delete(task));
        });
      }
      await Promise.all(running);
    } while (this.#again && !this.#closed);
    const now = service.clock.now();
    if (now - this.#last_sweep >= SWEEP_EVERY_MS) {
      this.#last_sweep = now;
      await store.sweep(now, now - this.actx.retention_ms);
    }
    return count;
  }

  /** Runs jobs this process already holds (queued with a lease), each in a slot, in the background. */
  run_now(jobs: Job[]): void {
    for (const job of jobs) {
      this.actx.background.run("job", () => this.actx.slots.run(() => this.run(job)));
    }
  }

  /** Runs a job this process holds, then finishes it; one that fails is left to its lease. */
  async run(job: Job): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#handle(job);
      await this.actx.store.finish_job(job.id);
    } catch (error) {
      this.actx.service.log(`account job ${job.kind} failed, to be retried: ${(error as Error)?.stack ?? error}`);
    }
  }

  async #handle(job: Job): Promise<void> {
    const { actx } = this;
    switch (job.kind) {
      case "message":
        return await deliver(actx, job);
      case "webhook":
        return await post_event(actx, job.account, job.payload);
      case "broadcast": {
        const list = await actx.store.list(job.account, job.ref);
        if (list) await run_broadcast(actx, list, job.payload, job.id);
        return;
      }
      case "export_run": {
        const record = await actx.store.export(job.account, job.ref);
        if (!record) return;
        const id = await derived_id("msg_", job.id);
        await run_export(actx, record, actx.service.clock.now(), record.last_run, id);
        return;
      }
      case "notification":
      case "export":
        return await this.#scheduled(job.kind, job.account, job.ref, job.due);
    }
  }

  /**
   * A planned run: run, the next one queued, then the plan moved on (`claim_run`). A run cut
   * short is run again and makes the same message (its id comes from the run), so it goes once;
   * a next-run job queued by a run that then lost its claim finds the plan changed and does nothing.
   */
  async #scheduled(kind: "notification" | "export", account: string, id: string, at: number): Promise<void> {
    const { actx } = this;
    const notification = kind === "notification" ? await actx.store.notification(account, id) : null;
    const exported = kind === "export" ? await actx.store.export(account, id) : null;
    const record = notification ?? exported;
    if (!record || record.paused || record.next_run !== at) return;
    const now = actx.service.clock.now();
    const next = next_run(record.schedule, Math.max(at, now));
    const message_id = await derived_id("msg_", kind, id, String(at));
    // Each run covers (previous run, this run]; the first one starts just before the record was made.
    if (notification) {
      await run_notification(actx, notification, notification.last_run ?? notification.created - 1, at, message_id);
    }
    if (exported) await run_export(actx, exported, at, exported.last_run, message_id);
    await queue_run(actx, kind, { ...record, last_run: at, next_run: next });
    await actx.store.claim_run(kind, account, id, at, next);
  }

  /** Stops taking jobs; answers once the look under way (and the jobs it started) ended. */
  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    await this.#running?.catch(() => {});
  }
}
