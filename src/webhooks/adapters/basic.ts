/** Shared by providers that authenticate with credentials rather than signatures. @module */

import type { WebhookInput } from "../adapter.ts";
import { invalid_signature } from "../errors.ts";
import { authorization, verify_authorization } from "../schemes/basic.ts";

/** Verifies `Authorization` against the secret (`user:password` → Basic, else Bearer). */
export function verify_basic_input({ provider, request, secret }: WebhookInput): Promise<void> {
  if (!secret) return Promise.reject(invalid_signature(provider, "no secret"));
  verify_authorization(provider, request.headers, secret);
  return Promise.resolve();
}

/** Headers a mock request carries: the JSON content type and the credentials. */
export function basic_headers(secret: string, type = "application/json"): Record<string, string> {
  return { "content-type": type, authorization: authorization(secret) };
}
