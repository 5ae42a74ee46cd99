/**
 * The account API's wire shapes, shared by the account provider and the reference server (whose
 * answers are typed with them): messages, recipients, lists and broadcasts. Times are ISO 8601 UTC
 * strings, as on the wire. Notifications, suppressions, forms and exports are in `wire_schedules.ts`.
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
    status: RecipientOutcome;
    reason: string | null;
  }[];
  /** Why it failed or was cancelled. */
  reason: string | null;
}

/**
 * What happened for one recipient of a message. `deferred`: the relay refused it for now (a 4xx
 * reply, no connection, a timeout); the message stays `queued` and is tried again later.
 *
 * @example
 * ```ts
 * import type { RecipientOutcome } from "@service/mail";
 * const final = (outcome: RecipientOutcome) => outcome !== "deferred";
 * console.assert(final("delivered") && !final("deferred"));
 * ```
 */
export type RecipientOutcome = "delivered" | "sent" | "deferred" | "bounced" | "failed" | "suppressed";

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
