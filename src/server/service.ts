/**
 * The inbox service as one object: store, ingest, the HTTP handler and the sweeper. Tests call
 * `fetch` in-process; `start_server` puts it behind `Deno.serve` and SMTP.
 * @module
 */

import type { Hono } from "hono";
import { type Clock, system_clock } from "../core/clock.ts";
import { type AccountApi, type AccountApiOptions, create_account_api } from "./account/mod.ts";
import { type AccountConfig, Accounts } from "./http/accounts.ts";
import { answer_error, create_app, log_request } from "./http/app.ts";
import type { AppEnv } from "./http/context.ts";
import { DEFAULT_LIMITS, type ServiceLimits } from "./http/limits.ts";
import type { RequestHead } from "./http/request.ts";
import type { ServiceContext } from "./inbox/context.ts";
import { Held } from "./inbox/held_count.ts";
import { mount_inbox } from "./inbox/routes/mod.ts";
import { mount_mailpit } from "./inbox/mailpit/routes.ts";
import { mount_usage } from "./usage.ts";
import { CatchAll, type CatchAllOptions } from "./inbox/catch_all.ts";
import { Chaos, type ChaosOptions } from "./inbox/chaos.ts";
import { held_route } from "./inbox/held.ts";
import type { TimerSeam } from "./inbox/held_timers.ts";
import { client_key } from "./http/client_key.ts";
import { HttpError } from "./http/errors.ts";
import { add_security_headers } from "./http/headers.ts";
import { mount_health } from "./http/health.ts";
import { Ingest } from "./inbox/ingest.ts";
import type { Log } from "./http/log.ts";
import { create_authenticator, type Resolver, skip_auth } from "./inbox/mail_auth.ts";
import { type RateLimit, TokenBuckets } from "./http/rate_limit.ts";
import { inline_reader, type MailReader } from "./inbox/reader.ts";
import { MemoryStore } from "./inbox/store/memory.ts";
import { AuthOnRead } from "./inbox/auth_on_read.ts";
import type { Store } from "./inbox/store/types.ts";

export interface ServiceOptions {
  clock?: Clock;
  /** Storage; defaults to a new memory store. */
  store?: Store;
  log?: Log;
  /** Public receiving hosts; default `["inbox.localhost"]`. */
  domains?: string[];
  accounts?: AccountConfig[];
  ingest_secret?: string | null;
  abuse_email?: string;
  limits?: Partial<ServiceLimits>;
  /** Inbox creation per client IP; `null` turns it off. Default 300 per minute. */
  create_limit?: RateLimit | null;
  /**
   * Failed credentials (answers 401) per client IP; once used up, requests that carry an
   * `Authorization` header get 429 until the bucket refills. `null` turns it off. Default 60 per minute.
   */
  auth_fail_limit?: RateLimit | null;
  /** SPF/DKIM/DMARC: `false` skips them; otherwise a resolver and a time bound. */
  auth?: false | { resolver?: Resolver; timeout_ms?: number };
  /** Read the client IP from `X-Forwarded-For` (behind a proxy you trust). */
  trust_proxy?: boolean;
  /** Interval of the expiry sweeper, in ms; 0 leaves sweeping to the caller. Default 1000. */
  sweep_ms?: number;
  /** Parses mail; default on the calling thread. The service closes it. */
  reader?: MailReader;
  /** Further routes (the viewer). */
  mounts?: ((app: Hono<AppEnv>, ctx: ServiceContext) => void)[];
  /** The account API (DESIGN §4), mounted by default; `false` leaves it out. */
  account?: AccountApiOptions | false;
  /** Where inbox fault injection draws chance and starts timers (tests make them exact). */
  chaos?: ChaosOptions;
  /**
   * Catch-all mode: mail to any address is kept and readable with the operator token (at
   * `/v1/inboxes/*` and in Mailpit's API at `/api/v1`). Off when left out.
   */
  catch_all?: CatchAllOptions | null;
  /** Where held waits' timeouts read the time and set their one timer; default real time. */
  held_timers?: TimerSeam;
}

/** A running inbox service, without its listeners. */
export interface Service {
  /** The HTTP handler. `info.ip` is the client's address. */
  fetch(request: Request, info?: { ip?: string }): Promise<Response>;
  /**
   * The answer to a held request (`…/wait`, `…/stream`) that the HTTP front read itself: only its
   * head, as `fetch` would give it. Any other request is answered as `fetch` answers it.
   */
  held(request: RequestHead, info?: { ip?: string }): Promise<Response>;
  readonly ctx: ServiceContext;
  readonly app: Hono<AppEnv>;
  /** The account API, unless it was turned off. */
  readonly account: AccountApi | null;
  /** Frees expired inboxes now. */
  sweep(): Promise<number>;
  /** Requests held right now. */
  stats(): { waits: number; streams: number };
  /** Releases held requests and stops the sweeper; `close_store` also closes the store. */
  close(options?: { close_store?: boolean }): Promise<void>;
}

export async function create_service(options: ServiceOptions = {}): Promise<Service> {
  const clock = options.clock ?? system_clock;
  const limits: ServiceLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const domains = (options.domains?.length ? options.domains : ["inbox.localhost"]).map((d) => d.toLowerCase());
  const stored: Store = options.store ?? new MemoryStore(clock);
  let account: AccountApi | null = null;
  const authenticate = options.auth === false ? skip_auth : create_authenticator({
    resolver: options.auth?.resolver,
    timeout_ms: options.auth?.timeout_ms ?? 2000,
    mta: domains[0]!,
    // The account API signs what it delivers locally; its key's DKIM record is answered here.
    local: (name, type) => account?.dkim.record(name, type) ?? Promise.resolve(undefined),
  });
  // Signed mail is checked when first read (`auth_on_read.ts`); ingest and the catch-all write below that. With the
  // checks off, mail a checking run left pending reads as unchecked (`none`).
  const checks_on_read = options.auth !== false;
  const store: Store = new AuthOnRead(stored, authenticate);
  const create_limit = options.create_limit === null
    ? null
    : new TokenBuckets(options.create_limit ?? { capacity: 300, window_ms: 60_000 }, clock);
  const reader = options.reader ?? inline_reader;
  const auth_failures = options.auth_fail_limit === null
    ? null
    : new TokenBuckets(options.auth_fail_limit ?? { capacity: 60, window_ms: 60_000 }, clock);
  const chaos = new Chaos(clock, options.chaos);
  const catch_all = options.catch_all
    ? new CatchAll(stored, clock, { ...options.catch_all, max_message_bytes: limits.max_message_bytes })
    : null;
  const ctx: ServiceContext = {
    store,
    clock,
    log: options.log ?? (() => {}),
    limits,
    domains,
    accounts: await Accounts.from(options.accounts ?? []),
    ingest: new Ingest({ store: stored, clock, limits, authenticate, checks_on_read, reader, chaos, catch_all }),
    reader,
    ingest_secret: options.ingest_secret ?? null,
    abuse_email: options.abuse_email ?? `abuse@${domains[0]}`,
    create_limit,
    held: new Held(options.held_timers),
    chaos,
    catch_all,
    unavailable: (error) => store.unavailable?.(error) ?? false,
  };
  if (options.account !== false) account = create_account_api(ctx, options.account);
  const app = create_app(ctx, [
    (a) => mount_health(a, ctx, () => store.inbox_by_token("health-probe")),
    (a) => mount_usage(a, ctx),
    (a) => mount_inbox(a, ctx),
    ...(catch_all ? [(a: Hono<AppEnv>) => mount_mailpit(a, ctx, catch_all)] : []),
    ...(account ? [(a: Hono<AppEnv>) => account!.mount(a)] : []),
    ...(options.mounts ?? []).map((mount) => (a: Hono<AppEnv>) => mount(a, ctx)),
  ]);
  const sweep = async () => {
    create_limit?.prune();
    auth_failures?.prune();
    return await store.sweep();
  };
  const count_failure = (response: Response, client: string) => {
    if (response.status === 401) auth_failures?.take(client);
    return response;
  };
  /** The checks before any route (the client's address, spent credentials), then `route`. */
  const guarded = (
    request: RequestHead,
    info: { ip?: string } | undefined,
    route: (ip: string) => Promise<Response> | Response,
  ): Promise<Response> => {
    try {
      let ip = info?.ip ?? "unknown";
      if (options.trust_proxy) ip = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || ip;
      const presented = auth_failures !== null && request.headers.has("authorization");
      const client = client_key(ip);
      if (presented) {
        const wait = auth_failures.wait(client);
        if (wait > 0) return Promise.resolve(too_many_failures(ctx, request, wait));
      }
      // Not an async function: a held wait keeps no frame of this one while it is held.
      const answered = Promise.resolve(route(ip));
      return presented ? answered.then((response) => count_failure(response, client)) : answered;
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const sweep_ms = options.sweep_ms ?? 1000;
  const sweeper = sweep_ms > 0 ? setInterval(() => void sweep().catch(() => {}), sweep_ms) : undefined;

  return {
    ctx,
    app,
    account,
    fetch(request, info) {
      return guarded(request, info, (ip) => held_route(ctx, request, ip) ?? app.fetch(request, { ip }));
    },
    held(request, info) {
      return guarded(request, info, (ip) =>
        held_route(ctx, request, ip) ??
          app.fetch(new Request(request.url, { method: request.method, headers: request.headers }), { ip }));
    },
    sweep,
    stats: () => ({ waits: ctx.held.waits, streams: ctx.held.streams }),
    async close({ close_store = true } = {}) {
      clearInterval(sweeper);
      ctx.held.close_all();
      reader.close();
      chaos.close();
      await account?.close({ close_store });
      if (close_store) await store.close();
    },
  };
}

/** 429 for a client that used up its failed credentials, answered before any route runs. */
function too_many_failures(ctx: ServiceContext, request: RequestHead, wait: number): Response {
  const started = performance.now();
  const path = new URL(request.url).pathname;
  const response = answer_error(
    ctx,
    request.method,
    path,
    new HttpError(429, "rate_limited", `too many failed credentials from this address; try again in ${wait}s`, {
      "retry-after": String(wait),
    }),
  );
  add_security_headers(response.headers);
  log_request(ctx, request.method, path, 429, started);
  return response;
}
