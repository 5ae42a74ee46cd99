/** `cloudflare`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: false,
  cancel: false,
  reschedule: false,
  batch: false,
  tags: false,
  metadata: false,
  headers: true,
  tracking: false,
  attachments: true,
  inline_images: true,
  idempotency: false,
  reply_to: "one",
  webhook: false,
  inbound: "Email Workers `email()` (`receive_email`)",
};

/** Cloudflare's name and capabilities. */
export const cloudflare_info: ProviderInfo = { name: "cloudflare", capabilities: CAPABILITIES };
