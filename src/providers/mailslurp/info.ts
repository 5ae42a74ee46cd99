/** `mailslurp`: its name and what it supports, as data, so the provider list reads it without the sending code. @module */

import type { Capabilities, ProviderInfo } from "../../core/provider.ts";

const CAPABILITIES: Capabilities = {
  scheduling: { field: "sendAtTimestamp", format: "ISO 8601, query", path: "POST /inboxes/{inboxId}/with-schedule" },
  cancel: true,
  reschedule: false,
  batch: false,
  tags: false,
  metadata: false,
  headers: true,
  tracking: { opens: true, clicks: false },
  attachments: false,
  inline_images: false,
  idempotency: false,
  reply_to: "one",
  webhook: false,
};

/**
 * MailSlurp's name and capabilities, as listed in `providers`.
 *
 * @example
 * ```ts
 * import { providers } from "@service/mail";
 * const scheduling = providers.mailslurp?.capabilities.scheduling;
 * console.assert(scheduling !== false && scheduling?.path === "POST /inboxes/{inboxId}/with-schedule");
 * ```
 */
export const mailslurp_info: ProviderInfo = { name: "mailslurp", capabilities: CAPABILITIES };
