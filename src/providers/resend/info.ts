/** `resend`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: { field: "scheduled_at", format: "ISO 8601", max_ahead: { days: 30 } },
  cancel: true,
  reschedule: true,
  batch: { max: 100 },
  tags: {},
  metadata: true,
  headers: true,
  tracking: false,
  attachments: true,
  inline_images: true,
  idempotency: "header",
  reply_to: "many",
  webhook: "svix",
  inbound: "`email.received` (metadata; body by API)",
};

/** Resend's name and capabilities. */
export const resend_info: ProviderInfo = { name: "resend", capabilities: CAPABILITIES };
