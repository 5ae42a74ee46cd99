/** `loops`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: false,
  cancel: false,
  reschedule: false,
  batch: false,
  tags: false,
  metadata: true,
  headers: false,
  tracking: false,
  attachments: true,
  inline_images: false,
  idempotency: "header",
  reply_to: "one",
  webhook: "standard",
};

/** Loops' name and capabilities. */
export const loops_info: ProviderInfo = { name: "loops", capabilities: CAPABILITIES };
