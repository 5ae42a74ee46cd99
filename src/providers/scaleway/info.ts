/** `scaleway`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: false,
  cancel: true,
  reschedule: false,
  batch: false,
  tags: false,
  metadata: false,
  headers: true,
  tracking: false,
  attachments: true,
  inline_images: false,
  idempotency: false,
  reply_to: "many",
  webhook: "sns",
};

/** Scaleway's name and capabilities. */
export const scaleway_info: ProviderInfo = { name: "scaleway", capabilities: CAPABILITIES };
