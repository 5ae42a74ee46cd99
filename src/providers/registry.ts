/** Every provider's name and declared capabilities, for docs tables and the webhook receiver. @module */

import { account_info } from "./account.ts";
import { resend_info } from "./resend.ts";
import { sendgrid_info } from "./sendgrid.ts";
import { mailgun_info } from "./mailgun.ts";
import { postmark_info } from "./postmark.ts";
import { brevo_info } from "./brevo.ts";
import { ses_info } from "./ses.ts";
import { mailjet_info } from "./mailjet.ts";
import { sparkpost_info } from "./sparkpost.ts";
import { mandrill_info } from "./mandrill.ts";
import { mailersend_info } from "./mailersend.ts";
import { smtp2go_info } from "./smtp2go.ts";
import { ahasend_info } from "./ahasend.ts";
import { plunk_info } from "./plunk.ts";
import { loops_info } from "./loops.ts";
import { mailtrap_info } from "./mailtrap.ts";
import { zeptomail_info } from "./zeptomail.ts";
import { scaleway_info } from "./scaleway.ts";
import { elasticemail_info } from "./elasticemail.ts";
import { mailpace_info } from "./mailpace.ts";
import { postal_info } from "./postal.ts";
import { infobip_info } from "./infobip.ts";
import { usesend_info } from "./usesend.ts";
import { cloudflare_info } from "./cloudflare.ts";
import { onesignal_info } from "./onesignal.ts";
import type { ProviderInfo } from "./types.ts";

/**
 * The providers, by key (the same key names the provider in `receive({provider})`), with their
 * declared capabilities; docs tables are generated from it.
 *
 * @example
 * ```ts
 * import { providers } from "@service/mail";
 * console.assert(providers.resend?.capabilities.cancel === true);
 * console.assert(providers.postmark?.capabilities.scheduling === false);
 * ```
 */
export const providers: Readonly<Record<string, ProviderInfo>> = Object.freeze({
  account: account_info,
  resend: resend_info,
  sendgrid: sendgrid_info,
  mailgun: mailgun_info,
  postmark: postmark_info,
  brevo: brevo_info,
  ses: ses_info,
  mailjet: mailjet_info,
  sparkpost: sparkpost_info,
  mandrill: mandrill_info,
  mailersend: mailersend_info,
  smtp2go: smtp2go_info,
  ahasend: ahasend_info,
  plunk: plunk_info,
  loops: loops_info,
  mailtrap: mailtrap_info,
  zeptomail: zeptomail_info,
  scaleway: scaleway_info,
  elasticemail: elasticemail_info,
  mailpace: mailpace_info,
  postal: postal_info,
  infobip: infobip_info,
  usesend: usesend_info,
  cloudflare: cloudflare_info,
  onesignal: onesignal_info,
});
