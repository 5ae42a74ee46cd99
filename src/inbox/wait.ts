/**
 * Waiting for one matching message, for as long as the caller asked. The service holds a wait
 * for at most its own limit (90 s on the reference server) and then answers 408; the client
 * then asks again with the same criteria until its own deadline. No mail can slip through the
 * gap between two requests: without `after`, each request also counts mail already held (the
 * newest match wins), and with `after`, each counts every message after that same cursor.
 * @module
 */

import { format_duration, span_ms, span_text } from "../core/duration.ts";
import { type Connection, error_from, inbox_path, read_json, send } from "./http.ts";
import { filter_query, type NoMailFilter, type WaitFilter } from "./filter.ts";
import { child_controller, sleep } from "./sleep.ts";
import { InboxTimeoutError } from "./timeout_error.ts";
import type { WireMessage } from "./wire.ts";

/** The timeout when the filter gives none. */
export const DEFAULT_WAIT = "60s";

/** Extra time the service gets to answer after the deadline before the client stops listening. */
const GRACE_MS = 10_000;

/** Answers that mean "ask again": the service restarting, or a proxy that cut the held request. */
const AGAIN = new Set([502, 503, 504]);

/** How a wait ended: a match, a match that a negative assertion did not want, or none in the window. */
export type WaitResult =
  | { kind: "mail"; message: WireMessage }
  | { kind: "unexpected"; message: WireMessage; raw: unknown }
  | { kind: "none" };

/**
 * Waits for the first message the service answers for `filter`, re-asking until the deadline.
 * With `expect: "none"` it waits out the whole window: `none` when no match exists by then,
 * `unexpected` as soon as one does.
 */
export async function wait_for(
  connection: Connection,
  address: string,
  token: string,
  filter: WaitFilter | NoMailFilter,
): Promise<WaitResult> {
  const given = filter.timeout ?? DEFAULT_WAIT;
  const timeout = span_text(given);
  const timeout_ms = span_ms(given);
  if (timeout === undefined || timeout_ms === undefined) {
    throw new TypeError(`timeout ${JSON.stringify(given)} is not a duration like "60s", "2m" or { minutes: 2 }`);
  }
  if (filter.expect !== undefined && filter.expect !== "one" && filter.expect !== "none") {
    throw new TypeError(`expect "${filter.expect}" is neither "one" nor "none"`);
  }
  const none = filter.expect === "none";
  const now = connection.now ?? (() => performance.now());
  const deadline = now() + timeout_ms;
  const query = filter_query(filter);
  const signal = filter.signal;
  // The service's last 408 body: the timeout error carries it as `raw`.
  let answer: unknown;
  for (let first = true;; first = false) {
    signal?.throwIfAborted();
    const left = Math.ceil(deadline - now());
    if (left <= 0 && !first) {
      if (none) return { kind: "none" };
      throw new InboxTimeoutError(filter as WaitFilter, timeout, answer);
    }
    const guard = child_controller(signal, Math.max(0, left) + GRACE_MS);
    let response: Response;
    try {
      response = await send(connection, inbox_path(address, "/wait"), {
        token,
        query: { ...query, timeout: format_duration(Math.max(0, left)) },
        signal: guard.signal,
      });
      // A service that does not know `expect` answers a match with 200: for `none` that is the failure too.
      if (response.status === 200) {
        const message = await read_json<WireMessage>(response);
        return none ? { kind: "unexpected", message, raw: message } : { kind: "mail", message };
      }
      if (none && response.status === 409) {
        const raw = await read_json<{ error?: { code?: string }; message?: WireMessage }>(response);
        if (raw.error?.code === "unexpected_mail" && raw.message) {
          return { kind: "unexpected", message: raw.message, raw };
        }
        throw await error_from(new Response(JSON.stringify(raw), { status: 409 }));
      }
    } catch (error) {
      // The service did not answer even after the deadline and the grace time.
      if (!signal?.aborted && guard.signal.aborted) {
        if (none) return { kind: "none" };
        throw new InboxTimeoutError(filter as WaitFilter, timeout, error);
      }
      throw error;
    } finally {
      guard.release();
    }
    // 204: no match in the service's window (it may hold a wait less long than asked); 408 likewise.
    if (response.status === 408 || (none && response.status === 204)) {
      answer = response.status === 408 ? await response.json().catch(() => undefined) : undefined;
      await response.body?.cancel().catch(() => {});
      continue;
    }
    if (AGAIN.has(response.status) && deadline - now() > 0) {
      const retry_after = Number(response.headers.get("retry-after"));
      await response.body?.cancel();
      await sleep(Math.min(Number.isFinite(retry_after) && retry_after > 0 ? retry_after * 1000 : 1000, 5000), signal);
      continue;
    }
    throw await error_from(response);
  }
}
