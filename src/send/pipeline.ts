/**
 * The shared send pipeline bound to one adapter: options read once, a message prepared (defaults,
 * auto text, schedule, captcha, hooks), then delivered through the transport.
 * @module
 */

import type { Adapter, AdapterContext } from "../core/provider.ts";
import { system_clock } from "../core/clock.ts";
import { resolve_scheduled_at, span_ms } from "../core/duration.ts";
import { ServiceError } from "../core/error.ts";
import type { Duration, Message, ProviderOptions, SendOptions, SendResponse } from "../core/types.ts";
import { check_turnstile, honeypot_field, honeypot_filled, TURNSTILE_FIELD } from "./captcha.ts";
import { fit_message } from "./capabilities.ts";
import { build_message } from "./message.ts";
import { real_sleep, transport, type TransportOptions } from "./transport.ts";

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

/** Milliseconds of a time option: a number of ms, or a span (`"30s"`, `{ seconds: 30 }`). */
function time(value: number | string | Duration | undefined, fallback: number, name: string): number {
  if (value === undefined || typeof value === "number") return count(value, fallback, name);
  const ms = span_ms(value);
  if (ms === undefined) throw new RangeError(`${name} must be milliseconds or a span like "30s"`);
  return ms;
}

/** Makes a pipeline for `adapter`. */
export function make_pipeline(adapter: Adapter, options: ProviderOptions = {}): Pipeline {
  const provider = adapter.name;
  const caps = adapter.capabilities;
  const clock = options.clock ?? system_clock;
  const do_fetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeout = time(options.timeout, 30_000, "timeout");
  const retries = Math.floor(count(options.retries, 0, "retries"));
  const retry_delay = time(options.retry_delay, 500, "retry_delay");
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
