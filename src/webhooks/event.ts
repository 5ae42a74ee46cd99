/** The normalised delivery event. @module */

/** Every kind of event; a provider's unknown event becomes `unknown`. */
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

/** One delivery event, the same whichever provider sent it. */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  provider: string;
  message_id: string | null;
  email: string | null;
  timestamp: Date;
  tags: string[];
  metadata: Record<string, string>;
  url?: string;
  user_agent?: string;
  ip?: string;
  bounce?: { type: "hard" | "soft" | "undetermined"; code?: string; message?: string };
  reason?: string;
  data?: unknown;
  raw: unknown;
}
