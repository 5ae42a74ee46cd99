/**
 * One wire request with a timeout and retries: 429, 5xx and network errors are retried up to
 * `retries` times, waiting `retry_delay` doubled each time or what `Retry-After` asks. The same
 * request (so the same idempotency key) goes on every attempt. Failures become `ServiceError`s.
 * @module
 */

import type { Clock } from "../core/clock.ts";
import type { WireRequest, WireResponse } from "../core/provider.ts";
import { ServiceError } from "../core/error.ts";

/** How requests are made and retried. */
export interface TransportOptions {
  provider: string;
  fetch: typeof fetch;
  clock: Clock;
  timeout: number;
  retries: number;
  retry_delay: number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  signal: AbortSignal | undefined;
  to_error(response: WireResponse): { code?: string | undefined; message: string };
  /** Whether a failed answer is worth another attempt; default: 429 and 5xx. */
  retryable?: ((response: WireResponse) => boolean) | undefined;
}

/** Waits `ms` with real timers; rejects when `signal` aborts. */
export function real_sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", abort, { once: true });
  });
}

/** Milliseconds a `Retry-After` value (seconds or an HTTP date) asks to wait; `undefined` when absent or unreadable. */
export function retry_after_ms(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const FALLBACK_CODES: Record<number, string> = {
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  429: "rate_limited",
};

/** Reads a response body: JSON when it parses, otherwise the text (`""` when empty). */
export async function read_body(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return "";
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The default retry rule: 429 (rate limited) and 5xx (server trouble). */
export function retryable_status(response: WireResponse): boolean {
  return response.status === 429 || response.status >= 500;
}

/** Makes `request`, retrying as configured; resolves with a 2xx answer or rejects with a `ServiceError`. */
export async function transport(request: WireRequest, options: TransportOptions): Promise<WireResponse> {
  const { provider } = options;
  for (let attempt = 0;; attempt++) {
    const last = attempt >= options.retries;
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new DOMException("timed out", "TimeoutError")), options.timeout);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
    let wait = options.retry_delay * 2 ** attempt;
    try {
      const response = await options.fetch(
        new Request(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.body ?? null,
          signal,
        }),
      );
      const wire: WireResponse = {
        status: response.status,
        headers: response.headers,
        body: await read_body(response),
      };
      if (response.ok) return wire;
      if (last || !(options.retryable ?? retryable_status)(wire)) {
        const mapped = options.to_error(wire);
        throw new ServiceError({
          provider,
          status: response.status,
          code: mapped.code ?? FALLBACK_CODES[response.status],
          message: mapped.message,
          raw: wire.body,
        });
      }
      wait = retry_after_ms(response.headers.get("retry-after"), options.clock.now()) ?? wait;
    } catch (error) {
      if (ServiceError.is(error)) throw error;
      if (options.signal?.aborted) {
        throw new ServiceError({ provider, code: "aborted", message: "the send was aborted", cause: error });
      }
      if (last) {
        throw timeout.signal.aborted
          ? new ServiceError({
            provider,
            code: "timeout",
            message: `no answer within ${options.timeout} ms`,
            cause: error,
          })
          : new ServiceError({
            provider,
            code: "network_error",
            message: String((error as Error)?.message ?? error),
            cause: error,
          });
      }
    } finally {
      clearTimeout(timer);
    }
    try {
      await options.sleep(wait, options.signal);
    } catch (error) {
      throw new ServiceError({ provider, code: "aborted", message: "the send was aborted", cause: error });
    }
  }
}
