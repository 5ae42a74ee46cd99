/** `infobip`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: { field: "sendAt", format: "ISO 8601 (UTC, milliseconds)", max_ahead: { days: 30 } },
  cancel: true,
  reschedule: true,
  batch: false,
  tags: false,
  metadata: true,
  headers: true,
  tracking: { opens: true, clicks: true },
  attachments: true,
  inline_images: true,
  idempotency: false,
  reply_to: "one",
  webhook: "basic",
};

/** Infobip's name and capabilities. */
export const infobip_info: ProviderInfo = { name: "infobip", capabilities: CAPABILITIES };
