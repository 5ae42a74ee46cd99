/**
 * The catch-all on the inbox routes: the operator token opens `GET /v1/inbox` (so the viewer
 * shows all caught mail), `GET /v1/inboxes/*` answers the catch-all with its own bound, and
 * `DELETE /v1/inboxes/{address}/messages` empties an inbox or the catch-all. The catch-all itself
 * cannot be deleted, extended or given chaos. Mounted before the read routes: what is not the
 * catch-all's falls through to them.
 * @module
 */

import type { Context, Hono, Next } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { HttpError } from "../../http/errors.ts";
import { bearer } from "../../http/tokens.ts";
import { unchecked } from "../auth_on_read.ts";
import { authorize } from "../authorize.ts";
import { CATCH_ALL, type CatchAll } from "../catch_all.ts";
import type { ServiceContext } from "../context.ts";
import { inbox_json } from "../inbox_json.ts";
import type { InboxState } from "../store/types.ts";

export function mount_catch_all(app: Hono<AppEnv>, ctx: ServiceContext): void {
  const json = (catch_all: CatchAll, state: InboxState) =>
    inbox_json(state, { ...ctx.limits, max_messages: catch_all.max_messages, max_inbox_bytes: catch_all.max_bytes });

  app.get("/v1/inbox", async (c, next) => {
    const catch_all = ctx.catch_all;
    if (!catch_all || !(await catch_all.accepts(bearer(c.req.header("authorization"))))) return await next();
    return c.json(json(catch_all, await catch_all.state()));
  });

  app.get("/v1/inboxes/:address", async (c, next) => {
    if (c.req.param("address") !== CATCH_ALL) return await next();
    const state = await authorize(ctx, c.req.raw, CATCH_ALL);
    return c.json(json(ctx.catch_all!, state));
  });

  const fixed = async (c: Context<AppEnv>, next: Next) => {
    if (c.req.param("address") !== CATCH_ALL) return await next();
    await authorize(ctx, c.req.raw, CATCH_ALL);
    throw new HttpError(
      409,
      "catch_all",
      "the catch-all cannot be deleted, extended or given chaos; DELETE /v1/inboxes/*/messages empties it",
    );
  };
  app.delete("/v1/inboxes/:address", fixed);
  app.post("/v1/inboxes/:address/extend", fixed);
  app.post("/v1/inboxes/:address/chaos", fixed);

  app.delete("/v1/inboxes/:address/messages", async (c) => {
    const inbox = await authorize(ctx, c.req.raw, c.req.param("address"));
    if (inbox.address === CATCH_ALL) return c.json({ deleted: await ctx.catch_all!.delete_all() });
    let deleted = 0;
    for (const message of await unchecked(ctx.store).messages(inbox.address)) {
      if (await ctx.store.delete_message(inbox.address, message.id)) deleted++;
    }
    return c.json({ deleted });
  });
}
