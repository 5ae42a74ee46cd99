/**
 * Requests the front answers on its own connection instead of handing them to `Deno.serve`: the
 * held `GET`s (`…/wait`, `…/stream`). Handed on, a held request costs three descriptors (the
 * client's, the front's to the server, the server's) and `Deno.serve`'s ~17 KB per connection for
 * as long as it is held; answered here it costs the client's descriptor, a small read buffer and
 * the request. Anything this reader is unsure of (another version, a body, a malformed field) is
 * handed on, so `Deno.serve` keeps answering every edge case as it did.
 * @module
 */

import { concat_bytes } from "../../core/bytes.ts";
import { error_response, HttpError } from "./errors.ts";
import type { RequestHead } from "./request.ts";

const encoder = new TextEncoder();

/** What the front may answer itself, and how. */
export interface LocalAnswers {
  /** Whether a request of `method` for `target` (as on the request line) is answered here. */
  wants(method: string, target: string): boolean;
  /** The answer for `request` from client `ip`. */
  answer(request: RequestHead, ip: string): Promise<Response>;
}

/** Most bytes a client may send after a request answered here before it is cut off. */
const MAX_TRAILING_BYTES = 64 * 1024;

const REASONS: Record<number, string> = {
  200: "OK",
  204: "No Content",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  410: "Gone",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/**
 * The request a head stands for when the front answers it here, or `null` to hand it on. `head`
 * is the whole head (latin1, ending in the blank line); `signal` aborts when the client leaves.
 * The URL is as `Deno.serve` gives it: `http://`, the `Host` field, the target.
 */
export function local_request(
  head: string,
  local: LocalAnswers,
  signal: AbortSignal,
): RequestHead | null {
  const lines = head.slice(0, -4).split("\r\n");
  const line = /^([A-Z]+) (\/[^ ]*) HTTP\/1\.1$/.exec(lines[0]!);
  if (!line || !local.wants(line[1]!, line[2]!)) return null;
  const headers = new Headers();
  let host: string | null = null;
  try {
    for (let i = 1; i < lines.length; i++) {
      const field = /^([^:\s]+):[ \t]*(.*?)[ \t]*$/.exec(lines[i]!);
      if (!field) return null;
      const name = field[1]!.toLowerCase();
      const value = field[2]!;
      if (name === "transfer-encoding" || (name === "content-length" && value !== "0")) return null;
      if (name === "host") {
        if (host !== null) return null;
        host = value;
      }
      headers.append(name, value);
    }
    if (!host) return null;
    return { method: line[1]!, url: new URL(`http://${host}${line[2]}`).href, headers, signal };
  } catch {
    // A field or a host the web's Headers or URL refuse: Deno.serve answers it.
    return null;
  }
}

/**
 * Holds `request` on `conn` until it is answered, then writes the answer and closes `conn`. The
 * client leaving (the connection ends, or sends more than a little) aborts the request's signal.
 */
export async function answer_locally(
  conn: Deno.Conn,
  request: RequestHead,
  controller: AbortController,
  local: LocalAnswers,
  ip: string,
): Promise<void> {
  const watching = watch(conn, controller);
  try {
    let response: Response;
    try {
      response = await local.answer(request, ip);
    } catch {
      // `answer` turns every error it knows into its answer; this is the last resort, in the same shape.
      response = error_response(new HttpError(500, "internal_error", "something went wrong on the server"));
    }
    await write_response(conn, response);
  } catch {
    // The client went away while the answer was written.
  } finally {
    close_quietly(conn);
    controller.abort();
    await watching;
  }
}

/** Reads until the client ends the connection (or sends too much), then aborts. */
async function watch(conn: Deno.Conn, controller: AbortController): Promise<void> {
  // Small: it is held for as long as the request is, and only has to see the connection end.
  const buffer = new Uint8Array(64);
  let seen = 0;
  try {
    for (;;) {
      const n = await conn.read(buffer);
      if (n === null) break;
      seen += n;
      if (seen > MAX_TRAILING_BYTES) break;
    }
  } catch {
    // closed
  }
  controller.abort();
}

/** Writes `response` as HTTP/1.1 with `Connection: close`: an event stream chunked, anything else whole. */
async function write_response(conn: Deno.Conn, response: Response): Promise<void> {
  const status = response.status;
  let head = `HTTP/1.1 ${status} ${response.statusText || REASONS[status] || ""}\r\n` +
    `date: ${new Date().toUTCString()}\r\nconnection: close\r\n`;
  for (const [name, value] of response.headers) {
    if (name === "set-cookie" || name === "content-length" || name === "transfer-encoding") continue;
    head += `${name}: ${value}\r\n`;
  }
  for (const cookie of response.headers.getSetCookie()) head += `set-cookie: ${cookie}\r\n`;
  const streamed = response.body !== null && /^text\/event-stream/i.test(response.headers.get("content-type") ?? "");
  if (!streamed) {
    const body = status === 204 || status === 304 || !response.body
      ? new Uint8Array(0)
      : new Uint8Array(await response.arrayBuffer());
    if (status !== 204 && status !== 304) head += `content-length: ${body.byteLength}\r\n`;
    await write_all(conn, concat_bytes([encoder.encode(`${head}\r\n`), body]));
    return;
  }
  await write_all(conn, encoder.encode(`${head}transfer-encoding: chunked\r\n\r\n`));
  const reader = response.body!.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (value.byteLength === 0) continue;
      await write_all(conn, concat_bytes([encoder.encode(`${value.byteLength.toString(16)}\r\n`), value, CRLF]));
    }
    await write_all(conn, encoder.encode("0\r\n\r\n"));
  } finally {
    // Ends the stream when the client went away mid-write (its `cancel` releases the held request).
    reader.cancel().catch(() => {});
  }
}

const CRLF = encoder.encode("\r\n");

/** Writes all of `bytes`, however many writes it takes. */
export async function write_all(conn: Deno.Conn, bytes: Uint8Array): Promise<void> {
  for (let at = 0; at < bytes.length;) at += await conn.write(bytes.subarray(at));
}

/** Closes a connection or listener that may be closed already. */
export function close_quietly(closable: { close(): void }): void {
  try {
    closable.close();
  } catch {
    // already closed
  }
}
