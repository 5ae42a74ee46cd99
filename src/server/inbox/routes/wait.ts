/**
 * `GET …/wait`: hold the request until a matching message is there. The listener is attached
 * before the held mail is read, so nothing that arrives in between is missed.
 * @module
 */

import type { Hono } from "hono";
import type { WireMessage } from "../../../inbox/wire.ts";
import { parse_duration } from "../../../core/duration.ts";
import { client_key } from "../../http/client_key.ts";
import type { AppEnv } from "../../http/context.ts";
import type { ServiceContext } from "../context.ts";
import { HttpError } from "../../http/errors.ts";
import { type Filter, matches, parse_filter } from "../filters.ts";
import { refusal_json } from "../inbox_json.ts";
import { describe_closest, near_misses } from "../near_miss.ts";
import { parse_cursor, type RequestHead } from "../../http/request.ts";
import { authorize } from "../authorize.ts";
import type { InboxEvent, InboxState } from "../store/types.ts";
import type { Due } from "../held_timers.ts";

type Outcome =
  | { kind: "message"; message: WireMessage }
  | { kind: "timeout" }
  | { kind: "gone" }
  | { kind: "closed" }
  | { kind: "shutdown" };

/** Reads `timeout` (default and maximum from the limits); 400 when it is not a duration. */
export function parse_wait_timeout(text: string | undefined, ctx: ServiceContext): number {
  if (text === undefined || text === "") return ctx.limits.wait_default_ms;
  const ms = parse_duration(text);
  if (ms === undefined) {
    throw new HttpError(400, "invalid_timeout", `timeout "${text.slice(0, 40)}" is not a duration like 30s`);
  }
  return Math.min(ms, ctx.limits.wait_max_ms);
}

/**
 * Reads `expect`: `one` (the default: answer the first match) or `none` (a negative assertion).
 *
 * @example
 * ```ts ignore
 * parse_expect(null); // "one"
 * parse_expect("none"); // "none"
 * parse_expect("never"); // throws HttpError 400 invalid_expect
 * ```
 */
export function parse_expect(text: string | null): "one" | "none" {
  if (text === null || text === "" || text === "one") return "one";
  if (text === "none") return "none";
  throw new HttpError(400, "invalid_expect", `expect "${text.slice(0, 40)}" is neither one nor none`);
}

/**
 * Answers one wait request: the held message, or the error that ended the wait. With
 * `expect=none` the roles swap: a match is the failure (409 `unexpected_mail`, carrying it) and
 * a window without one succeeds (204). `ip` is the client, counted against the limits on held
 * requests.
 */
export async function handle_wait(
  ctx: ServiceContext,
  request: RequestHead,
  address: string,
  ip = "unknown",
): Promise<Response> {
  const inbox = await authorize(ctx, request, address);
  const query = new URL(request.url).searchParams;
  const filter = parse_filter(query);
  const after = parse_cursor(query.get("after"));
  const timeout = parse_wait_timeout(query.get("timeout") ?? undefined, ctx);
  const expect = parse_expect(query.get("expect"));
  const client = client_key(ip);
  ctx.held.take(inbox.address, client, ctx.limits);
  // Returned, not awaited: while the wait is held only its `Wait` and this promise are kept.
  return new Wait(ctx, inbox, filter, after, timeout, expect === "none", client, request.signal).answer;
}

const EMPTY: Filter = Object.freeze({});

/**
 * One held wait as one object: it is the store listener's target, the timer queue's entry, the
 * abort listener (`handleEvent`) and the shutdown closer, so holding it allocates no closure per role.
 */
class Wait {
  readonly answer: Promise<Response>;
  #resolve!: (response: Response | Promise<Response>) => void;
  readonly #ctx: ServiceContext;
  readonly #address: string;
  readonly #filter: Filter;
  readonly #after: number | undefined;
  readonly #timeout: number;
  readonly #none: boolean;
  readonly #client: string;
  readonly #signal: AbortSignal;
  #unsubscribe: (() => void) | null = null;
  #expiry: Due | null = null;
  #settled = false;
  /** The held mail has been read: a timeout may settle now. */
  #read = false;
  /** The timeout came before the read. */
  #late = false;
  /** The timer queue's fields (`Due`). */
  due = 0;
  at = -1;

  constructor(
    ctx: ServiceContext,
    inbox: InboxState,
    filter: Filter,
    after: number | undefined,
    timeout: number,
    none: boolean,
    client: string,
    signal: AbortSignal,
  ) {
    this.answer = new Promise<Response>((resolve) => this.#resolve = resolve);
    this.#ctx = ctx;
    const address = this.#address = inbox.address;
    this.#filter = Object.keys(filter).length === 0 ? EMPTY : filter;
    this.#after = after;
    this.#timeout = timeout;
    this.#none = none;
    this.#client = client;
    this.#signal = signal;
    ctx.held.waits++;
    this.#unsubscribe = ctx.store.subscribe(address, (event) => this.#event(event), inbox.seq);
    ctx.held.keep(this);
    if (signal.aborted) {
      this.#settle({ kind: "closed" });
      return;
    }
    signal.addEventListener("abort", this, { once: true });
    // A match already held always wins, however short the timeout and slow the store: the
    // timeout settles only once the held mail has been read.
    ctx.held.deadlines.add(this, timeout);
    const until_expiry = inbox.expires - ctx.clock.now();
    if (until_expiry < timeout) {
      // Reading the inbox after its expiry drops it, which tells the listener it is gone.
      this.#expiry = { due: 0, at: -1, fire: () => void ctx.store.inbox(address) };
      ctx.held.deadlines.add(this.#expiry, Math.max(0, until_expiry) + 1);
    }
    ctx.store.messages(address, { after: after ?? 0 }).then((held) => this.#held(held), () => this.#held([]));
  }

  #event(event: InboxEvent): void {
    if (event.type === "gone") this.#settle({ kind: "gone" });
    else if (Number(event.message.cursor) > (this.#after ?? 0) && matches(this.#filter, event.message)) {
      this.#settle({ kind: "message", message: event.message });
    }
  }

  #held(held: WireMessage[]): void {
    this.#read = true;
    let pick: WireMessage | undefined;
    // With a cursor, the next match after it; without one, the newest match held.
    if (this.#after === undefined) {
      for (let i = held.length - 1; i >= 0 && !pick; i--) if (matches(this.#filter, held[i]!)) pick = held[i];
    } else {
      pick = held.find((message) => matches(this.#filter, message));
    }
    if (pick) this.#settle({ kind: "message", message: pick });
    else if (this.#late) this.#settle({ kind: "timeout" });
  }

  /** The timeout (`Due`). */
  fire(): void {
    if (this.#read) this.#settle({ kind: "timeout" });
    else this.#late = true;
  }

  /** The client went away (the request's abort event). */
  handleEvent(): void {
    this.#settle({ kind: "closed" });
  }

  /** Shutdown. */
  close(): void {
    this.#settle({ kind: "shutdown" });
  }

  #settle(outcome: Outcome): void {
    if (this.#settled) return;
    this.#settled = true;
    const ctx = this.#ctx;
    ctx.held.waits--;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    ctx.held.forget(this);
    ctx.held.deadlines.remove(this);
    if (this.#expiry) ctx.held.deadlines.remove(this.#expiry);
    this.#signal.removeEventListener("abort", this);
    ctx.held.give(this.#address, this.#client);
    this.#resolve(respond(ctx, outcome, this.#address, this.#filter, this.#after, this.#timeout, this.#none));
  }
}

async function respond(
  ctx: ServiceContext,
  outcome: Outcome,
  address: string,
  filter: Filter,
  after: number | undefined,
  timeout: number,
  none: boolean,
): Promise<Response> {
  switch (outcome.kind) {
    case "message":
      if (none) throw unexpected(outcome.message);
      return Response.json(outcome.message);
    case "timeout":
      if (none) return new Response(null, { status: 204 });
      throw await timed_out(ctx, address, filter, after, timeout);
    case "gone":
      throw gone();
    case "shutdown":
      throw new HttpError(503, "shutting_down", "the server is shutting down; try again", { "retry-after": "1" });
    case "closed":
      return new Response(null, { status: 499 });
  }
}

function gone(): HttpError {
  return new HttpError(410, "gone", "the inbox expired or was deleted while waiting");
}

/** 409 `unexpected_mail`: a negative assertion failed; the body carries the message as `message`. */
function unexpected(message: WireMessage): HttpError {
  const sender = message.name ? `${message.name} <${message.from}>` : message.from;
  return new HttpError(
    409,
    "unexpected_mail",
    `a matching message arrived: ${JSON.stringify(message.subject)} from ${sender} (${message.id})`,
    {},
    { message },
  );
}

/** 408 `timeout` with the near misses (closest first) and the inbox's last refused arrival. */
async function timed_out(
  ctx: ServiceContext,
  address: string,
  filter: Filter,
  after: number | undefined,
  timeout: number,
): Promise<HttpError> {
  const [inbox, held] = await Promise.all([ctx.store.inbox(address), ctx.store.messages(address)]);
  if (!inbox) return gone();
  const misses = near_misses(filter, after, held);
  const closest = misses.length > 0 ? `; ${describe_closest(misses)}` : "";
  return new HttpError(408, "timeout", `no matching message arrived within ${timeout / 1000}s${closest}`, {}, {
    near_misses: misses,
    last_refusal: refusal_json(inbox.last_refusal),
  });
}

export function mount_wait(app: Hono<AppEnv>, ctx: ServiceContext): void {
  app.get("/v1/inboxes/:address/wait", (c) => handle_wait(ctx, c.req.raw, c.req.param("address"), c.env.ip));
}
