/**
 * One timer for every held wait: deadlines in a binary heap, with a single `setTimeout` armed for
 * the earliest. A timer per wait cost ~0.9 KB of heap each in Deno (its handle, callback and
 * bookkeeping; measured with 10,000 held requests); an entry here is two fields on the wait itself.
 * @module
 */

/** Where time and timers come from; tests pass their own to move time by hand. */
export interface TimerSeam {
  /** A monotonic time in ms. */
  now(): number;
  /** Runs `run` once after `ms`; answers a handle for `clear`. */
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** Real time: `performance.now()` and `setTimeout`. */
export const real_timers: TimerSeam = {
  now: () => performance.now(),
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Something with a deadline. `at` is its place in the heap (-1 when not queued), kept by `Deadlines`. */
export interface Due {
  due: number;
  at: number;
  fire(): void;
}

/** Deadlines due after a delay, each fired once unless removed first. */
export class Deadlines {
  readonly #seam: TimerSeam;
  readonly #heap: Due[] = [];
  #timer: unknown;
  #armed_for = Infinity;

  constructor(seam: TimerSeam = real_timers) {
    this.#seam = seam;
  }

  /** Entries waiting now. */
  get size(): number {
    return this.#heap.length;
  }

  /** Fires `entry` in `ms` (as `setTimeout(…, ms)` would). An entry already queued is moved. */
  add(entry: Due, ms: number): void {
    if (entry.at >= 0) this.remove(entry);
    entry.due = this.#seam.now() + Math.max(0, ms);
    entry.at = this.#heap.length;
    this.#heap.push(entry);
    this.#up(entry.at);
    if (entry.at === 0) this.#arm();
  }

  /** Takes `entry` out unfired; nothing when it is not queued. */
  remove(entry: Due): void {
    const at = entry.at;
    if (at < 0 || this.#heap[at] !== entry) return;
    entry.at = -1;
    const last = this.#heap.pop()!;
    if (last !== entry) {
      this.#put(last, at);
      this.#down(at);
      this.#up(last.at);
    }
    // The timer stays armed for an earlier deadline and re-arms when it fires; only an empty heap stops it.
    if (this.#heap.length === 0) this.#disarm();
  }

  #fire(): void {
    this.#timer = undefined;
    this.#armed_for = Infinity;
    const now = this.#seam.now();
    for (let head = this.#heap[0]; head !== undefined && head.due <= now; head = this.#heap[0]) {
      this.remove(head);
      try {
        head.fire();
      } catch {
        // one entry's failure does not stop the others
      }
    }
    this.#arm();
  }

  #arm(): void {
    const head = this.#heap[0];
    if (head === undefined) return this.#disarm();
    if (head.due >= this.#armed_for) return;
    this.#disarm();
    this.#armed_for = head.due;
    this.#timer = this.#seam.set(() => this.#fire(), Math.max(0, head.due - this.#seam.now()));
  }

  #disarm(): void {
    if (this.#timer !== undefined) this.#seam.clear(this.#timer);
    this.#timer = undefined;
    this.#armed_for = Infinity;
  }

  #put(entry: Due, at: number): void {
    this.#heap[at] = entry;
    entry.at = at;
  }

  #up(at: number): void {
    const heap = this.#heap;
    const entry = heap[at]!;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (heap[parent]!.due <= entry.due) break;
      this.#put(heap[parent]!, at);
      at = parent;
    }
    this.#put(entry, at);
  }

  #down(at: number): void {
    const heap = this.#heap;
    const entry = heap[at];
    if (entry === undefined) return;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const child = right < heap.length && heap[right]!.due < heap[left]!.due ? right : left;
      if (heap[child]!.due >= entry.due) break;
      this.#put(heap[child]!, at);
      at = child;
    }
    this.#put(entry, at);
  }
}
