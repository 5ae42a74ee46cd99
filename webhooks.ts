/**
 * Verified, normalised delivery events from every provider, and the service's own
 * `email.received` events.
 *
 * ```ts
 * import { receive } from "@service/mail/webhooks";
 *
 * export async function POST(request: Request): Promise<Response> {
 *   for (const event of await receive(request, { provider: "resend" })) { // RESEND_WEBHOOK_SECRET
 *     if (event.type === "email.bounced" && event.bounce?.type === "hard") console.log("drop", event.email);
 *   }
 *   return new Response("ok");
 * }
 * ```
 *
 * Each provider verifies as it documents: Standard Webhooks / Svix (`service`, `resend`,
 * `loops`, `ahasend`), HMAC (`mailgun`, `mandrill`, `mailersend`, `mailtrap`, `usesend`,
 * `elasticemail`), signatures by public key (`sendgrid` ECDSA, `mailpace` Ed25519, `postal` RSA,
 * `ses` and `scaleway` through SNS certificates) and credentials on the URL where that is all a
 * provider offers (`postmark`, `brevo`, `mailjet`, `sparkpost`, `smtp2go`, `infobip`,
 * `zeptomail`, `plunk`). `cloudflare` sends no delivery webhooks.
 *
 * Inbound mail is one `email.received` event whose `data` is an `InboundMail`, the inbox's
 * `Mail` fields (`code`, `link`, `text`, `html`, `attachments`, `auth`…), from the provider's own
 * key: SendGrid Inbound Parse, Mailgun routes, Postmark, Mailjet Parse API, Brevo inbound
 * parsing, SES receipt rules (SNS action), SparkPost relay webhooks, Mandrill, Resend (metadata
 * only) and Postal HTTP endpoints; `receive_email` reads a Cloudflare Worker's `email()`
 * message. `mock_inbound` builds any provider's inbound post from an `.eml`.
 *
 * @module
 */

export { receive, type ReceiveOptions } from "./src/webhooks/receive.ts";
export { handshake, type HandshakeOptions } from "./src/webhooks/handshake.ts";
export { mock_event } from "./src/webhooks/mock_event.ts";
export { mock_request, type MockRequestOptions } from "./src/webhooks/mock_request.ts";
export { mock_inbound, type MockInboundOptions } from "./src/webhooks/mock_inbound.ts";
export { type EmailMessageLike, receive_email } from "./src/providers/cloudflare/inbound.ts";
export type { InboundAttachment, InboundAuth, InboundMail } from "./src/webhooks/inbound/mail.ts";
export { mock_keys, type MockKeys } from "./src/providers/mock_keys.ts";
export { parse_user_agent, type UserAgentInfo } from "./src/webhooks/user_agent.ts";
export { ADAPTERS, type ProviderKey } from "./src/providers/list.ts";
export type { MockBody, MockInput, WebhookAdapter, WebhookInput } from "./src/webhooks/adapter.ts";
export type { WebhookEvent, WebhookEventType } from "./src/webhooks/event.ts";
export { ServiceError } from "./src/core/error.ts";
