/** The shape every provider adapter has; users can write their own. @module */

import type { WebhookEvent } from "./event.ts";

/**
 * What `receive` hands an adapter: the request, its raw body and the verification settings.
 *
 * @example
 * ```ts ignore
 * import type { WebhookAdapter, WebhookInput } from "@service/mail/webhooks";
 * const mine: WebhookAdapter = {
 *   key: "acme",
 *   matches: (headers) => headers.has("x-acme-signature"),
 *   async verify(input: WebhookInput) {
 *     if (input.request.headers.get("x-acme-signature") !== input.secret) throw new Error("forged");
 *   },
 *   parse: (input: WebhookInput) => JSON.parse(input.body).events,
 * } as unknown as WebhookAdapter;
 * void mine;
 * ```
 */
export interface WebhookInput {
  /** The adapter's key, used in errors. */
  provider: string;
  /** The incoming request (its body has already been read into `body`). */
  request: Request;
  /** The URL the provider signed (Mandrill signs it); defaults to `request.url`. */
  url: string;
  /** The raw body, exactly as received. */
  body: string;
  /** The body's bytes (what multipart forms with files are read from); `receive` always sets it. */
  bytes?: Uint8Array;
  /** The secret, verification key or `user:password`; `undefined` when the scheme needs none. */
  secret: string | undefined;
  /** Current time in ms. */
  now: number;
  /** Allowed clock difference for signed timestamps, in seconds. */
  tolerance_s: number;
  /** Fetch used for certificates (SNS) and subscription confirmation. */
  fetch: typeof fetch;
}

/**
 * What an adapter's `mock` gets when `mock_request` builds a signed request.
 *
 * @example
 * ```ts
 * import type { MockBody, MockInput } from "@service/mail/webhooks";
 * // What your own adapter's `mock` does: sign `events` with `input.secret` at `input.now`.
 * const mock = (events: unknown[], input: MockInput): MockBody => ({
 *   body: JSON.stringify(events),
 *   headers: { "content-type": "application/json", "x-acme-token": input.secret },
 * });
 * console.assert(mock([], { secret: "s", now: 0, url: "https://example.com" }).headers["x-acme-token"] === "s");
 * ```
 */
export interface MockInput {
  /** The shared secret, or the private signing key from `mock_keys` for asymmetric schemes. */
  secret: string;
  /** Signing time in ms. */
  now: number;
  /** The URL the request is addressed to (signed by Mandrill). */
  url: string;
}

/**
 * A body and headers, signed as the provider would sign them.
 *
 * @example
 * ```ts
 * import type { MockBody } from "@service/mail/webhooks";
 * const signed: MockBody = { body: "[]", headers: { "content-type": "application/json", authorization: "Bearer t" } };
 * const request = new Request("https://example.com/hook", { method: "POST", ...signed });
 * console.assert(request.headers.get("authorization") === "Bearer t");
 * ```
 */
export interface MockBody {
  /** The request body (bytes for multipart forms that carry files). */
  body: string | Uint8Array<ArrayBuffer>;
  /** The request headers, signature included. */
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
