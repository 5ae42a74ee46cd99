/**
 * The send pipeline, shared by every provider: options → defaults → validation → captcha →
 * body → `before_send` → the provider's wire request with timeout and retries → `after_send` /
 * `on_error` → `SendResponse`. Providers only supply an `Adapter`.
 * @module
 */

import type { Adapter, Provider } from "../core/provider.ts";
import { resolve_scheduled_at } from "../core/duration.ts";
import { ServiceError } from "../core/error.ts";
import type {
  CancelResponse,
  Duration,
  Message,
  ProviderOptions,
  RescheduleResponse,
  SendOptions,
  SendResponse,
} from "../core/types.ts";
import { system_clock } from "../core/clock.ts";
import { send_bulk } from "./bulk.ts";
import { check_limit } from "./capabilities.ts";
import { make_pipeline, type Pipeline } from "./pipeline.ts";
import { transport } from "./transport.ts";

async function send_one(pipeline: Pipeline, send: SendOptions): Promise<SendResponse> {
  const hooks = pipeline.options.hooks ?? {};
  let message: Message | undefined;
  try {
    const prepared = await pipeline.prepare(send);
    if ("skipped" in prepared) return prepared.skipped;
    message = prepared.message;
    const response = await pipeline.deliver(message, prepared.signal);
    await hooks.after_send?.(response, message);
    return response;
  } catch (error) {
    await hooks.on_error?.(error, message);
    throw error;
  }
}

/**
 * Wraps an adapter in the shared pipeline: the `Provider` users call. This is how a provider
 * is added: declare its capabilities and map a message to its wire request.
 *
 * @example
 * ```ts
 * import { create_provider } from "@service/mail";
 * const provider = create_provider({
 *   name: "example",
 *   capabilities: {
 *     scheduling: false, cancel: false, reschedule: false, batch: false, tags: false, metadata: false,
 *     headers: true, tracking: false, attachments: false, inline_images: false, idempotency: false,
 *     reply_to: "one", webhook: false,
 *   },
 *   to_request: (message) => ({
 *     method: "POST",
 *     url: "https://api.example.test/send",
 *     headers: { "Content-Type": "application/json" },
 *     body: JSON.stringify({ to: message.to[0]!.address, subject: message.subject, html: message.html }),
 *   }),
 *   from_response: (response) => ({ id: String((response.body as { id: string }).id) }),
 *   to_error: (response) => ({ message: String(response.body) }),
 * }, { fetch: () => Promise.resolve(Response.json({ id: "e1" })) });
 * const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "<p>Hi</p>" });
 * console.assert(id === "e1");
 * ```
 */
export function create_provider(adapter: Adapter, options: ProviderOptions = {}): Provider {
  if (adapter.capabilities.reschedule !== (adapter.reschedule_request !== undefined)) {
    throw new TypeError(
      `${adapter.name}: capabilities.reschedule must be true exactly when reschedule_request is given`,
    );
  }
  const pipeline = make_pipeline(adapter, options);
  function send(options: SendOptions): Promise<SendResponse>;
  function send(options: SendOptions[]): Promise<Array<SendResponse | ServiceError>>;
  function send(options: SendOptions | SendOptions[]) {
    return Array.isArray(options) ? send_bulk(pipeline, options) : send_one(pipeline, options);
  }
  return {
    name: adapter.name,
    capabilities: adapter.capabilities,
    send,
    async cancel(id: string): Promise<CancelResponse> {
      if (typeof id !== "string" || id === "") throw new TypeError("cancel needs a message id");
      if (!adapter.cancel_request) {
        throw new ServiceError({
          provider: adapter.name,
          code: "cancel_not_supported",
          message: `${adapter.name} has no API to cancel a scheduled send`,
        });
      }
      await transport(adapter.cancel_request(id, pipeline.context(undefined)), pipeline.transport_options(undefined));
      return { id };
    },
    async reschedule(id: string, when: Date | string | Duration): Promise<RescheduleResponse> {
      if (typeof id !== "string" || id === "") throw new TypeError("reschedule needs a message id");
      if (!adapter.reschedule_request) {
        throw new ServiceError({
          provider: adapter.name,
          code: "reschedule_not_supported",
          message: `${adapter.name} has no API to move a scheduled send`,
        });
      }
      const now = (options.clock ?? system_clock).now();
      const at = resolve_scheduled_at(when, now, adapter.name);
      if (at.getTime() <= now) {
        throw new ServiceError({
          provider: adapter.name,
          code: "invalid_scheduled_at",
          message: `cannot move a send to ${at.toISOString()}, which is not in the future`,
        });
      }
      check_limit(adapter.name, adapter.capabilities, at, now);
      const ctx = pipeline.context(undefined);
      await transport(adapter.reschedule_request(id, at, ctx), pipeline.transport_options(undefined));
      return { id, scheduled_at: at };
    },
    is_error: (error: unknown): error is ServiceError => ServiceError.is(error),
  };
}
