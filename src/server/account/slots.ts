/**
 * How many jobs run at once in this process (deliveries, event posts, runs): a counting
 * semaphore. A slot freed goes to the longest waiter first, so work already held (a leased job)
 * is not passed over by new work taken from the queue.
 * @module
 */

export class Slots {
  #used = 0;
  #peak = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`concurrency must be a whole number above 0`);
  }

  /** Slots free now. */
  get free(): number {
    return this.#waiting.length > 0 ? 0 : this.size - this.#used;
  }

  /** The most slots in use at once so far. */
  get peak(): number {
    return this.#peak;
  }

  /** Waits for a slot and takes it. */
  take(): Promise<void> {
    if (this.#used < this.size && this.#waiting.length === 0) {
      this.#used++;
      this.#peak = Math.max(this.#peak, this.#used);
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** Gives a slot back: to the first waiter, or free. */
  give(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#used--;
  }

  /** Runs `work` in a slot. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.take();
    try {
      return await work();
    } finally {
      this.give();
    }
  }
}
