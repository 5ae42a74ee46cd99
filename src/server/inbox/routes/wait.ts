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
import { parse_cursor } from "../../http/request.ts";
import { authorize } from "../authorize.ts";
import type { InboxState } from "../store/types.ts";

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
  request: Request,
  address: string,
  ip = "unknown",
): Promise<Response> {
  const inbox = await authorize(ctx, request, address);
  const query = new URL(request.url).searchParams;
  const filter = parse_filter(query);
  const after = parse_cursor(query.get("after"));
  const timeout = parse_wait_timeout(query.get("timeout") ?? undefined, ctx);
  const expect = parse_expect(query.get("expect"));
  const release = ctx.held.admit(inbox.address, client_key(ip), ctx.limits);
  let outcome: Outcome;
  try {
    outcome = await hold(ctx, inbox, filter, after, timeout, request.signal);
  } finally {
    release();
  }
  switch (outcome.kind) {
    case "message":
      if (expect === "none") throw unexpected(outcome.message);
      return Response.json(outcome.message);
    case "timeout":
      if (expect === "none") return new Response(null, { status: 204 });
      throw await timed_out(ctx, inbox.address, filter, after, timeout);
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

function hold(
  ctx: ServiceContext,
  inbox: InboxState,
  filter: Filter,
  after: number | undefined,
  timeout: number,
  signal: AbortSignal,
): Promise<Outcome> {
  return new Promise<Outcome>((resolve) => {
    let settled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    ctx.held.waits++;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      ctx.held.waits--;
      unsubscribe();
      unregister();
      for (const timer of timers) clearTimeout(timer);
      signal.removeEventListener("abort", on_abort);
      resolve(outcome);
    };
    const on_abort = () => settle({ kind: "closed" });
    const { address, expires } = inbox;
    const unsubscribe = ctx.store.subscribe(address, (event) => {
      if (event.type === "gone") settle({ kind: "gone" });
      else if (Number(event.message.cursor) > (after ?? 0) && matches(filter, event.message)) {
        settle({ kind: "message", message: event.message });
      }
    }, inbox.seq);
    const unregister = ctx.held.add(() => settle({ kind: "shutdown" }));
    if (signal.aborted) return on_abort();
    signal.addEventListener("abort", on_abort, { once: true });
    // A match already held always wins, however short the timeout and slow the store: the
    // timeout settles only once the held mail has been read.
    let read = false;
    let due = false;
    timers.push(setTimeout(() => read ? settle({ kind: "timeout" }) : due = true, timeout));
    const until_expiry = expires - ctx.clock.now();
    if (until_expiry < timeout) {
      // Reading the inbox after its expiry drops it, which tells the listener it is gone.
      timers.push(setTimeout(() => void ctx.store.inbox(address), Math.max(0, until_expiry) + 1));
    }
    ctx.store.messages(address, { after: after ?? 0 }).then((held) => {
      read = true;
      const found = held.filter((message) => matches(filter, message));
      // With a cursor, the next match after it; without one, the newest match held.
      const pick = after === undefined ? found.at(-1) : found[0];
      if (pick) settle({ kind: "message", message: pick });
      else if (due) settle({ kind: "timeout" });
    }, () => {
      read = true;
      if (due) settle({ kind: "timeout" });
    });
  });
}
