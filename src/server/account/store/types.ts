/**
 * The storage seam of the account API: sent and scheduled messages, idempotency keys, lists,
 * recipients, suppressions, forms, notifications, exports and the job queue that drives every
 * scheduled thing. One interface: memory (`memory/`), Deno KV (`kv/`) and Redis (`redis/`).
 *
 * Rules every implementation keeps, so a durable one can be dropped in:
 * - Records are plain JSON values (times in ms since the epoch); what a method answers is a copy.
 * - Keys are per account: no method ever answers another account's record.
 * - Changes that race are compare-and-set: `update_message` checks the status, `claim_key` the
 *   key's absence, `create_list` the name's, `claim_run` the planned run time.
 * - Jobs are at least once: a job taken is leased, not removed, and comes back when its lease
 *   ends unless it was finished, so work cut short by a crash is done again. A handler checks its
 *   record before acting, so a job run twice or left stale (a rescheduled or cancelled message)
 *   does nothing the second time; a delivery finishes its job in the write that records it.
 * - An event is a job too, queued in the write that records what caused it (an outcome, a
 *   status, a first open), so no event is lost between the change and its post.
 * @module
 */

import type { MessageStatus, RecipientOutcome, RecipientStatus } from "../../../providers/account/wire.ts";

export type { MessageStatus, RecipientOutcome, RecipientStatus };

/** An attachment as sent: the bytes as base64. */
export interface OutAttachment {
  filename: string;
  type: string;
  /** Base64 of the bytes. */
  content: string;
  size: number;
  content_id: string | null;
}

/** Why a message exists: an API send, or something the server sends on the account's behalf. */
export type MessageOrigin = "api" | "broadcast" | "confirmation" | "notification" | "export";

/** A message the account sent or scheduled. Addresses are written `Name <a@b.c>` or `a@b.c`. */
export interface OutMessage {
  id: string;
  account: string;
  status: MessageStatus;
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  reply_to: string[];
  subject: string;
  html: string | null;
  text: string | null;
  headers: Record<string, string>;
  tags: string[];
  metadata: Record<string, string>;
  attachments: OutAttachment[];
  tracking: { opens?: boolean; clicks?: boolean } | null;
  /**
   * Set when `tracking` asks for opens or clicks and there is HTML: the base URL of the tracking
   * links and each envelope recipient's token (its `LinkRecord`), so every copy is its own.
   */
  tracked: { base: string; tokens: Record<string, string> } | null;
  /** Set for a FormData send: the form's name, field names in order, and the text values. */
  form: { name: string; fields: string[]; values: Record<string, string> } | null;
  origin: MessageOrigin;
  /** The list of a broadcast or confirmation, the notification or export that sent it. */
  origin_id: string | null;
  created: number;
  updated: number;
  scheduled_at: number | null;
  sent_at: number | null;
  /** One outcome per envelope recipient, once delivery ran. */
  recipients: { email: string; status: RecipientOutcome; reason: string | null }[];
  /** Why the message failed or was cancelled. */
  reason: string | null;
}

/** The fields of a message that change after it is made. */
export type MessageChange = Partial<
  Pick<OutMessage, "status" | "scheduled_at" | "sent_at" | "recipients" | "reason" | "updated">
>;

/** The result of a compare-and-set change. */
export type Changed<T> = { ok: true; record: T } | { ok: false; record: T | null };

/** An idempotency key: the request it was first used with and, once done, the answer. */
export interface IdempotencyRecord {
  /** SHA-256 hex of the first request's method, path and body. */
  fingerprint: string;
  expires: number;
  /** `null` while the first request is still running. */
  answer: { status: number; body: unknown } | null;
}

/** Double opt-in settings of a list. */
export interface Confirmation {
  from: string | null;
  subject: string | null;
  /** HTML; `{{confirm_url}}` is replaced by the link (appended when absent). */
  body: string | null;
  /** Where the confirmation link leads after it subscribes (otherwise a small page). */
  redirect_url: string | null;
}

export interface ListRecord {
  id: string;
  account: string;
  name: string;
  /** `null`: recipients are subscribed when added. */
  confirmation: Confirmation | null;
  created: number;
  updated: number;
}

export interface RecipientRecord {
  account: string;
  list_id: string;
  /** Lower-case address; the key within the list. */
  email: string;
  name: string | null;
  status: RecipientStatus;
  created: number;
  updated: number;
  /** SHA-256 hex of the pending confirmation token. */
  token_hash: string | null;
  /** When the pending confirmation token stops working (absent on records made before tokens expired). */
  token_expires?: number | null;
}

export interface SuppressionRecord {
  account: string;
  email: string;
  reason: string;
  created: number;
}

export interface FormRecord {
  account: string;
  name: string;
  fields: string[];
  count: number;
  first_submission: number;
  last_submission: number;
}

/** What a schedule record shares: its cron or keyword and the run the scheduler has planned. */
export interface Scheduled {
  id: string;
  account: string;
  /** A cron expression or `hourly` / `daily` / `weekly` / `monthly`. */
  schedule: string;
  paused: boolean;
  created: number;
  updated: number;
  last_run: number | null;
  /** The planned run; `null` when paused. A job carries this time and runs only if it still matches. */
  next_run: number | null;
}

export interface NotificationRecord extends Scheduled {
  list_id: string;
  recipients: string[];
  from: string | null;
  subject: string | null;
  body: string | null;
}

export interface ExportRecord extends Scheduled {
  name: string;
  recipients: string[];
  from: string | null;
  filter: string | null;
  format: "csv" | "json";
  columns: string[] | null;
  fields: string[] | null;
  /** Duration string: rows from this long before the run; `null`: since the last run. */
  window: string | null;
}

/**
 * Something to do at a time. Both stores keep jobs in time order for `take_due` (so a fake
 * clock drives them in tests); Deno KV also enqueues a queue message with the job's `delay`
 * that wakes a listening scheduler at its time, in whichever process listens.
 */
export type Job =
  | {
    id: string;
    kind: "message" | "notification" | "export" | "export_run";
    account: string;
    ref: string;
    due: number;
    /** A message's delivery attempt (0 or absent: the first; more: relay retries). */
    attempt?: number;
  }
  | { id: string; kind: "broadcast"; account: string; ref: string; due: number; payload: BroadcastPayload }
  | { id: string; kind: "webhook"; account: string; ref: string; due: number; payload: WebhookPayload };

/** A broadcast waiting for its time: recipients are chosen when it goes. */
export interface BroadcastPayload {
  from: string;
  reply_to: string[];
  subject: string;
  html: string | null;
  text: string | null;
  tracking?: { opens?: boolean; clicks?: boolean } | null;
  /** Base URL of the links written into the mail (unsubscribe, tracking). */
  base?: string;
}

/** A delivery event on its way to one endpoint. */
export interface WebhookPayload {
  url: string;
  /** The event's id (`webhook-id`), the same on every attempt. */
  event_id: string;
  body: string;
  attempt: number;
}

/** A job a write queues beside its change: due at its time, or held by the writer until `lease_until`. */
export interface Queued {
  job: Job;
  lease_until?: number;
}

/**
 * A token in a link of one recipient's copy of a message: `trk_…` for open and click tracking
 * (the click targets are kept here, so a click goes only where the mail pointed), `uns_…` for a
 * broadcast's unsubscribe link. Records expire at `expires`.
 */
export interface LinkRecord {
  token: string;
  kind: "track" | "unsubscribe";
  account: string;
  message_id: string;
  /** The recipient of this copy. */
  email: string;
  /** `unsubscribe`: the list. */
  list_id: string | null;
  /** `track`: the click targets, by index. */
  links: string[];
  /** `track`: what the message asked for. */
  opens: boolean;
  clicks: boolean;
  tags: string[];
  metadata: Record<string, string>;
  /** `track`: when the first open was seen, and the links clicked at least once. */
  opened: number | null;
  clicked: number[];
  created: number;
  expires: number;
}

/** A first hit on a tracking link: an open, or a click of link `n`. */
export type LinkHit = { open: true } | { click: number };

/** Storage of everything the account API keeps. */
export interface AccountStore {
  /**
   * Stores a new message and, in the same write, `queue`: the job that delivers it (leased when
   * the caller runs it at once) and the jobs of its events. `false`, writing nothing, when the
   * account already has a message with that id: a job that runs again makes the same ids.
   */
  put_message(message: OutMessage, queue?: Queued[]): Promise<boolean>;
  message(account: string, id: string): Promise<OutMessage | null>;
  /**
   * Applies `change` when the message's status is one of `from`. In the same write, job `finish`
   * is finished (a delivery records its outcome and its job is done at once) and `queue` is
   * queued (the events the change causes, a retry); a refused change writes neither.
   */
  update_message(
    account: string,
    id: string,
    from: readonly MessageStatus[],
    change: MessageChange,
    then?: { finish?: string; queue?: Queued[] },
  ): Promise<Changed<OutMessage>>;
  /** Messages made in `[since, until)`, oldest first. */
  messages(account: string, range?: { since?: number; until?: number }): Promise<OutMessage[]>;

  /** Takes `key` for a new request (answers `null`), or answers the record already there. */
  claim_key(account: string, key: string, fingerprint: string, expires: number): Promise<IdempotencyRecord | null>;
  /** Records the answer of the request that claimed `key`. */
  finish_key(account: string, key: string, answer: { status: number; body: unknown }): Promise<void>;
  /** Frees `key` after a request that changed nothing, so a retry may go again. */
  release_key(account: string, key: string): Promise<void>;

  lists(account: string): Promise<ListRecord[]>;
  /** By id (`lst_…`) or by name, case-insensitively. */
  list(account: string, name_or_id: string): Promise<ListRecord | null>;
  /** `false` when the account has a list of that name. */
  create_list(list: ListRecord): Promise<boolean>;
  /** Replaces a list; `"name_taken"` when another list has the new name. */
  update_list(list: ListRecord): Promise<"ok" | "name_taken" | "not_found">;
  /** Removes a list with its recipients and notifications. */
  delete_list(account: string, id: string): Promise<boolean>;

  recipients(account: string, list_id: string): Promise<RecipientRecord[]>;
  recipient(account: string, list_id: string, email: string): Promise<RecipientRecord | null>;
  /** Writes a recipient and, in the same write, `queue` (the events its change causes). */
  put_recipient(recipient: RecipientRecord, queue?: Queued[]): Promise<void>;
  delete_recipient(account: string, list_id: string, email: string): Promise<boolean>;
  /** The recipient a confirmation token (by its SHA-256 hex) belongs to, in any account. */
  recipient_by_token(token_hash: string): Promise<RecipientRecord | null>;

  /** Stores link records (before the message that holds their tokens; unused ones expire). */
  put_links(links: LinkRecord[]): Promise<void>;
  /** The link record of a token, in any account; `null` when there is none or it expired at `now`. */
  link(token: string, now: number): Promise<LinkRecord | null>;
  /**
   * Records the first open, or the first click of link `n`, on a tracking link and queues `queue`
   * in the same write; `false`, writing nothing, when that was seen before (or the link is gone).
   */
  mark_link(token: string, hit: LinkHit, at: number, queue: Queued[]): Promise<boolean>;

  suppressions(account: string): Promise<SuppressionRecord[]>;
  suppressed(account: string, emails: string[]): Promise<Set<string>>;
  /** `false` when the address was already suppressed. */
  add_suppression(suppression: SuppressionRecord): Promise<boolean>;
  remove_suppression(account: string, email: string): Promise<boolean>;

  /** Counts one submission of form `name` and merges its field names. */
  record_form(account: string, name: string, fields: string[], at: number): Promise<void>;
  forms(account: string): Promise<FormRecord[]>;

  notifications(account: string, list_id: string): Promise<NotificationRecord[]>;
  notification(account: string, id: string): Promise<NotificationRecord | null>;
  put_notification(notification: NotificationRecord): Promise<void>;
  delete_notification(account: string, id: string): Promise<boolean>;

  exports(account: string): Promise<ExportRecord[]>;
  export(account: string, id: string): Promise<ExportRecord | null>;
  put_export(record: ExportRecord): Promise<void>;
  delete_export(account: string, id: string): Promise<boolean>;

  /** Moves a schedule's planned run from `at` to `next`; `false` when `at` is no longer the plan. */
  claim_run(kind: "notification" | "export", account: string, id: string, at: number, next: number | null): Promise<
    boolean
  >;

  /**
   * Queues a job for its `due` time. With `lease_until` the caller runs it now and it is held
   * until then, as if taken (so it is not lost if the caller dies first).
   */
  enqueue(job: Job, lease_until?: number): Promise<void>;
  /**
   * Leases up to `limit` jobs due at `now`, earliest first, until `lease_until`: no other take
   * answers them before then, and they come back then unless finished.
   */
  take_due(now: number, limit: number, lease_until: number): Promise<Job[]>;
  /** Removes a job that ran; nothing when it is gone. */
  finish_job(id: string): Promise<void>;
  /** The earliest time a queued job is due (or its lease ends), or `null`. */
  next_due(): Promise<number | null>;
  /**
   * Calls `wake` when a job may be due without this process having queued it: another process
   * did, or this one before a restart (Deno KV delivers a queue message at the job's time).
   * A store shared with no one may leave it out; the scheduler also polls.
   */
  listen?(wake: () => Promise<unknown>): void;

  /**
   * Drops finished messages older than `before` and expired idempotency keys; link records
   * expired at `now` too, unless the store expires them itself (Deno KV's `expireIn`).
   */
  sweep(now: number, before: number): Promise<number>;
  close(): Promise<void>;
}
