/**
 * The Redis account store's job queue: the Redis schedule `jobs` (`schedule.ts`) used as a
 * queue whose caller leases by time. `take_due` leases each due job to exactly one caller, however
 * many instances take at once; a job its holder never finishes comes back when the lease ends.
 * Writes that queue jobs beside a change include the schedule's Lua (`lua.ts`).
 *
 * Wake-ups across instances: a job queued to wait publishes its time on the schedule's `wake`
 * channel. A listening instance keeps one timer, at the earliest time it knows of (heard, or the
 * queue's next time read after each wake-up), and wakes its scheduler then; the scheduler's own
 * poll covers what a lost subscription missed.
 * @module
 */

import type { Clock } from "../../../../core/clock.ts";
import type { Job } from "../types.ts";
import type { RedisClient } from "../../../db/redis_client.ts";
import { RedisSchedule } from "./schedule.ts";

/** Timers sleep at most this long, then look at the queue again (jobs may be 30 days ahead). */
const LONGEST_SLEEP_MS = 3_600_000;

export class RedisJobs {
  readonly #schedule: RedisSchedule;
  readonly #client: RedisClient;
  readonly #clock: Clock;
  #subscriber: RedisClient | undefined;
  #wake: () => Promise<unknown> = () => Promise.resolve();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #timer_at = Infinity;
  #firing: Promise<void> | undefined;
  #again = false;
  #closed = false;

  constructor(client: RedisClient, prefix: string, clock: Clock) {
    this.#client = client;
    this.#clock = clock;
    this.#schedule = new RedisSchedule(client, { prefix, name: "jobs", clock });
  }

  enqueue(job: Job, lease_until?: number): Promise<void> {
    return this.#schedule.put(job.id, job.due, JSON.stringify(job), lease_until);
  }

  async take_due(now: number, limit: number, lease_until: number): Promise<Job[]> {
    const taken = await this.#schedule.lease(now, limit, lease_until);
    return taken.flatMap(({ payload }) => payload ? [JSON.parse(payload) as Job] : []);
  }

  async finish(id: string): Promise<void> {
    await this.#schedule.finish(id);
  }

  next_due(): Promise<number | null> {
    return this.#schedule.next_run();
  }

  /** Wakes `wake` when a job queued by any instance falls due (once; later calls do nothing). */
  listen(wake: () => Promise<unknown>): void {
    if (this.#subscriber || this.#closed) return;
    this.#wake = wake;
    const subscriber = this.#client.duplicate();
    subscriber.on("error", () => {});
    // After a lost connection the client subscribes again; what was queued meanwhile is read.
    subscriber.on("ready", () => void this.#refresh());
    this.#subscriber = subscriber;
    subscriber.connect()
      .then(() => subscriber.subscribe(this.#schedule.wake_channel, (at) => this.#arm(Number(at))))
      .then(() => this.#refresh())
      .catch(() => {});
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#subscriber?.quit().catch(() => {});
    await this.#firing;
  }

  /** Sets the timer for `at` unless one is set sooner; a time already here wakes at once. */
  #arm(at: number): void {
    if (this.#closed || !Number.isFinite(at)) return;
    const wait = at - this.#clock.now();
    if (wait <= 0) return this.#fire();
    if (this.#timer !== undefined && this.#timer_at <= at) return;
    clearTimeout(this.#timer);
    this.#timer_at = at;
    this.#timer = setTimeout(() => this.#fire(), Math.min(wait, LONGEST_SLEEP_MS));
  }

  /** Wakes the scheduler (once more if asked again meanwhile), then arms for the queue's next time. */
  #fire(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#timer_at = Infinity;
    if (this.#firing) return void (this.#again = true);
    this.#firing = (async () => {
      do {
        this.#again = false;
        await this.#wake().catch(() => {});
      } while (this.#again && !this.#closed);
      await this.#refresh();
    })().finally(() => (this.#firing = undefined));
  }

  async #refresh(): Promise<void> {
    if (this.#closed) return;
    const next = await this.next_due().catch(() => null);
    if (next !== null && next > this.#clock.now()) this.#arm(next);
  }
}
