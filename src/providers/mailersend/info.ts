/** `mailersend`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: { field: "send_at", format: "unix seconds", max_ahead: { hours: 72 } },
  cancel: true,
  reschedule: false,
  batch: false,
  tags: { max: 5 },
  metadata: false,
  headers: true,
  tracking: { opens: true, clicks: true },
  attachments: true,
  inline_images: true,
  idempotency: false,
  reply_to: "one",
  webhook: "hmac",
};

/**
 * MailerSend's name and capabilities, as listed in `providers`.
 *
 * @example
 * ```ts
 * import { providers } from "@service/mail";
 * console.assert(providers.mailersend?.name === "mailersend");
 * ```
 */
export const mailersend_info: ProviderInfo = { name: "mailersend", capabilities: CAPABILITIES };
