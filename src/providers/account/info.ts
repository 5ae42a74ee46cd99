/** `account`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: { field: "scheduled_at", format: "ISO 8601", max_ahead: { days: 30 } },
  cancel: true,
  reschedule: true,
  batch: { max: 100 },
  tags: {},
  metadata: true,
  headers: true,
  tracking: { opens: true, clicks: true },
  attachments: true,
  inline_images: true,
  idempotency: "header",
  reply_to: "many",
  webhook: "standard",
};

/** The account provider's name and capabilities. */
export const account_info: ProviderInfo = { name: "account", capabilities: CAPABILITIES };
