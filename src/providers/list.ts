/**
 * The one provider list: every provider's send capabilities and webhook adapter, under the key
 * `receive({provider})` takes. Adding a provider is one folder (`<name>/info.ts`, `<name>/send.ts`,
 * `<name>/webhook.ts`), its entry here and its line in `factories.ts`, the list's send half (the
 * factories `mod.ts` re-exports; kept apart so the webhooks entry never loads sending code);
 * `providers`, `ADAPTERS` and the docs tables all come from this list.
 * @module
 */

import type { ProviderInfo } from "../core/provider.ts";
import type { WebhookAdapter } from "../webhooks/adapter.ts";
import { type InboundAdapter, with_inbound } from "../webhooks/inbound/adapter.ts";
import { account_info } from "./account/info.ts";
import { service } from "./account/webhook.ts";
import { resend_info } from "./resend/info.ts";
import { resend } from "./resend/webhook.ts";
import { resend_inbound } from "./resend/inbound.ts";
import { sendgrid_info } from "./sendgrid/info.ts";
import { sendgrid } from "./sendgrid/webhook.ts";
import { sendgrid_inbound } from "./sendgrid/inbound.ts";
import { mailgun_info } from "./mailgun/info.ts";
import { mailgun } from "./mailgun/webhook.ts";
import { mailgun_inbound } from "./mailgun/inbound.ts";
import { postmark_info } from "./postmark/info.ts";
import { postmark } from "./postmark/webhook.ts";
import { postmark_inbound } from "./postmark/inbound.ts";
import { brevo_info } from "./brevo/info.ts";
import { brevo } from "./brevo/webhook.ts";
import { brevo_inbound } from "./brevo/inbound.ts";
import { ses_info } from "./ses/info.ts";
import { ses } from "./ses/webhook.ts";
import { ses_inbound } from "./ses/inbound.ts";
import { mailjet_info } from "./mailjet/info.ts";
import { mailjet } from "./mailjet/webhook.ts";
import { mailjet_inbound } from "./mailjet/inbound.ts";
import { sparkpost_info } from "./sparkpost/info.ts";
import { sparkpost } from "./sparkpost/webhook.ts";
import { sparkpost_inbound } from "./sparkpost/inbound.ts";
import { mandrill_info } from "./mandrill/info.ts";
import { mandrill } from "./mandrill/webhook.ts";
import { mandrill_inbound } from "./mandrill/inbound.ts";
import { mailersend_info } from "./mailersend/info.ts";
import { mailersend } from "./mailersend/webhook.ts";
import { smtp2go_info } from "./smtp2go/info.ts";
import { smtp2go } from "./smtp2go/webhook.ts";
import { ahasend_info } from "./ahasend/info.ts";
import { ahasend } from "./ahasend/webhook.ts";
import { plunk_info } from "./plunk/info.ts";
import { plunk } from "./plunk/webhook.ts";
import { loops_info } from "./loops/info.ts";
import { loops } from "./loops/webhook.ts";
import { mailtrap_info } from "./mailtrap/info.ts";
import { mailtrap } from "./mailtrap/webhook.ts";
import { zeptomail_info } from "./zeptomail/info.ts";
import { zeptomail } from "./zeptomail/webhook.ts";
import { scaleway_info } from "./scaleway/info.ts";
import { scaleway } from "./scaleway/webhook.ts";
import { elasticemail_info } from "./elasticemail/info.ts";
import { elasticemail } from "./elasticemail/webhook.ts";
import { mailpace_info } from "./mailpace/info.ts";
import { mailpace } from "./mailpace/webhook.ts";
import { postal_info } from "./postal/info.ts";
import { postal } from "./postal/webhook.ts";
import { postal_inbound } from "./postal/inbound.ts";
import { infobip_info } from "./infobip/info.ts";
import { infobip } from "./infobip/webhook.ts";
import { usesend_info } from "./usesend/info.ts";
import { usesend } from "./usesend/webhook.ts";
import { cloudflare_info } from "./cloudflare/info.ts";
import { cloudflare } from "./cloudflare/webhook.ts";
import { onesignal_info } from "./onesignal/info.ts";
import { mailslurp_info } from "./mailslurp/info.ts";

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

/** One provider: what it sends with and how its webhooks are read. */
interface Entry {
  info: ProviderInfo;
  /** Its webhook adapter; a provider without delivery events has none. */
  webhook?: WebhookAdapter;
  /** How it posts received mail, read beside its delivery events under the same key. */
  inbound?: InboundAdapter;
}

/** Keyed by the webhook key (`service` is the account provider's); the rest by the provider's name. */
const LIST: Readonly<Record<ProviderKey, Entry & { webhook: WebhookAdapter }> & Record<string, Entry>> = {
  service: { info: account_info, webhook: service },
  resend: { info: resend_info, webhook: resend, inbound: resend_inbound },
  sendgrid: { info: sendgrid_info, webhook: sendgrid, inbound: sendgrid_inbound },
  mailgun: { info: mailgun_info, webhook: mailgun, inbound: mailgun_inbound },
  postmark: { info: postmark_info, webhook: postmark, inbound: postmark_inbound },
  brevo: { info: brevo_info, webhook: brevo, inbound: brevo_inbound },
  ses: { info: ses_info, webhook: ses, inbound: ses_inbound },
  mailjet: { info: mailjet_info, webhook: mailjet, inbound: mailjet_inbound },
  sparkpost: { info: sparkpost_info, webhook: sparkpost, inbound: sparkpost_inbound },
  mandrill: { info: mandrill_info, webhook: mandrill, inbound: mandrill_inbound },
  mailersend: { info: mailersend_info, webhook: mailersend },
  smtp2go: { info: smtp2go_info, webhook: smtp2go },
  ahasend: { info: ahasend_info, webhook: ahasend },
  plunk: { info: plunk_info, webhook: plunk },
  loops: { info: loops_info, webhook: loops },
  mailtrap: { info: mailtrap_info, webhook: mailtrap },
  zeptomail: { info: zeptomail_info, webhook: zeptomail },
  scaleway: { info: scaleway_info, webhook: scaleway },
  elasticemail: { info: elasticemail_info, webhook: elasticemail },
  mailpace: { info: mailpace_info, webhook: mailpace },
  postal: { info: postal_info, webhook: postal, inbound: postal_inbound },
  infobip: { info: infobip_info, webhook: infobip },
  usesend: { info: usesend_info, webhook: usesend },
  cloudflare: { info: cloudflare_info, webhook: cloudflare },
  onesignal: { info: onesignal_info },
  mailslurp: { info: mailslurp_info },
};

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
export const providers: Readonly<Record<string, ProviderInfo>> = /* @__PURE__ */ Object.freeze(
  Object.fromEntries(Object.values(LIST).map((entry) => [entry.info.name, entry.info])),
);

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
export const ADAPTERS: Readonly<Record<ProviderKey, WebhookAdapter>> = /* @__PURE__ */ Object.freeze(
  Object.fromEntries(
    Object.entries(LIST).flatMap(([key, entry]) =>
      entry.webhook ? [[key, entry.inbound ? with_inbound(entry.webhook, entry.inbound) : entry.webhook]] : []
    ),
  ) as Record<
    ProviderKey,
    WebhookAdapter
  >,
);

/** Whether `key` names a built-in adapter. */
export function is_provider_key(key: string): key is ProviderKey {
  return Object.hasOwn(ADAPTERS, key);
}
