/** `webhook`: a SvelteKit `RequestHandler` that answers handshakes, verifies and hands over events. @module */

import { ServiceError } from "../core/error.ts";
import type { WebhookEvent } from "../webhooks/event.ts";
import { handshake } from "../webhooks/handshake.ts";
import { receive, type ReceiveOptions } from "../webhooks/receive.ts";

/**
 * The parts of SvelteKit's `RequestEvent` used here.
 *
 * @example
 * ```ts
 * import { webhook, type KitRequestEvent } from "@service/mail/kit";
 * const handler = webhook((events, event: KitRequestEvent) => console.log(event.params?.provider, events.length), {
 *   provider: "postmark",
 *   secret: "user:pass",
 * });
 * void handler;
 * ```
 */
export interface KitRequestEvent {
  /** The incoming request. */
  request: Request;
  /** The request URL as SvelteKit parsed it. */
  url?: URL;
  /** Route parameters (`[provider]` in `webhooks/[provider]/+server.ts`). */
  params?: Record<string, string>;
}

/**
 * SvelteKit's `RequestHandler`, as far as this module needs it.
 *
 * @example
 * ```ts
 * import { type RequestHandler, webhook } from "@service/mail/kit";
 * export const POST: RequestHandler = webhook((events) => console.log(events.length), { provider: "resend" });
 * ```
 */
export type RequestHandler<E extends KitRequestEvent = KitRequestEvent> = (event: E) => Promise<Response>;

/**
 * Your code: gets the verified events; may return its own `Response`.
 *
 * @example
 * ```ts
 * import { webhook, type WebhookHandler } from "@service/mail/kit";
 * const handler: WebhookHandler = (events) => {
 *   if (events.some((event) => event.type === "unknown")) return new Response("noted", { status: 202 });
 * };
 * export const POST = webhook(handler, { provider: "sendgrid" });
 * ```
 */
export type WebhookHandler<E extends KitRequestEvent = KitRequestEvent> = (
  events: WebhookEvent[],
  event: E,
) => unknown;

/**
 * `receive`'s options; `verify_token` also answers Meta-style handshakes on GET.
 *
 * @example
 * ```ts
 * import { webhook, type WebhookOptions } from "@service/mail/kit";
 * const options: WebhookOptions = { provider: "mailgun", secret: "key-…", tolerance: 600 };
 * export const POST = webhook((events) => void events, options);
 * ```
 */
export type WebhookOptions = ReceiveOptions;

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", ...headers } });
}

/** 401 for forged or stale requests, 400 for bodies or providers that cannot be read, 403 for bad handshakes. */
function status_of(error: ServiceError): number {
  if (error.status === 401 || error.status === 400 || error.status === 403) return error.status;
  return 500;
}

/**
 * A `RequestHandler` for a webhook route: GET/HEAD answer handshakes (`hub.challenge`), POST is
 * verified with `receive` and handed to `handler(events, event)`; 200 when the handler returns,
 * 401 / 400 when the request is not genuine or not readable, 500 for misconfiguration (no secret).
 *
 * @example
 * ```ts
 * import { webhook } from "@service/mail/kit";
 * import { mock_event, mock_request } from "@service/mail/webhooks";
 * const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
 * const seen: string[] = [];
 * const POST = webhook((events) => { seen.push(...events.map((e) => e.type)); }, { provider: "service", secret });
 * const response = await POST({ request: await mock_request("service", [mock_event("email.received")], { secret }) });
 * console.assert(response.status === 200 && seen[0] === "email.received");
 * ```
 */
export function webhook<E extends KitRequestEvent>(
  handler: WebhookHandler<E>,
  options: WebhookOptions = {},
): RequestHandler<E> {
  return async (event) => {
    const { request } = event;
    try {
      if (request.method === "GET" || request.method === "HEAD") {
        const provider = options.provider;
        const challenge = handshake(request, {
          ...(options.verify_token !== undefined ? { verify_token: options.verify_token } : {}),
          ...(provider !== undefined ? { provider } : {}),
          ...(options.env !== undefined ? { env: options.env } : {}),
        });
        if (challenge === undefined) return text(405, "method not allowed", { allow: "POST" });
        return text(200, challenge);
      }
      const events = await receive(request, options);
      const result = await handler(events, event);
      return result instanceof Response ? result : text(200, "ok");
    } catch (error) {
      if (!ServiceError.is(error)) throw error;
      return text(status_of(error), error.code ?? "error");
    }
  };
}
