/** `mandrill`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";
import type { Duration } from "../../core/types.ts";

const MAX_AHEAD: Duration = { years: 1 };

const CAPABILITIES: Capabilities = {
  scheduling: { field: "send_at", format: "YYYY-MM-DD HH:MM:SS (UTC)", max_ahead: MAX_AHEAD },
  cancel: true,
  reschedule: true,
  batch: false,
  tags: {},
  metadata: true,
  headers: true,
  tracking: { opens: true, clicks: true },
  attachments: true,
  inline_images: true,
  idempotency: false,
  reply_to: "many",
  webhook: "hmac",
  inbound: "inbound webhook (raw MIME)",
};

/**
 * Mandrill's name and capabilities, as listed in `providers`.
 *
 * @example
 * ```ts
 * import { providers } from "@service/mail";
 * console.assert(providers.mandrill?.name === "mandrill");
 * ```
 */
export const mandrill_info: ProviderInfo = { name: "mandrill", capabilities: CAPABILITIES };
