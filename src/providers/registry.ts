/** Every provider's name and declared capabilities, for docs tables and the webhook receiver. @module */

import { account_info } from "./account.ts";
import { brevo_info } from "./brevo.ts";
import { mailgun_info } from "./mailgun.ts";
import { postmark_info } from "./postmark.ts";
import { resend_info } from "./resend.ts";
import { sendgrid_info } from "./sendgrid.ts";
// issue 6b providers
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
  // issue 6b providers
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
