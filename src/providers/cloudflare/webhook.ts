/**
 * Cloudflare Email Service sends no delivery-event webhooks; `receive` says so rather than guess.
 * Inbound mail reaches a Worker's `email()` handler instead (forward it to the inbox server's
 * `POST /v1/ingest`).
 * @module
 */

import { ServiceError } from "../../core/error.ts";
import type { WebhookAdapter } from "../../webhooks/adapter.ts";

function unsupported(): ServiceError {
  return new ServiceError({
    provider: "cloudflare",
    code: "webhooks_not_supported",
    message: "Cloudflare Email Service has no delivery webhooks; inbound mail arrives in a Worker's email() handler",
  });
}

/** The `cloudflare` adapter: every call rejects with `webhooks_not_supported`. */
export const cloudflare: WebhookAdapter = {
  key: "cloudflare",
  scheme: "none: Cloudflare sends no delivery webhooks",
  secret: "none",
  verify: () => Promise.reject(unsupported()),
  parse: () => {
    throw unsupported();
  },
};
