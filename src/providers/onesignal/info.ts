/** `onesignal`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: { field: "send_after", format: "YYYY-MM-DD HH:MM:SS GMT+0000" },
  cancel: true,
  reschedule: false,
  batch: false,
  tags: false,
  metadata: false,
  headers: false,
  tracking: { opens: false, clicks: true },
  attachments: false,
  inline_images: false,
  idempotency: "body",
  reply_to: "one",
  webhook: false,
};

/**
 * OneSignal's name and capabilities, as listed in `providers`.
 *
 * @example
 * ```ts
 * import { providers } from "@service/mail";
 * console.assert(providers.onesignal?.capabilities.scheduling !== false);
 * ```
 */
export const onesignal_info: ProviderInfo = { name: "onesignal", capabilities: CAPABILITIES };
