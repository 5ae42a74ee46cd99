/** `mock_event`: a realistic `WebhookEvent` for tests. @module */

import type { WebhookEvent, WebhookEventType } from "./event.ts";

const UA = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)";

/**
 * A realistic event of `type` (a delivered mail to `alice@example.com`, a click on
 * `https://example.com/welcome`, a hard bounce `5.1.1`…); `overrides` replace any field.
 *
 * @example
 * ```ts
 * import { mock_event } from "@service/mail/webhooks";
 * const event = mock_event("email.bounced", { email: "bob@example.com" });
 * console.assert(event.bounce?.type === "hard" && event.email === "bob@example.com");
 * ```
 */
export function mock_event(type: WebhookEventType, overrides: Partial<WebhookEvent> = {}): WebhookEvent {
  const timestamp = overrides.timestamp ?? new Date(Math.floor(Date.now() / 1000) * 1000);
  const event: WebhookEvent = {
    id: `evt_${crypto.randomUUID().replaceAll("-", "")}`,
    type,
    provider: "service",
    message_id: crypto.randomUUID(),
    email: "alice@example.com",
    timestamp,
    tags: ["welcome"],
    metadata: { user_id: "42" },
    raw: null,
  };
  switch (type) {
    case "email.clicked":
      Object.assign(event, { url: "https://example.com/welcome", user_agent: UA, ip: "203.0.113.7" });
      break;
    case "email.opened":
      Object.assign(event, { user_agent: UA, ip: "203.0.113.7" });
      break;
    case "email.bounced":
      event.bounce = {
        type: "hard",
        code: "5.1.1",
        message: "550 5.1.1 The email account that you tried to reach does not exist",
      };
      break;
    case "email.deferred":
      event.reason = "421 4.7.0 Try again later";
      break;
    case "email.failed":
    case "email.rejected":
      event.reason = "Recipient is on the suppression list";
      break;
    case "email.received":
      event.data = {
        id: overrides.message_id ?? event.message_id,
        from: "bob@example.com",
        name: "Bob",
        to: [overrides.email ?? event.email],
        tag: null,
        subject: "Your code is 123456",
        text: "Your code is 123456",
        html: null,
        received: timestamp.toISOString(),
        code: "123456",
        codes: ["123456"],
        link: null,
        links: [],
      };
      event.tags = [];
      event.metadata = {};
      break;
  }
  return { ...event, ...overrides };
}
