/** `mailpace`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: false,
  cancel: false,
  reschedule: false,
  batch: false,
  tags: {},
  metadata: false,
  headers: true,
  tracking: false,
  attachments: true,
  inline_images: true,
  idempotency: "header",
  reply_to: "many",
  webhook: "ed25519",
};

/** MailPace's name and capabilities. */
export const mailpace_info: ProviderInfo = { name: "mailpace", capabilities: CAPABILITIES };
