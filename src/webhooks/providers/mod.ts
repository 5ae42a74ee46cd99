/** Every built-in adapter, by provider key (DESIGN §5). @module */

import type { WebhookAdapter } from "../adapter.ts";
import { ahasend } from "./ahasend.ts";
import { brevo } from "./brevo.ts";
import { cloudflare } from "./cloudflare.ts";
import { elasticemail } from "./elasticemail.ts";
import { infobip } from "./infobip.ts";
import { loops } from "./loops.ts";
import { mailersend } from "./mailersend.ts";
import { mailgun } from "./mailgun.ts";
import { mailjet } from "./mailjet.ts";
import { mailpace } from "./mailpace.ts";
import { mailtrap } from "./mailtrap.ts";
import { mandrill } from "./mandrill.ts";
import { plunk } from "./plunk.ts";
import { postal } from "./postal.ts";
import { postmark } from "./postmark.ts";
import { resend } from "./resend.ts";
import { scaleway } from "./scaleway.ts";
import { sendgrid } from "./sendgrid.ts";
import { service } from "./service.ts";
import { ses } from "./ses.ts";
import { smtp2go } from "./smtp2go.ts";
import { sparkpost } from "./sparkpost.ts";
import { usesend } from "./usesend.ts";
import { zeptomail } from "./zeptomail.ts";

/**
 * The provider keys `receive` knows.
 *
 * @example
 * ```ts
 * import { receive, type ProviderKey } from "@service/mail/webhooks";
 * // One route for every provider: /webhooks/[provider]
 * export function handle(request: Request, provider: ProviderKey) {
 *   return receive(request, { provider });
 * }
 * ```
 */
export type ProviderKey =
  | "service"
  | "resend"
  | "sendgrid"
  | "mailgun"
  | "postmark"
  | "brevo"
  | "ses"
  | "mailjet"
  | "sparkpost"
  | "mandrill"
  | "mailersend"
  | "smtp2go"
  | "ahasend"
  | "plunk"
  | "loops"
  | "mailtrap"
  | "zeptomail"
  | "scaleway"
  | "elasticemail"
  | "mailpace"
  | "postal"
  | "infobip"
  | "usesend"
  | "cloudflare";

/**
 * The built-in adapters.
 *
 * @example
 * ```ts
 * import { ADAPTERS } from "@service/mail/webhooks";
 * for (const [key, adapter] of Object.entries(ADAPTERS)) console.log(key, adapter.scheme ?? "no webhooks");
 * console.assert(ADAPTERS.resend.key === "resend");
 * ```
 */
export const ADAPTERS: Readonly<Record<ProviderKey, WebhookAdapter>> = {
  service,
  resend,
  sendgrid,
  mailgun,
  postmark,
  brevo,
  ses,
  mailjet,
  sparkpost,
  mandrill,
  mailersend,
  smtp2go,
  ahasend,
  plunk,
  loops,
  mailtrap,
  zeptomail,
  scaleway,
  elasticemail,
  mailpace,
  postal,
  infobip,
  usesend,
  cloudflare,
};

/** Whether `key` names a built-in adapter. */
export function is_provider_key(key: string): key is ProviderKey {
  return Object.hasOwn(ADAPTERS, key);
}
