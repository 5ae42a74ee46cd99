/**
 * Small helpers providers share: rejecting an option a provider has no concept for, and packing
 * metadata into a provider's single free-text field.
 * @module
 */

import { ServiceError } from "../core/error.ts";

/** `unsupported_option` naming `option`, with `{option}` as `raw` (as the pipeline's own check does). */
export function unsupported(provider: string, option: string, why = `is not supported by ${provider}`): ServiceError {
  return new ServiceError({ provider, code: "unsupported_option", message: `${option} ${why}`, raw: { option } });
}

/** Metadata as the JSON object a provider's one free-text field carries (its webhook adapter reads it back). */
export function pack_metadata(metadata: Record<string, string>): string | undefined {
  return Object.keys(metadata).length ? JSON.stringify(metadata) : undefined;
}
