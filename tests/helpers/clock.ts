/** A clock tests move by hand. */

import type { Clock } from "../../src/core/clock.ts";

export class FakeClock implements Clock {
  constructor(public ms = Date.parse("2026-01-01T00:00:00.000Z")) {}

  now(): number {
    return this.ms;
  }

  advance(ms: number): void {
    this.ms += ms;
  }
}
