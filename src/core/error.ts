/** The one error type of the library. @module */

/**
 * Error codes the library itself gives; providers add their own codes as they come.
 *
 * @example
 * ```ts
 * import { ServiceError, type ServiceErrorCode } from "@service/mail";
 * function explain(code: ServiceErrorCode | undefined): string {
 *   switch (code) {
 *     case "invalid_address": return "check the address";
 *     case "rate_limited": return "try again later";
 *     default: return "something else went wrong";
 *   }
 * }
 * const error = new ServiceError({ provider: "resend", message: "bad to", code: "invalid_address" });
 * console.assert(explain(error.code) === "check the address");
 * ```
 */
export type ServiceErrorCode =
  | "invalid_address"
  | "invalid_option"
  | "invalid_scheduled_at"
  | "scheduled_too_far"
  | "unsupported_option"
  | "cancel_not_supported"
  | "captcha_failed"
  | "timeout"
  | "network_error"
  | "invalid_signature"
  | "stale_timestamp"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "rate_limited"
  | "missing_credentials"
  | "invalid_response"
  | "aborted"
  // deno-lint-ignore ban-types -- keeps completion for the known codes while allowing any string
  | (string & {});

const BRAND = Symbol.for("@service/mail.ServiceError");

/**
 * Fields of a `ServiceError`.
 *
 * @example
 * ```ts
 * import { ServiceError, type ServiceErrorInit } from "@service/mail";
 * const init: ServiceErrorInit = { provider: "resend", status: 422, code: "validation_error", message: "Invalid `to`" };
 * const error = new ServiceError(init);
 * console.assert(error.status === 422 && ServiceError.is(error));
 * ```
 */
export interface ServiceErrorInit {
  /** The provider's key. */
  provider: string;
  /** A readable message. */
  message: string;
  /** HTTP status. */
  status?: number | undefined;
  /** A snake_case code. */
  code?: ServiceErrorCode | undefined;
  /** The provider's original payload. */
  raw?: unknown;
  /** The underlying error. */
  cause?: unknown;
}

/**
 * Every failure of a send, cancel, inbox or webhook call: which provider, the HTTP status when
 * there was one, a code, a readable message and the provider's original payload.
 *
 * @example
 * ```ts
 * import { ServiceError } from "@service/mail";
 * const error = new ServiceError({ provider: "resend", status: 422, code: "validation_error", message: '"to" is invalid' });
 * console.assert(error.message === 'resend: 422 validation_error: "to" is invalid');
 * console.assert(ServiceError.is(error));
 * ```
 */
export class ServiceError extends Error {
  /** The provider's key. */
  readonly provider: string;
  /** HTTP status. */
  readonly status: number | undefined;
  /** A snake_case code. */
  readonly code: ServiceErrorCode | undefined;
  /** The provider's original payload. */
  readonly raw: unknown;
  /** The message without the provider/status/code prefix. */
  readonly detail: string;

  /** Makes the error from its fields. */
  constructor(init: ServiceErrorInit) {
    const prefix = [init.status, init.code].filter((part) => part !== undefined).join(" ");
    super(`${init.provider}: ${prefix ? `${prefix}: ` : ""}${init.message}`, { cause: init.cause });
    this.name = "ServiceError";
    this.provider = init.provider;
    this.status = init.status;
    this.code = init.code;
    this.raw = init.raw;
    this.detail = init.message;
    Object.defineProperty(this, BRAND, { value: true });
  }

  /** Whether `value` is a `ServiceError`, also one made by another copy of this library. */
  static is(value: unknown): value is ServiceError {
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }
}
