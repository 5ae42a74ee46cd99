/**
 * Following an inbox's event stream: each new message once, in order. A dropped or silent
 * connection is opened again with `Last-Event-ID` set to the last cursor seen, so nothing is
 * lost and nothing repeats; `event: gone` (the inbox expired or was deleted) ends the stream.
 * @module
 */

import { ServiceError } from "../core/error.ts";
import { is_later } from "./cursor.ts";
import { error_from, inbox_path, PROVIDER, send } from "./http.ts";
import type { MailSource } from "./mail.ts";
import { child_controller, sleep } from "./sleep.ts";
import { SseParser } from "./sse.ts";
import type { WireMessage } from "./wire.ts";

/** How the stream recovers; the defaults suit the reference server's 15 s keep-alive. */
export interface StreamTuning {
  /** No byte (not even a keep-alive comment) for this long means the connection died. */
  idle_ms: number;
  /** Connection attempts that may fail in a row before the stream gives up. */
  max_failures: number;
  /** The longest pause between attempts. */
  max_delay_ms: number;
}

const TUNING: StreamTuning = { idle_ms: 45_000, max_failures: 6, max_delay_ms: 10_000 };

/** Messages after `after` (all new ones when `undefined`), until `signal` aborts or the inbox is gone. */
export async function* stream_messages(
  source: MailSource,
  after: string | undefined,
  signal: AbortSignal | undefined,
  tuning: StreamTuning = TUNING,
): AsyncGenerator<WireMessage, void, undefined> {
  let last = after;
  let retry_ms = 1_000;
  let failures = 0;
  let connected = false;
  const pause = () => sleep(Math.min(retry_ms * 2 ** Math.max(0, failures - 1), tuning.max_delay_ms), signal);

  while (!signal?.aborted) {
    const link = child_controller(signal);
    let response: Response;
    try {
      const headers: Record<string, string> = { accept: "text/event-stream" };
      if (last !== undefined) headers["last-event-id"] = last;
      response = await send(source.connection, inbox_path(source.address, "/stream"), {
        token: source.token,
        headers,
        signal: link.signal,
      });
    } catch (error) {
      link.release();
      if (signal?.aborted) return;
      // Only a connection that worked before is worth waiting for; a first one fails at once.
      if (!connected || ++failures >= tuning.max_failures) throw error;
      await pause();
      continue;
    }
    if (!response.ok) {
      link.release();
      // The token worked before, so a 401 now means the inbox expired or was deleted.
      if (connected && (response.status === 401 || response.status === 410)) return void response.body?.cancel();
      if ((response.status >= 500 || response.status === 429) && ++failures < tuning.max_failures) {
        await response.body?.cancel();
        await pause();
        continue;
      }
      throw await error_from(response);
    }
    connected = true;
    failures = 0;

    const parser = new SseParser();
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    let idle: ReturnType<typeof setTimeout> | undefined;
    const watch_idle = () => {
      clearTimeout(idle);
      idle = setTimeout(
        () => link.abort(new DOMException("the event stream went silent", "TimeoutError")),
        tuning.idle_ms,
      );
    };
    try {
      watch_idle();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        clearTimeout(idle);
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          if (event.event === "gone") return;
          if (event.event !== "message") continue;
          const message = parse_message(event.data);
          if (last !== undefined && !is_later(message.cursor, last)) continue;
          last = message.cursor;
          yield message;
        }
        watch_idle();
      }
    } catch (error) {
      if (signal?.aborted) return;
      if (ServiceError.is(error)) throw error;
      // The connection dropped or went silent: open it again below.
    } finally {
      clearTimeout(idle);
      link.abort();
      link.release();
      reader.cancel().catch(() => {});
    }
    if (parser.retry !== undefined) retry_ms = parser.retry;
    await pause();
  }
}

function parse_message(data: string): WireMessage {
  try {
    return JSON.parse(data) as WireMessage;
  } catch (cause) {
    throw new ServiceError({
      provider: PROVIDER,
      code: "invalid_response",
      message: `the event stream sent a message that is not JSON: ${data.slice(0, 80)}`,
      raw: data,
      cause,
    });
  }
}
