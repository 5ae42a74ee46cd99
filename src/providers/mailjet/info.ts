/** `mailjet`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: false,
  cancel: false,
  reschedule: false,
  batch: false,
  tags: { max: 1 },
  metadata: true,
  headers: true,
  tracking: { opens: true, clicks: true },
  attachments: true,
  inline_images: true,
  idempotency: false,
  reply_to: "one",
  webhook: "basic",
  inbound: "Parse API (JSON)",
};

/**
 * Mailjet's name and capabilities, as listed in `providers`.
 *
 * @example
 * ```ts
 * import { providers } from "@service/mail";
 * console.assert(providers.mailjet?.name === "mailjet");
 * ```
 */
export const mailjet_info: ProviderInfo = { name: "mailjet", capabilities: CAPABILITIES };
