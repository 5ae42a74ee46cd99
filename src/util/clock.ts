/** The time seam: everything that expires or schedules reads the time through a `Clock`. @module */

/** A source of the current time in milliseconds since the epoch. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The real clock. */
export const system_clock: Clock = { now: () => Date.now() };

/** ISO 8601 UTC with milliseconds and `Z`, the one timestamp format on the wire. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
