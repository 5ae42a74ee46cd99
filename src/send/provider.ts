/**
 * The send pipeline, shared by every provider: options → defaults → validation → captcha →
 * body → `before_send` → the provider's wire request with timeout and retries → `after_send` /
 * `on_error` → `SendResponse`. Providers only supply an `Adapter`.
 * @module
 */

import type { Adapter, AdapterContext, Provider } from "../core/provider.ts";
import { system_clock } from "../core/clock.ts";
import { send_bulk } from "./bulk.ts";
import { check_turnstile, honeypot_field, honeypot_filled, TURNSTILE_FIELD } from "./captcha.ts";
import { check_limit, fit_message } from "./capabilities.ts";
import { resolve_scheduled_at } from "../core/duration.ts";
import { ServiceError } from "../core/error.ts";
import { build_message } from "./message.ts";
import { real_sleep, transport, type TransportOptions } from "./transport.ts";
import type {
  CancelResponse,
  Duration,
  Message,
  ProviderOptions,
  RescheduleResponse,
  SendOptions,
  SendResponse,
} from "../core/types.ts";

/** A prepared send: the message to deliver, or the answer for a send that stops here. */
export type Prepared = { message: Message; signal: AbortSignal | undefined } | { skipped: SendResponse };

/** The pipeline bound to one adapter and its options; `send_bulk` uses it. */
export interface Pipeline {
  adapter: Adapter;
  options: ProviderOptions;
  concurrency: number;
  prepare(options: SendOptions): Promise<Prepared>;
  deliver(message: Message, signal: AbortSignal | undefined): Promise<SendResponse>;
  transport_options(signal: AbortSignal | undefined): TransportOptions;
  context(signal: AbortSignal | undefined): AdapterContext;
  idempotency_key(): string | undefined;
}

function count(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative number`);
  }
  return value;
}

/** Makes a pipeline for `adapter`. */
export function make_pipeline(adapter: Adapter, options: ProviderOptions = {}): Pipeline {
  const provider = adapter.name;
  const caps = adapter.capabilities;
  const clock = options.clock ?? system_clock;
  const do_fetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeout = count(options.timeout, 30_000, "timeout");
  const retries = Math.floor(count(options.retries, 0, "retries"));
  const retry_delay = count(options.retry_delay, 500, "retry_delay");
  const concurrency = Math.max(1, Math.floor(count(options.concurrency, 5, "concurrency")));
  const hooks = options.hooks ?? {};

  const pipeline: Pipeline = {
    adapter,
    options,
    concurrency,
    transport_options: (signal) => ({
      provider,
      fetch: do_fetch,
      clock,
      timeout,
      retries,
      retry_delay,
      sleep: options.sleep ?? real_sleep,
      signal,
      to_error: (response) => adapter.to_error(response),
      retryable: adapter.retryable,
    }),
    context: (signal) => ({ clock, call: (request) => transport(request, pipeline.transport_options(signal)) }),
    idempotency_key: () => (retries > 0 && caps.idempotency ? crypto.randomUUID() : undefined),

    async prepare(send) {
      if (typeof send !== "object" || send === null || send.body === undefined) {
        throw new TypeError("send options need a body");
      }
      const body = await send.body;
      const captcha = send.captcha ?? options.captcha;
      const form = body instanceof FormData ? body : undefined;
      const honeypot = honeypot_field(captcha);
      if (form && honeypot_filled(form, honeypot)) return { skipped: { id: "", provider, skipped: "honeypot" } };
      const skip = new Set([TURNSTILE_FIELD, ...(honeypot ? [honeypot] : [])]);
      let message = await build_message(send, body, {
        provider,
        defaults: options.default,
        auto_text: options.auto_text ?? true,
        skip,
      });
      if (send.scheduled_at !== undefined) {
        message.scheduled_at = resolve_scheduled_at(send.scheduled_at, clock.now(), provider);
      }
      message = fit_message(message, caps, provider, clock.now());
      await check_turnstile(form, captcha, { provider, fetch: do_fetch, env: options.env, signal: send.signal });
      if (hooks.before_send) {
        const changed = await hooks.before_send(message);
        if (changed === false) return { skipped: { id: "", provider, skipped: "before_send" } };
        if (changed) message = fit_message(changed, caps, provider, clock.now());
      }
      return { message, signal: send.signal };
    },

    async deliver(message, signal) {
      const key = message.idempotency_key ?? pipeline.idempotency_key();
      const outgoing = key === undefined ? message : { ...message, idempotency_key: key };
      const ctx = pipeline.context(signal);
      const request = await adapter.to_request(outgoing, ctx);
      const response = await transport(request, pipeline.transport_options(signal));
      let id: string;
      try {
        id = adapter.from_response(response, outgoing).id;
      } catch (error) {
        throw new ServiceError({
          provider,
          status: response.status,
          code: "invalid_response",
          message: "the provider's answer has no message id",
          raw: response.body,
          cause: error,
        });
      }
      const result: SendResponse = { id, provider };
      if (outgoing.scheduled_at) result.scheduled_at = outgoing.scheduled_at;
      return result;
    },
  };
  return pipeline;
}

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
