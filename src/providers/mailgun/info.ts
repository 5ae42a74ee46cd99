/** `mailgun`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: { field: "o:deliverytime", format: "RFC 2822", max_ahead: { days: 3 } },
  cancel: false,
  reschedule: false,
  batch: false,
  tags: { max: 3 },
  metadata: true,
  headers: true,
  tracking: { opens: true, clicks: true },
  attachments: true,
  inline_images: true,
  idempotency: false,
  reply_to: "many",
  webhook: "hmac",
  inbound: "routes `forward()` (form: parsed or raw)",
};

/** Mailgun's name and capabilities. */
export const mailgun_info: ProviderInfo = { name: "mailgun", capabilities: CAPABILITIES };
