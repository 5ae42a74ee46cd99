/** `UnexpectedMailError`: a negative assertion (`expect: "none"`) that failed. @module */

import { ServiceError } from "../core/error.ts";
import { describe_filter, type NoMailFilter } from "./filter.ts";
import { PROVIDER } from "./http.ts";
import type { Mail } from "./mail.ts";

const BRAND = Symbol.for("@service/mail.UnexpectedMailError");

/**
 * The rejection of `inbox.wait({ expect: "none" })` when matching mail exists: a `ServiceError`
 * (`provider: "inbox"`, `status: 409`, `code: "unexpected_mail"`) that carries the `mail`, the
 * filter and the timeout.
 *
 * @example
 * ```ts ignore
 * import { temp, UnexpectedMailError } from "@service/mail/inbox";
 * await using inbox = await temp();
 * const first = await inbox.wait({ subject: "Reset" });
 * await page.click("text=Send again"); // debounced: must not send a second mail
 * try {
 *   await inbox.wait({ subject: "Reset", after: first.cursor, expect: "none", timeout: "5s" });
 * } catch (error) {
 *   if (UnexpectedMailError.is(error)) console.log("sent twice:", error.mail.subject, error.mail.received);
 *   throw error;
 * }
 * ```
 */
export class UnexpectedMailError extends ServiceError {
  /** The mail that should not have come. */
  readonly mail: Mail;
  /** The criteria no mail should have met (without its `signal`). */
  readonly filter: Omit<NoMailFilter, "signal">;
  /** The window as given. */
  readonly timeout: string;

  /** `raw` is the service's 409 body. */
  constructor(filter: NoMailFilter, timeout: string, mail: Mail, raw?: unknown) {
    const sender = mail.name ? `${mail.name} <${mail.from}>` : mail.from;
    super({
      provider: PROVIDER,
      status: 409,
      code: "unexpected_mail",
      message: `expected no mail matching ${describe_filter(filter)} within ${timeout}, but ${
        JSON.stringify(mail.subject)
      } from ${sender} (${mail.id}) arrived at ${mail.received.toISOString()}`,
      raw,
    });
    this.name = "UnexpectedMailError";
    const { signal: _signal, ...rest } = filter;
    this.filter = rest;
    this.timeout = timeout;
    this.mail = mail;
    Object.defineProperty(this, BRAND, { value: true });
  }

  /** Whether `value` is an `UnexpectedMailError`, also one made by another copy of this library. */
  static override is(value: unknown): value is UnexpectedMailError {
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }
}
