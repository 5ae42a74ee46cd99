/**
 * Cloudflare Email Service through a Worker's `send_email` binding. The message is built as
 * MIME with the library's own builder (`src/mime/`) and handed to the binding as Cloudflare's Workers API describes:
 * `binding.send(new EmailMessage(from, to, raw))`, one envelope recipient per `EmailMessage`
 * (every `to`, `cc` and `bcc` address; `Bcc` never appears in the MIME). The id is the
 * binding's `messageId` for the first recipient. The binding throws errors with a string `code`
 * (`E_SENDER_NOT_VERIFIED`, `E_RATE_LIMIT_EXCEEDED`, …); they become `ServiceError`s with that
 * code, rate limits as 429 so retries apply. No scheduling, cancel, tags, metadata, tracking,
 * idempotency or delivery webhooks. Docs: developers.cloudflare.com/email-service/api/send-emails/workers-api,
 * `@cloudflare/workers-types` (`SendEmail`, `cloudflare:email`).
 *
 * The binding is reached through the shared transport: `to_request` writes the MIME as the body
 * of a request to `binding:send` with the envelope in headers, and the provider's `fetch` (the
 * `fetch` option every provider takes) hands it to the binding.
 * @module
 */

import { build_mime } from "../../mime/build.ts";
import { ServiceError } from "../../core/error.ts";
import { create_provider } from "../../send/provider.ts";
import type { Message, ProviderOptions } from "../../core/types.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, fallback_message, require_id } from "../wire.ts";
import { cloudflare_info } from "./info.ts";

export { cloudflare_info };

/** A Worker's `send_email` binding (`env.EMAIL`): the part of Cloudflare's `SendEmail` this provider uses.
 *
 * @example
 * ```ts
 * import type { SendEmailBinding } from "@service/mail";
 * const binding: SendEmailBinding = { send: () => Promise.resolve({ messageId: "<m1@example.com>" }) };
 * console.assert(typeof binding.send === "function");
 * ```
 */
export interface SendEmailBinding {
  /** Sends one `EmailMessage`; answers `{messageId}`. */
  send(message: unknown): Promise<unknown>;
}

/** The `EmailMessage` class of `cloudflare:email`: `new EmailMessage(from, to, raw)`.
 *
 * @example
 * ```ts
 * import type { EmailMessageClass } from "@service/mail";
 * class FakeEmailMessage {
 *   constructor(readonly from: string, readonly to: string, readonly raw: string) {}
 * }
 * const EmailMessage: EmailMessageClass = FakeEmailMessage;
 * console.assert(new EmailMessage("a@example.com", "b@example.com", "Subject: Hi\r\n\r\nHi") instanceof FakeEmailMessage);
 * ```
 */
export type EmailMessageClass = new (from: string, to: string, raw: string) => unknown;

/** Options of `cloudflare()`.
 *
 * @example
 * ```ts
 * import type { CloudflareOptions } from "@service/mail";
 * const sent: unknown[] = [];
 * const options: CloudflareOptions = { binding: { send: (message) => Promise.resolve(sent.push(message)) } };
 * await options.binding.send("a message");
 * console.assert(sent.length === 1);
 * ```
 */
export interface CloudflareOptions extends ProviderOptions {
  /** The Worker's `send_email` binding, e.g. `env.EMAIL`. */
  binding: SendEmailBinding;
  /**
   * `EmailMessage` from `cloudflare:email`. Pass it from a Worker
   * (`import { EmailMessage } from "cloudflare:email"`); without it the provider imports
   * `cloudflare:email` itself when it first sends.
   */
  EmailMessage?: EmailMessageClass;
}

/** The pseudo URL the binding's requests go to; only this provider's `fetch` answers it. */
const BINDING_URL = "binding:send";

/** The message as MIME (RFC 5322), without `Bcc`. */
export function to_mime(message: Message, now: number): string {
  try {
    return build_mime(message, { now }).raw;
  } catch (error) {
    throw new ServiceError({
      provider: "cloudflare",
      code: "invalid_option",
      message: `the message cannot be written as MIME: ${(error as Error).message}`,
      cause: error,
    });
  }
}

/** The HTTP status a binding error code stands for: rate limits 429 (retried), internal errors 500, the rest 400. */
function status_of(code: unknown): number {
  if (typeof code !== "string") return 500;
  if (/RATE_LIMIT|TOO_MANY_REQUESTS/.test(code)) return 429;
  if (/INTERNAL|UNAVAILABLE/.test(code)) return 500;
  return 400;
}

/** A `fetch` that answers `binding:send` requests by sending through the binding. */
function binding_fetch(binding: SendEmailBinding, given: EmailMessageClass | undefined): typeof fetch {
  let EmailMessage = given;
  return async (input, init) => {
    const request = new Request(input, init);
    const from = request.headers.get("x-envelope-from") ?? "";
    const recipients = (request.headers.get("x-envelope-to") ?? "").split(",").filter(Boolean);
    const raw = await request.text();
    const ids: string[] = [];
    try {
      if (!EmailMessage) {
        const specifier = "cloudflare:email";
        EmailMessage = (await import(specifier)).EmailMessage as EmailMessageClass;
      }
      for (const to of recipients) {
        const result = as_record(await binding.send(new EmailMessage(from, to, raw)));
        ids.push(String(result.messageId ?? ""));
      }
    } catch (error) {
      const { code, message } = as_record(error);
      const body = { code: typeof code === "string" ? code : undefined, message: String(message ?? error), sent: ids };
      return Response.json(body, { status: status_of(code) });
    }
    return Response.json({ messageId: ids[0], messageIds: ids });
  };
}

/**
 * A Cloudflare Email Service provider over a Worker's `send_email` binding.
 *
 * @example
 * ```ts
 * import { cloudflare } from "@service/mail";
 * // In a Worker: import { EmailMessage } from "cloudflare:email"; binding: env.EMAIL
 * class EmailMessage { constructor(readonly from: string, readonly to: string, readonly raw: string) {} }
 * const binding = { send: (_message: unknown) => Promise.resolve({ messageId: "<a1@example.com>" }) };
 * const provider = cloudflare({ binding, EmailMessage });
 * const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "<p>Hi</p>" });
 * console.assert(id === "<a1@example.com>");
 * ```
 */
export function cloudflare(options: CloudflareOptions): Provider {
  if (typeof options?.binding?.send !== "function") {
    throw new TypeError("cloudflare() needs the Worker's send_email binding (binding: env.EMAIL)");
  }
  const adapter: Adapter = {
    ...cloudflare_info,
    to_request: (message, ctx) => ({
      method: "POST",
      url: BINDING_URL,
      headers: {
        "Content-Type": "message/rfc822",
        "X-Envelope-From": message.from.address,
        "X-Envelope-To": [...message.to, ...message.cc, ...message.bcc].map((a) => a.address).join(","),
      },
      body: to_mime(message, ctx.clock.now()),
    }),
    from_response: (response) => ({ id: require_id(as_record(response.body).messageId) }),
    to_error(response) {
      const { code, message } = as_record(response.body);
      return {
        code: typeof code === "string" ? code : undefined,
        message: typeof message === "string" ? message : fallback_message(response.body, response.status),
      };
    },
  };
  return create_provider(adapter, { ...options, fetch: binding_fetch(options.binding, options.EmailMessage) });
}
