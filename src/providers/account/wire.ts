/**
 * The account API's records as the account provider answers them. Times are ISO 8601 UTC strings,
 * as on the wire.
 * @module
 */

import type { Duration, Email } from "../../core/types.ts";

/**
 * When something goes: a `Date`, an ISO 8601 string (no offset = UTC) or a `Duration` from now.
 *
 * @example
 * ```ts
 * import type { When } from "@service/mail";
 * const in_an_hour: When = { hours: 1 };
 * const at_nine: When = "2026-01-02T09:00:00";
 * console.assert(typeof at_nine === "string" && "hours" in in_an_hour);
 * ```
 */
export type When = Date | string | Duration;

/**
 * Where a message stands.
 *
 * @example
 * ```ts
 * import type { MessageStatus } from "@service/mail";
 * const done: MessageStatus[] = ["sent", "delivered", "bounced", "failed", "cancelled"];
 * console.assert(!done.includes("scheduled"));
 * ```
 */
export type MessageStatus = "scheduled" | "queued" | "sent" | "delivered" | "bounced" | "failed" | "cancelled";

/**
 * A message the account sent or scheduled: its status, each recipient's outcome and its content.
 *
 * @example
 * ```ts
 * import type { AccountMessage } from "@service/mail";
 * const is_final = (m: Pick<AccountMessage, "status">) => m.status !== "scheduled" && m.status !== "queued";
 * console.assert(is_final({ status: "delivered" }));
 * ```
 */
export interface AccountMessage {
  /** The message id, `msg_…`. */
  id: string;
  /** Where it stands. */
  status: MessageStatus;
  /** The sender, `Name <a@b.c>` or `a@b.c`. */
  from: string;
  /** Recipients. */
  to: string[];
  /** Copy recipients. */
  cc: string[];
  /** Blind copy recipients. */
  bcc: string[];
  /** Reply-to addresses. */
  reply_to: string[];
  /** The subject line. */
  subject: string;
  /** The HTML body. */
  html: string | null;
  /** The text body. */
  text: string | null;
  /** Extra headers. */
  headers: Record<string, string>;
  /** Tags. */
  tags: string[];
  /** Key-value data echoed in delivery events. */
  metadata: Record<string, string>;
  /** Attachments, without their bytes. */
  attachments: { filename: string; type: string; size: number; content_id: string | null }[];
  /** Tracking settings as sent. */
  tracking: { opens?: boolean; clicks?: boolean } | null;
  /** The form a FormData send came from. */
  form: { name: string; fields: string[] } | null;
  /** What sent it: `api`, `broadcast`, `confirmation`, `notification` or `export`. */
  origin: string;
  /** When it was accepted. */
  created: string;
  /** When it goes (or went), for a scheduled message. */
  scheduled_at: string | null;
  /** When delivery ran. */
  sent_at: string | null;
  /**
   * One outcome per recipient once delivery ran; `suppressed` ones were skipped; `deferred` ones
   * the relay refused for now are tried again (the message stays `queued`).
   */
  recipients: {
    email: string;
    status: "delivered" | "sent" | "deferred" | "bounced" | "failed" | "suppressed";
    reason: string | null;
  }[];
  /** Why it failed or was cancelled. */
  reason: string | null;
}

/**
 * A recipient's status on a list.
 *
 * @example
 * ```ts
 * import type { RecipientStatus } from "@service/mail";
 * const status: RecipientStatus = "pending";
 * console.assert(status === "pending");
 * ```
 */
export type RecipientStatus = "pending" | "subscribed" | "unsubscribed" | "bounced" | "complained";

/**
 * A recipient as given: `"a@b.c"`, `"Name <a@b.c>"` or `{email, name?}`.
 *
 * @example
 * ```ts
 * import type { RecipientInput } from "@service/mail";
 * const recipients: RecipientInput[] = ["ada@example.com", "Bob <bob@example.com>", { email: "cy@example.com", name: "Cy" }];
 * console.assert(recipients.length === 3);
 * ```
 */
export type RecipientInput = string | { email: string; name?: string | undefined };

/**
 * One recipient of a list.
 *
 * @example
 * ```ts
 * import type { Recipient } from "@service/mail";
 * const subscribed = (r: Recipient) => r.status === "subscribed";
 * console.assert(!subscribed({ email: "a@b.co", name: null, status: "pending", created: "", updated: "" }));
 * ```
 */
export interface Recipient {
  /** The lower-case address. */
  email: string;
  /** The name. */
  name: string | null;
  /** Where it stands. */
  status: RecipientStatus;
  /** When it was added. */
  created: string;
  /** When it last changed. */
  updated: string;
}

/**
 * Double opt-in settings: `true` for the defaults.
 *
 * @example
 * ```ts
 * import type { ConfirmationSettings } from "@service/mail";
 * const confirmation: ConfirmationSettings = {
 *   from: "News <news@example.com>",
 *   body: '<p><a href="{{confirm_url}}">Confirm</a></p>',
 *   redirect_url: "https://example.com/thanks",
 * };
 * console.assert(confirmation.body!.includes("{{confirm_url}}"));
 * ```
 */
export interface ConfirmationSettings {
  /** The sender of the confirmation mail (default `no-reply@<server host>`). */
  from?: Email | undefined;
  /** Its subject. */
  subject?: string | undefined;
  /** Its HTML; `{{confirm_url}}` is replaced by the link (appended when absent). */
  body?: string | undefined;
  /** Where the link leads once it subscribed. */
  redirect_url?: string | undefined;
}

/**
 * A list.
 *
 * @example
 * ```ts
 * import type { List } from "@service/mail";
 * const pending = (list: List) => list.counts.pending;
 * console.assert(typeof pending === "function");
 * ```
 */
export interface List {
  /** The list id, `lst_…`. */
  id: string;
  /** The name, unique in the account. */
  name: string;
  /** Double opt-in settings, or `null` when recipients are subscribed when added. */
  confirmation:
    | { from: string | null; subject: string | null; body: string | null; redirect_url: string | null }
    | null;
  /** When it was made. */
  created: string;
  /** When it last changed. */
  updated: string;
  /** Recipients per status. */
  counts: Record<RecipientStatus, number>;
  /** The recipients (from `lists.get` and `lists.create`). */
  recipients?: Recipient[];
}

/**
 * What a broadcast says.
 *
 * @example
 * ```ts
 * import type { BroadcastOptions } from "@service/mail";
 * const spring: BroadcastOptions = { subject: "Spring sale", body: "<p>20% off</p>", scheduled_at: { days: 1 } };
 * console.assert(spring.subject === "Spring sale");
 * ```
 */
export interface BroadcastOptions {
  /** The sender (default the list's confirmation sender, then `no-reply@<server host>`). */
  from?: Email | undefined;
  /** Reply-to addresses. */
  reply_to?: Email | Email[] | undefined;
  /** The subject line. */
  subject: string;
  /** The HTML body. */
  body?: string | undefined;
  /** The text body. */
  text?: string | undefined;
  /** When it goes; recipients are chosen then. */
  scheduled_at?: When | undefined;
  /** Open and click tracking of each recipient's copy. */
  tracking?: { opens?: boolean; clicks?: boolean } | undefined;
}

/**
 * What a broadcast did.
 *
 * @example
 * ```ts
 * import type { Broadcast } from "@service/mail";
 * const reached = (b: Broadcast) => b.messages?.length ?? 0;
 * console.assert(reached({ id: "bc_1", list: "News", status: "scheduled" }) === 0);
 * ```
 */
export interface Broadcast {
  /** The broadcast id, `bc_…`. */
  id: string;
  /** The list's name. */
  list: string;
  /** `queued` (sent now) or `scheduled`. */
  status: "queued" | "scheduled";
  /** When a scheduled broadcast goes. */
  scheduled_at?: string;
  /** One message per recipient (sent now). */
  messages?: { id: string; email: string }[];
  /** Recipients left out and why (their status, or `suppressed`). */
  skipped?: { email: string; reason: string }[];
}

/**
 * A schedule: `hourly`, `daily`, `weekly`, `monthly` or a five-field cron expression (UTC).
 *
 * @example
 * ```ts
 * import type { Schedule } from "@service/mail";
 * const schedules: Schedule[] = ["hourly", "daily", "weekly", "monthly", "0 9 * * 1"];
 * console.assert(schedules.length === 5);
 * ```
 */
export type Schedule = string;

/**
 * A list's scheduled notification.
 *
 * @example
 * ```ts
 * import type { Notification } from "@service/mail";
 * const active = (n: Notification) => !n.paused && n.next_run !== null;
 * console.assert(typeof active === "function");
 * ```
 */
export interface Notification {
  /** The id, `ntf_…`. */
  id: string;
  /** The list's id. */
  list_id: string;
  /** Who gets it. */
  recipients: string[];
  /** Its sender. */
  from: string | null;
  /** Its subject. */
  subject: string | null;
  /** HTML above the list of changes. */
  body: string | null;
  /** When it runs. */
  schedule: Schedule;
  /** Whether it is paused. */
  paused: boolean;
  /** When it was made. */
  created: string;
  /** When it last changed. */
  updated: string;
  /** The previous run. */
  last_run: string | null;
  /** The next run. */
  next_run: string | null;
}

/**
 * What a notification says.
 *
 * @example
 * ```ts
 * import type { NotificationOptions } from "@service/mail";
 * const digest: NotificationOptions = { recipients: "me@example.com", schedule: "daily", subject: "New sign-ups" };
 * console.assert(digest.schedule === "daily");
 * ```
 */
export interface NotificationOptions {
  /** Who gets it. */
  recipients: Email | Email[];
  /** Its sender. */
  from?: Email | undefined;
  /** Its subject. */
  subject?: string | undefined;
  /** HTML above the list of changes. */
  body?: string | undefined;
  /** When it runs. */
  schedule: Schedule;
  /** Whether it is paused. */
  paused?: boolean | undefined;
}

/**
 * A suppressed address.
 *
 * @example
 * ```ts
 * import type { Suppression } from "@service/mail";
 * const manual = (s: Suppression) => s.reason === "manual";
 * console.assert(manual({ email: "a@b.co", reason: "manual", created: "2026-01-01T00:00:00.000Z" }));
 * ```
 */
export interface Suppression {
  /** The address. */
  email: string;
  /** Why (`manual` unless given). */
  reason: string;
  /** When it was added. */
  created: string;
}

/**
 * A form seen through FormData sends.
 *
 * @example
 * ```ts
 * import type { Form } from "@service/mail";
 * const busiest = (forms: Form[]) => forms.toSorted((a, b) => b.count - a.count)[0];
 * console.assert(busiest([]) === undefined);
 * ```
 */
export interface Form {
  /** Its name (the send's subject). */
  name: string;
  /** Field names, in order of first appearance. */
  fields: string[];
  /** Submissions. */
  count: number;
  /** The first submission. */
  first_submission: string;
  /** The latest submission. */
  last_submission: string;
}

/**
 * What an export file holds.
 *
 * @example
 * ```ts
 * import type { ExportQuery } from "@service/mail";
 * const query: ExportQuery = { filter: "form:Contact", format: "csv", columns: ["created", "from"], window: "7d" };
 * console.assert(query.format === "csv");
 * ```
 */
export interface ExportQuery {
  /** Row filter: `form:Contact tag:signup status:sent origin:api from:… to:… subject:…`; bare words match subject, from or to. */
  filter?: string | undefined;
  /** `csv` (default) or `json`. */
  format?: "csv" | "json" | undefined;
  /** Message columns: id, created, status, origin, from, to, cc, subject, tags, form, scheduled_at, sent_at. */
  columns?: string[] | undefined;
  /** Form fields to add as columns (default every field of the rows' forms). */
  fields?: string[] | undefined;
  /** Only rows from this long before now, e.g. `7d`. */
  window?: string | undefined;
}

/**
 * A downloaded export.
 *
 * @example
 * ```ts
 * import type { ExportFile } from "@service/mail";
 * const file: ExportFile = { filename: "a.csv", type: "text/csv", bytes: new Uint8Array([97]), text: () => "a" };
 * console.assert(file.text() === "a");
 * ```
 */
export interface ExportFile {
  /** The file name the server gave. */
  filename: string;
  /** Its media type. */
  type: string;
  /** Its bytes. */
  bytes: Uint8Array;
  /** Its bytes as UTF-8 text. */
  text(): string;
}

/**
 * What a scheduled export says.
 *
 * @example
 * ```ts
 * import type { ExportOptions } from "@service/mail";
 * const weekly: ExportOptions = { name: "Leads", recipients: "me@example.com", filter: "form:Contact", schedule: "weekly" };
 * console.assert(weekly.schedule === "weekly");
 * ```
 */
export interface ExportOptions extends ExportQuery {
  /** Its name (also of the file). */
  name: string;
  /** Who gets the file. */
  recipients: Email | Email[];
  /** The sender of the mail. */
  from?: Email | undefined;
  /** When it runs. */
  schedule: Schedule;
  /** Whether it is paused. */
  paused?: boolean | undefined;
}

/**
 * A scheduled export.
 *
 * @example
 * ```ts
 * import type { Export } from "@service/mail";
 * const due = (e: Export) => (e.paused ? null : e.next_run);
 * console.assert(typeof due === "function");
 * ```
 */
export interface Export {
  /** The id, `exp_…`. */
  id: string;
  /** Its name. */
  name: string;
  /** Who gets the file. */
  recipients: string[];
  /** The sender. */
  from: string | null;
  /** Row filter. */
  filter: string | null;
  /** `csv` or `json`. */
  format: "csv" | "json";
  /** Message columns. */
  columns: string[] | null;
  /** Form fields. */
  fields: string[] | null;
  /** Rows from this long before each run; `null`: since the previous run. */
  window: string | null;
  /** When it runs. */
  schedule: Schedule;
  /** Whether it is paused. */
  paused: boolean;
  /** When it was made. */
  created: string;
  /** When it last changed. */
  updated: string;
  /** The previous run. */
  last_run: string | null;
  /** The next run. */
  next_run: string | null;
}
