/**
 * The provider interface. A provider is data plus small functions: its capabilities as a
 * constant, `to_request(message)` for the wire request, `from_response` for the id it answers,
 * `to_error` for its error body. The shared pipeline (`src/send/provider.ts`) does defaults,
 * validation, captcha, body rendering, hooks, retries, timeout and bulk; a new provider never
 * edits it.
 * @module
 */

import type { Clock } from "./clock.ts";
import type { ServiceError } from "./error.ts";
import type { CancelResponse, Duration, Message, RescheduleResponse, SendOptions, SendResponse } from "./types.ts";

/**
 * An HTTP request a provider wants made.
 *
 * @example
 * ```ts
 * import type { WireRequest } from "@service/mail";
 * const request: WireRequest = {
 *   method: "POST",
 *   url: "https://api.example.com/send",
 *   headers: { "content-type": "application/json" },
 *   body: JSON.stringify({ to: "a@example.com" }),
 * };
 * console.assert(request.method === "POST");
 * ```
 */
export interface WireRequest {
  /** HTTP method. */
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Absolute URL. */
  url: string;
  /** Header names and values. */
  headers: Record<string, string>;
  /** The body, when there is one. */
  body?: string | FormData | URLSearchParams;
}

/**
 * An HTTP answer: status, headers and the body parsed as JSON (or the text when it is not JSON; `""` when empty).
 *
 * @example
 * ```ts
 * import type { WireResponse } from "@service/mail";
 * const response: WireResponse = { status: 200, headers: new Headers(), body: { id: "msg_1" } };
 * console.assert(response.status === 200);
 * ```
 */
export interface WireResponse {
  /** HTTP status. */
  status: number;
  /** Header names and values. */
  headers: Headers;
  /** The body, when there is one. */
  body: unknown;
}

/**
 * Where a provider takes `scheduled_at`, in which format, and how far ahead.
 *
 * @example
 * ```ts
 * import type { Scheduling } from "@service/mail";
 * const scheduling: Scheduling = { field: "send_at", format: "unix seconds", max_ahead: { hours: 72 } };
 * console.assert(scheduling.field === "send_at");
 * // A provider that schedules through a request of its own rather than a field of its send request:
 * const by_path: Scheduling = { field: "sendAtTimestamp", format: "ISO 8601", path: "POST /inboxes/{inboxId}/with-schedule" };
 * console.assert(by_path.path !== undefined);
 * ```
 */
export interface Scheduling {
  /** The provider's own field name, e.g. `send_at` (a parameter of `path` when that is set). */
  field: string;
  /** The separate scheduled-send request, when scheduled mail goes to another endpoint than mail sent at once. */
  path?: string;
  /** The wire format, e.g. `ISO 8601`, `unix seconds`, `RFC 2822`. */
  format: string;
  /** The furthest ahead the provider accepts; absent when it sets no limit. */
  max_ahead?: Duration;
}

/**
 * What a provider supports, as data: the pipeline checks messages against it and docs tables come from it.
 *
 * @example
 * ```ts
 * import { resend } from "@service/mail";
 * const { capabilities } = resend({ api_key: "re_123" });
 * if (capabilities.scheduling) console.log(`schedules through "${capabilities.scheduling.field}"`);
 * console.assert(capabilities.cancel === true);
 * ```
 */
export interface Capabilities {
  /** `false`: `scheduled_at` is ignored and the message goes at once. */
  scheduling: Scheduling | false;
  /** Whether scheduled sends can be cancelled. */
  cancel: boolean;
  /** Whether scheduled sends can be moved. */
  reschedule: boolean;
  /** A batch endpoint and how many messages one request takes. */
  batch: { max: number } | false;
  /** Tags and how many one message may carry. */
  tags: { max?: number } | false;
  /** Key-value data echoed back in events. */
  metadata: boolean;
  /** Header names and values. */
  headers: boolean;
  /** Open and click tracking. */
  tracking: { opens: boolean; clicks: boolean } | false;
  /** Attachments. */
  attachments: boolean;
  /** Whether attachments can be inline images (`content_id`). */
  inline_images: boolean;
  /** How an idempotency key travels: an HTTP header, inside the body, or not at all. */
  idempotency: "header" | "body" | false;
  /** Whether more than one reply-to address is accepted. */
  reply_to: "many" | "one";
  /** How its webhooks are authenticated (`svix`, `ecdsa`, `hmac`, `basic`, `standard`), or `false`. */
  webhook: string | false;
  /** How it hands over received mail (`receive` reads it as `email.received`); absent when it receives none. */
  inbound?: string;
}

/**
 * A provider's name and capabilities, for registries and docs.
 *
 * @example
 * ```ts
 * import { providers, type ProviderInfo } from "@service/mail";
 * const infos: ProviderInfo[] = Object.values(providers);
 * console.assert(infos.every((info) => typeof info.name === "string"));
 * ```
 */
export interface ProviderInfo {
  /** The name. */
  name: string;
  /** What the provider supports. */
  capabilities: Capabilities;
}

/**
 * What `to_request` may use besides the message.
 *
 * @example
 * ```ts
 * import type { AdapterContext, WireRequest } from "@service/mail";
 * // A provider that looks something up before it sends:
 * async function to_request(ctx: AdapterContext): Promise<WireRequest> {
 *   const token = await ctx.call({ method: "POST", url: "https://api.example.com/token", headers: {} });
 *   const { access_token } = token.body as { access_token: string };
 *   return { method: "POST", url: "https://api.example.com/send", headers: { authorization: `Bearer ${access_token}` } };
 * }
 * void to_request;
 * ```
 */
export interface AdapterContext {
  /** The time seam (tests pass a fake clock). */
  clock: Clock;
  /** Makes another request through the same transport (timeout, retries, error mapping). */
  call(request: WireRequest): Promise<WireResponse>;
}

/**
 * One message's outcome inside a batch answer.
 *
 * @example
 * ```ts
 * import type { BatchItem } from "@service/mail";
 * const items: BatchItem[] = [{ id: "msg_1" }, { code: "invalid_to", message: "`to` is invalid" }];
 * console.assert("id" in items[0]!);
 * ```
 */
export type BatchItem = { id: string } | { code?: string | undefined; message: string };

/**
 * A provider's wire mapping.
 *
 * @example
 * ```ts
 * import { create_provider, type Adapter } from "@service/mail";
 * const adapter: Adapter = {
 *   name: "example",
 *   capabilities: {
 *     scheduling: false, cancel: false, reschedule: false, batch: false, tags: false, metadata: false,
 *     headers: true, tracking: false, attachments: false, inline_images: false, idempotency: false,
 *     reply_to: "one", webhook: false,
 *   },
 *   to_request: (message) => ({
 *     method: "POST",
 *     url: "https://api.example.com/send",
 *     headers: { "content-type": "application/json" },
 *     body: JSON.stringify({ to: message.to.map((a) => a.address), subject: message.subject, html: message.html }),
 *   }),
 *   from_response: (response) => ({ id: String((response.body as { id: string }).id) }),
 *   to_error: (response) => ({ message: `HTTP ${response.status}` }),
 * };
 * const provider = create_provider(adapter, { fetch: () => Promise.resolve(Response.json({ id: "42" })) });
 * const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "<p>Hi</p>" });
 * console.assert(id === "42");
 * ```
 */
export interface Adapter extends ProviderInfo {
  /** The wire request for one message. */
  to_request(message: Message, ctx: AdapterContext): WireRequest | Promise<WireRequest>;
  /** The message id from a success answer. */
  from_response(response: WireResponse, message: Message): { id: string };
  /** The provider's code and message from an error answer. */
  to_error(response: WireResponse): { code?: string | undefined; message: string };
  /** Whether a failed answer is worth retrying, for providers whose statuses say less than their bodies; default 429 and 5xx. */
  retryable?(response: WireResponse): boolean;
  /** The cancel request; absent when the provider has no cancellation API (`cancel_not_supported`). */
  cancel_request?(id: string, ctx: AdapterContext): WireRequest;
  /**
   * The request that moves a scheduled send to `at` (already checked against the scheduling limit);
   * absent when the provider cannot (`reschedule_not_supported`). Present exactly when
   * `capabilities.reschedule` is true.
   */
  reschedule_request?(id: string, at: Date, ctx: AdapterContext): WireRequest;
  /** The batch endpoint, when `capabilities.batch` is set. */
  batch?: {
    /** Whether this message may travel in a batch (some endpoints take no attachments or schedules). */
    accepts(message: Message): boolean;
    to_request(messages: Message[], ctx: AdapterContext, idempotency_key: string | undefined): WireRequest;
    from_response(response: WireResponse, messages: Message[]): BatchItem[];
  };
}

/**
 * The common surface of every provider.
 *
 * @example
 * ```ts
 * import { type Provider, resend } from "@service/mail";
 * const provider: Provider = resend({ api_key: "re_123", fetch: () => Promise.resolve(Response.json({ id: "4ef9" })) });
 * const sent = await provider.send({ from: "a@example.com", to: "b@example.com", body: "<p>Hi</p>" });
 * console.assert(sent.id === "4ef9" && sent.provider === "resend");
 * ```
 */
export interface Provider {
  /** The name. */
  readonly name: string;
  /** What the provider supports. */
  readonly capabilities: Capabilities;
  /** Sends one message; rejects with `ServiceError`. */
  send(options: SendOptions): Promise<SendResponse>;
  /** Sends many; one result per message, in order; a failure is a `ServiceError` in its place. */
  send(options: SendOptions[]): Promise<Array<SendResponse | ServiceError>>;
  /** Cancels a scheduled send; rejects with `cancel_not_supported` where the provider cannot. */
  cancel(id: string): Promise<CancelResponse>;
  /**
   * Moves a scheduled send to `when` (`Date`, ISO 8601 string — no offset means UTC — or a
   * `Duration` from now); rejects with `reschedule_not_supported` where the provider cannot.
   */
  reschedule(id: string, when: Date | string | Duration): Promise<RescheduleResponse>;
  /** Whether `error` is a `ServiceError` (also one from another copy of this library). */
  is_error(error: unknown): error is ServiceError;
}
