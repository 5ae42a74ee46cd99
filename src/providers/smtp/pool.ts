/**
 * Sessions for sends: without pooling each send opens its own session and ends it with `QUIT`;
 * with a pool of `max`, at most `max` sessions stay open and idle ones are reused (a session
 * that failed mid-transaction is `RSET` first, or dropped when that fails too). Idle sessions do
 * not keep the process alive; `close()` ends them.
 * @module
 */

import { ReplyError } from "./reply.ts";
import type { Session } from "./session.ts";

/** Hands out sessions. */
export class Pool {
  #idle: Session[] = [];
  #count = 0;
  #waiting: Array<() => void> = [];
  #closed = false;

  /** `max` 0: no pooling. */
  constructor(private readonly open: (signal?: AbortSignal) => Promise<Session>, private readonly max: number) {}

  /** Runs `job` on a session. */
  async use<T>(job: (session: Session) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.max === 0) {
      const session = await this.open(signal);
      try {
        return await job(session);
      } finally {
        await session.quit();
      }
    }
    const session = await this.#acquire(signal);
    let reusable = true;
    try {
      return await job(session);
    } catch (error) {
      reusable = error instanceof ReplyError && session.alive &&
        await session.reset(signal).then(() => true, () => false);
      throw error;
    } finally {
      this.#release(session, reusable && session.alive);
    }
  }

  async #acquire(signal?: AbortSignal): Promise<Session> {
    for (;;) {
      if (this.#closed) throw new Error("the SMTP pool is closed");
      signal?.throwIfAborted();
      const idle = this.#idle.pop();
      if (idle) {
        if (idle.alive) {
          idle.hold(true);
          return idle;
        }
        this.#count--;
        continue;
      }
      if (this.#count < this.max) {
        this.#count++;
        try {
          return await this.open(signal);
        } catch (error) {
          this.#count--;
          this.#wake();
          throw error;
        }
      }
      await new Promise<void>((resolve, reject) => {
        const abort = () => {
          this.#waiting = this.#waiting.filter((w) => w !== wake);
          reject(signal!.reason);
        };
        const wake = () => (signal?.removeEventListener("abort", abort), resolve());
        signal?.addEventListener("abort", abort, { once: true });
        this.#waiting.push(wake);
      });
    }
  }

  #release(session: Session, reusable: boolean): void {
    if (reusable && !this.#closed) {
      session.hold(false);
      this.#idle.push(session);
    } else {
      this.#count--;
      if (this.#closed) void session.quit();
      else session.destroy();
    }
    this.#wake();
  }

  #wake(): void {
    this.#waiting.shift()?.();
  }

  /** Ends the idle sessions (`QUIT`); busy ones end when their send does. */
  async close(): Promise<void> {
    this.#closed = true;
    const idle = this.#idle.splice(0);
    this.#count -= idle.length;
    for (const wake of this.#waiting.splice(0)) wake();
    await Promise.all(idle.map((session) => session.quit()));
  }
}
