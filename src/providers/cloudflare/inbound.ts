/**
 * Cloudflare Email Workers: inbound mail is no HTTP webhook but a call of the Worker's `email()`
 * handler with a `ForwardableEmailMessage` (`from` and `to` of the envelope, `headers`, the raw
 * message as a stream in `raw`, `rawSize`). `receive_email` reads it as the inbox reads raw
 * mail and answers the same `email.received` event `receive` gives for other providers. There is
 * nothing to verify: the message comes from Cloudflare's runtime, not over the network. Cloudflare
 * passes no SPF/DKIM/DMARC verdicts to the handler (`auth` stays `null`).
 * Docs: developers.cloudflare.com/email-routing/email-workers/runtime-api.
 * @module
 */

import type { WebhookEvent } from "../../webhooks/event.ts";
import { mail_from_raw, received_event } from "../../webhooks/inbound/mail.ts";

/**
 * What `receive_email` reads of a Worker's `ForwardableEmailMessage` (redeclared, so no
 * Cloudflare types are needed).
 *
 * @example
 * ```ts
 * import type { EmailMessageLike } from "@service/mail/webhooks";
 * const message: EmailMessageLike = { from: "bob@example.com", to: "alice@example.com", raw: "Subject: Hi\r\n\r\nHi\r\n" };
 * console.assert(message.to === "alice@example.com");
 * ```
 */
export interface EmailMessageLike {
  /** The envelope sender (`MAIL FROM`). */
  readonly from: string;
  /** The envelope recipient (`RCPT TO`). */
  readonly to: string;
  /** The raw message: the Worker's stream, or bytes or text in tests. */
  readonly raw: ReadableStream<Uint8Array> | Uint8Array | string;
}

/**
 * The `email.received` event for a message a Worker's `email()` handler got: `data` has the
 * inbox's `Mail` fields (code, link, text, html, attachments…). Reads `message.raw` (a stream
 * can be read once: forward or reject the message by its methods, not its stream, afterwards).
 *
 * @example
 * ```ts
 * import { receive_email } from "@service/mail/webhooks";
 * // export default { async email(message, env, ctx) { const event = await receive_email(message); … } }
 * const event = await receive_email({
 *   from: "bounces@acme.test",
 *   to: "alice+signup@example.com",
 *   raw: "From: Acme <hi@acme.test>\r\nTo: alice@example.com\r\nSubject: Verify\r\n\r\nYour code is 482913.\r\n",
 * });
 * console.assert(event.type === "email.received");
 * console.assert((event.data as { code: string; tag: string }).code === "482913");
 * ```
 */
export async function receive_email(
  message: EmailMessageLike,
  options: { now?: (() => number) | undefined } = {},
): Promise<WebhookEvent> {
  const raw = typeof message.raw === "string"
    ? new TextEncoder().encode(message.raw)
    : message.raw instanceof Uint8Array
    ? message.raw
    : new Uint8Array(await new Response(message.raw).arrayBuffer());
  const now = options.now?.() ?? Date.now();
  const mail = await mail_from_raw(raw, {
    envelope: { from: message.from, to: [message.to] },
    received: new Date(now),
    now,
  });
  return received_event("cloudflare", mail, { from: message.from, to: message.to, size: raw.byteLength });
}
