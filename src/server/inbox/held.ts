/**
 * The two long-held routes, `…/wait` and `…/stream`, answered without the router. A held request
 * stays in memory for up to 90 s; going around Hono's context and middleware chain cuts what each
 * one keeps from ~11 KB to ~5 KB of heap, which is what lets 10,000 waits fit in a small server.
 * The routes are also mounted on the app (same handlers) for anyone who uses `app` directly.
 * @module
 */

import { answer_error, log_request } from "../http/app.ts";
import type { ServiceContext } from "./context.ts";
import { add_security_headers } from "../http/headers.ts";
import type { RequestHead } from "../http/request.ts";
import { handle_stream } from "./routes/stream.ts";
import { handle_wait } from "./routes/wait.ts";

const HELD = /^\/v1\/inboxes\/([^/]+)\/(wait|stream)$/;

/** Whether a request of `method` for `target` (path and query, as on the request line) is a held route. */
export function is_held_route(method: string, target: string): boolean {
  if (method !== "GET") return false;
  const end = target.indexOf("?");
  return HELD.test(end < 0 ? target : target.slice(0, end));
}

/** The answer for a held route, or `null` when `request` is not one. */
export function held_route(ctx: ServiceContext, request: RequestHead, ip = "unknown"): Promise<Response> | null {
  if (request.method !== "GET") return null;
  const url = request.url;
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const end = url.indexOf("?", start);
  const path = url.slice(start, end < 0 ? undefined : end);
  const match = HELD.exec(path);
  return match
    ? answer(ctx, request, ip, path, decode(match[1]!), match[2] === "wait" ? handle_wait : handle_stream)
    : null;
}

function answer(
  ctx: ServiceContext,
  request: RequestHead,
  ip: string,
  path: string,
  address: string,
  handle: typeof handle_wait,
): Promise<Response> {
  const started = performance.now();
  // `then`, not an async function: a suspended async function keeps its whole frame while held.
  let held: Promise<Response>;
  try {
    held = handle(ctx, request, address, ip);
  } catch (error) {
    held = Promise.reject(error);
  }
  return held.then(
    (response) => finish(ctx, path, started, response),
    (error) => finish(ctx, path, started, answer_error(ctx, "GET", path, error)),
  );
}

function finish(ctx: ServiceContext, path: string, started: number, response: Response): Response {
  // What the app's middleware adds to every answer of these paths.
  add_security_headers(response.headers);
  response.headers.set("access-control-allow-origin", "*");
  response.headers.set("access-control-expose-headers", "Retry-After");
  log_request(ctx, "GET", path, response.status, started);
  return response;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
