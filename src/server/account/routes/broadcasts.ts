/**
 * `POST /v1/lists/{list}/broadcasts`: one message per subscribed recipient (so no one sees the
 * others), minus the account's suppressions, each with its own unsubscribe link (in the body and
 * as one-click `List-Unsubscribe`) and, when asked, open and click tracking. With `scheduled_at`
 * the recipients are chosen when it goes, so someone who unsubscribes in between gets nothing.
 * @module
 */

import type { Hono } from "hono";
import { iso } from "../../../core/clock.ts";
import { random_string } from "../../../core/random.ts";
import type { Account } from "../../http/accounts.ts";
import type { AppEnv } from "../../http/context.ts";
import { HttpError } from "../../http/errors.ts";
import type { BroadcastPayload, ListRecord, RecipientRecord } from "../store/types.ts";
import { default_sender } from "../confirm.ts";
import type { AccountContext } from "../context.ts";
import { domain_of, email, email_list, invalid, opt_string, read_object, require_account } from "../http.ts";
import { read_scheduled_at, read_tracking } from "../message_input.ts";
import { may_send_from } from "../senders.ts";
import { derived_id } from "../ids.ts";
import { link_base, submit } from "../submit.ts";
import { unsubscribe_link, with_unsubscribe } from "../unsubscribe.ts";
import { find_list } from "./lists.ts";

/** What a broadcast did. */
export interface BroadcastResult {
  messages: { id: string; email: string }[];
  skipped: { email: string; reason: string }[];
}

/**
 * Sends `payload` to the list's subscribed, unsuppressed recipients now. Each message's id is
 * made from the broadcast and the address, so a scheduled broadcast run again sends each once.
 */
export async function run_broadcast(
  actx: AccountContext,
  list: ListRecord,
  payload: BroadcastPayload,
  broadcast_id: string,
): Promise<BroadcastResult> {
  const recipients = await actx.store.recipients(list.account, list.id);
  const suppressed = await actx.store.suppressed(list.account, recipients.map((r) => r.email));
  const result: BroadcastResult = { messages: [], skipped: [] };
  const targets: RecipientRecord[] = [];
  for (const r of recipients) {
    if (r.status !== "subscribed") result.skipped.push({ email: r.email, reason: r.status });
    else if (suppressed.has(r.email)) result.skipped.push({ email: r.email, reason: "suppressed" });
    else targets.push(r);
  }
  const base = link_base(actx, payload.base);
  const ids = await Promise.all(targets.map((r) => derived_id("msg_", broadcast_id, r.email)));
  const now = actx.service.clock.now();
  const links = targets.map((r, n) =>
    unsubscribe_link(actx, { account: list.account, list_id: list.id, email: r.email, message_id: ids[n]! }, now)
  );
  // Written before the messages that hold them; a message already made by an earlier run keeps its own.
  await actx.store.put_links(links);
  const sent = await submit(
    actx,
    list.account,
    targets.map((r, n) => ({
      from: payload.from,
      to: [r.name ? `${r.name.replace(/[<>"]/g, "")} <${r.email}>` : r.email],
      cc: [],
      bcc: [],
      reply_to: payload.reply_to,
      subject: payload.subject,
      ...with_unsubscribe(payload, `${base}/v1/unsubscribe/${links[n]!.token}`, list.name),
      tags: ["broadcast"],
      metadata: { broadcast: broadcast_id, list: list.name },
      attachments: [],
      tracking: payload.tracking ?? null,
      form: null,
      scheduled_at: null,
    })),
    { origin: "broadcast", origin_id: broadcast_id, ids, base },
  );
  result.messages = sent.map((s, i) => ({ id: s.id, email: targets[i]!.email }));
  return result;
}

function read_payload(
  actx: AccountContext,
  account: Account,
  list: ListRecord,
  body: Record<string, unknown>,
  base: string,
): BroadcastPayload {
  const from = body.from === undefined || body.from === null
    ? list.confirmation?.from ?? default_sender(actx)
    : email(body.from, "from");
  if (!may_send_from(actx.service, account, domain_of(from))) {
    throw new HttpError(403, "domain_not_owned", `from: this account may not send from ${domain_of(from)}`);
  }
  const subject = opt_string(body, "subject", 998);
  if (!subject?.trim()) throw invalid("subject", "is required", "missing_field");
  if (/[\r\n]/.test(subject)) throw invalid("subject", "must be one line");
  const payload: BroadcastPayload = {
    from,
    reply_to: email_list(body.reply_to, "reply_to", 10),
    subject,
    html: opt_string(body, "body", 5_000_000) ?? opt_string(body, "html", 5_000_000) ?? null,
    text: opt_string(body, "text", 5_000_000) ?? null,
    tracking: read_tracking(body.tracking),
    base: link_base(actx, base),
  };
  if (payload.html === null && payload.text === null) throw invalid("body", "body or text is required", "missing_body");
  return payload;
}

export function mount_broadcasts(app: Hono<AppEnv>, actx: AccountContext): void {
  app.post("/v1/lists/:list/broadcasts", async (c) => {
    const account = await require_account(actx, c.req.raw);
    const list = await find_list(actx, account.id, c.req.param("list"));
    const body = await read_object(c.req.raw, actx.max_body_bytes);
    const payload = read_payload(actx, account, list, body, new URL(c.req.url).origin);
    const now = actx.service.clock.now();
    const at = read_scheduled_at(body.scheduled_at, now);
    const id = `bc_${random_string(20)}`;
    if (at !== null) {
      await actx.store.enqueue({ id, kind: "broadcast", account: account.id, ref: list.id, due: at, payload });
      actx.wake();
      return c.json({ id, list: list.name, status: "scheduled", scheduled_at: iso(at) }, 202);
    }
    const result = await run_broadcast(actx, list, payload, id);
    return c.json({ id, list: list.name, status: "queued", ...result }, 202);
  });
}
