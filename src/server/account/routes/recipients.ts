/**
 * `/v1/lists/{list}/recipients`: upsert (a new recipient is `pending` with a confirmation mail
 * when the list has confirmation, else `subscribed`; an explicit `status` wins), set a status,
 * remove. An existing recipient keeps its status unless one is given, so re-adding someone who
 * unsubscribed does not subscribe them again.
 * @module
 */

import type { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { HttpError } from "../../http/errors.ts";
import type { ListRecord, RecipientRecord, RecipientStatus } from "../store/types.ts";
import { send_confirmation } from "../confirm.ts";
import type { AccountContext } from "../context.ts";
import { event_jobs, start } from "../events.ts";
import { email, invalid, param, plain, read_object, require_account } from "../http.ts";
import { recipient_json } from "../json.ts";
import { find_list } from "./lists.ts";

const STATUSES: readonly RecipientStatus[] = ["pending", "subscribed", "unsubscribed", "bounced", "complained"];

/** Most recipients one request upserts. */
export const MAX_UPSERT = 1000;

function read_status(value: unknown): RecipientStatus | undefined {
  if (value === undefined || value === null) return undefined;
  if (!STATUSES.includes(value as RecipientStatus)) {
    throw invalid("status", `must be one of ${STATUSES.join(", ")}`, "invalid_status");
  }
  return value as RecipientStatus;
}

/** `Name <a@b.c>` → `{email, name}`. */
function split(address: string): { email: string; name: string | null } {
  const angle = /^(.*?)\s*<([^<>]+)>$/s.exec(address);
  const name = angle?.[1]?.trim().replace(/^"(.*)"$/s, "$1").replace(/\\(.)/g, "$1") || null;
  return { email: plain(address), name };
}

/** Applies a status change: the token goes, pending sends a new confirmation, events are posted. */
async function change_status(
  actx: AccountContext,
  list: ListRecord,
  recipient: RecipientRecord,
  status: RecipientStatus,
  base: string,
): Promise<RecipientRecord> {
  const before = recipient.status;
  const next: RecipientRecord = {
    ...recipient,
    status,
    updated: actx.service.clock.now(),
    token_hash: null,
    token_expires: null,
  };
  if (status === "pending" && list.confirmation) return await send_confirmation(actx, list, next, base);
  const queue = status !== before && (status === "subscribed" || status === "unsubscribed")
    ? await event_jobs(actx, list.account, `email.${status}`, { message_id: null, email: next.email, list: list.name })
    : [];
  await actx.store.put_recipient(next, queue);
  start(actx, queue);
  return next;
}

export function mount_recipients(app: Hono<AppEnv>, actx: AccountContext): void {
  app.post("/v1/lists/:list/recipients", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const list = await find_list(actx, account.id, c.req.param("list"));
    const body = await read_object(c.req.raw, actx.max_body_bytes);
    const given = read_status(body.status);
    const input = Array.isArray(body.recipients) ? body.recipients : [body.recipients];
    if (body.recipients === undefined || input.length === 0) {
      throw invalid("recipients", "at least one recipient is required", "missing_field");
    }
    if (input.length > MAX_UPSERT) throw invalid("recipients", `at most ${MAX_UPSERT} per request`);
    const parsed = input.map((item, i) => split(email(item, input.length > 1 ? `recipients[${i}]` : "recipients")));
    const base = new URL(c.req.url).origin;
    const now = actx.service.clock.now();
    const out: RecipientRecord[] = [];
    let created = 0;
    for (const { email: address, name } of parsed) {
      const existing = await actx.store.recipient(account.id, list.id, address);
      if (existing) {
        const named = name && name !== existing.name ? { ...existing, name, updated: now } : existing;
        if (given && given !== existing.status) out.push(await change_status(actx, list, named, given, base));
        else {
          if (named !== existing) await actx.store.put_recipient(named);
          out.push(named);
        }
        continue;
      }
      created++;
      const status = given ?? (list.confirmation ? "pending" : "subscribed");
      const fresh: RecipientRecord = {
        account: account.id,
        list_id: list.id,
        email: address,
        name,
        status,
        created: now,
        updated: now,
        token_hash: null,
      };
      out.push(await change_status(actx, list, { ...fresh, status: "pending" }, status, base));
    }
    return c.json({ recipients: out.map(recipient_json), created, updated: out.length - created });
  });

  app.patch("/v1/lists/:list/recipients/:email", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const list = await find_list(actx, account.id, c.req.param("list"));
    const address = param(c.req.param("email"), "recipient").toLowerCase();
    const body = await read_object(c.req.raw, actx.max_body_bytes);
    const status = read_status(body.status);
    if (!status) throw invalid("status", "is required", "missing_field");
    const recipient = await actx.store.recipient(account.id, list.id, address);
    if (!recipient) throw new HttpError(404, "not_found", "no such recipient on this list");
    const next = await change_status(actx, list, recipient, status, new URL(c.req.url).origin);
    return c.json(recipient_json(next));
  });

  app.delete("/v1/lists/:list/recipients/:email", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const list = await find_list(actx, account.id, c.req.param("list"));
    const address = param(c.req.param("email"), "recipient").toLowerCase();
    if (!(await actx.store.delete_recipient(account.id, list.id, address))) {
      throw new HttpError(404, "not_found", "no such recipient on this list");
    }
    return c.body(null, 204);
  });
}
