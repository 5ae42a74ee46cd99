/**
 * `@service/mail`: one mail API over every provider.
 *
 * `mail(options)` sends through the provider set with `set_provider()` — or, by default, the
 * account provider configured from `SERVICE_TOKEN`. Every provider has the same surface:
 * `send`, `cancel`, `is_error`; every failure is a `ServiceError`.
 *
 * @example
 * ```ts
 * import { mail, resend, set_provider } from "@service/mail";
 * const fetch = () => Promise.resolve(Response.json({ id: "49a3999c" }));
 * set_provider(resend({ api_key: "re_123", fetch }));
 * const { id } = await mail({
 *   from: "Acme <hello@acme.test>",
 *   to: "ada@example.com",
 *   subject: "Welcome",
 *   body: "<p>Hello Ada</p>",
 *   scheduled_at: { hours: 1 },
 * });
 * console.assert(id === "49a3999c");
 * set_provider(undefined);
 * ```
 *
 * @module
 */

export { cancel, get_provider, mail, set_provider } from "./src/providers/default.ts";
export { ServiceError } from "./src/core/error.ts";
export type { ServiceErrorCode, ServiceErrorInit } from "./src/core/error.ts";
export { add_duration, type Span } from "./src/core/duration.ts";
// Every provider's factory and options types, from the provider list (src/providers/factories.ts).
export * from "./src/providers/factories.ts";
export type {
  AccountMessage,
  Broadcast,
  BroadcastOptions,
  ConfirmationSettings,
  List,
  MessageStatus,
  Recipient,
  RecipientInput,
  RecipientOutcome,
  RecipientStatus,
  When,
} from "./src/providers/account/wire.ts";
export type {
  Export,
  ExportFile,
  ExportOptions,
  ExportQuery,
  Form,
  Notification,
  NotificationOptions,
  Schedule,
  Suppression,
} from "./src/providers/account/wire_schedules.ts";
export type { Exports } from "./src/providers/account/exports.ts";
export type { Lists, Recipients } from "./src/providers/account/lists.ts";
export type { Messages } from "./src/providers/account/messages.ts";
export type { Notifications } from "./src/providers/account/notifications.ts";
export type { Forms, Suppressions } from "./src/providers/account/suppressions.ts";
export { providers } from "./src/providers/list.ts";
export { create_provider } from "./src/send/provider.ts";
export type {
  Adapter,
  AdapterContext,
  BatchItem,
  Capabilities,
  Provider,
  ProviderInfo,
  Scheduling,
  WireRequest,
  WireResponse,
} from "./src/core/provider.ts";
export type {
  Address,
  Attachment,
  AttachmentInput,
  CancelResponse,
  CaptchaOptions,
  Defaults,
  Duration,
  Email,
  Formatter,
  Hooks,
  Message,
  ProviderOptions,
  RescheduleResponse,
  SendOptions,
  SendResponse,
} from "./src/core/types.ts";
export type { Clock } from "./src/core/clock.ts";
export type { Env } from "./src/core/env.ts";
