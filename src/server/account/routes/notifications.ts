/** `/v1/lists/{list}/notifications[/{id}]`: scheduled digests of a list's changes. @module */

import type { Hono } from "hono";
import { random_string } from "../../../core/random.ts";
import type { Account } from "../../http/accounts.ts";
import type { AppEnv } from "../../http/context.ts";
import { HttpError } from "../../http/errors.ts";
import type { NotificationRecord } from "../store/types.ts";
import type { AccountContext } from "../context.ts";
import {
  domain_of,
  email,
  email_list,
  invalid,
  opt_bool,
  opt_string,
  param,
  read_object,
  require_account,
} from "../http.ts";
import { notification_json } from "../json.ts";
import { queue_run, with_plan } from "../plan.ts";
import { read_schedule } from "../schedule.ts";
import { may_send_from } from "../senders.ts";
import { find_list } from "./lists.ts";

type Fields = Pick<NotificationRecord, "recipients" | "from" | "subject" | "body" | "schedule" | "paused">;

/** Reads the fields `body` sets; with `all`, the required ones must be there. */
export function read_fields(
  actx: AccountContext,
  account: Account,
  body: Record<string, unknown>,
  all: boolean,
): Partial<Fields> {
  const out: Partial<Fields> = {};
  if (body.recipients !== undefined || all) {
    out.recipients = email_list(body.recipients, "recipients", 50);
    if (out.recipients.length === 0) throw invalid("recipients", "at least one address is required", "missing_field");
  }
  if (body.from !== undefined) {
    out.from = body.from === null ? null : email(body.from, "from");
    if (out.from && !may_send_from(actx.service, account, domain_of(out.from))) {
      throw new HttpError(403, "domain_not_owned", `from: this account may not send from ${domain_of(out.from)}`);
    }
  }
  if (body.subject !== undefined) {
    out.subject = opt_string(body, "subject", 998) ?? null;
    if (out.subject && /[\r\n]/.test(out.subject)) throw invalid("subject", "must be one line");
  }
  if (body.body !== undefined) out.body = opt_string(body, "body", 100_000) ?? null;
  if (body.schedule !== undefined || all) out.schedule = read_schedule(body.schedule);
  const paused = opt_bool(body, "paused");
  if (paused !== undefined) out.paused = paused;
  return out;
}

export function mount_notifications(app: Hono<AppEnv>, actx: AccountContext): void {
  const find = async (account: string, list_id: string, id: string | undefined) => {
    const found = await actx.store.notification(account, param(id, "notification"));
    if (!found || found.list_id !== list_id) throw new HttpError(404, "not_found", "no such notification on this list");
    return found;
  };

  app.get("/v1/lists/:list/notifications", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const list = await find_list(actx, account.id, c.req.param("list"));
    const all = await actx.store.notifications(account.id, list.id);
    return c.json({ notifications: all.sort((a, b) => a.created - b.created).map(notification_json) });
  });

  app.post("/v1/lists/:list/notifications", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const list = await find_list(actx, account.id, c.req.param("list"));
    const fields = read_fields(actx, account, await read_object(c.req.raw, actx.max_body_bytes), true);
    const now = actx.service.clock.now();
    const record = with_plan<NotificationRecord>({
      id: `ntf_${random_string(16)}`,
      account: account.id,
      list_id: list.id,
      recipients: fields.recipients!,
      from: fields.from ?? null,
      subject: fields.subject ?? null,
      body: fields.body ?? null,
      schedule: fields.schedule!,
      paused: fields.paused ?? false,
      created: now,
      updated: now,
      last_run: null,
      next_run: null,
    }, now);
    await actx.store.put_notification(record);
    await queue_run(actx, "notification", record);
    return c.json(notification_json(record), 201);
  });

  app.get("/v1/lists/:list/notifications/:id", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const list = await find_list(actx, account.id, c.req.param("list"));
    return c.json(notification_json(await find(account.id, list.id, c.req.param("id"))));
  });

  app.patch("/v1/lists/:list/notifications/:id", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const list = await find_list(actx, account.id, c.req.param("list"));
    const found = await find(account.id, list.id, c.req.param("id"));
    const fields = read_fields(actx, account, await read_object(c.req.raw, actx.max_body_bytes), false);
    const now = actx.service.clock.now();
    const record = with_plan({ ...found, ...fields, updated: now }, now);
    await actx.store.put_notification(record);
    await queue_run(actx, "notification", record);
    return c.json(notification_json(record));
  });

  app.delete("/v1/lists/:list/notifications/:id", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const list = await find_list(actx, account.id, c.req.param("list"));
    const found = await find(account.id, list.id, c.req.param("id"));
    await actx.store.delete_notification(account.id, found.id);
    return c.body(null, 204);
  });
}
