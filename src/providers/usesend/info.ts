/** `usesend`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: { field: "scheduledAt", format: "ISO 8601" },
  cancel: true,
  reschedule: true,
  batch: { max: 100 },
  tags: false,
  metadata: false,
  headers: true,
  tracking: false,
  attachments: true,
  inline_images: false,
  idempotency: "header",
  reply_to: "many",
  webhook: "hmac",
};

/** useSend's name and capabilities. */
export const usesend_info: ProviderInfo = { name: "usesend", capabilities: CAPABILITIES };
