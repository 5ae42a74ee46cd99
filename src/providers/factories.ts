/**
 * The send half of the provider list: each provider's factory and its options types, one line a
 * provider, in the order of `list.ts`. `mod.ts` re-exports this file whole, so a new provider is
 * public once it has its line here and its entry in `list.ts`. (The list's other half, `list.ts`,
 * reads each provider's `info.ts` and `webhook.ts` and never the sending code, so
 * `@service/mail/webhooks` does not load it.)
 * @module
 */

export { account, type AccountOptions, type AccountProvider } from "./account/send.ts";
export { resend, type ResendOptions } from "./resend/send.ts";
export { sendgrid, type SendgridOptions } from "./sendgrid/send.ts";
export { mailgun, type MailgunOptions } from "./mailgun/send.ts";
export { postmark, type PostmarkOptions } from "./postmark/send.ts";
export { brevo, type BrevoOptions } from "./brevo/send.ts";
export { ses, type SesOptions } from "./ses/send.ts";
export { mailjet, type MailjetOptions } from "./mailjet/send.ts";
export { sparkpost, type SparkpostOptions } from "./sparkpost/send.ts";
export { mandrill, type MandrillOptions } from "./mandrill/send.ts";
export { mailersend, type MailersendOptions } from "./mailersend/send.ts";
export { smtp2go, type Smtp2goOptions } from "./smtp2go/send.ts";
export { ahasend, type AhasendOptions } from "./ahasend/send.ts";
export { plunk, type PlunkOptions } from "./plunk/send.ts";
export { loops, type LoopsOptions } from "./loops/send.ts";
export { mailtrap, type MailtrapOptions } from "./mailtrap/send.ts";
export { zeptomail, type ZeptomailOptions, type ZeptomailRegion } from "./zeptomail/send.ts";
export { scaleway, type ScalewayOptions } from "./scaleway/send.ts";
export { elasticemail, type ElasticemailOptions } from "./elasticemail/send.ts";
export { mailpace, type MailpaceOptions } from "./mailpace/send.ts";
export { postal, type PostalOptions } from "./postal/send.ts";
export { infobip, type InfobipOptions } from "./infobip/send.ts";
export { usesend, type UsesendOptions } from "./usesend/send.ts";
export {
  cloudflare,
  type CloudflareOptions,
  type EmailMessageClass,
  type SendEmailBinding,
} from "./cloudflare/send.ts";
export { onesignal, type OnesignalOptions } from "./onesignal/send.ts";
export { mailslurp, type MailslurpOptions } from "./mailslurp/send.ts";
