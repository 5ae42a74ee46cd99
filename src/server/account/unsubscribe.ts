/**
 * Unsubscribing from a broadcast. Each recipient's copy carries its own link
 * `{base}/v1/unsubscribe/{token}` (in the body, and as RFC 8058 one-click `List-Unsubscribe` with
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, both covered by the DKIM signature). A GET
 * shows a page whose button posts (mail scanners fetch links, so a GET changes nothing); the
 * POST — from that page or a mailbox provider's one-click — sets the recipient `unsubscribed`
 * and queues `email.unsubscribed` in the same write. A second POST changes nothing.
 * @module
 */

import type { Hono } from "hono";
import { random_string } from "../../core/random.ts";
import type { AppEnv } from "../http/context.ts";
import type { BroadcastPayload, LinkRecord } from "./store/types.ts";
import type { AccountContext } from "./context.ts";
import { event_jobs, start } from "./events.ts";
import { form_has, page } from "./pages.ts";

const TOKEN = /^uns_[0-9A-Za-z]{32}$/;
const PLACEHOLDER = "{{unsubscribe_url}}";

/** A new unsubscribe link record for one recipient's copy of a broadcast. */
export function unsubscribe_link(
  actx: AccountContext,
  fields: { account: string; list_id: string; email: string; message_id: string },
  now: number,
): LinkRecord {
  return {
    ...fields,
    token: `uns_${random_string(32)}`,
    kind: "unsubscribe",
    links: [],
    opens: false,
    clicks: false,
    tags: ["broadcast"],
    metadata: {},
    opened: null,
    clicked: [],
    created: now,
    expires: now + actx.link_ttl_ms,
  };
}

/**
 * A copy's body and headers with its unsubscribe `url`: `{{unsubscribe_url}}` in the body is
 * replaced, or else a line with the link closes the HTML (before `</body>`) and the text.
 */
export function with_unsubscribe(
  payload: Pick<BroadcastPayload, "html" | "text">,
  url: string,
  list: string,
): { html: string | null; text: string | null; headers: Record<string, string> } {
  const footer = `<p style="font-size:12px;color:#666666">You get this mail as a subscriber of ${
    list.replace(/[<>&"]/g, "")
  }. <a href="${url}">Unsubscribe</a></p>`;
  let html = payload.html;
  if (html !== null && !html.includes(PLACEHOLDER)) {
    let body_end = -1;
    for (const found of html.matchAll(/<\/body/gi)) body_end = found.index;
    html = body_end < 0 ? `${html}\n${footer}` : `${html.slice(0, body_end)}${footer}\n${html.slice(body_end)}`;
  }
  let text = payload.text;
  if (text !== null && !text.includes(PLACEHOLDER)) text = `${text}\n\n--\nUnsubscribe: ${url}\n`;
  return {
    html: html?.replaceAll(PLACEHOLDER, url) ?? null,
    text: text?.replaceAll(PLACEHOLDER, url) ?? null,
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

export function mount_unsubscribe(app: Hono<AppEnv>, actx: AccountContext): void {
  const find = async (token: string) => {
    const link = TOKEN.test(token) ? await actx.store.link(token, actx.service.clock.now()) : null;
    if (!link || link.kind !== "unsubscribe" || link.list_id === null) return null;
    const list = await actx.store.list(link.account, link.list_id);
    return list ? { link, list, list_id: link.list_id } : null;
  };
  const not_valid = () => page(404, "Link not valid", "This unsubscribe link is not valid or has expired.");

  app.get("/v1/unsubscribe/:token", async (c) => {
    const found = await find(c.req.param("token"));
    if (!found) return not_valid();
    const recipient = await actx.store.recipient(found.link.account, found.list_id, found.link.email);
    if (!recipient || recipient.status !== "subscribed") {
      return page(200, "Unsubscribed", `${found.link.email} gets no mail from ${found.list.name}.`);
    }
    return page(
      200,
      `Unsubscribe from ${found.list.name}`,
      `Stop mail from ${found.list.name} to ${found.link.email}.`,
      {
        button: "Unsubscribe",
        fields: { "List-Unsubscribe": "One-Click" },
      },
    );
  });

  app.post("/v1/unsubscribe/:token", async (c) => {
    const found = await find(c.req.param("token"));
    if (!found) return not_valid();
    if (!(await form_has(c.req.raw, "List-Unsubscribe", "One-Click"))) {
      return page(400, "Not unsubscribed", "An unsubscribe request posts List-Unsubscribe=One-Click.");
    }
    const { link, list } = found;
    const recipient = await actx.store.recipient(link.account, found.list_id, link.email);
    if (recipient && (recipient.status === "subscribed" || recipient.status === "pending")) {
      const queue = await event_jobs(actx, link.account, "email.unsubscribed", {
        message_id: link.message_id,
        email: link.email,
        list: list.name,
      }, [link.token, String(recipient.updated)]); // two POSTs at once make one event
      const now = actx.service.clock.now();
      await actx.store.put_recipient(
        { ...recipient, status: "unsubscribed", token_hash: null, token_expires: null, updated: now },
        queue,
      );
      start(actx, queue);
    }
    return page(200, "Unsubscribed", `${link.email} gets no more mail from ${list.name}.`);
  });
}
