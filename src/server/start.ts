/**
 * The whole service (HTTP API, SMTP, account API) started inside a test's own process, on free
 * ports of 127.0.0.1, with settings for tests: no inbox creation limit, no SPF/DKIM/DMARC
 * lookups, no request log. `await using server = await start()` stops it at the end of the scope.
 * @module
 */

import { system_clock } from "../core/clock.ts";
import { new_catch_all_token } from "./catch_all_flags.ts";
import { new_account_key } from "./http/tokens.ts";
import { start_server } from "./server.ts";
import { open_account_store, open_store } from "./stores.ts";

/**
 * Options of `start()`; every one has a default fit for a test.
 *
 * @example
 * ```ts ignore
 * await using server = await start({ store: "kv:./test.kv", smtp_auth: "any", tls: "self-signed" });
 * ```
 */
export interface StartOptions {
  /** HTTP port; default 0 (a free one). */
  port?: number;
  /** SMTP port; default 0 (a free one). */
  smtp_port?: number;
  /** An implicit-TLS SMTP port (`secure: true` clients); 0 picks a free one. Default none; needs `tls`. */
  smtps_port?: number | null;
  /** Address to bind; default `127.0.0.1`. */
  hostname?: string;
  /**
   * Where inboxes and mail are kept: `"memory"` (default), `"kv:<file>"`, `"kv::memory:"` or
   * `"redis://host:port[/db][?prefix=…]"` — the values of `deno task serve --store`.
   */
  store?: string;
  /** Receiving hosts of new inboxes; default `["inbox.localhost"]`. */
  domains?: string[];
  /** The account API key (`SERVICE_TOKEN`); default a fresh one, answered as `token`. */
  token?: string;
  /**
   * Catch-all mode: mail to any address is kept and read with an operator token (`catch_all({ token })`).
   * `true` makes a token, answered as `catch_all_token`; `{ token, max_messages }` sets them. Default off.
   */
  catch_all?: boolean | { token?: string; max_messages?: number };
  /**
   * SMTP `AUTH`: `"off"` (not offered), `"any"` login taken, or only `{ user, pass }` (then required).
   * Default `"any"` in catch-all mode, as an app configured with credentials expects; otherwise `"off"`.
   */
  smtp_auth?: "off" | "any" | { user: string; pass: string };
  /** A PEM `{ key, cert }` for `STARTTLS` and `smtps_port`, or `"self-signed"` to make one now. Default none. */
  tls?: { key: string; cert: string } | "self-signed" | null;
  /** Check SPF, DKIM and DMARC of arriving mail (DNS lookups); default `false`. */
  check_mail_auth?: boolean;
  /** Receives the server's log lines (requests, SMTP refusals); default none. */
  log?: (line: string) => void;
}

/**
 * A service running in this process. `close()` (or leaving an `await using` scope) stops the
 * listeners, lets work in flight finish and closes the store.
 *
 * @example
 * ```ts ignore
 * await using server = await start();
 * const inbox = await temp({ url: server.url });
 * ```
 */
export interface StartedServer extends AsyncDisposable {
  /** Base URL of the HTTP API, e.g. `http://127.0.0.1:53211`: give it to `temp({ url })`. */
  url: string;
  /** The host an app's SMTP settings name (`127.0.0.1` unless another address was bound). */
  smtp_host: string;
  /** The SMTP port (plain, with `STARTTLS` when `tls` is set). */
  smtp_port: number;
  /** `smtp://host:port`. */
  smtp_url: string;
  /** The implicit-TLS port, when `smtps_port` was asked for; otherwise `null`. */
  smtps_port: number | null;
  /** `smtps://host:port`, when there is an implicit-TLS port; otherwise `null`. */
  smtps_url: string | null;
  /** The certificate the SMTP listeners present (PEM), when `tls` is set: trust it with `tls: { ca }`. */
  tls_cert: string | null;
  /** The account API key. */
  token: string;
  /** The operator token of the catch-all, when `catch_all` is on; otherwise `null`. */
  catch_all_token: string | null;
  /**
   * The environment an app or a child process needs to reach this server: `SERVICE_INBOX_URL`,
   * `SERVICE_TOKEN`, `SMTP_HOST`, `SMTP_PORT` (and `SMTPS_PORT` with an smtps port, and
   * `SERVICE_CATCH_ALL_TOKEN` in catch-all mode).
   */
  env: Record<string, string>;
  /** Stops the server; calling it again waits for the same stop. */
  close(): Promise<void>;
}

/**
 * Starts the service in this process; rejects (having released everything) when a port is taken
 * or the store cannot be opened.
 *
 * @example
 * ```ts
 * import { start } from "@service/mail/server";
 *
 * await using server = await start({ smtp_auth: "any", tls: "self-signed", smtps_port: 0 });
 * const health = await fetch(`${server.url}/health`);
 * console.assert(health.status === 200 && (await health.json()).status === "ok");
 * console.assert(server.smtp_url === `smtp://127.0.0.1:${server.smtp_port}`);
 * console.assert(server.tls_cert?.startsWith("-----BEGIN CERTIFICATE-----"));
 * // An app's settings: host server.smtp_host, port server.smtps_port, secure: true, tls: { ca: server.tls_cert }.
 * ```
 */
export async function start(options: StartOptions = {}): Promise<StartedServer> {
  const spec = options.store ?? "memory";
  if (spec !== "memory" && !/^kv:.+/.test(spec) && !/^rediss?:\/\/./.test(spec)) {
    throw new TypeError(`store "${spec}" is not available; use memory, kv:<file>, kv::memory: or redis://host:port`);
  }
  const token = options.token ?? new_account_key();
  const catch_all = options.catch_all
    ? {
      token: (typeof options.catch_all === "object" ? options.catch_all.token : undefined) ?? new_catch_all_token(),
      ...(typeof options.catch_all === "object" && options.catch_all.max_messages !== undefined
        ? { max_messages: options.catch_all.max_messages }
        : {}),
    }
    : null;
  const store = await open_store(spec, system_clock, false);
  const account_store = await open_account_store(store, system_clock, false);
  const hostname = options.hostname ?? "127.0.0.1";
  const server = await start_server({
    hostname,
    port: options.port ?? 0,
    smtp_port: options.smtp_port ?? 0,
    smtps_port: options.smtps_port ?? null,
    smtp_auth: options.smtp_auth ?? (catch_all ? "any" : "off"),
    catch_all,
    tls: options.tls ?? null,
    parse_workers: 0,
    accounts: [{ key: token }],
    create_limit: null,
    auth: options.check_mail_auth ? {} : false,
    log: options.log ?? (() => {}),
    ...(store ? { store } : {}),
    ...(account_store ? { account: { store: account_store } } : {}),
    ...(options.domains?.length ? { domains: options.domains } : {}),
  });
  // A wildcard bind is reached on loopback.
  const reach = hostname === "0.0.0.0" ? "127.0.0.1" : hostname === "::" ? "::1" : hostname;
  const host = reach.includes(":") ? `[${reach}]` : reach;
  const env: Record<string, string> = {
    SERVICE_INBOX_URL: `http://${host}:${server.port}`,
    SERVICE_TOKEN: token,
    SMTP_HOST: reach,
    SMTP_PORT: String(server.smtp_port),
  };
  if (server.smtps_port !== null) env.SMTPS_PORT = String(server.smtps_port);
  if (catch_all) env.SERVICE_CATCH_ALL_TOKEN = catch_all.token;
  return {
    url: `http://${host}:${server.port}`,
    smtp_host: reach,
    smtp_port: server.smtp_port,
    smtp_url: `smtp://${host}:${server.smtp_port}`,
    smtps_port: server.smtps_port,
    smtps_url: server.smtps_port === null ? null : `smtps://${host}:${server.smtps_port}`,
    tls_cert: server.tls_cert,
    token,
    catch_all_token: catch_all?.token ?? null,
    env,
    close: () => server.close(),
    [Symbol.asyncDispose]: () => server.close(),
  };
}
