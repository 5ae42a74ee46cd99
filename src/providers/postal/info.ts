/** `postal`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: false,
  cancel: false,
  reschedule: false,
  batch: false,
  tags: { max: 1 },
  metadata: false,
  headers: true,
  tracking: false,
  attachments: true,
  inline_images: false,
  idempotency: false,
  reply_to: "one",
  webhook: "rsa",
  inbound: "HTTP endpoint (JSON: parsed or raw)",
};

/** Postal's name and capabilities. */
export const postal_info: ProviderInfo = { name: "postal", capabilities: CAPABILITIES };
