/** `POST /`: make an inbox, on a public host or, with an account key, on an own domain. @module */

import type { Hono } from "hono";
import { iso } from "../../../core/clock.ts";
import { sha256_hex } from "../../../core/crypto.ts";
import { format_duration, parse_duration } from "../../../core/duration.ts";
import { new_local_part } from "../addresses.ts";
import { client_key } from "../../http/client_key.ts";
import type { AppEnv } from "../../http/context.ts";
import type { ServiceContext } from "../context.ts";
import { HttpError } from "../../http/errors.ts";
import { inbox_json } from "../inbox_json.ts";
import { read_params } from "../../http/request.ts";
import { bearer, new_inbox_token } from "../../http/tokens.ts";

export function mount_create(app: Hono<AppEnv>, ctx: ServiceContext): void {
  app.post("/", async (c) => {
    if (ctx.create_limit) {
      const taken = ctx.create_limit.take(client_key(c.env.ip));
      if (!taken.ok) {
        throw new HttpError(
          429,
          "rate_limited",
          `too many inboxes made from this address; try again in ${taken.retry_after}s`,
          {
            "retry-after": String(taken.retry_after),
          },
        );
      }
    }
    const params = await read_params(c.req.raw, ctx.limits.max_body_bytes);
    const domain = (params.domain ?? ctx.domains[0]!).trim().toLowerCase();
    let account: string | null = null;
    if (!ctx.domains.includes(domain)) {
      const key = bearer(c.req.header("authorization"));
      if (!key) {
        throw new HttpError(
          401,
          "unauthorized",
          `an account key (Authorization: Bearer <SERVICE_TOKEN>) is needed for domain ${domain}`,
        );
      }
      const owner = await ctx.accounts.by_key(key);
      if (!owner || !owner.domains.includes(domain)) {
        throw new HttpError(403, "forbidden", `this key may not make inboxes on ${domain}`);
      }
      account = owner.id;
    }
    const max = account ? ctx.limits.max_ttl_own_ms : ctx.limits.max_ttl_public_ms;
    const ttl = params.ttl === undefined ? ctx.limits.default_ttl_ms : parse_duration(params.ttl);
    if (ttl === undefined || ttl <= 0) {
      throw new HttpError(
        400,
        "invalid_ttl",
        `ttl "${String(params.ttl).slice(0, 40)}" is not a duration like 15m, 2h or 1d`,
      );
    }
    if (ttl > max) throw new HttpError(422, "ttl_too_long", `ttl may be at most ${format_duration(max)} here`);

    const token = new_inbox_token();
    const token_hash = await sha256_hex(token);
    const created = ctx.clock.now();
    for (let attempt = 0; attempt < 20; attempt++) {
      const address = `${new_local_part()}@${domain}`;
      const record = { address, token_hash, created, expires: created + ttl, max_lifetime: max, account };
      if (!(await ctx.store.create_inbox(record))) continue;
      const inbox = (await ctx.store.inbox(address))!;
      if ((c.req.header("accept") ?? "").includes("application/json")) {
        return c.json({ ...inbox_json(inbox, ctx.limits), token }, 201);
      }
      return c.text(`${address}\ntoken: ${token}\nexpires: ${iso(inbox.expires)}\n`, 201);
    }
    throw new HttpError(503, "address_space_exhausted", "could not find a free address; try again");
  });
}
