/**
 * `GET /v1/dkim`: the DKIM records to publish for the domains this account sends from (its own,
 * then the server's receiving hosts), with whether the key is configured or was made at start
 * (a key made at start changes on restart and signs local delivery only).
 * @module
 */

import type { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import type { AccountContext } from "../context.ts";
import { require_account } from "../http.ts";

export function mount_dkim(app: Hono<AppEnv>, actx: AccountContext): void {
  app.get("/v1/dkim", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const records = await actx.dkim.records([...account.domains, ...actx.service.domains]);
    return c.json({ selector: actx.dkim.selector, key: actx.dkim.configured ? "configured" : "generated", records });
  });
}
