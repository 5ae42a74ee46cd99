/** An in-process inbox service for tests, and small request helpers around it. */

import { create_service, type Service, type ServiceOptions } from "../../src/server/service.ts";
import type { Resolver } from "../../src/server/inbox/mail_auth.ts";
import type { WireCreated } from "../../src/inbox/wire.ts";
import { FakeClock } from "./clock.ts";
import { KvStore } from "../../src/server/inbox/store/kv.ts";
import { AccountKvStore } from "../../src/server/account/store/kv/mod.ts";
import { AccountRedisStore } from "../../src/server/account/store/redis/mod.ts";
import { MemoryAccountStore } from "../../src/server/account/store/memory/mod.ts";
import type { AccountStore } from "../../src/server/account/store/types.ts";
import { RedisStore } from "../../src/server/inbox/store/redis/mod.ts";
import type { AccountApiOptions } from "../../src/server/account/mod.ts";
import { redis_test_account_store, redis_test_store, TEST_REDIS_URL } from "./redis.ts";
import type { Store } from "../../src/server/inbox/store/types.ts";
import { type Clock, system_clock } from "../../src/core/clock.ts";
import { type RunningServer, type ServerOptions, start_server } from "../../src/server/server.ts";

/**
 * The store the server tests run on: memory, Deno KV when `TEST_STORE=kv`, Redis (`TEST_REDIS_URL`,
 * a fresh key prefix per store) when `TEST_STORE=redis` — so the same HTTP, SMTP, account API and
 * client suites prove every implementation.
 */
export function test_store(clock: Clock): Promise<Store> | undefined {
  switch (Deno.env.get("TEST_STORE")) {
    case "kv":
      return KvStore.open(":memory:", { clock });
    case "redis":
      return redis_test_store(TEST_REDIS_URL, clock);
    default:
      return undefined;
  }
}

/** An account store of its own for tests that make one: memory, or what `TEST_STORE` names. */
export function test_account_store(clock: Clock): Promise<AccountStore> {
  switch (Deno.env.get("TEST_STORE")) {
    case "kv":
      return AccountKvStore.open(":memory:", { clock });
    case "redis":
      return redis_test_account_store(TEST_REDIS_URL, clock);
    default:
      return Promise.resolve(new MemoryAccountStore());
  }
}

/**
 * The account API options with the account store beside `store`: on its KV database when it is
 * Deno KV, on its connection and key prefix when it is Redis.
 */
async function with_account_store(
  store: Store | undefined,
  clock: Clock,
  account: AccountApiOptions | false | undefined,
): Promise<{ account?: AccountApiOptions | false }> {
  if (account === false || account?.store) return { account };
  if (store instanceof KvStore) {
    return { account: { ...account, store: await AccountKvStore.over(store.kv, { clock }) } };
  }
  if (store instanceof RedisStore) {
    return {
      account: {
        ...account,
        store: AccountRedisStore.over(store.connection.client, { clock, prefix: store.connection.prefix }),
      },
    };
  }
  return account === undefined ? {} : { account };
}

/** A DNS resolver that knows only `records` and answers ENOTFOUND for everything else, at once. */
export function fake_resolver(records: Record<string, unknown> = {}): Resolver {
  return (name, type) => {
    const value = records[`${type} ${name.toLowerCase()}`];
    if (value !== undefined) return Promise.resolve(value);
    return Promise.reject(Object.assign(new Error(`no ${type} for ${name}`), { code: "ENOTFOUND" }));
  };
}

/** A service on a fake clock with a fake resolver, no rate limit and no background sweeper. */
export async function test_service(options: ServiceOptions = {}): Promise<Service & { clock: FakeClock }> {
  const clock = options.clock instanceof FakeClock ? options.clock : new FakeClock();
  const store = options.store ?? await test_store(clock);
  const service = await create_service({
    ...(store ? { store } : {}),
    clock,
    create_limit: null,
    sweep_ms: 0,
    auth: { resolver: fake_resolver(), timeout_ms: 1000 },
    ...options,
    ...await with_account_store(store, clock, options.account),
  });
  return Object.assign(service, { clock });
}

export interface CallOptions {
  token?: string;
  body?: BodyInit;
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  ip?: string;
}

/** Calls the service in-process. */
export function call(service: Service, method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  }
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  return service.fetch(new Request(`http://inbox.test${path}`, init), { ip: options.ip ?? "192.0.2.1" });
}

/** Makes an inbox and answers its JSON (with the token). */
export async function new_inbox(
  service: Service,
  params: Record<string, string> = {},
  key?: string,
): Promise<WireCreated> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (key) headers.authorization = `Bearer ${key}`;
  const response = await call(service, "POST", `/?${new URLSearchParams(params)}`, { headers });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  return await response.json();
}

/** A small RFC 5322 message. */
export function eml(
  fields: { from?: string; to: string; subject?: string; text?: string; html?: string; headers?: string[] },
): Uint8Array<ArrayBuffer> {
  const head = [
    `From: ${fields.from ?? "Alice <alice@example.com>"}`,
    `To: ${fields.to}`,
    `Subject: ${fields.subject ?? "Hello"}`,
    "Message-ID: <test@example.com>",
    "MIME-Version: 1.0",
    ...(fields.headers ?? []),
  ];
  if (fields.html !== undefined) {
    head.push('Content-Type: multipart/alternative; boundary="b1"');
    const body = [
      "--b1",
      "Content-Type: text/plain; charset=utf-8",
      "",
      fields.text ?? "",
      "--b1",
      "Content-Type: text/html; charset=utf-8",
      "",
      fields.html,
      "--b1--",
      "",
    ];
    return new TextEncoder().encode([...head, "", ...body].join("\r\n"));
  }
  head.push("Content-Type: text/plain; charset=utf-8");
  return new TextEncoder().encode([...head, "", fields.text ?? "Hi", ""].join("\r\n"));
}

/** Delivers a raw message straight through ingest (no SMTP). */
export function deliver(service: Service, to: string | string[], raw: Uint8Array) {
  return service.ctx.ingest.deliver(raw, {
    rcpt: Array.isArray(to) ? to : [to],
    ip: "192.0.2.9",
    sender: "alice@example.com",
  });
}

/** The real server (HTTP and SMTP on free ports of 127.0.0.1) with test defaults and the test store. */
export async function test_server(options: ServerOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? system_clock;
  const store = options.store ?? await test_store(clock);
  return await start_server({
    port: 0,
    smtp_port: 0,
    hostname: "127.0.0.1",
    create_limit: null,
    auth: false,
    log: () => {},
    ...(store ? { store } : {}),
    ...options,
    ...await with_account_store(store, clock, options.account),
  });
}

/** Runs `fn` against a `test_server(options)` whose log lines it collects, and closes the server after. */
export async function with_server(
  options: ServerOptions,
  fn: (server: RunningServer, log: string[]) => Promise<void>,
): Promise<void> {
  const log: string[] = [];
  const server = await test_server({ log: (line) => log.push(line), ...options });
  try {
    await fn(server, log);
  } finally {
    await server.close();
  }
}
