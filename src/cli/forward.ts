/**
 * `inbox watch --forward <url>`: each mail POSTed as an `email.received` event
 * (`{"type", "created_at", "data": <Message>}`), signed per Standard Webhooks with
 * `SERVICE_WEBHOOK_SECRET` when it is set, retried briefly on network errors, 408, 429 and 5xx.
 * @module
 */

import type { WireMessage } from "../inbox/wire.ts";
import type { Fetch } from "../inbox/http.ts";
import { sleep } from "../inbox/sleep.ts";
import { standard_headers } from "../webhooks/standard.ts";

/** How one mail is forwarded. */
export interface ForwardOptions {
  /** The Standard Webhooks secret (`whsec_<base64>` or any string); unsigned without one. */
  secret?: string | undefined;
  fetch?: Fetch;
  /** Tries in all; default 4 (the first and three retries). */
  attempts?: number;
  /** Pause before the first retry, doubling after; default 500 ms. */
  delay_ms?: number;
  /** Time one try may take; default 10 s. */
  timeout_ms?: number;
  /** The clock, in ms. */
  now?: () => number;
  /** Stops retrying. */
  signal?: AbortSignal;
}

/** The outcome: delivered with a 2xx status, or given up with the reason. */
export type ForwardResult = { ok: true; status: number; attempts: number } | {
  ok: false;
  reason: string;
  attempts: number;
};

/** The `email.received` envelope of one mail (DESIGN §6). */
export function received_event(message: WireMessage, now: number): string {
  return JSON.stringify({ type: "email.received", created_at: new Date(now).toISOString(), data: message });
}

const RETRY = (status: number) => status === 408 || status === 425 || status === 429 || status >= 500;

/** POSTs `message` to `url` as an `email.received` event. */
export async function forward(url: string, message: WireMessage, options: ForwardOptions = {}): Promise<ForwardResult> {
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const attempts = options.attempts ?? 4;
  const body = received_event(message, now());
  let reason = "";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "user-agent": "service-mail-inbox",
    };
    // The id stays the same across retries, so the receiver can drop a repeat; each try is signed anew.
    if (options.secret) {
      Object.assign(headers, await standard_headers(options.secret, message.id, Math.floor(now() / 1000), body));
    }
    let wait_ms = (options.delay_ms ?? 500) * 2 ** (attempt - 1);
    try {
      const signal = options.signal
        ? AbortSignal.any([options.signal, AbortSignal.timeout(options.timeout_ms ?? 10_000)])
        : AbortSignal.timeout(options.timeout_ms ?? 10_000);
      const response = await fetch(url, { method: "POST", headers, body, signal });
      await response.body?.cancel();
      if (response.ok) return { ok: true, status: response.status, attempts: attempt };
      reason = `${response.status} ${response.statusText}`.trim();
      if (!RETRY(response.status)) return { ok: false, reason, attempts: attempt };
      const retry_after = Number(response.headers.get("retry-after"));
      if (Number.isFinite(retry_after) && retry_after > 0) wait_ms = Math.min(retry_after * 1000, 5_000);
    } catch (error) {
      reason = (error as Error)?.message ?? String(error);
    }
    if (options.signal?.aborted) break;
    if (attempt < attempts) await sleep(wait_ms, options.signal);
  }
  return { ok: false, reason, attempts };
}
