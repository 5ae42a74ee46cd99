/**
 * The memory account store's job queue: jobs in the order they may run (`run_at`: their due
 * time, or the end of their lease). Taking a job leases it (moves its `run_at` to the lease's
 * end); finishing removes it; queueing a job again under its id replaces it.
 * @module
 */

import type { Job, Queued } from "../types.ts";

export class MemoryJobs {
  #jobs: { job: Job; run_at: number }[] = [];

  /** Queues each job at its due time, or leased until its `lease_until`. */
  add(queue: Queued[]): void {
    for (const { job, lease_until } of queue) this.#queue(job, lease_until ?? job.due);
  }

  take_due(now: number, limit: number, lease_until: number): Job[] {
    let count = 0;
    while (count < this.#jobs.length && count < limit && this.#jobs[count]!.run_at <= now) count++;
    const taken = this.#jobs.splice(0, count).map((queued) => queued.job);
    for (const job of taken) this.#queue(job, lease_until);
    return taken.map((job) => structuredClone(job));
  }

  finish(id: string): void {
    const at = this.#jobs.findIndex((queued) => queued.job.id === id);
    if (at >= 0) this.#jobs.splice(at, 1);
  }

  next_due(): number | null {
    return this.#jobs[0]?.run_at ?? null;
  }

  clear(): void {
    this.#jobs = [];
  }

  #queue(job: Job, run_at: number): void {
    this.finish(job.id);
    const at = this.#jobs.findIndex((queued) => queued.run_at > run_at);
    const entry = { job: structuredClone(job), run_at };
    if (at < 0) this.#jobs.push(entry);
    else this.#jobs.splice(at, 0, entry);
  }
}
