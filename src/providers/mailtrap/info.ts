/** `mailtrap`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: false,
  cancel: false,
  reschedule: false,
  batch: { max: 500 },
  tags: { max: 1 },
  metadata: true,
  headers: true,
  tracking: false,
  attachments: true,
  inline_images: true,
  idempotency: false,
  reply_to: "one",
  webhook: "hmac",
};

/** Mailtrap's name and capabilities. */
export const mailtrap_info: ProviderInfo = { name: "mailtrap", capabilities: CAPABILITIES };
