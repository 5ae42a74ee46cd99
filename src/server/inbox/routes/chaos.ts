/**
 * `…/chaos`: an inbox's fault injection, read (`GET`), set (`POST`, replacing what was set) and
 * cleared (`DELETE`). Authorized by the inbox token; off by default; cleared with the inbox.
 * @module
 */

import type { Hono } from "hono";
import { chaos_json, NO_CHAOS, parse_chaos } from "../chaos_settings.ts";
import type { AppEnv } from "../../http/context.ts";
import type { ServiceContext } from "../context.ts";
import { HttpError } from "../../http/errors.ts";
import { read_body } from "../../http/request.ts";
import { authorize } from "../authorize.ts";
import type { InboxState } from "../store/types.ts";

export function mount_chaos(app: Hono<AppEnv>, ctx: ServiceContext): void {
  app.get("/v1/inboxes/:address/chaos", async (c) => {
    const inbox = await authorize(ctx, c.req.raw, c.req.param("address"));
    return c.json(answer(ctx, inbox));
  });

  app.post("/v1/inboxes/:address/chaos", async (c) => {
    const inbox = await authorize(ctx, c.req.raw, c.req.param("address"));
    const bytes = await read_body(c.req.raw, ctx.limits.max_body_bytes);
    let body: unknown = {};
    if (bytes.byteLength > 0) {
      try {
        body = JSON.parse(new TextDecoder().decode(bytes));
      } catch {
        throw new HttpError(400, "invalid_json", "request body is not valid JSON");
      }
    }
    ctx.chaos.set(inbox, parse_chaos(body));
    return c.json(answer(ctx, inbox));
  });

  app.delete("/v1/inboxes/:address/chaos", async (c) => {
    const inbox = await authorize(ctx, c.req.raw, c.req.param("address"));
    ctx.chaos.off(inbox.address);
    return c.body(null, 204);
  });
}

/** `{delay, duplicate, reorder, refuse, pending}`: the settings, and how much mail is held back now. */
function answer(ctx: ServiceContext, inbox: InboxState) {
  const settings = ctx.chaos.get(inbox) ?? NO_CHAOS;
  return { ...chaos_json(settings), pending: ctx.chaos.pending(inbox.address).count };
}
