/** `ses`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: false,
  cancel: false,
  reschedule: false,
  batch: false,
  tags: {},
  metadata: true,
  headers: true,
  tracking: false,
  attachments: true,
  inline_images: true,
  idempotency: false,
  reply_to: "many",
  webhook: "sns",
  inbound: "receipt rule SNS action (raw MIME)",
};

/**
 * Amazon SES's name and capabilities, as listed in `providers`.
 *
 * @example
 * ```ts
 * import { providers } from "@service/mail";
 * console.assert(providers.ses?.name === "ses");
 * ```
 */
export const ses_info: ProviderInfo = { name: "ses", capabilities: CAPABILITIES };
