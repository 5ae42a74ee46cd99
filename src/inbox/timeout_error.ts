/** `InboxTimeoutError`: a `wait` that found no matching mail in time. @module */

import { ServiceError } from "../core/error.ts";
import { describe_filter, type WaitFilter } from "./filter.ts";
import { PROVIDER } from "./http.ts";
import type { NearMiss, WireRefusal } from "./wire.ts";

const BRAND = Symbol.for("@service/mail.InboxTimeoutError");

/**
 * The rejection of `inbox.wait()` when no matching mail arrived within the timeout. It is a
 * `ServiceError` (`provider: "inbox"`, `status: 408`, `code: "timeout"`) that also carries the
 * filter it waited for, the timeout, the mail that did arrive with the criteria each failed
 * (`near_misses`, closest first), and the inbox's last refused arrival. Its message names the
 * closest near miss.
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
 *   // no mail matching subject "Verify" arrived within 2s; closest: "Verify your e-mail" … (failed subject)
 *   for (const miss of error.near_misses) console.log(miss.subject, miss.failed);
 * }
 * ```
 */
export class InboxTimeoutError extends ServiceError {
  /** The criteria that no mail met (without its `signal`). */
  readonly filter: Omit<WaitFilter, "signal">;
  /** The timeout as given (`"60s"` by default). */
  readonly timeout: string;
  /** Mail that arrived but failed a criterion, closest first (fewest failed criteria, then newest). */
  readonly near_misses: readonly NearMiss[];
  /** The inbox's last refused arrival (full, too large, chaos), or `null`. */
  readonly last_refusal: WireRefusal | null;

  /** `raw` is the service's last 408 body, when there was one. */
  constructor(filter: WaitFilter, timeout: string, raw?: unknown) {
    const body = (typeof raw === "object" && raw !== null ? raw : {}) as {
      near_misses?: unknown;
      last_refusal?: unknown;
    };
    const near_misses = Array.isArray(body.near_misses) ? body.near_misses as NearMiss[] : [];
    const last_refusal = is_refusal(body.last_refusal) ? body.last_refusal : null;
    super({
      provider: PROVIDER,
      status: 408,
      code: "timeout",
      message: `no mail matching ${describe_filter(filter)} arrived within ${timeout}${
        explain(near_misses, last_refusal)
      }`,
      raw,
    });
    this.name = "InboxTimeoutError";
    const { signal: _signal, ...rest } = filter;
    this.filter = rest;
    this.timeout = timeout;
    this.near_misses = near_misses;
    this.last_refusal = last_refusal;
    Object.defineProperty(this, BRAND, { value: true });
  }

  /** Whether `value` is an `InboxTimeoutError`, also one made by another copy of this library. */
  static override is(value: unknown): value is InboxTimeoutError {
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }
}

/** `; closest: "Welcome" from a@b (msg_…) failed subject; the inbox refused an arrival at … (inbox_full)`. */
function explain(misses: NearMiss[], refusal: WireRefusal | null): string {
  let text = "";
  const closest = misses[0];
  if (closest) {
    const others = misses.length > 1 ? ` (${misses.length - 1} more near miss${misses.length > 2 ? "es" : ""})` : "";
    text += `; closest: ${JSON.stringify(closest.subject)} from ${closest.from} (${closest.id}) failed ${
      closest.failed.join(", ")
    }${others}`;
  }
  if (refusal) text += `; the inbox refused an arrival at ${refusal.at} (${refusal.reason})`;
  return text;
}

function is_refusal(value: unknown): value is WireRefusal {
  return typeof value === "object" && value !== null && typeof (value as WireRefusal).reason === "string" &&
    typeof (value as WireRefusal).at === "string";
}
