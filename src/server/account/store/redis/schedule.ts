/**
 * Scheduled work shared by several instances on one Redis (the hand-off for scheduled sends).
 * Items wait in a sorted set by due time; `claim` moves due items to a lease set in one script,
 * so each due item is handed to exactly one instance however many run schedulers. The holder
 * ends it with `done` (only while its claim holds); an instance that dies holding a claim loses
 * it when the lease runs out, and the item is handed out again (`try` counts the hand-outs), so
 * the work a handler does must be keyed by the item's id to stay once-only across a crash.
 * `cancel` and `reschedule` succeed only while an item waits: a send already handed out answers
 * `false` (the account API's 409 `not_scheduled`), on whichever instance it is asked.
 *
 * The same schedule also serves a queue whose caller leases by time (the account store's jobs):
 * `put` (replacing an item of the same id), `lease`, `finish` and `next_run`, whose Lua other
 * scripts include (`LEASED`), so an item is queued or finished in the write that causes it.
 * @module
 */

import type { Clock } from "../../../../core/clock.ts";
import { type RedisClient, type Reply, Script } from "../../../db/redis_client.ts";
import * as lua from "./schedule_lua.ts";

const scripts = {
  add: new Script(lua.ADD),
  reschedule: new Script(lua.RESCHEDULE),
  cancel: new Script(lua.CANCEL),
  claim: new Script(lua.CLAIM),
  done: new Script(lua.DONE),
  retry: new Script(lua.RETRY),
  renew: new Script(lua.RENEW),
  take: new Script(lua.TAKE),
  next_due: new Script(lua.NEXT_DUE),
  put: new Script(lua.PUT),
  lease: new Script(lua.LEASE),
  finish: new Script(lua.FINISH),
  next_run: new Script(lua.NEXT_RUN),
};

/** The key base of schedule `name` under `prefix` (what `LEASED`'s functions take as `B`). */
export function schedule_base(prefix: string, name: string): string {
  return `${prefix}s:${name}:`;
}

/** One item handed to this instance. */
export interface Claim {
  id: string;
  /** When it was due (ms since the epoch). */
  at: number;
  payload: string;
  /** Proves this hand-out in `done`, `retry` and `renew`. */
  token: string;
  /** 1 on the first hand-out; more after a holder died or gave it back. */
  try: number;
}

export interface RedisScheduleOptions {
  /** Key prefix shared with the store (e.g. `mail:`). */
  prefix: string;
  /** The schedule's name (`sends`, `exports`, …). */
  name: string;
  clock: Clock;
  /** How long a claim holds before the item is handed out again; default 60 s. */
  lease_ms?: number;
}

export class RedisSchedule {
  readonly #client: RedisClient;
  readonly #base: string;
  readonly #clock: Clock;
  readonly #lease_ms: number;
  readonly #instance = crypto.randomUUID();
  #claims = 0;

  constructor(client: RedisClient, options: RedisScheduleOptions) {
    this.#client = client;
    this.#base = schedule_base(options.prefix, options.name);
    this.#clock = options.clock;
    this.#lease_ms = options.lease_ms ?? 60_000;
  }

  /** Schedules `id` at `at`; `false` when the id is already scheduled or held. */
  async add(id: string, at: number, payload: string): Promise<boolean> {
    return await this.#run(scripts.add, id, String(at), payload) === 1;
  }

  /** Moves a waiting item; `false` once it was handed out, finished or cancelled. */
  async reschedule(id: string, at: number): Promise<boolean> {
    return await this.#run(scripts.reschedule, id, String(at)) === 1;
  }

  /** Removes a waiting item; `false` once it was handed out, finished or cancelled. */
  async cancel(id: string): Promise<boolean> {
    return await this.#run(scripts.cancel, id) === 1;
  }

  /** Claims up to `limit` due items; `next` is when the next item falls due (or a lease ends). */
  async claim(limit = 100): Promise<{ claims: Claim[]; next: number | null }> {
    const token = `${this.#instance}:${++this.#claims}`;
    const now = String(this.#clock.now());
    const reply = await this.#run(scripts.claim, now, String(limit), String(this.#lease_ms), token) as Reply[];
    const claims = (reply.slice(1) as string[][]).map(([id, at, payload, token, tries]) => ({
      id: id!,
      at: Number(at),
      payload: payload ?? "",
      token: token!,
      try: Number(tries),
    }));
    return { claims, next: reply[0] === null ? null : Number(reply[0]) };
  }

  /**
   * Removes and answers up to `limit` items due at `now`, earliest first, each to exactly one
   * caller: the account store's `take_due(now, limit)` (its handlers check their record first).
   */
  async take(limit = 100, now = this.#clock.now()): Promise<Claim[]> {
    const reply = await this.#run(scripts.take, String(now), String(limit)) as string[][];
    return reply.map(([id, at, payload]) => ({ id: id!, at: Number(at), payload: payload ?? "", token: "", try: 1 }));
  }

  /** When the earliest waiting item falls due, or `null` when none waits. */
  async next_due(): Promise<number | null> {
    const reply = await this.#run(scripts.next_due);
    return reply === null ? null : Number(reply);
  }

  /** Finishes a claimed item; `false` when the claim ran out and the item went to someone else. */
  async done(claim: Claim): Promise<boolean> {
    return await this.#run(scripts.done, claim.id, claim.token) === 1;
  }

  /** Gives a claimed item back, due again at `at`; `false` when the claim ran out. */
  async retry(claim: Claim, at: number): Promise<boolean> {
    return await this.#run(scripts.retry, claim.id, claim.token, String(at)) === 1;
  }

  /** Extends a claim's lease for long work; `false` when it already ran out. */
  async renew(claim: Claim): Promise<boolean> {
    return await this.#run(scripts.renew, claim.id, claim.token, String(this.#clock.now()), String(this.#lease_ms)) ===
      1;
  }

  /**
   * Queues `id` at `at`, or held by the caller until `lease_until`; replaces an item of the same
   * id, waiting or held. A waiting item's time is published on the schedule's `wake` channel.
   */
  async put(id: string, at: number, payload: string, lease_until?: number): Promise<void> {
    await this.#run(scripts.put, id, String(at), payload, lease_until === undefined ? "" : String(lease_until));
  }

  /**
   * Leases up to `limit` items that may run at `now` until `lease_until`, earliest first: those
   * waiting and due, and those whose lease ended (their holder died) at that end's time.
   */
  async lease(now: number, limit: number, lease_until: number): Promise<{ id: string; payload: string }[]> {
    const reply = await this.#run(scripts.lease, String(now), String(limit), String(lease_until)) as string[][];
    return reply.map(([id, payload]) => ({ id: id!, payload: payload ?? "" }));
  }

  /** Removes an item, waiting or held, by anyone; `false` when it was gone. */
  async finish(id: string): Promise<boolean> {
    return await this.#run(scripts.finish, id) === 1;
  }

  /** When the next item falls due or a lease ends, or `null` when there is none. */
  async next_run(): Promise<number | null> {
    const reply = await this.#run(scripts.next_run);
    return reply === null ? null : Number(reply);
  }

  /** The channel where the time of each item `put` to wait is published. */
  get wake_channel(): string {
    return `${this.#base}wake`;
  }

  #run(script: Script, ...args: string[]): Promise<Reply> {
    return script.run(this.#client, [this.#base, ...args]);
  }
}

export interface RunOptions {
  /** Longest sleep between claims; the next due time wakes it sooner. Default 1000 ms. */
  poll_ms?: number;
  /** A failed item is due again this much later; default 60 s. */
  retry_ms?: number;
  /** Items per claim; default 50. */
  batch?: number;
}

/**
 * Runs `handle` on every item as it falls due, on this instance's share of them: `done` after it
 * resolves, `retry` after it throws. Answers the function that stops it (after the current item).
 */
export function run_schedule(
  schedule: RedisSchedule,
  clock: Clock,
  handle: (claim: Claim) => Promise<void>,
  options: RunOptions = {},
): () => Promise<void> {
  const poll_ms = options.poll_ms ?? 1000;
  const batch = options.batch ?? 50;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async (): Promise<number | null> => {
    for (;;) {
      const { claims, next } = await schedule.claim(batch);
      for (const claim of claims) {
        if (stopped) {
          await schedule.retry(claim, claim.at);
          continue;
        }
        try {
          await handle(claim);
          await schedule.done(claim);
        } catch {
          await schedule.retry(claim, clock.now() + (options.retry_ms ?? 60_000));
        }
      }
      if (claims.length < batch || stopped) return next;
    }
  };
  let running: Promise<void> = Promise.resolve();
  const loop = () => {
    running = tick().then(
      (next) => next === null ? poll_ms : Math.min(poll_ms, Math.max(0, next - clock.now())),
      () => poll_ms,
    ).then((wait) => {
      if (!stopped) timer = setTimeout(loop, wait);
    });
  };
  loop();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
