/** The errors `receive` gives, all `ServiceError`s. @module */

import { ServiceError } from "../core/error.ts";

/** The request is not signed by the provider: 401 `invalid_signature`. */
export function invalid_signature(provider: string, message: string): ServiceError {
  return new ServiceError({ provider, status: 401, code: "invalid_signature", message });
}

/** The signed timestamp is too far from now: 401 `stale_timestamp`. */
export function stale_timestamp(provider: string): ServiceError {
  return new ServiceError({
    provider,
    status: 401,
    code: "stale_timestamp",
    message: "webhook timestamp is too far from now",
  });
}

/** The body is not what the provider sends: 400 `invalid_payload`. */
export function invalid_payload(provider: string, message: string, cause?: unknown): ServiceError {
  return new ServiceError({ provider, status: 400, code: "invalid_payload", message, cause });
}

/** Throws `stale_timestamp` when `seconds` (unix) is more than `tolerance_s` away from `now` (ms). */
export function check_timestamp(provider: string, seconds: number, now: number, tolerance_s: number): void {
  if (!Number.isFinite(seconds)) throw invalid_signature(provider, "webhook timestamp is not a number");
  if (Math.abs(now / 1000 - seconds) > tolerance_s) throw stale_timestamp(provider);
}
