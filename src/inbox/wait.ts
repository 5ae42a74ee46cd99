/**
 * Waiting for one matching message, for as long as the caller asked. The service holds a wait
 * for at most its own limit (90 s on the reference server) and then answers 408; the client
 * then asks again with the same criteria until its own deadline. No mail can slip through the
 * gap between two requests: without `after`, each request also counts mail already held (the
 * newest match wins), and with `after`, each counts every message after that same cursor.
 * @module
 */

import { format_duration, parse_duration } from "../util/duration.ts";
import { type Connection, error_from, inbox_path, read_json, send } from "./http.ts";
import { filter_query, type WaitFilter } from "./filter.ts";
import { child_controller, sleep } from "./sleep.ts";
import { InboxTimeoutError } from "./timeout_error.ts";
import type { WireMessage } from "./wire.ts";

/** The timeout when the filter gives none. */
export const DEFAULT_WAIT = "60s";

/** Extra time the service gets to answer after the deadline before the client stops listening. */
const GRACE_MS = 10_000;

/** Answers that mean "ask again": the service restarting, or a proxy that cut the held request. */
const AGAIN = new Set([502, 503, 504]);

/** Waits for the first message the service answers for `filter`, re-asking until the deadline. */
export async function wait_for(
  connection: Connection,
  address: string,
  token: string,
  filter: WaitFilter,
): Promise<WireMessage> {
  const timeout = filter.timeout ?? DEFAULT_WAIT;
  const timeout_ms = parse_duration(timeout);
  if (timeout_ms === undefined) throw new TypeError(`timeout "${timeout}" is not a duration like "60s" or "2m"`);
  const deadline = performance.now() + timeout_ms;
  const query = filter_query(filter);
  const signal = filter.signal;
  // The service's last 408 body: the timeout error carries it as `raw`.
  let answer: unknown;
  for (let first = true;; first = false) {
    signal?.throwIfAborted();
    const left = Math.ceil(deadline - performance.now());
    if (left <= 0 && !first) throw new InboxTimeoutError(filter, timeout, answer);
    const guard = child_controller(signal, Math.max(0, left) + GRACE_MS);
    let response: Response;
    try {
      response = await send(connection, inbox_path(address, "/wait"), {
        token,
        query: { ...query, timeout: format_duration(Math.max(0, left)) },
        signal: guard.signal,
      });
      if (response.ok) return await read_json<WireMessage>(response);
    } catch (error) {
      // The service did not answer even after the deadline and the grace time.
      if (!signal?.aborted && guard.signal.aborted) throw new InboxTimeoutError(filter, timeout, error);
      throw error;
    } finally {
      guard.release();
    }
    if (response.status === 408) {
      answer = await response.json().catch(() => undefined);
      continue;
    }
    if (AGAIN.has(response.status) && deadline - performance.now() > 0) {
      const retry_after = Number(response.headers.get("retry-after"));
      await response.body?.cancel();
      await sleep(Math.min(Number.isFinite(retry_after) && retry_after > 0 ? retry_after * 1000 : 1000, 5000), signal);
      continue;
    }
    throw await error_from(response);
  }
}
