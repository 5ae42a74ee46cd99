/** `/v1/lists`: lists with unique names per account and their double opt-in settings. @module */

import type { Hono } from "hono";
import type { Account } from "../../http/accounts.ts";
import type { AppEnv } from "../../http/context.ts";
import { HttpError } from "../../http/errors.ts";
import type { Confirmation, ListRecord } from "../store/types.ts";
import { random_string } from "../../../core/random.ts";
import type { AccountContext } from "../context.ts";
import { as_object, domain_of, email, invalid, opt_string, param, read_object, require_account } from "../http.ts";
import { list_json } from "../json.ts";
import { may_send_from } from "../senders.ts";

/** The list `name_or_id` names in the account; 404 `not_found` otherwise. */
export async function find_list(
  actx: AccountContext,
  account: string,
  name_or_id: string | undefined,
): Promise<ListRecord> {
  const list = await actx.store.list(account, param(name_or_id, "list"));
  if (!list) throw new HttpError(404, "not_found", "no such list in this account");
  return list;
}

function read_name(value: unknown): string {
  if (typeof value !== "string" || value.trim() === "") throw invalid("name", "is required", "missing_field");
  const name = value.trim();
  if (name.length > 100 || [...name].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127)) {
    throw invalid("name", "must be one line of at most 100 characters");
  }
  if (/^lst_/.test(name)) throw invalid("name", "may not start with lst_ (list ids do)");
  return name;
}

function read_confirmation(actx: AccountContext, account: Account, value: unknown): Confirmation | null {
  if (value === undefined || value === null || value === false) return null;
  const none: Confirmation = { from: null, subject: null, body: null, redirect_url: null };
  if (value === true) return none;
  const c = as_object(value, "confirmation");
  const from = c.from === undefined || c.from === null ? null : email(c.from, "confirmation.from");
  if (from && !may_send_from(actx.service, account, domain_of(from))) {
    throw new HttpError(
      403,
      "domain_not_owned",
      `confirmation.from: this account may not send from ${domain_of(from)}`,
    );
  }
  const redirect_url = opt_string(c, "redirect_url", 2000) ?? null;
  if (redirect_url !== null && !/^https?:\/\/[^\s]+$/i.test(redirect_url)) {
    throw invalid("confirmation.redirect_url", "must be an http(s) URL");
  }
  const subject = opt_string(c, "subject", 998) ?? null;
  if (subject && /[\r\n]/.test(subject)) throw invalid("confirmation.subject", "must be one line");
  return { ...none, from, subject, body: opt_string(c, "body", 100_000) ?? null, redirect_url };
}

export function mount_lists(app: Hono<AppEnv>, actx: AccountContext): void {
  const conflict = (name: string) =>
    new HttpError(409, "name_taken", `this account already has a list named "${name}"`);

  app.get("/v1/lists", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const lists = await actx.store.lists(account.id);
    const out = [];
    for (const list of lists.sort((a, b) => a.created - b.created)) {
      out.push(list_json(list, await actx.store.recipients(account.id, list.id)));
    }
    return c.json({ lists: out });
  });

  app.post("/v1/lists", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const body = await read_object(c.req.raw, actx.max_body_bytes);
    const now = actx.service.clock.now();
    const list: ListRecord = {
      id: `lst_${random_string(16)}`,
      account: account.id,
      name: read_name(body.name),
      confirmation: read_confirmation(actx, account, body.confirmation),
      created: now,
      updated: now,
    };
    if (!(await actx.store.create_list(list))) throw conflict(list.name);
    return c.json(list_json(list, [], true), 201);
  });

  app.get("/v1/lists/:list", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const list = await find_list(actx, account.id, c.req.param("list"));
    return c.json(list_json(list, await actx.store.recipients(account.id, list.id), true));
  });

  app.patch("/v1/lists/:list", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const list = await find_list(actx, account.id, c.req.param("list"));
    const body = await read_object(c.req.raw, actx.max_body_bytes);
    const changed: ListRecord = { ...list, updated: actx.service.clock.now() };
    if (body.name !== undefined) changed.name = read_name(body.name);
    if (body.confirmation !== undefined) changed.confirmation = read_confirmation(actx, account, body.confirmation);
    const result = await actx.store.update_list(changed);
    if (result === "name_taken") throw conflict(changed.name);
    if (result === "not_found") throw new HttpError(404, "not_found", "no such list in this account");
    return c.json(list_json(changed, await actx.store.recipients(account.id, list.id), true));
  });

  app.delete("/v1/lists/:list", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const list = await find_list(actx, account.id, c.req.param("list"));
    await actx.store.delete_list(account.id, list.id);
    return c.body(null, 204);
  });
}
