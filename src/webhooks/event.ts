/** The normalised delivery event. @module */

/**
 * Every kind of event; a provider's unknown event becomes `unknown`.
 *
 * @example
 * ```ts
 * import type { WebhookEventType } from "@service/mail/webhooks";
 * const worth_a_look: WebhookEventType[] = ["email.bounced", "email.complained", "email.failed"];
 * console.assert(worth_a_look.includes("email.bounced"));
 * ```
 */
export type WebhookEventType =
  | "email.queued"
  | "email.sent"
  | "email.delivered"
  | "email.deferred"
  | "email.bounced"
  | "email.complained"
  | "email.rejected"
  | "email.failed"
  | "email.opened"
  | "email.clicked"
  | "email.unsubscribed"
  | "email.subscribed"
  | "email.scheduled"
  | "email.cancelled"
  | "email.received"
  | "unknown";

/**
 * One delivery event, the same whichever provider sent it.
 *
 * @example
 * ```ts
 * import { mock_event, type WebhookEvent } from "@service/mail/webhooks";
 * const event: WebhookEvent = mock_event("email.bounced", { email: "gone@example.com", bounce: { type: "hard" } });
 * if (event.type === "email.bounced" && event.bounce?.type === "hard") console.log("stop mailing", event.email);
 * ```
 */
export interface WebhookEvent {
  /** The provider's event id (or one derived from the payload), for de-duplication. */
  id: string;
  /** What happened, the same names for every provider. */
  type: WebhookEventType;
  /** The provider key (`resend`, `sendgrid`, …). */
  provider: string;
  /** The provider's id of the message, as `send` answered it; `null` when the event has none. */
  message_id: string | null;
  /** The recipient the event is about. */
  email: string | null;
  /** When it happened, by the provider's clock. */
  timestamp: Date;
  /** Tags the message was sent with. */
  tags: string[];
  /** Key-value data the message was sent with. */
  metadata: Record<string, string>;
  /** The link clicked (`email.clicked`). */
  url?: string;
  /** The reader's user agent (opens and clicks); `parse_user_agent` reads it. */
  user_agent?: string;
  /** The reader's IP address (opens and clicks). */
  ip?: string;
  /** Bounce details: `hard` (give up on the address), `soft` (temporary), or `undetermined`. */
  bounce?: { type: "hard" | "soft" | "undetermined"; code?: string; message?: string };
  /** Why it was rejected, failed or deferred, in the provider's words. */
  reason?: string;
  /** Event data beyond the common fields (for `email.received`: the inbox `Message`). */
  data?: unknown;
  /** The provider's original event. */
  raw: unknown;
}
