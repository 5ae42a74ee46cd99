/** `temp()` makes an inbox; `temp.attach()` picks up one made elsewhere. @module */

import { ServiceError } from "../core/error.ts";
import { type Span, span_text } from "../core/duration.ts";
import { type Env, read_env } from "../core/env.ts";
import { call, type Connection, DEFAULT_URL, type Fetch, PROVIDER, read_json } from "./http.ts";
import { Inbox } from "./inbox.ts";
import type { WireCreated, WireInbox } from "./wire.ts";

/**
 * Where the service is and how to reach it; shared by `temp()` and `temp.attach()`.
 *
 * @example
 * ```ts ignore
 * // In a Cloudflare Worker: bindings instead of the process environment.
 * const inbox = await temp({ env, fetch: (input, init) => env.INBOX_SERVICE.fetch(input, init) });
 * ```
 */
export interface ConnectOptions {
  /** Base URL of the inbox service; default `SERVICE_INBOX_URL`, then `http://127.0.0.1:8025`. */
  url?: string | undefined;
  /** The `fetch` to use; default the global one. */
  fetch?: Fetch | undefined;
  /** Environment to read instead of the process's (a Worker's bindings, a test's map). */
  env?: Env | undefined;
  /** Aborts the request. */
  signal?: AbortSignal | undefined;
}

/**
 * Options of `temp()`.
 *
 * @example
 * ```ts ignore
 * const inbox = await temp({ ttl: "2d", domain: "reply.example.com", key: Deno.env.get("SERVICE_TOKEN") });
 * ```
 */
export interface TempOptions extends ConnectOptions {
  /** Lifetime, such as `"15m"`, `"2h"` or `{ hours: 2 }`; default 1 hour (at most 24 h, 7 d on an own domain). */
  ttl?: Span | undefined;
  /** An own receiving domain (`reply.example.com`); needs the account key. */
  domain?: string | undefined;
  /** The account key for `domain`; default `SERVICE_TOKEN`. */
  key?: string | undefined;
}

/**
 * Options of `temp.attach()`.
 *
 * @example
 * ```ts ignore
 * const inbox = await temp.attach({ token: saved.token, address: saved.address });
 * ```
 */
export interface AttachOptions extends ConnectOptions {
  /** The inbox token; default `SERVICE_INBOX_TOKEN`. */
  token?: string | undefined;
  /**
   * The address the token must belong to; a mismatch rejects with `address_mismatch`. Default
   * `SERVICE_INBOX` when the token also comes from the environment.
   */
  address?: string | undefined;
}

/** The connection the options describe. */
export function connection(options: ConnectOptions): Connection {
  const url = options.url ?? read_env("SERVICE_INBOX_URL", options.env) ?? DEFAULT_URL;
  try {
    new URL(url);
  } catch {
    throw new TypeError(`the inbox service URL "${url}" is not a URL`);
  }
  return { url, fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)) };
}

async function make(options: TempOptions = {}): Promise<Inbox> {
  const ttl = options.ttl === undefined ? undefined : span_text(options.ttl);
  if (options.ttl !== undefined && ttl === undefined) {
    throw new TypeError(`ttl ${JSON.stringify(options.ttl)} is not a duration like "15m", "2h", "1d" or { hours: 2 }`);
  }
  const conn = connection(options);
  const body: Record<string, string> = {};
  if (ttl !== undefined) body.ttl = ttl;
  let key: string | undefined;
  if (options.domain !== undefined) {
    body.domain = options.domain;
    key = options.key ?? read_env("SERVICE_TOKEN", options.env);
  }
  const response = await call(conn, "/", {
    method: "POST",
    token: key,
    json: body,
    headers: { accept: "application/json" },
    signal: options.signal,
  });
  const created = await read_json<WireCreated>(response);
  return new Inbox(created, conn);
}

async function attach(options: AttachOptions = {}): Promise<Inbox> {
  const token = options.token ?? read_env("SERVICE_INBOX_TOKEN", options.env);
  if (!token) {
    throw new ServiceError({
      provider: PROVIDER,
      code: "missing_token",
      message: "no inbox token: pass { token } or set SERVICE_INBOX_TOKEN",
    });
  }
  const expected = options.address ??
    (options.token === undefined ? read_env("SERVICE_INBOX", options.env) : undefined);
  const conn = connection(options);
  const response = await call(conn, "/v1/inbox", { token, signal: options.signal });
  const inbox = await read_json<WireInbox>(response);
  if (expected !== undefined && base_address(expected) !== base_address(inbox.address)) {
    throw new ServiceError({
      provider: PROVIDER,
      code: "address_mismatch",
      message: `the token belongs to ${inbox.address}, not to ${expected.trim()}`,
    });
  }
  return new Inbox({ ...inbox, token }, conn);
}

/** `local@host`, lower-case, without a plus-tag or angle brackets. */
function base_address(address: string): string {
  const text = address.trim().replace(/^<(.*)>$/, "$1").toLowerCase();
  const at = text.lastIndexOf("@");
  const local = text.slice(0, at).replace(/\+.*$/, "");
  return `${local}${text.slice(at)}`;
}

/**
 * `temp()` and its `attach`.
 *
 * @example
 * ```ts ignore
 * const make: Temp = temp;
 * const inbox = await make.attach();
 * ```
 */
export interface Temp {
  /**
   * Makes a throwaway inbox. No account is needed on a public host; `domain` makes it on an own
   * receiving domain with the account key (`key`, default `SERVICE_TOKEN`). The service is at
   * `url`, default `SERVICE_INBOX_URL`, then `http://127.0.0.1:8025`.
   *
   * @example
   * ```ts ignore
   * import { temp } from "@service/mail/inbox";
   * await using inbox = await temp({ ttl: "15m" });
   * await sign_up(inbox.address);
   * const { code } = await inbox.wait({ subject: "Verify" });
   * ```
   */
  (options?: TempOptions): Promise<Inbox>;
  /**
   * Picks up an inbox made elsewhere (by the `inbox` CLI, a setup script, another process) from
   * its token alone: `token`, default `SERVICE_INBOX_TOKEN`. `address` (default `SERVICE_INBOX`
   * when the token comes from the environment) is checked; a mismatch rejects with
   * `ServiceError` code `address_mismatch`.
   *
   * @example
   * ```ts ignore
   * // eval "$(inbox new --env)" set SERVICE_INBOX and SERVICE_INBOX_TOKEN
   * import { temp } from "@service/mail/inbox";
   * const inbox = await temp.attach();
   * console.assert(inbox.address === Deno.env.get("SERVICE_INBOX"));
   * ```
   */
  attach(options?: AttachOptions): Promise<Inbox>;
}

/**
 * Makes a throwaway inbox; `temp.attach()` picks up one made elsewhere.
 *
 * @example
 * ```ts ignore
 * import { temp } from "@service/mail/inbox";
 * await using inbox = await temp();
 * const mail = await inbox.wait({ subject: /verify/i, timeout: "30s" });
 * console.log(mail.code, mail.link);
 * ```
 */
export const temp: Temp = Object.assign(make, { attach });
