/** Reading an inbox: the inbox itself, its messages, raw bytes and attachments; extend; delete. @module */

import type { Hono } from "hono";
import { explain } from "../../../extract/explain.ts";
import { format_duration, parse_duration } from "../../../core/duration.ts";
import type { AppEnv } from "../../http/context.ts";
import type { ServiceContext } from "../context.ts";
import { HttpError, unauthorized } from "../../http/errors.ts";
import { inbox_json } from "../inbox_json.ts";
import { parse_cursor, read_params } from "../../http/request.ts";
import { authorize } from "../authorize.ts";
import { sha256_hex } from "../../../core/crypto.ts";
import { bearer } from "../../http/tokens.ts";
import { CATCH_ALL } from "../catch_all.ts";
import { matches, parse_filter } from "../filters.ts";

const not_found = (what: string) => new HttpError(404, "not_found", `no such ${what} in this inbox`);

/** A message id from the path: `msg_` and base62, or 404 before the store is asked. */
function message_id(value: string): string {
  if (!/^msg_[A-Za-z0-9]{1,64}$/.test(value)) throw not_found("message");
  return value;
}

/** Reads `explain`: `1` or `true` asks for the extraction's candidates; absent, `0` or `false` does not. */
function parse_explain(value: string | undefined): boolean {
  if (value === undefined || value === "0" || value === "false") return false;
  if (value === "1" || value === "true") return true;
  throw new HttpError(400, "invalid_explain", `explain "${value.slice(0, 40)}" is not 1, true, 0 or false`);
}

export function mount_read(app: Hono<AppEnv>, ctx: ServiceContext): void {
  app.get("/v1/inbox", async (c) => {
    const token = bearer(c.req.header("authorization"));
    const inbox = token ? await ctx.store.inbox_by_token(await sha256_hex(token)) : null;
    if (!inbox) throw unauthorized();
    return c.json(inbox_json(inbox, ctx.limits));
  });

  app.get("/v1/inboxes/:address", async (c) => {
    const inbox = await authorize(ctx, c.req.raw, c.req.param("address"));
    return c.json(inbox_json(inbox, ctx.limits));
  });

  app.delete("/v1/inboxes/:address", async (c) => {
    const inbox = await authorize(ctx, c.req.raw, c.req.param("address"));
    await ctx.store.delete_inbox(inbox.address);
    ctx.chaos.clear(inbox.address);
    return c.body(null, 204);
  });

  app.post("/v1/inboxes/:address/extend", async (c) => {
    const inbox = await authorize(ctx, c.req.raw, c.req.param("address"));
    const params = await read_params(c.req.raw, ctx.limits.max_body_bytes);
    const ttl = params.ttl === undefined ? undefined : parse_duration(params.ttl);
    if (ttl === undefined || ttl <= 0) {
      throw new HttpError(400, "invalid_ttl", "ttl is required, a duration like 30m, 2h or 1d");
    }
    const expires = inbox.expires + ttl;
    if (expires - inbox.created > inbox.max_lifetime) {
      throw new HttpError(
        422,
        "lifetime_exceeded",
        `an inbox here lives at most ${format_duration(inbox.max_lifetime)}; it can be extended by at most ${
          format_duration(Math.max(0, inbox.created + inbox.max_lifetime - inbox.expires))
        }`,
      );
    }
    const updated = await ctx.store.set_expiry(inbox.address, expires);
    if (!updated) throw unauthorized();
    return c.json(inbox_json(updated, ctx.limits));
  });

  app.get("/v1/inboxes/:address/messages", async (c) => {
    const inbox = await authorize(ctx, c.req.raw, c.req.param("address"));
    const after = parse_cursor(c.req.query("after"));
    const filter = parse_filter(new URL(c.req.url).searchParams);
    const limit_text = c.req.query("limit");
    const most = inbox.address === CATCH_ALL ? ctx.catch_all!.max_messages : ctx.limits.max_messages;
    const limit = limit_text === undefined ? most : Number(limit_text);
    if (!Number.isInteger(limit) || limit < 1 || limit > most) {
      throw new HttpError(400, "invalid_limit", `limit must be a whole number from 1 to ${most}`);
    }
    const messages = await ctx.store.messages(inbox.address, { after: after ?? 0, limit });
    // The cursor is the last message looked at, matching or not, so the next page goes on from it.
    const cursor = messages.at(-1)?.cursor ?? String(after ?? 0);
    return c.json({ messages: messages.filter((message) => matches(filter, message)), cursor });
  });

  app.get("/v1/inboxes/:address/messages/:id", async (c) => {
    const inbox = await authorize(ctx, c.req.raw, c.req.param("address"));
    const explaining = parse_explain(c.req.query("explain"));
    const message = await ctx.store.message(inbox.address, message_id(c.req.param("id")));
    if (!message) throw not_found("message");
    if (!explaining) return c.json(message);
    // Re-run on the stored fields: the candidates are large and wanted rarely, so they are not stored.
    const { candidates } = explain({
      subject: message.subject,
      text: message.text,
      html: message.html,
      from: message.from,
    });
    return c.json({ ...message, candidates });
  });

  app.get("/v1/inboxes/:address/messages/:id/raw", async (c) => {
    const inbox = await authorize(ctx, c.req.raw, c.req.param("address"));
    const id = message_id(c.req.param("id"));
    const raw = await ctx.store.raw(inbox.address, id);
    if (!raw) throw not_found("message");
    return new Response(raw as Uint8Array<ArrayBuffer>, {
      headers: {
        "content-type": "message/rfc822",
        "content-disposition": `attachment; filename="${id}.eml"`,
      },
    });
  });

  app.get("/v1/inboxes/:address/messages/:id/attachments/:n", async (c) => {
    const inbox = await authorize(ctx, c.req.raw, c.req.param("address"));
    const raw = await ctx.store.raw(inbox.address, message_id(c.req.param("id")));
    if (!raw) throw not_found("message");
    const n = c.req.param("n");
    const attachment = /^\d{1,4}$/.test(n) ? await ctx.reader.attachment(raw, Number(n)) : null;
    if (!attachment) throw not_found("attachment");
    const filename = attachment.filename ?? `attachment-${n}`;
    return new Response(attachment.bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        // The type is the sender's text: only a plain `type/subtype` goes into the header.
        "content-type": /^[\w.+-]{1,100}\/[\w.+-]{1,100}$/.test(attachment.type)
          ? attachment.type
          : "application/octet-stream",
        "content-disposition": `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`,
        // Attachments are the sender's bytes: never let them run as a page of this origin.
        "content-security-policy": "sandbox; default-src 'none'",
      },
    });
  });

  app.delete("/v1/inboxes/:address/messages/:id", async (c) => {
    const inbox = await authorize(ctx, c.req.raw, c.req.param("address"));
    if (!(await ctx.store.delete_message(inbox.address, message_id(c.req.param("id"))))) throw not_found("message");
    return c.body(null, 204);
  });
}
