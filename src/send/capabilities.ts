/** Checks a message against a provider's declared capabilities: unsupported options and scheduling limits. @module */

import type { Capabilities } from "../core/provider.ts";
import { add_duration, describe_duration } from "../core/duration.ts";
import { ServiceError } from "../core/error.ts";
import type { Message } from "../core/types.ts";

function unsupported(provider: string, option: string, why = `is not supported by ${provider}`): ServiceError {
  return new ServiceError({
    provider,
    code: "unsupported_option",
    message: `${option} ${why}`,
    raw: { option },
  });
}

/**
 * The message as the provider will take it, or a `ServiceError`: `unsupported_option` naming the
 * option the provider has no concept for, or `scheduled_too_far`. A `scheduled_at` at or before
 * `now`, or on a provider without scheduling, is dropped: the message goes at once.
 */
export function fit_message(message: Message, caps: Capabilities, provider: string, now: number): Message {
  if (message.tags.length > 0) {
    if (!caps.tags) throw unsupported(provider, "tags");
    if (caps.tags.max !== undefined && message.tags.length > caps.tags.max) {
      throw unsupported(provider, "tags", `takes at most ${caps.tags.max} per message on ${provider}`);
    }
  }
  if (Object.keys(message.metadata).length > 0 && !caps.metadata) throw unsupported(provider, "metadata");
  if (Object.keys(message.headers).length > 0 && !caps.headers) throw unsupported(provider, "headers");
  if (message.attachments.length > 0 && !caps.attachments) throw unsupported(provider, "attachments");
  if (message.attachments.some((a) => a.content_id) && !caps.inline_images) {
    throw unsupported(provider, "attachments.content_id", `(inline images) is not supported by ${provider}`);
  }
  if (message.tracking) {
    for (const kind of ["opens", "clicks"] as const) {
      if (message.tracking[kind] !== undefined && !(caps.tracking && caps.tracking[kind])) {
        throw unsupported(provider, `tracking.${kind}`, `is not settable per message on ${provider}`);
      }
    }
  }
  if (message.idempotency_key !== undefined && !caps.idempotency) throw unsupported(provider, "idempotency_key");
  if (message.reply_to.length > 1 && caps.reply_to === "one") {
    throw unsupported(provider, "reply_to", `takes one address on ${provider}`);
  }
  if (message.scheduled_at === undefined) return message;
  const at = message.scheduled_at.getTime();
  if (!caps.scheduling || at <= now) {
    const { scheduled_at: _, ...rest } = message;
    return rest;
  }
  check_limit(provider, caps, message.scheduled_at, now);
  return message;
}

/** Throws `scheduled_too_far` when `at` is past the provider's scheduling limit. */
export function check_limit(provider: string, caps: Capabilities, at: Date, now: number): void {
  const max = caps.scheduling ? caps.scheduling.max_ahead : undefined;
  if (max && at.getTime() > add_duration(now, max)) {
    throw new ServiceError({
      provider,
      code: "scheduled_too_far",
      message: `scheduled_at ${at.toISOString()} is more than ${describe_duration(max)} ahead`,
    });
  }
}
