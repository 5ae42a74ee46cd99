/**
 * A list's scheduled notification: at each run, the notification's recipients get the list's
 * recipients added or changed since the previous run (nothing is sent when there are none).
 * @module
 */

import { iso } from "../../core/clock.ts";
import { escape_html } from "../../core/html.ts";
import type { NotificationRecord } from "./store/types.ts";
import { default_sender } from "./confirm.ts";
import type { AccountContext } from "./context.ts";
import { submit } from "./submit.ts";

/** Mails the digest of changes in `(since, at]` as message `id`; answers how many recipients changed. */
export async function run_notification(
  actx: AccountContext,
  n: NotificationRecord,
  since: number,
  at: number,
  id?: string,
): Promise<number> {
  const list = await actx.store.list(n.account, n.list_id);
  if (!list) return 0;
  const changed = (await actx.store.recipients(n.account, n.list_id))
    .filter((r) => r.updated > since && r.updated <= at)
    .sort((a, b) => a.updated - b.updated);
  if (changed.length === 0) return 0;
  const rows = changed.map((r) =>
    `<tr><td>${escape_html(r.email)}</td><td>${escape_html(r.name ?? "")}</td><td>${r.status}</td><td>${
      iso(r.updated)
    }</td></tr>`
  ).join("\n");
  const html = `${
    n.body ?? ""
  }\n<table>\n<tr><th>Email</th><th>Name</th><th>Status</th><th>Changed</th></tr>\n${rows}\n</table>`;
  const text = changed.map((r) => `${r.email}\t${r.status}\t${iso(r.updated)}`).join("\n");
  await submit(
    actx,
    n.account,
    [{
      from: n.from ?? default_sender(actx),
      to: n.recipients,
      cc: [],
      bcc: [],
      reply_to: [],
      subject: n.subject ??
        `${list.name}: ${changed.length} new or changed recipient${changed.length === 1 ? "" : "s"}`,
      html,
      text,
      headers: {},
      tags: ["notification"],
      metadata: { notification: n.id, list: list.name },
      attachments: [],
      tracking: null,
      form: null,
      scheduled_at: null,
    }],
    { origin: "notification", origin_id: n.id, ...(id === undefined ? {} : { ids: [id] }) },
  );
  return changed.length;
}
