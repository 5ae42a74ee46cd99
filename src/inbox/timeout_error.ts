/** `InboxTimeoutError`: a `wait` that found no matching mail in time. @module */

import { ServiceError } from "../send/error.ts";
import { describe_filter, type WaitFilter } from "./filter.ts";
import { PROVIDER } from "./http.ts";

const BRAND = Symbol.for("@service/mail.InboxTimeoutError");

/**
 * The rejection of `inbox.wait()` when no matching mail arrived within the timeout. It is a
 * `ServiceError` (`provider: "inbox"`, `status: 408`, `code: "timeout"`) that also carries the
 * filter it waited for and the timeout.
 *
 * @example
 * ```ts ignore
 * import { InboxTimeoutError, temp } from "@service/mail/inbox";
 * await using inbox = await temp();
 * try {
 *   await inbox.wait({ subject: "Verify", timeout: "2s" });
 * } catch (error) {
 *   if (!InboxTimeoutError.is(error)) throw error;
 *   console.assert(error.timeout === "2s" && error.filter.subject === "Verify");
 * }
 * ```
 */
export class InboxTimeoutError extends ServiceError {
  /** The criteria that no mail met (without its `signal`). */
  readonly filter: Omit<WaitFilter, "signal">;
  /** The timeout as given (`"60s"` by default). */
  readonly timeout: string;

  /** `raw` is the service's last 408 body, when there was one. */
  constructor(filter: WaitFilter, timeout: string, raw?: unknown) {
    super({
      provider: PROVIDER,
      status: 408,
      code: "timeout",
      message: `no mail matching ${describe_filter(filter)} arrived within ${timeout}`,
      raw,
    });
    this.name = "InboxTimeoutError";
    const { signal: _signal, ...rest } = filter;
    this.filter = rest;
    this.timeout = timeout;
    Object.defineProperty(this, BRAND, { value: true });
  }

  /** Whether `value` is an `InboxTimeoutError`, also one made by another copy of this library. */
  static override is(value: unknown): value is InboxTimeoutError {
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }
}
