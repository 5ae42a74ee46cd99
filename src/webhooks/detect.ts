/** Which provider sent a request, from its headers (and the body's shape where headers do not tell). @module */

import { ServiceError } from "../core/error.ts";
import type { WebhookAdapter } from "./adapter.ts";
import { ADAPTERS } from "../providers/list.ts";

/**
 * The one adapter whose `detect` matches; otherwise a 400 `unknown_provider` error that says
 * how to name the provider.
 */
export function detect_provider(headers: Headers, body: string): WebhookAdapter {
  const matches = Object.values(ADAPTERS).filter((adapter) => adapter.detect?.(headers, body));
  if (matches.length === 1) return matches[0]!;
  const hint = matches.length
    ? `it could come from ${matches.map((adapter) => adapter.key).join(" or ")}`
    : "no provider's headers match";
  throw new ServiceError({
    provider: "webhooks",
    status: 400,
    code: "unknown_provider",
    message: `cannot tell which provider sent this request (${hint}); pass {provider: "<key>"}, one of ${
      Object.keys(ADAPTERS).join(", ")
    }`,
  });
}
