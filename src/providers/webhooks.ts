/** Every built-in adapter, by provider key (DESIGN §5). @module */

import type { WebhookAdapter } from "../webhooks/adapter.ts";
import { ahasend } from "./ahasend/webhook.ts";
import { brevo } from "./brevo/webhook.ts";
import { cloudflare } from "./cloudflare/webhook.ts";
import { elasticemail } from "./elasticemail/webhook.ts";
import { infobip } from "./infobip/webhook.ts";
import { loops } from "./loops/webhook.ts";
import { mailersend } from "./mailersend/webhook.ts";
import { mailgun } from "./mailgun/webhook.ts";
import { mailjet } from "./mailjet/webhook.ts";
import { mailpace } from "./mailpace/webhook.ts";
import { mailtrap } from "./mailtrap/webhook.ts";
import { mandrill } from "./mandrill/webhook.ts";
import { plunk } from "./plunk/webhook.ts";
import { postal } from "./postal/webhook.ts";
import { postmark } from "./postmark/webhook.ts";
import { resend } from "./resend/webhook.ts";
import { scaleway } from "./scaleway/webhook.ts";
import { sendgrid } from "./sendgrid/webhook.ts";
import { service } from "./account/webhook.ts";
import { ses } from "./ses/webhook.ts";
import { smtp2go } from "./smtp2go/webhook.ts";
import { sparkpost } from "./sparkpost/webhook.ts";
import { usesend } from "./usesend/webhook.ts";
import { zeptomail } from "./zeptomail/webhook.ts";

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
