/**
 * `GET …/stream`: Server-Sent Events. Each message is sent once with its cursor as the event
 * id; a reconnect with `Last-Event-ID` (or `?after=`) resumes without a gap or a repeat.
 * @module
 */

import type { Hono } from "hono";
import type { WireMessage } from "../../../inbox/wire.ts";
import { client_key } from "../../http/client_key.ts";
import type { AppEnv } from "../../http/context.ts";
import type { ServiceContext } from "../context.ts";
import { parse_cursor, type RequestHead } from "../../http/request.ts";
import { authorize } from "../authorize.ts";

const encoder = new TextEncoder();

function message_event(message: WireMessage): Uint8Array {
  return encoder.encode(`event: message\nid: ${message.cursor}\ndata: ${JSON.stringify(message)}\n\n`);
}

export function mount_stream(app: Hono<AppEnv>, ctx: ServiceContext): void {
  app.get("/v1/inboxes/:address/stream", (c) => handle_stream(ctx, c.req.raw, c.req.param("address"), c.env.ip));
}

/** Opens the event stream of one inbox for client `ip`. */
export async function handle_stream(
  ctx: ServiceContext,
  request: RequestHead,
  address: string,
  ip = "unknown",
): Promise<Response> {
  const inbox = await authorize(ctx, request, address);
  const resume = parse_cursor(request.headers.get("last-event-id")) ??
    parse_cursor(new URL(request.url).searchParams.get("after"));
  const release = ctx.held.admit(inbox.address, client_key(ip), ctx.limits);
  const signal = request.signal;
  let last = resume ?? inbox.seq;
  let open = true;
  let replaying = true;
  const queued: WireMessage[] = [];
  let controller!: ReadableStreamDefaultController<Uint8Array>;

  const send = (message: WireMessage) => {
    if (!open || Number(message.cursor) <= last) return;
    last = Number(message.cursor);
    controller.enqueue(message_event(message));
  };
  /** Ends the stream once: stops listening and, if the reader is still there, closes it. */
  const finish = (final?: string) => {
    if (!open) return;
    open = false;
    release();
    ctx.held.streams--;
    unsubscribe();
    unregister();
    clearInterval(heartbeat);
    clearTimeout(expiry);
    signal.removeEventListener("abort", on_abort);
    try {
      if (final) controller.enqueue(encoder.encode(final));
      controller.close();
    } catch {
      // The reader already went away.
    }
  };

  ctx.held.streams++;
  const unsubscribe = ctx.store.subscribe(inbox.address, (event) => {
    if (event.type === "gone") finish("event: gone\ndata: {}\n\n");
    else if (replaying) queued.push(event.message);
    else send(event.message);
  }, inbox.seq);
  const unregister = ctx.held.add(() => finish());
  const heartbeat = setInterval(() => {
    if (open) controller.enqueue(encoder.encode(": keep-alive\n\n"));
  }, ctx.limits.heartbeat_ms);
  // At the expiry, reading the inbox drops it, which sends `gone`; an extended inbox re-arms.
  let expiry: ReturnType<typeof setTimeout> | undefined;
  const arm = (expires: number) => {
    expiry = setTimeout(async () => {
      const current = await ctx.store.inbox(inbox.address).catch(() => null);
      if (current && open) arm(current.expires);
    }, Math.min(2 ** 31 - 1, Math.max(0, expires - ctx.clock.now()) + 1));
  };
  arm(inbox.expires);
  const on_abort = () => finish();
  signal.addEventListener("abort", on_abort, { once: true });

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      controller.enqueue(encoder.encode("retry: 1000\n\n"));
    },
    cancel() {
      finish();
    },
  });
  ctx.store.messages(inbox.address, { after: last }).then((held) => {
    for (const message of held) send(message);
    replaying = false;
    for (const message of queued.splice(0)) send(message);
  }, () => finish());
  if (signal.aborted) finish();
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      "x-accel-buffering": "no",
    },
  });
}
