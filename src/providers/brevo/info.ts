/** `brevo`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: { field: "scheduledAt", format: "ISO 8601", max_ahead: { hours: 72 } },
  cancel: true,
  reschedule: false,
  batch: false,
  tags: {},
  metadata: true,
  headers: true,
  tracking: false,
  attachments: true,
  inline_images: false,
  idempotency: "body",
  reply_to: "one",
  webhook: "basic",
  inbound: "inbound parsing (JSON; attachments by token)",
};

/** Brevo's name and capabilities. */
export const brevo_info: ProviderInfo = { name: "brevo", capabilities: CAPABILITIES };
