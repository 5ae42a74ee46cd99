/** `elasticemail`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: { field: "Options.TimeOffset", format: "minutes of delay", max_ahead: { days: 35 } },
  cancel: false,
  reschedule: false,
  batch: false,
  tags: { max: 1 },
  metadata: true,
  headers: true,
  tracking: { opens: true, clicks: true },
  attachments: true,
  inline_images: false,
  idempotency: false,
  reply_to: "one",
  webhook: "hmac",
};

/** Elastic Email's name and capabilities. */
export const elasticemail_info: ProviderInfo = { name: "elasticemail", capabilities: CAPABILITIES };
