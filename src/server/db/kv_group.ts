/**
 * Group commit for Deno KV: writes that arrive while a commit is under way go to disk together in
 * the next one, so throughput grows with load instead of being one fsync per write. A write alone
 * is committed at once (no added wait). A write answers only once its commit is durable, with the
 * versionstamp its keys now have (or `null` when one of its checks failed).
 *
 * A group is one atomic operation, so one failed check fails it all: then each write of the group
 * is committed again on its own and answers its own outcome. Two writes with the same `lane` (the
 * same inbox) never share a group, as both would check and set the same record. Groups stay
 * within KV's limits on one atomic operation (checks, mutations, bytes).
 * @module
 */

import { commit } from "./kv_commit.ts";

/** One write: what it checks, what it changes, its size, and its lane. */
export interface GroupWrite {
  checks: Deno.AtomicCheck[];
  mutations: Deno.KvMutation[];
  /** Bytes of its keys and values, about. */
  bytes: number;
  /** Writes of one lane go in separate groups, in order. */
  lane: string;
}

/** How much one group may hold (below Deno KV's limits of 100 checks, 1000 mutations, 800 KiB). */
export interface GroupLimits {
  writes: number;
  checks: number;
  mutations: number;
  bytes: number;
}

export const GROUP_LIMITS: GroupLimits = { writes: 32, checks: 90, mutations: 900, bytes: 600 * 1024 };

interface Pending {
  write: GroupWrite;
  done: (versionstamp: string | null) => void;
  fail: (error: unknown) => void;
}

/** Commits writes to one KV in groups. */
export class GroupCommit {
  readonly #kv: Deno.Kv;
  readonly #limits: GroupLimits;
  #queue: Pending[] = [];
  #running = false;
  /** Groups committed, writes in them, the largest group, and writes committed again alone. */
  readonly stats = { groups: 0, writes: 0, largest: 0, retried: 0 };

  constructor(kv: Deno.Kv, limits: GroupLimits = GROUP_LIMITS) {
    this.#kv = kv;
    this.#limits = limits;
  }

  /** Commits `write`, with others when they come together; answers its versionstamp, `null` if a check failed. */
  commit(write: GroupWrite): Promise<string | null> {
    return new Promise((done, fail) => {
      this.#queue.push({ write, done, fail });
      if (!this.#running) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#running = true;
    try {
      while (this.#queue.length > 0) {
        const group = this.#take();
        try {
          await this.#commit_group(group);
        } catch (error) {
          for (const pending of group) pending.fail(error);
        }
      }
    } finally {
      this.#running = false;
    }
  }

  /** The next group: writes in arrival order, one per lane, within the limits; the rest wait. */
  #take(): Pending[] {
    const group: Pending[] = [];
    const rest: Pending[] = [];
    const lanes = new Set<string>();
    let checks = 0;
    let mutations = 0;
    let bytes = 0;
    for (const pending of this.#queue) {
      const { write } = pending;
      const fits = group.length < this.#limits.writes &&
        !lanes.has(write.lane) &&
        checks + write.checks.length <= this.#limits.checks &&
        mutations + write.mutations.length <= this.#limits.mutations &&
        bytes + write.bytes <= this.#limits.bytes;
      // The first write always goes (alone if it is large); a lane blocked here keeps its order.
      if (group.length === 0 || fits) {
        group.push(pending);
        lanes.add(write.lane);
        checks += write.checks.length;
        mutations += write.mutations.length;
        bytes += write.bytes;
      } else {
        rest.push(pending);
        lanes.add(write.lane);
      }
    }
    this.#queue = rest;
    return group;
  }

  async #commit_group(group: Pending[]): Promise<void> {
    this.stats.groups++;
    this.stats.writes += group.length;
    this.stats.largest = Math.max(this.stats.largest, group.length);
    const op = this.#kv.atomic();
    for (const { write } of group) op.check(...write.checks).mutate(...write.mutations);
    const result = await commit(op);
    if (result.ok) {
      for (const pending of group) pending.done(result.versionstamp);
      return;
    }
    if (group.length === 1) return group[0]!.done(null);
    // A check failed somewhere: each write again on its own, so one stale inbox fails only itself.
    this.stats.retried += group.length;
    for (const pending of group) {
      try {
        const alone = this.#kv.atomic().check(...pending.write.checks).mutate(...pending.write.mutations);
        const result = await commit(alone);
        pending.done(result.ok ? result.versionstamp : null);
      } catch (error) {
        pending.fail(error);
      }
    }
  }
}
