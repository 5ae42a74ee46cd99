/**
 * Mailpit's read API over the catch-all, so test suites and npm clients written for Mailpit run
 * with only the URL changed: `GET /api/v1/messages` (`start`, `limit`), `GET /api/v1/search`
 * (`query`, `start`, `limit`), `DELETE /api/v1/messages` (all, or `{"IDs": […]}`), `DELETE
 * /api/v1/search`, `GET /api/v1/message/{ID}` (`latest` too), `…/raw`, `…/headers` and
 * `…/part/{PartID}`. Lists are newest first, as Mailpit's.
 *
 * Access: the operator token as `Authorization: Bearer <token>`, or as the password of Basic
 * auth (what Mailpit clients send when given credentials; any user name). Without credentials
 * the API is open only to a client on this machine: a loopback peer address, a loopback or
 * `localhost` Host header (so a web page cannot reach it by DNS rebinding) and no forwarding
 * header (so a proxy on this machine does not open it to the world). That is how Mailpit runs
 * in development, where clients are configured with a URL alone.
 * @module
 */

import type { Context, Hono } from "hono";
import type { WireMessage } from "../../../inbox/wire.ts";
import { from_base64 } from "../../../core/base64.ts";
import type { AppEnv } from "../../http/context.ts";
import { HttpError } from "../../http/errors.ts";
import { read_body } from "../../http/request.ts";
import { bearer } from "../../http/tokens.ts";
import { unchecked } from "../auth_on_read.ts";
import { CATCH_ALL, type CatchAll } from "../catch_all.ts";
import type { ServiceContext } from "../context.ts";
import { parse_search, type Predicate } from "./search.ts";
import { detail, header_lists, summary } from "./shapes.ts";

const DEFAULT_LIMIT = 50;

export function mount_mailpit(app: Hono<AppEnv>, ctx: ServiceContext, catch_all: CatchAll): void {
  // Mailpit's shapes show no SPF/DKIM/DMARC verdicts, so reading them checks no signature.
  const stored = unchecked(ctx.store);
  app.use("/api/v1/*", async (c, next) => {
    if (!(await allowed(c.req.raw, c.env?.ip ?? "unknown", catch_all))) {
      throw new HttpError(
        401,
        "unauthorized",
        "the Mailpit API needs the operator token (Authorization: Bearer <token>, or Basic auth with it as the password)",
        { "www-authenticate": 'Basic realm="catch-all"' },
      );
    }
    await next();
  });

  /** Every caught message, newest first. */
  const newest_first = async () => (await stored.messages(CATCH_ALL)).reverse();

  const page = async (c: Context<AppEnv>, match: Predicate | null) => {
    const all = await newest_first();
    const found = match ? all.filter(match) : all;
    const start = whole(c.req.query("start"), 0);
    const limit = whole(c.req.query("limit"), DEFAULT_LIMIT) || DEFAULT_LIMIT;
    const messages = found.slice(start, start + limit).map(summary);
    return c.json({
      total: all.length,
      unread: all.length,
      count: messages.length,
      messages_count: found.length,
      messages_unread: found.length,
      start,
      tags: [],
      messages,
    });
  };

  const query_of = (c: Context<AppEnv>) => {
    const query = (c.req.query("query") ?? "").trim();
    if (!query) throw new HttpError(400, "invalid_query", "Error: no search query");
    return query;
  };

  app.get("/api/v1/messages", (c) => page(c, null));
  app.get("/api/v1/search", (c) => page(c, parse_search(query_of(c))));

  app.delete("/api/v1/messages", async (c) => {
    const ids = await read_ids(c.req.raw, ctx.limits.max_body_bytes);
    if (ids.length === 0) await catch_all.delete_all();
    else await catch_all.delete(ids);
    return ok();
  });

  app.delete("/api/v1/search", async (c) => {
    const match = parse_search(query_of(c));
    await catch_all.delete((await newest_first()).filter(match).map((message) => message.id));
    return ok();
  });

  /** The message a path names; `latest` is the newest (matching `?query=` when given). */
  const message_of = async (c: Context<AppEnv>): Promise<WireMessage> => {
    const id = c.req.param("id") ?? "";
    if (id === "latest") {
      const query = c.req.query("query")?.trim();
      const all = await newest_first();
      const latest = query ? all.find(parse_search(query)) : all[0];
      if (latest) return latest;
    } else if (/^msg_[A-Za-z0-9]{1,64}$/.test(id)) {
      const message = await stored.message(CATCH_ALL, id);
      if (message) return message;
    }
    throw new HttpError(404, "not_found", "no such message");
  };
  const raw_of = async (message: WireMessage): Promise<Uint8Array> => {
    const raw = await ctx.store.raw(CATCH_ALL, message.id);
    if (!raw) throw new HttpError(404, "not_found", "no such message");
    return raw;
  };

  app.get("/api/v1/message/:id", async (c) => {
    const message = await message_of(c);
    return c.json(await detail(message, await raw_of(message), ctx.reader));
  });

  app.get("/api/v1/message/:id/headers", async (c) => c.json(header_lists(await message_of(c))));

  app.get("/api/v1/message/:id/raw", async (c) => {
    const message = await message_of(c);
    const headers: Record<string, string> = { "content-type": "text/plain; charset=utf-8" };
    if (c.req.query("dl") === "1") headers["content-disposition"] = `attachment; filename="${message.id}.eml"`;
    return new Response(await raw_of(message) as Uint8Array<ArrayBuffer>, { headers });
  });

  app.get("/api/v1/message/:id/part/:part", async (c) => {
    const message = await message_of(c);
    const part = c.req.param("part");
    const attachment = /^\d{1,4}$/.test(part) ? await ctx.reader.attachment(await raw_of(message), Number(part)) : null;
    if (!attachment) throw new HttpError(404, "not_found", "no such part");
    const filename = attachment.filename ?? `part-${part}`;
    return new Response(attachment.bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "content-type": /^[\w.+-]{1,100}\/[\w.+-]{1,100}$/.test(attachment.type)
          ? attachment.type
          : "application/octet-stream",
        "content-disposition": `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`,
        // The sender's bytes: never let them run as a page of this origin.
        "content-security-policy": "sandbox; default-src 'none'",
      },
    });
  });
}

/** Mailpit answers its writes with a plain `ok`. */
function ok(): Response {
  return new Response("ok", { headers: { "content-type": "text/plain" } });
}

/** A non-negative whole number from the query, or `fallback`. */
function whole(text: string | undefined, fallback: number): number {
  const n = Number(text);
  return text !== undefined && Number.isInteger(n) && n >= 0 ? n : fallback;
}

/** `{"IDs": […]}` from a DELETE body; `[]` (meaning all) for an empty body. */
async function read_ids(request: Request, limit: number): Promise<string[]> {
  const bytes = await read_body(request, limit);
  const text = new TextDecoder().decode(bytes).trim();
  if (!text) return [];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, "invalid_json", "request body is not valid JSON");
  }
  const ids = (body as { IDs?: unknown } | null)?.IDs;
  if (ids === undefined || ids === null) return [];
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== "string")) {
    throw new HttpError(400, "invalid_ids", "IDs must be an array of message IDs");
  }
  return ids as string[];
}

/** Whether the request may read the caught mail: the operator token, or a client on this machine. */
async function allowed(request: Request, ip: string, catch_all: CatchAll): Promise<boolean> {
  const header = request.headers.get("authorization");
  if (header) return await catch_all.accepts(bearer(header) ?? basic_password(header));
  if (!loopback_ip(ip)) return false;
  for (const name of ["forwarded", "x-forwarded-for", "x-real-ip"]) if (request.headers.has(name)) return false;
  const host = (request.headers.get("host") ?? new URL(request.url).host).toLowerCase().replace(/:\d+$/, "");
  return host === "localhost" || host.endsWith(".localhost") || loopback_ip(host.replace(/^\[|\]$/g, ""));
}

/** The password of a Basic `Authorization` header, or `null`. */
function basic_password(header: string): string | null {
  const match = /^\s*Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return null;
  try {
    const text = new TextDecoder().decode(from_base64(match[1]!));
    const colon = text.indexOf(":");
    return colon < 0 ? null : text.slice(colon + 1);
  } catch {
    return null;
  }
}

function loopback_ip(ip: string): boolean {
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip) || ip === "::1" || /^::ffff:127\./i.test(ip);
}
