/**
 * Fault injection per inbox, for testing a sign-up flow's resend and debounce logic: refuse
 * arrivals with an SMTP code, show mail late, twice, or out of order. Off by default, set per
 * inbox (`POST /v1/inboxes/{address}/chaos`), cleared when the inbox is deleted.
 *
 * Settings and mail held back live in this process's memory: with a store shared between
 * server processes, each process applies only the settings it was given. Mail held back is
 * acknowledged (`250`) when it arrives and stored when it is due, so it is lost if the process
 * stops before then. Randomness and timers are injectable, so tests are exact.
 * @module
 */

import type { Clock } from "../../core/clock.ts";
import { type ChaosCode, type ChaosSettings, is_active, REORDER_WINDOW_MS } from "./chaos_settings.ts";
import type { InboxState } from "./store/types.ts";

/**
 * Starts a timer; answers the function that cancels it. `run` resolves once the mail it releases
 * is stored, so a test's hand-fired timer can await it.
 */
export type Schedule = (run: () => Promise<void>, ms: number) => () => void;

/** The seams of `Chaos`: where chance and time come from. */
export interface ChaosOptions {
  /** A number in [0, 1); default `Math.random`. */
  random?: () => number;
  /** Default `setTimeout`. */
  schedule?: Schedule;
}

interface Entry {
  /** The inbox the settings belong to (an address can be made again once expired). */
  created: number;
  settings: ChaosSettings;
}

interface Held {
  /** Runs that store one message each, in the order they become visible. */
  runs: (() => Promise<void>)[];
  bytes: number;
  cancels: Set<() => void>;
  /** The open reorder window, collecting runs to release newest first. */
  batch: (() => Promise<void>)[] | null;
}

const MAX_INBOXES = 10_000;

/**
 * Every inbox's fault injection in this process.
 *
 * @example
 * ```ts ignore
 * const chaos = new Chaos(clock, { random: () => 0.3 });
 * chaos.set(inbox, parse_chaos({ refuse: { code: 451, probability: 0.5 } }));
 * chaos.refusal(inbox); // 451 (0.3 < 0.5)
 * ```
 */
export class Chaos {
  readonly #random: () => number;
  readonly #schedule: Schedule;
  readonly #entries = new Map<string, Entry>();
  readonly #held = new Map<string, Held>();

  constructor(readonly clock: Clock, options: ChaosOptions = {}) {
    this.#random = options.random ?? Math.random;
    this.#schedule = options.schedule ?? ((run, ms) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    });
  }

  /** Sets an inbox's settings (inactive ones turn it off). */
  set(inbox: InboxState, settings: ChaosSettings): void {
    if (!is_active(settings)) return this.off(inbox.address);
    if (this.#entries.size >= MAX_INBOXES && !this.#entries.has(inbox.address)) this.#prune();
    this.#entries.set(inbox.address, { created: inbox.created, settings });
  }

  /** The inbox's settings, or `null` when it has none. */
  get(inbox: Pick<InboxState, "address" | "created">): ChaosSettings | null {
    const entry = this.#entries.get(inbox.address);
    if (!entry) return null;
    if (entry.created !== inbox.created) {
      this.clear(inbox.address);
      return null;
    }
    return entry.settings;
  }

  /** Turns the inbox's fault injection off; mail held back is still stored when due. */
  off(address: string): void {
    this.#entries.delete(address);
  }

  /** Drops the inbox's settings and the mail held back for it (the inbox is gone). */
  clear(address: string): void {
    this.#entries.delete(address);
    const held = this.#held.get(address);
    if (!held) return;
    for (const cancel of held.cancels) cancel();
    this.#held.delete(address);
  }

  /** The code to refuse an arrival with, drawn by chance, or `null` to let it in. */
  refusal(inbox: InboxState): ChaosCode | null {
    const refuse = this.get(inbox)?.refuse;
    if (!refuse || !this.#draw(refuse.probability)) return null;
    return refuse.code;
  }

  /** Whether an accepted message is stored twice, drawn by chance. */
  duplicates(settings: ChaosSettings): boolean {
    return this.#draw(settings.duplicate);
  }

  /** Messages and bytes held back for an inbox now. */
  pending(address: string): { count: number; bytes: number } {
    const held = this.#held.get(address);
    return held ? { count: held.runs.length, bytes: held.bytes } : { count: 0, bytes: 0 };
  }

  /**
   * Stores accepted mail as the settings say: `runs` each store one copy; they run at once, after
   * the delay, or (reorder) at the end of the window, newest first.
   */
  async admit(address: string, settings: ChaosSettings, runs: (() => Promise<void>)[], bytes: number): Promise<void> {
    if (settings.delay_ms === 0 && !settings.reorder) {
      for (const run of runs) await run().catch(() => {});
      return;
    }
    let held = this.#held.get(address);
    if (!held) this.#held.set(address, held = { runs: [], bytes: 0, cancels: new Set(), batch: null });
    const state = held;
    const size = bytes * runs.length;
    state.runs.push(...runs);
    state.bytes += size;
    const release = async (list: (() => Promise<void>)[]) => {
      for (const run of list) {
        state.runs.splice(state.runs.indexOf(run), 1);
        state.bytes -= bytes;
        await run().catch(() => {});
      }
      if (state.runs.length === 0 && this.#held.get(address) === state) this.#held.delete(address);
    };
    if (!settings.reorder) {
      this.#after(state, settings.delay_ms, () => release(runs));
      return;
    }
    if (state.batch) {
      state.batch.push(...runs);
      return;
    }
    const batch = state.batch = [...runs];
    this.#after(state, settings.delay_ms || REORDER_WINDOW_MS, () => {
      state.batch = null;
      return release(batch.reverse());
    });
  }

  /** Stops every timer and drops the mail held back. */
  close(): void {
    for (const address of [...this.#held.keys()]) this.clear(address);
    this.#entries.clear();
  }

  #after(held: Held, ms: number, run: () => Promise<void>): void {
    const cancel = this.#schedule(() => {
      held.cancels.delete(cancel);
      return run();
    }, ms);
    held.cancels.add(cancel);
  }

  #draw(probability: number): boolean {
    if (probability <= 0) return false;
    if (probability >= 1) return true;
    return this.#random() < probability;
  }

  /** Forgets the settings of inboxes that can no longer be live. */
  #prune(): void {
    for (const [address, entry] of this.#entries) {
      if (!this.#held.has(address) && entry.created < this.clock.now() - 7 * 86_400_000) this.#entries.delete(address);
    }
  }
}
