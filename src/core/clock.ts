/** The time seam: everything that expires or schedules reads the time through a `Clock`. @module */

/**
 * A source of the current time in milliseconds since the epoch.
 *
 * @example
 * ```ts
 * import { resend, type Clock } from "@service/mail";
 * const frozen: Clock = { now: () => Date.parse("2026-01-01T00:00:00Z") };
 * const provider = resend({ api_key: "re_123", clock: frozen });
 * console.assert(provider.name === "resend");
 * ```
 */
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
