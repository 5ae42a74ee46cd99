/** `plunk`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: false,
  cancel: false,
  reschedule: false,
  batch: false,
  tags: false,
  metadata: false,
  headers: true,
  tracking: false,
  attachments: true,
  inline_images: true,
  idempotency: "header",
  reply_to: "one",
  webhook: "basic",
};

/**
 * Plunk's name and capabilities, as listed in `providers`.
 *
 * @example
 * ```ts
 * import { providers } from "@service/mail";
 * console.assert(providers.plunk?.name === "plunk");
 * ```
 */
export const plunk_info: ProviderInfo = { name: "plunk", capabilities: CAPABILITIES };
