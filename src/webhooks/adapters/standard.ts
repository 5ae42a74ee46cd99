/** Shared by the providers that sign per Standard Webhooks or Svix. @module */

import type { MockInput, WebhookInput } from "../adapter.ts";
import { invalid_signature } from "../errors.ts";
import { standard_headers, verify_standard } from "../standard.ts";

/** Verifies `webhook-*` headers, or `svix-*` ones when those are present. */
export async function verify_standard_input(input: WebhookInput): Promise<void> {
  if (!input.secret) throw invalid_signature(input.provider, "no secret");
  const headers = input.request.headers;
  const prefix = headers.has("svix-signature") ? "svix" : "webhook";
  await verify_standard(
    input.secret,
    {
      id: headers.get(`${prefix}-id`),
      timestamp: headers.get(`${prefix}-timestamp`),
      signature: headers.get(`${prefix}-signature`),
    },
    input.body,
    { provider: input.provider, now: input.now, tolerance_s: input.tolerance_s },
  );
}

/** The delivery id from `webhook-id` or `svix-id`. */
export function standard_id(headers: Headers): string {
  return headers.get("webhook-id") ?? headers.get("svix-id") ?? "";
}

/** Signed headers for a mock body; `prefix` `svix` gives `svix-*` header names. */
export async function standard_mock_headers(
  body: string,
  id: string,
  input: MockInput,
  prefix: "webhook" | "svix" = "webhook",
): Promise<Record<string, string>> {
  const signed = await standard_headers(
    input.secret,
    id || `msg_${crypto.randomUUID()}`,
    Math.floor(input.now / 1000),
    body,
  );
  const out: Record<string, string> = { "content-type": "application/json" };
  for (const [name, value] of Object.entries(signed)) out[name.replace("webhook", prefix)] = value;
  return out;
}

/** The one event a one-event-per-request provider can carry. */
export function single<T>(provider: string, events: T[]): T {
  if (events.length !== 1) throw new TypeError(`${provider} posts one event per request; got ${events.length}`);
  return events[0]!;
}
