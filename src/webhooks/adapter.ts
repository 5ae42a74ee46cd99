/** The shape every provider adapter has; users can write their own. @module */

import type { WebhookEvent } from "./event.ts";

/** What `receive` hands an adapter: the request, its raw body and the verification settings. */
export interface WebhookInput {
  /** The adapter's key, used in errors. */
  provider: string;
  /** The incoming request (its body has already been read into `body`). */
  request: Request;
  /** The URL the provider signed (Mandrill signs it); defaults to `request.url`. */
  url: string;
  /** The raw body, exactly as received. */
  body: string;
  /** The secret, verification key or `user:password`; `undefined` when the scheme needs none. */
  secret: string | undefined;
  /** Current time in ms. */
  now: number;
  /** Allowed clock difference for signed timestamps, in seconds. */
  tolerance_s: number;
  /** Fetch used for certificates (SNS) and subscription confirmation. */
  fetch: typeof fetch;
}

/** What an adapter's `mock` gets when `mock_request` builds a signed request. */
export interface MockInput {
  /** The shared secret, or the private signing key from `mock_keys` for asymmetric schemes. */
  secret: string;
  /** Signing time in ms. */
  now: number;
  /** The URL the request is addressed to (signed by Mandrill). */
  url: string;
}

/** A body and headers, signed as the provider would sign them. */
export interface MockBody {
  body: string;
  headers: Record<string, string>;
}

/**
 * One provider's webhook format: how to recognise, verify and read it.
 *
 * @example A minimal adapter for a provider that signs nothing and posts `{"event","email"}`
 * ```ts
 * import { receive, type WebhookAdapter } from "@service/mail/webhooks";
 * const acme: WebhookAdapter = {
 *   key: "acme",
 *   secret: "none",
 *   verify: async () => {},
 *   parse: ({ body }) => {
 *     const raw = JSON.parse(body);
 *     return [{ id: raw.id, type: "email.delivered", provider: "acme", message_id: null, email: raw.email,
 *       timestamp: new Date(), tags: [], metadata: {}, raw }];
 *   },
 * };
 * const request = new Request("https://example.com/hook", { method: "POST", body: '{"id":"1","email":"a@b.c"}' });
 * const [event] = await receive(request, { provider: acme });
 * console.assert(event?.email === "a@b.c");
 * ```
 */
export interface WebhookAdapter {
  /** The provider key (`"resend"`, …); names the environment variables `<KEY>_WEBHOOK_SECRET`. */
  readonly key: string;
  /** How requests are authenticated, in words (for docs and errors). */
  readonly scheme?: string;
  /** `"none"` when the scheme needs no secret (SNS certificates); default `"required"`. */
  readonly secret?: "required" | "none";
  /** Whether this request looks like one of this provider's (headers first, body shape second). */
  detect?(headers: Headers, body: string): boolean;
  /** Throws `ServiceError` `invalid_signature` / `stale_timestamp` (401) unless the request is authentic. */
  verify(input: WebhookInput): Promise<void>;
  /** The normalised events in the request; unknown native events become `type: "unknown"`. */
  parse(input: WebhookInput): WebhookEvent[] | Promise<WebhookEvent[]>;
  /** The body and headers this provider would send for `events`, signed with `input.secret`. */
  mock?(events: WebhookEvent[], input: MockInput): Promise<MockBody>;
}
