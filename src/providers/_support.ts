/**
 * Small helpers the issue-6b providers share: rejecting an option a provider has no concept
 * for, packing metadata into a provider's single free-text field, and a `reschedule` method
 * built on the shared transport.
 * @module
 */

import { add_duration, describe_duration, resolve_scheduled_at } from "../send/duration.ts";
import { ServiceError } from "../send/error.ts";
import { make_pipeline } from "../send/provider.ts";
import type { Duration, ProviderOptions } from "../send/types.ts";
import type { Adapter, WireRequest } from "./types.ts";

/** `unsupported_option` naming `option`, with `{option}` as `raw` (as the pipeline's own check does). */
export function unsupported(provider: string, option: string, why = `is not supported by ${provider}`): ServiceError {
  return new ServiceError({ provider, code: "unsupported_option", message: `${option} ${why}`, raw: { option } });
}

/** Metadata as the JSON object a provider's one free-text field carries (its webhook adapter reads it back). */
export function pack_metadata(metadata: Record<string, string>): string | undefined {
  return Object.keys(metadata).length ? JSON.stringify(metadata) : undefined;
}

/** What a reschedule answers. */
export interface RescheduleResponse {
  /** The message id. */
  id: string;
  /** The new send time. */
  scheduled_at: Date;
}

/** A provider that can move a scheduled send. */
export interface Reschedulable {
  /** Moves a scheduled send to `when` (Date, ISO 8601 string without offset = UTC, or a Duration from now). */
  reschedule(id: string, when: Date | string | Duration): Promise<RescheduleResponse>;
}

/** `reschedule(id, when)` for `adapter`: `when` resolved and checked against the provider's limit, then `request` made. */
export function reschedule_method(
  adapter: Adapter,
  options: ProviderOptions,
  request: (id: string, at: Date) => WireRequest,
): Reschedulable["reschedule"] {
  const pipeline = make_pipeline(adapter, options);
  const clock = options.clock ?? { now: () => Date.now() };
  return async (id, when) => {
    if (typeof id !== "string" || id === "") throw new TypeError("reschedule needs a message id");
    const now = clock.now();
    const at = resolve_scheduled_at(when, now, adapter.name);
    const scheduling = adapter.capabilities.scheduling;
    const max = scheduling ? scheduling.max_ahead : undefined;
    if (max && at.getTime() > add_duration(now, max)) {
      throw new ServiceError({
        provider: adapter.name,
        code: "scheduled_too_far",
        message: `scheduled_at ${at.toISOString()} is more than ${describe_duration(max)} ahead`,
      });
    }
    await pipeline.context(undefined).call(request(id, at));
    return { id, scheduled_at: at };
  };
}
