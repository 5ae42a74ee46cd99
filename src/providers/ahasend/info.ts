/** `ahasend`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: { field: "schedule.first_attempt", format: "RFC 3339", max_ahead: { days: 7 } },
  cancel: true,
  reschedule: false,
  batch: false,
  tags: {},
  metadata: false,
  headers: true,
  tracking: { opens: true, clicks: true },
  attachments: true,
  inline_images: true,
  idempotency: "header",
  reply_to: "one",
  webhook: "standard",
};

/**
 * AhaSend's name and capabilities, as listed in `providers`.
 *
 * @example
 * ```ts
 * import { providers } from "@service/mail";
 * console.assert(providers.ahasend?.name === "ahasend");
 * ```
 */
export const ahasend_info: ProviderInfo = { name: "ahasend", capabilities: CAPABILITIES };
