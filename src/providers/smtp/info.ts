/**
 * SMTP's capabilities as data, apart from the provider so the docs table (and anything else
 * web-only) can read them without reaching `node:net`.
 * @module
 */

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
  webhook: false,
};

/**
 * SMTP's name and capabilities.
 *
 * @example
 * ```ts
 * import { smtp_info } from "@service/mail/smtp";
 * console.assert(smtp_info.name === "smtp" && smtp_info.capabilities.scheduling === false);
 * ```
 */
export const smtp_info: ProviderInfo = { name: "smtp", capabilities: CAPABILITIES };
