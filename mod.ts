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

export { cancel, get_provider, mail, set_provider } from "./src/send/default.ts";
export { ServiceError } from "./src/send/error.ts";
export type { ServiceErrorCode, ServiceErrorInit } from "./src/send/error.ts";
export { add_duration } from "./src/send/duration.ts";
export { account } from "./src/providers/account.ts";
export type { AccountOptions, AccountProvider } from "./src/providers/account.ts";
export type {
  AccountMessage,
  Broadcast,
  BroadcastOptions,
  ConfirmationSettings,
  Export,
  ExportFile,
  ExportOptions,
  ExportQuery,
  Form,
  List,
  MessageStatus,
  Notification,
  NotificationOptions,
  Recipient,
  RecipientInput,
  RecipientStatus,
  Schedule,
  Suppression,
  When,
} from "./src/providers/account/types.ts";
export type { Exports } from "./src/providers/account/exports.ts";
export type { Lists, Recipients } from "./src/providers/account/lists.ts";
export type { Messages } from "./src/providers/account/messages.ts";
export type { Notifications } from "./src/providers/account/notifications.ts";
export type { Forms, Suppressions } from "./src/providers/account/suppressions.ts";
export { resend } from "./src/providers/resend.ts";
export type { ResendOptions } from "./src/providers/resend.ts";
export { sendgrid } from "./src/providers/sendgrid.ts";
export type { SendgridOptions } from "./src/providers/sendgrid.ts";
export { mailgun } from "./src/providers/mailgun.ts";
export type { MailgunOptions } from "./src/providers/mailgun.ts";
export { postmark } from "./src/providers/postmark.ts";
export type { PostmarkOptions } from "./src/providers/postmark.ts";
export { brevo } from "./src/providers/brevo.ts";
export type { BrevoOptions } from "./src/providers/brevo.ts";
export { ses } from "./src/providers/ses.ts";
export type { SesOptions } from "./src/providers/ses.ts";
export { mailjet } from "./src/providers/mailjet.ts";
export type { MailjetOptions } from "./src/providers/mailjet.ts";
export { sparkpost } from "./src/providers/sparkpost.ts";
export type { SparkpostOptions } from "./src/providers/sparkpost.ts";
export { mandrill } from "./src/providers/mandrill.ts";
export type { MandrillOptions } from "./src/providers/mandrill.ts";
export { mailersend } from "./src/providers/mailersend.ts";
export type { MailersendOptions } from "./src/providers/mailersend.ts";
export { smtp2go } from "./src/providers/smtp2go.ts";
export type { Smtp2goOptions } from "./src/providers/smtp2go.ts";
export { ahasend } from "./src/providers/ahasend.ts";
export type { AhasendOptions } from "./src/providers/ahasend.ts";
export { plunk } from "./src/providers/plunk.ts";
export type { PlunkOptions } from "./src/providers/plunk.ts";
export { loops } from "./src/providers/loops.ts";
export type { LoopsOptions } from "./src/providers/loops.ts";
export { mailtrap } from "./src/providers/mailtrap.ts";
export type { MailtrapOptions } from "./src/providers/mailtrap.ts";
export { zeptomail } from "./src/providers/zeptomail.ts";
export type { ZeptomailOptions, ZeptomailRegion } from "./src/providers/zeptomail.ts";
export { scaleway } from "./src/providers/scaleway.ts";
export type { ScalewayOptions } from "./src/providers/scaleway.ts";
export { elasticemail } from "./src/providers/elasticemail.ts";
export type { ElasticemailOptions } from "./src/providers/elasticemail.ts";
export { mailpace } from "./src/providers/mailpace.ts";
export type { MailpaceOptions } from "./src/providers/mailpace.ts";
export { postal } from "./src/providers/postal.ts";
export type { PostalOptions } from "./src/providers/postal.ts";
export { infobip } from "./src/providers/infobip.ts";
export type { InfobipOptions } from "./src/providers/infobip.ts";
export { usesend } from "./src/providers/usesend.ts";
export type { UsesendOptions } from "./src/providers/usesend.ts";
export { cloudflare } from "./src/providers/cloudflare.ts";
export type { CloudflareOptions, EmailMessageClass, SendEmailBinding } from "./src/providers/cloudflare.ts";
export { onesignal } from "./src/providers/onesignal.ts";
export type { OnesignalOptions } from "./src/providers/onesignal.ts";
export { providers } from "./src/providers/registry.ts";
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
} from "./src/providers/types.ts";
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
} from "./src/send/types.ts";
export type { Clock } from "./src/util/clock.ts";
export type { Env } from "./src/util/env.ts";
