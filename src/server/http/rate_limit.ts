/** A token bucket per key (client IP), read through the injectable clock. @module */

import type { Clock } from "../../core/clock.ts";
import { parse_duration } from "../../core/duration.ts";

/** `capacity` requests at once, refilled evenly over `window_ms`. */
export interface RateLimit {
  capacity: number;
  window_ms: number;
}

/** Parses `"60/1m"`-style limits (`count/duration`); `"0"` or `"off"` turns the limit off. */
export function parse_rate_limit(text: string): RateLimit | null {
  if (text === "0" || text === "off") return null;
  const [count, window] = text.split("/");
  const capacity = Number(count);
  const window_ms = parse_duration(window ?? "1m");
  if (!Number.isInteger(capacity) || capacity <= 0 || !window_ms) {
    throw new TypeError(`invalid rate limit "${text}" (expected like 60/1m)`);
  }
  return { capacity, window_ms };
}

/** Token buckets keyed by client, created on first use and forgotten once full again. */
export class TokenBuckets {
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(readonly limit: RateLimit, readonly clock: Clock) {}

  /** Takes one token for `key`; when none is left, answers the seconds until one is. */
  take(key: string): { ok: true } | { ok: false; retry_after: number } {
    const now = this.clock.now();
    const rate = this.limit.capacity / this.limit.window_ms;
    const bucket = this.#buckets.get(key) ?? { tokens: this.limit.capacity, at: now };
    bucket.tokens = Math.min(this.limit.capacity, bucket.tokens + (now - bucket.at) * rate);
    bucket.at = now;
    this.#buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { ok: true };
    }
    return { ok: false, retry_after: Math.max(1, Math.ceil((1 - bucket.tokens) / rate / 1000)) };
  }

  /** Seconds until `key` may take a token again; 0 when it may now. Takes nothing. */
  wait(key: string): number {
    const bucket = this.#buckets.get(key);
    if (!bucket) return 0;
    const rate = this.limit.capacity / this.limit.window_ms;
    const tokens = Math.min(this.limit.capacity, bucket.tokens + (this.clock.now() - bucket.at) * rate);
    return tokens >= 1 ? 0 : Math.max(1, Math.ceil((1 - tokens) / rate / 1000));
  }

  /** Forgets buckets that have refilled completely. */
  prune(): void {
    const now = this.clock.now();
    const rate = this.limit.capacity / this.limit.window_ms;
    for (const [key, bucket] of this.#buckets) {
      if (bucket.tokens + (now - bucket.at) * rate >= this.limit.capacity) this.#buckets.delete(key);
    }
  }

  get size(): number {
    return this.#buckets.size;
  }
}
