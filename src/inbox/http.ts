/**
 * The inbox client's one HTTP seam: a base URL, an injected `fetch`, the bearer token, and every
 * failure turned into a `ServiceError` with `provider: "inbox"`.
 * @module
 */

import { ServiceError } from "../core/error.ts";

/** The `provider` of every error the inbox client gives. */
export const PROVIDER = "inbox";

/** Where the inbox service is when neither `url` nor `SERVICE_INBOX_URL` says. */
export const DEFAULT_URL = "http://127.0.0.1:8025";

/**
 * A `fetch`-compatible function; the global one unless a caller injects another.
 *
 * @example
 * ```ts ignore
 * // Call an in-process server instead of the network.
 * const fetch: Fetch = (input, init) => app.fetch(new Request(input, init));
 * const inbox = await temp({ url: "http://inbox.test", fetch });
 * ```
 */
export type Fetch = (input: Request | URL | string, init?: RequestInit) => Promise<Response>;

/** The service a client talks to, and how. */
export interface Connection {
  /** Base URL of the inbox service; may carry a path prefix. */
  readonly url: string;
  readonly fetch: Fetch;
  /** Milliseconds on a monotonic clock, for deadlines (default `performance.now`; tests pass their own). */
  readonly now?: () => number;
}

/** One request: method, bearer token, query, JSON body, extra headers, abort signal. */
export interface RequestOptions {
  method?: string;
  token?: string | undefined;
  query?: Record<string, string | undefined>;
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

/** The full URL of `path` (which starts with `/`) under the base URL, with its query. */
export function endpoint(base: string, path: string, query: Record<string, string | undefined> = {}): URL {
  const root = base.endsWith("/") ? base : `${base}/`;
  const url = new URL(path.replace(/^\//, ""), root);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
  return url;
}

/** The path of one inbox: `/v1/inboxes/<address>`, plus `rest`. */
export function inbox_path(address: string, rest = ""): string {
  return `/v1/inboxes/${encodeURIComponent(address)}${rest}`;
}

/**
 * Sends one request and answers the response, whatever its status. A network failure rejects
 * with `ServiceError` `network_error`; an abort by the caller's signal rejects with its reason.
 */
export async function send(connection: Connection, path: string, options: RequestOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  const init: RequestInit = { method: options.method ?? "GET", headers };
  if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    init.body = JSON.stringify(options.json);
  }
  if (options.signal) init.signal = options.signal;
  const url = endpoint(connection.url, path, options.query);
  try {
    return await connection.fetch(url, init);
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    throw network_error(url, error);
  }
}

/** Like `send`, but a status other than 2xx rejects with the `ServiceError` the body describes. */
export async function call(connection: Connection, path: string, options: RequestOptions = {}): Promise<Response> {
  const response = await send(connection, path, options);
  if (!response.ok) throw await error_from(response);
  return response;
}

/** Reads a JSON answer; a body that is not JSON rejects with `ServiceError` `invalid_response`. */
export async function read_json<T>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch (cause) {
    throw new ServiceError({
      provider: PROVIDER,
      status: response.status,
      code: "invalid_response",
      message: `expected JSON from ${response.url || "the inbox service"}, got ${snippet(text)}`,
      raw: text,
      cause,
    });
  }
}

const STATUS_CODES: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  408: "timeout",
  410: "gone",
  413: "too_large",
  422: "unprocessable",
  429: "rate_limited",
  503: "unavailable",
};

/**
 * The `ServiceError` for a failed response: code and message from the service's
 * `{"error": {"code", "message"}}` body, or from the status when a proxy answered instead.
 */
export async function error_from(response: Response): Promise<ServiceError> {
  const text = await response.text().catch(() => "");
  let raw: unknown = text;
  let code: string | undefined;
  let message: string | undefined;
  try {
    raw = JSON.parse(text);
    const error = (raw as { error?: { code?: unknown; message?: unknown } })?.error;
    if (typeof error?.code === "string") code = error.code;
    if (typeof error?.message === "string") message = error.message;
  } catch {
    // Not the service's JSON: a proxy or another server answered.
  }
  return new ServiceError({
    provider: PROVIDER,
    status: response.status,
    code: code ?? STATUS_CODES[response.status] ?? "http_error",
    message: message ??
      `${response.statusText || "HTTP error"} from ${response.url || "the inbox service"}${
        text ? `: ${snippet(text)}` : ""
      }`,
    raw,
  });
}

function network_error(url: URL, cause: unknown): ServiceError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ServiceError({
    provider: PROVIDER,
    code: "network_error",
    message: `could not reach the inbox service at ${url.origin}: ${reason}`,
    cause,
  });
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return JSON.stringify(flat.length > 120 ? `${flat.slice(0, 120)}…` : flat);
}
