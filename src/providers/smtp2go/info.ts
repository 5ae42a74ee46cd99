/** `smtp2go`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: { field: "schedule", format: "YYYY-MM-DD HH:MM:SS +0000", max_ahead: { days: 3 } },
  cancel: true,
  reschedule: false,
  batch: false,
  tags: false,
  metadata: false,
  headers: true,
  tracking: false,
  attachments: true,
  inline_images: true,
  idempotency: false,
  reply_to: "many",
  webhook: "basic",
};

/**
 * SMTP2GO's name and capabilities, as listed in `providers`.
 *
 * @example
 * ```ts
 * import { providers } from "@service/mail";
 * console.assert(providers.smtp2go?.name === "smtp2go");
 * ```
 */
export const smtp2go_info: ProviderInfo = { name: "smtp2go", capabilities: CAPABILITIES };
