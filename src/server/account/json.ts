/** The account API's JSON shapes: records as the wire shows them (times as ISO 8601 UTC). @module */

import { iso } from "../../core/clock.ts";
import type { AccountMessage, List, Recipient } from "../../providers/account/wire.ts";
import type { Export, Form, Notification, Suppression } from "../../providers/account/wire_schedules.ts";
import type {
  ExportRecord,
  FormRecord,
  ListRecord,
  NotificationRecord,
  OutMessage,
  RecipientRecord,
  RecipientStatus,
  SuppressionRecord,
} from "./store/types.ts";

const time = (ms: number | null) => (ms === null ? null : iso(ms));

/** A message: status, recipients' outcomes and content (attachments without their bytes). */
export function message_json(m: OutMessage): AccountMessage {
  return {
    id: m.id,
    status: m.status,
    from: m.from,
    to: m.to,
    cc: m.cc,
    bcc: m.bcc,
    reply_to: m.reply_to,
    subject: m.subject,
    html: m.html,
    text: m.text,
    headers: m.headers,
    tags: m.tags,
    metadata: m.metadata,
    attachments: m.attachments.map(({ filename, type, size, content_id }) => ({ filename, type, size, content_id })),
    tracking: m.tracking,
    form: m.form ? { name: m.form.name, fields: m.form.fields } : null,
    origin: m.origin,
    created: iso(m.created),
    scheduled_at: time(m.scheduled_at),
    sent_at: time(m.sent_at),
    recipients: m.recipients,
    reason: m.reason,
  };
}

export function recipient_json(r: RecipientRecord): Recipient {
  return { email: r.email, name: r.name, status: r.status, created: iso(r.created), updated: iso(r.updated) };
}

/** A list with its counts per status, and its recipients when `full`. */
export function list_json(list: ListRecord, recipients: RecipientRecord[], full = false): List {
  const counts: Record<RecipientStatus, number> = {
    pending: 0,
    subscribed: 0,
    unsubscribed: 0,
    bounced: 0,
    complained: 0,
  };
  for (const r of recipients) counts[r.status]++;
  const out: List = {
    id: list.id,
    name: list.name,
    confirmation: list.confirmation,
    created: iso(list.created),
    updated: iso(list.updated),
    counts,
  };
  if (full) out.recipients = recipients.map(recipient_json);
  return out;
}

export function suppression_json(s: SuppressionRecord): Suppression {
  return { email: s.email, reason: s.reason, created: iso(s.created) };
}

export function form_json(f: FormRecord): Form {
  return {
    name: f.name,
    fields: f.fields,
    count: f.count,
    first_submission: iso(f.first_submission),
    last_submission: iso(f.last_submission),
  };
}

export function notification_json(n: NotificationRecord): Notification {
  return {
    id: n.id,
    list_id: n.list_id,
    recipients: n.recipients,
    from: n.from,
    subject: n.subject,
    body: n.body,
    schedule: n.schedule,
    paused: n.paused,
    created: iso(n.created),
    updated: iso(n.updated),
    last_run: time(n.last_run),
    next_run: time(n.next_run),
  };
}

export function export_json(e: ExportRecord): Export {
  return {
    id: e.id,
    name: e.name,
    recipients: e.recipients,
    from: e.from,
    filter: e.filter,
    format: e.format,
    columns: e.columns,
    fields: e.fields,
    window: e.window,
    schedule: e.schedule,
    paused: e.paused,
    created: iso(e.created),
    updated: iso(e.updated),
    last_run: time(e.last_run),
    next_run: time(e.next_run),
  };
}
