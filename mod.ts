/**
 * `@service/mail`: one mail API over every provider.
 *
 * `mail(options)` sends through the provider set with `set_provider()` — or, by default, the
 * account provider configured from `SERVICE_TOKEN`. Every provider has the same surface:
 * `send`, `cancel`, `is_error`; every failure is a `ServiceError`.
 *
 * @example
 * ```ts
 * import { mail, resend, set_provider } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ id: "49a3999c" }));
 * set_provider(resend({ api_key: "re_123", fetch }));
 * const { id } = await mail({
 *   from: "Acme <hello@acme.test>",
 *   to: "ada@example.com",
 *   subject: "Welcome",
 *   body: "<p>Hello Ada</p>",
 *   scheduled_at: { hours: 1 },
 * });
 * console.assert(id === "49a3999c");
 * set_provider(undefined);
 * ```
 *
 * @module
 */

export { cancel, get_provider, mail, set_provider } from "./src/providers/default.ts";
export { ServiceError } from "./src/core/error.ts";
export type { ServiceErrorCode, ServiceErrorInit } from "./src/core/error.ts";
export { add_duration, type Span } from "./src/core/duration.ts";
export { account } from "./src/providers/account/send.ts";
export type { AccountOptions, AccountProvider } from "./src/providers/account/send.ts";
export type {
  AccountMessage,
  Broadcast,
  BroadcastOptions,
  ConfirmationSettings,
  List,
  MessageStatus,
  Recipient,
  RecipientInput,
  RecipientOutcome,
  RecipientStatus,
  When,
} from "./src/providers/account/wire.ts";
export type {
  Export,
  ExportFile,
  ExportOptions,
  ExportQuery,
  Form,
  Notification,
  NotificationOptions,
  Schedule,
  Suppression,
} from "./src/providers/account/wire_schedules.ts";
export type { Exports } from "./src/providers/account/exports.ts";
export type { Lists, Recipients } from "./src/providers/account/lists.ts";
export type { Messages } from "./src/providers/account/messages.ts";
export type { Notifications } from "./src/providers/account/notifications.ts";
export type { Forms, Suppressions } from "./src/providers/account/suppressions.ts";
export { resend } from "./src/providers/resend/send.ts";
export type { ResendOptions } from "./src/providers/resend/send.ts";
export { sendgrid } from "./src/providers/sendgrid/send.ts";
export type { SendgridOptions } from "./src/providers/sendgrid/send.ts";
export { mailgun } from "./src/providers/mailgun/send.ts";
export type { MailgunOptions } from "./src/providers/mailgun/send.ts";
export { postmark } from "./src/providers/postmark/send.ts";
export type { PostmarkOptions } from "./src/providers/postmark/send.ts";
export { brevo } from "./src/providers/brevo/send.ts";
export type { BrevoOptions } from "./src/providers/brevo/send.ts";
export { ses } from "./src/providers/ses/send.ts";
export type { SesOptions } from "./src/providers/ses/send.ts";
export { mailjet } from "./src/providers/mailjet/send.ts";
export type { MailjetOptions } from "./src/providers/mailjet/send.ts";
export { sparkpost } from "./src/providers/sparkpost/send.ts";
export type { SparkpostOptions } from "./src/providers/sparkpost/send.ts";
export { mandrill } from "./src/providers/mandrill/send.ts";
export type { MandrillOptions } from "./src/providers/mandrill/send.ts";
export { mailersend } from "./src/providers/mailersend/send.ts";
export type { MailersendOptions } from "./src/providers/mailersend/send.ts";
export { smtp2go } from "./src/providers/smtp2go/send.ts";
export type { Smtp2goOptions } from "./src/providers/smtp2go/send.ts";
export { ahasend } from "./src/providers/ahasend/send.ts";
export type { AhasendOptions } from "./src/providers/ahasend/send.ts";
export { plunk } from "./src/providers/plunk/send.ts";
export type { PlunkOptions } from "./src/providers/plunk/send.ts";
export { loops } from "./src/providers/loops/send.ts";
export type { LoopsOptions } from "./src/providers/loops/send.ts";
export { mailtrap } from "./src/providers/mailtrap/send.ts";
export type { MailtrapOptions } from "./src/providers/mailtrap/send.ts";
export { zeptomail } from "./src/providers/zeptomail/send.ts";
export type { ZeptomailOptions, ZeptomailRegion } from "./src/providers/zeptomail/send.ts";
export { scaleway } from "./src/providers/scaleway/send.ts";
export type { ScalewayOptions } from "./src/providers/scaleway/send.ts";
export { elasticemail } from "./src/providers/elasticemail/send.ts";
export type { ElasticemailOptions } from "./src/providers/elasticemail/send.ts";
export { mailpace } from "./src/providers/mailpace/send.ts";
export type { MailpaceOptions } from "./src/providers/mailpace/send.ts";
export { postal } from "./src/providers/postal/send.ts";
export type { PostalOptions } from "./src/providers/postal/send.ts";
export { infobip } from "./src/providers/infobip/send.ts";
export type { InfobipOptions } from "./src/providers/infobip/send.ts";
export { usesend } from "./src/providers/usesend/send.ts";
export type { UsesendOptions } from "./src/providers/usesend/send.ts";
export { cloudflare } from "./src/providers/cloudflare/send.ts";
export type { CloudflareOptions, EmailMessageClass, SendEmailBinding } from "./src/providers/cloudflare/send.ts";
export { onesignal } from "./src/providers/onesignal/send.ts";
export type { OnesignalOptions } from "./src/providers/onesignal/send.ts";
export { mailslurp } from "./src/providers/mailslurp/send.ts";
export type { MailslurpOptions } from "./src/providers/mailslurp/send.ts";
export { providers } from "./src/providers/list.ts";
export { create_provider } from "./src/send/provider.ts";
export type {
  Adapter,
  AdapterContext,
  BatchItem,
  Capabilities,
  Provider,
  ProviderInfo,
  Scheduling,
  WireRequest,
  WireResponse,
} from "./src/core/provider.ts";
export type {
  Address,
  Attachment,
  AttachmentInput,
  CancelResponse,
  CaptchaOptions,
  Defaults,
  Duration,
  Email,
  Formatter,
  Hooks,
  Message,
  ProviderOptions,
  RescheduleResponse,
  SendOptions,
  SendResponse,
} from "./src/core/types.ts";
export type { Clock } from "./src/core/clock.ts";
export type { Env } from "./src/core/env.ts";
