/**
 * `GET …/wait`: hold the request until a matching message is there. The listener is attached
 * before the held mail is read, so nothing that arrives in between is missed.
 * @module
 */

import type { Hono } from "hono";
import type { WireMessage } from "../../inbox/wire.ts";
import { parse_duration } from "../../util/duration.ts";
import { client_key } from "../client_key.ts";
import type { AppEnv, ServiceContext } from "../context.ts";
import { HttpError } from "../errors.ts";
import { type Filter, matches } from "../filters.ts";
import { parse_filter } from "../filters.ts";
import { authorize, parse_cursor } from "../request.ts";
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
 * Answers one wait request: the held message, or the error that ended the wait. `ip` is the
 * client, counted against the limits on held requests.
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
  const release = ctx.held.admit(inbox.address, client_key(ip), ctx.limits);
  let outcome: Outcome;
  try {
    outcome = await hold(ctx, inbox, filter, after, timeout, request.signal);
  } finally {
    release();
  }
  switch (outcome.kind) {
    case "message":
      return Response.json(outcome.message);
    case "timeout":
      throw new HttpError(408, "timeout", `no matching message arrived within ${timeout / 1000}s`);
    case "gone":
      throw new HttpError(410, "gone", "the inbox expired or was deleted while waiting");
    case "shutdown":
      throw new HttpError(503, "shutting_down", "the server is shutting down; try again", { "retry-after": "1" });
    case "closed":
      return new Response(null, { status: 499 });
  }
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
    timers.push(setTimeout(() => settle({ kind: "timeout" }), timeout));
    const until_expiry = expires - ctx.clock.now();
    if (until_expiry < timeout) {
      // Reading the inbox after its expiry drops it, which tells the listener it is gone.
      timers.push(setTimeout(() => void ctx.store.inbox(address), Math.max(0, until_expiry) + 1));
    }
    ctx.store.messages(address, { after: after ?? 0 }).then((held) => {
      const found = held.filter((message) => matches(filter, message));
      // With a cursor, the next match after it; without one, the newest match held.
      const pick = after === undefined ? found.at(-1) : found[0];
      if (pick) settle({ kind: "message", message: pick });
    }, () => {});
  });
}
