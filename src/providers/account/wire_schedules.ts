/**
 * The account API's wire shapes for what runs on a schedule or is kept per account:
 * notifications, suppressions, forms and exports. Times are ISO 8601 UTC strings.
 * @module
 */

import type { Email } from "../../core/types.ts";

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
  /**
   * Row filter: `form:Contact tag:signup status:sent origin:api from:… to:… subject:…`. A key's value runs
   * to the next `key:` term (`form:Contact form` is the form "Contact form"; quotes work too); bare words
   * before the first key match subject, from or to.
   */
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
