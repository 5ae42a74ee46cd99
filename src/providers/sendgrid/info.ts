/** `sendgrid`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: { field: "send_at", format: "unix seconds", max_ahead: { hours: 72 } },
  cancel: true,
  reschedule: false,
  batch: false,
  tags: { max: 10 },
  metadata: true,
  headers: true,
  tracking: { opens: true, clicks: true },
  attachments: true,
  inline_images: true,
  idempotency: false,
  reply_to: "many",
  webhook: "ecdsa",
  inbound: "Inbound Parse (multipart: parsed or raw)",
};

/** SendGrid's name and capabilities. */
export const sendgrid_info: ProviderInfo = { name: "sendgrid", capabilities: CAPABILITIES };
