/** Counting long-held requests (waits and streams) per inbox, per client and in all. @module */

import { HttpError } from "../http/errors.ts";
import type { ServiceLimits } from "../http/limits.ts";
import { Deadlines, type TimerSeam } from "./held_timers.ts";

/** What shutdown closes: a function, or an object with `close()` (a held wait, without a closure of its own). */
export type Closer = (() => void) | { close(): void };

/** Long-held requests (waits and streams), counted per inbox and client, closable at shutdown. */
export class Held {
  readonly #closers = new Set<Closer>();
  readonly #per_inbox = new Map<string, number>();
  readonly #per_ip = new Map<string, number>();
  #total = 0;
  waits = 0;
  streams = 0;
  /** The one timer queue of held waits' timeouts. */
  readonly deadlines: Deadlines;

  constructor(timers?: TimerSeam) {
    this.deadlines = new Deadlines(timers);
  }

  /**
   * Takes a place for one held request of `inbox` from client `ip`, or throws 429 `too_many_held`
   * (per inbox, per client) or 503 `overloaded` (in all). The answer gives the place back; once.
   */
  admit(inbox: string, ip: string, limits: ServiceLimits): () => void {
    this.take(inbox, ip, limits);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.give(inbox, ip);
    };
  }

  /** `admit` without the closure: the caller gives the place back with `give(inbox, ip)`, once. */
  take(inbox: string, ip: string, limits: ServiceLimits): void {
    const on_inbox = this.#per_inbox.get(inbox) ?? 0;
    const on_ip = this.#per_ip.get(ip) ?? 0;
    const retry = { "retry-after": "5" };
    // The catch-all is read by a whole test suite at once: only the per-client bound holds there.
    const per_inbox = inbox === "*" ? limits.held_per_ip : limits.held_per_inbox;
    if (on_inbox >= per_inbox) {
      throw new HttpError(
        429,
        "too_many_held",
        `at most ${per_inbox} waits and streams at once per inbox`,
        retry,
      );
    }
    if (on_ip >= limits.held_per_ip) {
      throw new HttpError(
        429,
        "too_many_held",
        `at most ${limits.held_per_ip} waits and streams at once per client`,
        retry,
      );
    }
    if (this.#total >= limits.held_total) {
      throw new HttpError(503, "overloaded", "the server holds as many waits and streams as it can; try again", retry);
    }
    this.#per_inbox.set(inbox, on_inbox + 1);
    this.#per_ip.set(ip, on_ip + 1);
    this.#total++;
  }

  /** Gives back a place `take` took. */
  give(inbox: string, ip: string): void {
    this.#total--;
    count_down(this.#per_inbox, inbox);
    count_down(this.#per_ip, ip);
  }

  /** Held requests now, and how many inboxes and clients hold them. */
  get counts(): { total: number; inboxes: number; clients: number } {
    return { total: this.#total, inboxes: this.#per_inbox.size, clients: this.#per_ip.size };
  }

  /** Registers a closer; returns the function that unregisters it. */
  add(close: () => void): () => void {
    this.#closers.add(close);
    return () => this.#closers.delete(close);
  }

  /** Registers a closer object; `forget` unregisters it. */
  keep(closer: { close(): void }): void {
    this.#closers.add(closer);
  }

  forget(closer: { close(): void }): void {
    this.#closers.delete(closer);
  }

  close_all(): void {
    for (const closer of [...this.#closers]) typeof closer === "function" ? closer() : closer.close();
  }
}

function count_down(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}
