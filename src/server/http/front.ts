/**
 * The HTTP front: it listens on the service's address, reads each connection's request head, and
 * then either answers the request itself or hands the connection to `Deno.serve`, which listens on
 * loopback. It answers itself the held requests (`…/wait`, `…/stream`, see `front_answer.ts`):
 * handed on, each would hold three descriptors and a `Deno.serve` connection for up to 90 s.
 *
 * With `timeout_ms`, it is also the bound on reading a request head, which `Deno.serve` lacks: a
 * client that sends one header line every few seconds would hold its connection for as long as it
 * likes (measured: 70 s and counting at one line per 5 s; 2,000 such connections held 30 s). A
 * head not complete in time is answered `408`; each connection handed on then carries one request
 * (its head says `Connection: close`), so a second head cannot be dripped past the bound. Without
 * a bound (loopback) a connection is handed on whole, keep-alive and all.
 *
 * The HTTP server learns the real client from `client()`, by the loopback port the front connected
 * from.
 * @module
 */

import { answer_locally, close_quietly, local_request, type LocalAnswers, write_all } from "./front_answer.ts";

/** Largest request head read, in bytes (431 past it). */
const MAX_HEAD_BYTES = 64 * 1024;

const encoder = new TextEncoder();
const END = encoder.encode("\r\n\r\n");

export interface FrontOptions {
  hostname: string;
  port: number;
  /** The loopback port of the HTTP server requests are handed to. */
  upstream_port: number;
  /** Longest time from a connection's start to the end of its request head. */
  timeout_ms: number;
  log?: (line: string) => void;
  /** Requests answered by the front itself rather than handed on (`front_answer.ts`). */
  local?: LocalAnswers;
  /**
   * File descriptors the front may hold: one per client connection and two more per connection
   * handed on (the front's to the server, the server's). A connection past it is answered 503 and
   * closed, so the server behind never runs out of descriptors while accepting. Default no bound.
   */
  max_descriptors?: number;
}

export interface Front {
  /** The address the front listens on. */
  addr: Deno.NetAddr;
  /** The client behind a connection the HTTP server got from the front, by that connection's remote address. */
  client(inner: Deno.NetAddr): string | undefined;
  /** Connections still sending their head. */
  readonly pending: number;
  /** Hands later connections to the HTTP server at this loopback port (one started again elsewhere). */
  set_upstream(port: number): void;
  /** Stops accepting and drops connections still sending their head; handed-on ones run to their end. */
  close(): Promise<void>;
  /** Resolves once every handed-on connection has finished (after the HTTP server shut down). */
  drained(): Promise<void>;
}

/** Where `\r\n\r\n` ends in `bytes`, searching from `from`, or -1. */
export function head_end(bytes: Uint8Array, from = 0): number {
  outer: for (let i = Math.max(0, from); i + END.length <= bytes.length; i++) {
    for (let j = 0; j < END.length; j++) if (bytes[i + j] !== END[j]) continue outer;
    return i + END.length;
  }
  return -1;
}

/** The head with its `Connection` and `Keep-Alive` fields replaced by `Connection: close`. */
export function closing_head(head: string): string {
  const lines = head.slice(0, -4).split("\r\n");
  const kept = lines.filter((line, i) => i === 0 || !/^(connection|keep-alive)\s*:/i.test(line));
  return `${[...kept, "Connection: close"].join("\r\n")}\r\n\r\n`;
}

function answer(status: string, fields = ""): Uint8Array {
  return encoder.encode(`HTTP/1.1 ${status}\r\n${fields}Connection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Past the descriptor budget, or when the HTTP server cannot be reached. */
const UNAVAILABLE = answer("503 Service Unavailable", "Retry-After: 1\r\n");
const LATIN1 = new TextDecoder("latin1");

/** Starts the front on `hostname:port`. */
export function start_front(options: FrontOptions): Front {
  const listener = Deno.listen({ hostname: options.hostname, port: options.port });
  const clients = new Map<number, string>();
  const pending = new Set<Deno.Conn>();
  const active = new Set<Promise<void>>();
  const log = options.log ?? (() => {});
  const max_descriptors = options.max_descriptors ?? Infinity;
  let descriptors = 0;
  let closed = false;
  let upstream_port = options.upstream_port;

  const serve = async (conn: Deno.Conn) => {
    const remote = (conn.remoteAddr as Deno.NetAddr).hostname;
    pending.add(conn);
    let timed_out = false;
    const timer = options.timeout_ms > 0
      ? setTimeout(() => {
        timed_out = true;
        conn.write(answer("408 Request Timeout")).catch(() => {}).finally(() => close_quietly(conn));
      }, options.timeout_ms)
      : undefined;
    // The head so far, read straight into a buffer that doubles when full (most heads fit the first
    // 2 KB); each read is searched once (with the three bytes before it), so a head dripped a byte
    // at a time costs linear time, not quadratic.
    let store = new Uint8Array(2048);
    let length = 0;
    let end = -1;
    try {
      while (end === -1) {
        if (length === store.length) {
          const grown = new Uint8Array(store.length * 2);
          grown.set(store);
          store = grown;
        }
        const n = await conn.read(store.subarray(length));
        if (n === null) break;
        end = head_end(store.subarray(0, length + n), length - (END.length - 1));
        length += n;
        if (end === -1 && length > MAX_HEAD_BYTES) {
          clearTimeout(timer);
          await conn.write(answer("431 Request Header Fields Too Large")).catch(() => {});
          break;
        }
      }
    } catch {
      // reset by the client, or closed by the timer
    } finally {
      clearTimeout(timer);
      pending.delete(conn);
    }
    if (timed_out) log(`http ${remote} 408 header_timeout`);
    if (end === -1 || timed_out) return close_quietly(conn);
    const head = LATIN1.decode(store.subarray(0, end));
    if (options.local) {
      const controller = new AbortController();
      const request = local_request(head, options.local, controller.signal);
      if (request) return answer_locally(conn, request, controller, options.local, remote);
    }
    let upstream: Deno.TcpConn;
    try {
      upstream = await Deno.connect({ hostname: "127.0.0.1", port: upstream_port });
      upstream.setNoDelay(true);
    } catch {
      // out of descriptors, or the HTTP server is being started again
      await conn.write(UNAVAILABLE).catch(() => {});
      return close_quietly(conn);
    }
    descriptors += 2;
    const port = (upstream.localAddr as Deno.NetAddr).port;
    clients.set(port, remote);
    try {
      // Without a bound the connection is handed on whole, keep-alive and all; with one, each carries one request.
      await write_all(upstream, options.timeout_ms > 0 ? encoder.encode(closing_head(head)) : store.subarray(0, end));
      if (end < length) await write_all(upstream, store.subarray(end, length));
      // Plain read/write loops with one small buffer per direction: streams cost several times the memory
      // and CPU per connection (measured with 2,000 held waits).
      const to_server = copy(conn, upstream, 4 * 1024).then(() => close_quietly(upstream));
      await copy(upstream, conn, 32 * 1024);
      close_quietly(upstream);
      close_quietly(conn);
      await to_server;
    } catch {
      close_quietly(upstream);
      close_quietly(conn);
    } finally {
      clients.delete(port);
      descriptors -= 2;
    }
  };

  const accepting = (async () => {
    while (!closed) {
      let conn: Deno.Conn;
      try {
        conn = await listener.accept();
      } catch {
        // Closed, or out of descriptors (EMFILE) for a moment: the loop goes on until `close`.
        if (!closed) await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      if (descriptors + 3 > max_descriptors) {
        conn.write(UNAVAILABLE).catch(() => {})
          .finally(() => close_quietly(conn));
        continue;
      }
      descriptors++;
      // Answers go out at once: with Nagle's delay a write after another waits ~40 ms for an acknowledgement.
      if ("setNoDelay" in conn) (conn as Deno.TcpConn).setNoDelay(true);
      const task = serve(conn).catch(() => {}).finally(() => descriptors--);
      active.add(task);
      void task.finally(() => active.delete(task));
    }
  })();

  return {
    addr: listener.addr as Deno.NetAddr,
    client: (inner) => clients.get(inner.port),
    set_upstream(port) {
      upstream_port = port;
    },
    get pending() {
      return pending.size;
    },
    async close() {
      closed = true;
      close_quietly(listener);
      for (const conn of pending) close_quietly(conn);
      await accepting;
    },
    async drained() {
      while (active.size > 0) await Promise.all(active);
    },
  };
}

/** Copies `from` to `to` until `from` ends or either fails. */
async function copy(from: Deno.Conn, to: Deno.Conn, size: number): Promise<void> {
  const buffer = new Uint8Array(size);
  try {
    for (;;) {
      const n = await from.read(buffer);
      if (n === null) return;
      await write_all(to, buffer.subarray(0, n));
    }
  } catch {
    // either side went away
  }
}

/** The soft limit on open files (`/proc/self/limits`, Linux), or `null` where it cannot be read. */
export function open_file_limit(read: () => string = read_limits): number | null {
  try {
    const limit = /^Max open files\s+(\d+)/m.exec(read());
    return limit ? Number(limit[1]) : null;
  } catch {
    return null;
  }
}

/** `/proc/self/limits`, read only with permission already granted: an embedding script is never prompted for it. */
function read_limits(): string {
  const path = "/proc/self/limits";
  if (Deno.permissions.querySync({ name: "read", path }).state !== "granted") throw new Deno.errors.NotCapable(path);
  return Deno.readTextFileSync(path);
}
