/**
 * The scheduler: takes due jobs from the store's queue and runs them — scheduled messages,
 * scheduled broadcasts, notification and export runs, webhook retries. Time comes from the
 * service clock; `tick()` runs what is due now (tests move a fake clock and call it), and a timer
 * calls it every `poll_ms` in a running server. Handlers check their record first, so a stale
 * or repeated job does nothing.
 * @module
 */

import type { Job } from "../store/account_types.ts";
import type { AccountContext } from "./context.ts";
import { deliver } from "./delivery.ts";
import { post_event } from "./events.ts";
import { run_export } from "./export_run.ts";
import { run_notification } from "./notify.ts";
import { queue_run } from "./plan.ts";
import { run_broadcast } from "./routes/broadcasts.ts";
import { next_run } from "./schedule.ts";

const BATCH = 50;
const SWEEP_EVERY_MS = 10 * 60_000;

export class Scheduler {
  #timer: ReturnType<typeof setInterval> | undefined;
  #running: Promise<number> | undefined;
  #again = false;
  #last_sweep = -Infinity;
  #closed = false;

  constructor(readonly actx: AccountContext, poll_ms: number) {
    if (poll_ms > 0) this.#timer = setInterval(() => void this.tick().catch(() => {}), poll_ms);
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

  async #loop(): Promise<number> {
    let count = 0;
    const { store, service } = this.actx;
    do {
      this.#again = false;
      for (;;) {
        if (this.#closed) return count;
        const jobs = await store.take_due(service.clock.now(), BATCH);
        if (jobs.length === 0) break;
        await Promise.all(jobs.map((job) => this.#run(job)));
        count += jobs.length;
      }
    } while (this.#again);
    const now = service.clock.now();
    if (now - this.#last_sweep >= SWEEP_EVERY_MS) {
      this.#last_sweep = now;
      await store.sweep(now, now - this.actx.retention_ms);
    }
    return count;
  }

  async #run(job: Job): Promise<void> {
    const { actx } = this;
    try {
      switch (job.kind) {
        case "message":
          return await deliver(actx, job.account, job.ref);
        case "webhook":
          return await post_event(actx, job.account, job.payload);
        case "broadcast": {
          const list = await actx.store.list(job.account, job.ref);
          if (list) await run_broadcast(actx, list, job.payload, job.id);
          return;
        }
        case "export_run": {
          const record = await actx.store.export(job.account, job.ref);
          if (record) await run_export(actx, record, actx.service.clock.now(), record.last_run);
          return;
        }
        case "notification":
        case "export":
          return await this.#scheduled(job.kind, job.account, job.ref, job.due);
      }
    } catch (error) {
      actx.service.log(`account job ${job.kind} failed: ${(error as Error)?.stack ?? error}`);
    }
  }

  /** A planned run: claimed (so it runs once), run, and the next one planned. */
  async #scheduled(kind: "notification" | "export", account: string, id: string, at: number): Promise<void> {
    const { actx } = this;
    const notification = kind === "notification" ? await actx.store.notification(account, id) : null;
    const exported = kind === "export" ? await actx.store.export(account, id) : null;
    const record = notification ?? exported;
    if (!record || record.paused || record.next_run !== at) return;
    const now = actx.service.clock.now();
    const next = next_run(record.schedule, Math.max(at, now));
    if (!(await actx.store.claim_run(kind, account, id, at, next))) return;
    // Each run covers (previous run, this run]; the first one starts just before the record was made.
    if (notification) await run_notification(actx, notification, notification.last_run ?? notification.created - 1, at);
    if (exported) await run_export(actx, exported, at, exported.last_run);
    await queue_run(actx, kind, { ...record, last_run: at, next_run: next });
  }

  close(): void {
    this.#closed = true;
    clearInterval(this.#timer);
  }
}
