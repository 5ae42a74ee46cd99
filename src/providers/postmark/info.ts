/** `postmark`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: false,
  cancel: false,
  reschedule: false,
  batch: { max: 500 },
  tags: { max: 1 },
  metadata: true,
  headers: true,
  tracking: { opens: true, clicks: true },
  attachments: true,
  inline_images: true,
  idempotency: false,
  reply_to: "many",
  webhook: "basic",
  inbound: "inbound webhook (JSON)",
};

/** Postmark's name and capabilities. */
export const postmark_info: ProviderInfo = { name: "postmark", capabilities: CAPABILITIES };
