/**
 * `@service/mail/webhooks`: verified, normalised delivery events from every provider.
 *
 * The receiver grows here; today it exports the event shape.
 *
 * @module
 */

export type { WebhookEvent, WebhookEventType } from "./src/webhooks/event.ts";
