// What the app does with delivery events: here, it remembers hard bounces so they are not mailed again.

import type { WebhookEvent } from "@service/mail/webhooks";

/** Addresses that bounced hard. */
export const suppressed: Set<string> = new Set();

/** Every event seen, newest last (a real app writes them to its database). */
export const seen: WebhookEvent[] = [];

export function on_mail_event(event: WebhookEvent): void {
  seen.push(event);
  if (event.type === "email.bounced" && event.bounce?.type === "hard" && event.email) suppressed.add(event.email);
  if (event.type === "email.complained" && event.email) suppressed.add(event.email);
}
