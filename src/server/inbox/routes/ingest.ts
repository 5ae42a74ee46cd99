/** `POST /v1/ingest`: raw RFC 5322 over HTTP, for a front MTA or an Email Worker. @module */

import type { Hono } from "hono";
import { sha256_hex, timing_safe_equal } from "../../../core/crypto.ts";
import type { AppEnv } from "../../http/context.ts";
import type { ServiceContext } from "../context.ts";
import { HttpError } from "../../http/errors.ts";
import { read_body } from "../../http/request.ts";
import { bearer } from "../../http/tokens.ts";

export function mount_ingest(app: Hono<AppEnv>, ctx: ServiceContext): void {
  app.post("/v1/ingest", async (c) => {
    if (!ctx.ingest_secret) {
      throw new HttpError(
        403,
        "ingest_disabled",
        "HTTP ingest is off; start the server with SERVICE_INGEST_SECRET set",
      );
    }
    const given = bearer(c.req.header("authorization"));
    const [a, b] = await Promise.all([sha256_hex(given ?? ""), sha256_hex(ctx.ingest_secret)]);
    if (!given || !timing_safe_equal(a, b)) {
      throw new HttpError(401, "unauthorized", "missing or wrong ingest secret", {
        "www-authenticate": 'Bearer realm="ingest"',
      });
    }
    const query = new URL(c.req.url).searchParams;
    const rcpt = query.getAll("to").flatMap((to) => to.split(",")).map((to) => to.trim()).filter(Boolean);
    if (rcpt.length === 0) throw new HttpError(400, "missing_recipient", "give at least one ?to=<address>");
    let raw: Uint8Array;
    try {
      raw = await read_body(c.req.raw, ctx.limits.max_message_bytes);
    } catch (error) {
      if (error instanceof HttpError && error.status === 413) {
        throw new HttpError(413, "message_too_large", `a message may be at most ${ctx.limits.max_message_bytes} bytes`);
      }
      throw error;
    }
    if (raw.byteLength === 0) throw new HttpError(400, "empty_message", "the body must be the raw message");
    // What SMTP decides at RCPT, chaos decides here: once per recipient.
    const { kept, rejected } = await ctx.ingest.refuse_by_chaos(rcpt, raw.byteLength);
    const result = kept.length === 0 ? { accepted: [], rejected: [] } : await ctx.ingest.deliver(raw, {
      rcpt: kept,
      sender: query.get("from") ?? undefined,
      ip: query.get("ip") ?? c.env.ip,
      helo: query.get("helo") ?? undefined,
    });
    result.rejected.push(...rejected);
    ctx.log(`ingest http rcpt=${rcpt.length} size=${raw.byteLength} accepted=${result.accepted.length}`);
    return c.json(result, 202);
  });
}
