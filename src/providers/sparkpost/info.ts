/** `sparkpost`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: { field: "options.start_time", format: "YYYY-MM-DDTHH:MM:SS+00:00", max_ahead: { days: 3 } },
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
  webhook: "basic",
  inbound: "relay webhooks (JSON with raw MIME)",
};

/**
 * SparkPost's name and capabilities, as listed in `providers`.
 *
 * @example
 * ```ts
 * import { providers } from "@service/mail";
 * console.assert(providers.sparkpost?.name === "sparkpost");
 * ```
 */
export const sparkpost_info: ProviderInfo = { name: "sparkpost", capabilities: CAPABILITIES };
