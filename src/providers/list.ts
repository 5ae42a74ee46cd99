/** Every provider's name and declared capabilities, for docs tables and the webhook receiver. @module */

import { account_info } from "./account/send.ts";
import { resend_info } from "./resend/send.ts";
import { sendgrid_info } from "./sendgrid/send.ts";
import { mailgun_info } from "./mailgun/send.ts";
import { postmark_info } from "./postmark/send.ts";
import { brevo_info } from "./brevo/send.ts";
import { ses_info } from "./ses/send.ts";
import { mailjet_info } from "./mailjet/send.ts";
import { sparkpost_info } from "./sparkpost/send.ts";
import { mandrill_info } from "./mandrill/send.ts";
import { mailersend_info } from "./mailersend/send.ts";
import { smtp2go_info } from "./smtp2go/send.ts";
import { ahasend_info } from "./ahasend/send.ts";
import { plunk_info } from "./plunk/send.ts";
import { loops_info } from "./loops/send.ts";
import { mailtrap_info } from "./mailtrap/send.ts";
import { zeptomail_info } from "./zeptomail/send.ts";
import { scaleway_info } from "./scaleway/send.ts";
import { elasticemail_info } from "./elasticemail/send.ts";
import { mailpace_info } from "./mailpace/send.ts";
import { postal_info } from "./postal/send.ts";
import { infobip_info } from "./infobip/send.ts";
import { usesend_info } from "./usesend/send.ts";
import { cloudflare_info } from "./cloudflare/send.ts";
import type { ProviderInfo } from "../core/provider.ts";

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
});
