/**
 * The open pixel and click redirects of tracked mail (no key: the token is in the mail).
 * `GET /v1/t/o/{token}.gif` answers a transparent GIF; `GET /v1/t/c/{token}_{n}` answers 302 to
 * link `n` as recorded for that token — the target comes from the store, never from the request,
 * so this is no open redirect. The first open of a copy, and the first click of each of its
 * links, queue `email.opened` / `email.clicked` (with the URL, user agent and IP) in the write
 * that records them; later hits only answer. HEAD requests count for nothing.
 * @module
 */

import type { Context, Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import type { LinkHit, LinkRecord } from "../store/types.ts";
import type { AccountContext } from "../context.ts";
import { type DeliveryEventType, event_jobs, start } from "../events.ts";
import { page } from "../pages.ts";
import { PIXEL, TRACK_TOKEN } from "../tracking.ts";

const CLICK = /^(trk_[0-9A-Za-z]{24})_(\d{1,3})$/;

/** Records a first hit and queues its event in the same write; a hit seen before does nothing. */
async function hit(
  actx: AccountContext,
  c: Context<AppEnv>,
  link: LinkRecord,
  seen: LinkHit,
  url?: string,
): Promise<void> {
  if (c.req.method !== "GET") return;
  const type: DeliveryEventType = "open" in seen ? "email.opened" : "email.clicked";
  const queue = await event_jobs(actx, link.account, type, {
    message_id: link.message_id,
    email: link.email,
    tags: link.tags,
    metadata: link.metadata,
    ...(url === undefined ? {} : { url }),
    user_agent: c.req.header("user-agent")?.slice(0, 500) ?? null,
    ip: c.env?.ip ?? null,
  }, [link.token, "open" in seen ? "open" : `click ${seen.click}`]);
  if (await actx.store.mark_link(link.token, seen, actx.service.clock.now(), queue)) start(actx, queue);
}

export function mount_tracking(app: Hono<AppEnv>, actx: AccountContext): void {
  app.get("/v1/t/o/:file", async (c) => {
    const token = c.req.param("file").replace(/\.gif$/, "");
    const link = TRACK_TOKEN.test(token) ? await actx.store.link(token, actx.service.clock.now()) : null;
    if (link?.kind === "track" && link.opens && link.opened === null) await hit(actx, c, link, { open: true });
    return new Response(PIXEL, {
      headers: { "content-type": "image/gif", "cache-control": "no-store, private" },
    });
  });

  app.get("/v1/t/c/:token", async (c) => {
    const match = CLICK.exec(c.req.param("token"));
    const link = match ? await actx.store.link(match[1]!, actx.service.clock.now()) : null;
    const n = Number(match?.[2]);
    const url = link?.kind === "track" && link.clicks ? link.links[n] : undefined;
    if (!link || url === undefined) return page(404, "Link not valid", "This link is not valid or has expired.");
    if (!link.clicked.includes(n)) await hit(actx, c, link, { click: n }, url);
    return new Response(null, { status: 302, headers: { location: url, "cache-control": "no-store, private" } });
  });
}
