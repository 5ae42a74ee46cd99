/** Every provider's name and declared capabilities, for docs tables and the webhook receiver. @module */

import { account_info } from "./account.ts";
import { brevo_info } from "./brevo.ts";
import { mailgun_info } from "./mailgun.ts";
import { postmark_info } from "./postmark.ts";
import { resend_info } from "./resend.ts";
import { sendgrid_info } from "./sendgrid.ts";
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
});
