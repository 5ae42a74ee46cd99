/** Public shapes of the sending library: what `send` takes and what it answers. @module */

import type { Clock } from "./clock.ts";
import type { Env } from "./env.ts";

/**
 * An address as `"a@b.c"`, `"Name <a@b.c>"` or `{address, name?}`.
 *
 * @example
 * ```ts
 * import type { Email } from "@service/mail";
 * const to: Email[] = ["ada@example.com", "Ada Lovelace <ada@example.com>", { address: "ada@example.com", name: "Ada" }];
 * console.assert(to.length === 3);
 * ```
 */
export type Email = string | { address: string; name?: string | undefined };

/**
 * A parsed address.
 *
 * @example
 * ```ts
 * import { mock } from "@service/mail/mock";
 * const provider = mock();
 * await provider.send({ from: "site@example.com", to: "Ada <ada@example.com>", body: "Hi" });
 * const [address] = provider.last!.to;
 * console.assert(address?.address === "ada@example.com" && address.name === "Ada");
 * ```
 */
export interface Address {
  /** The plain address, `local@domain`. */
  address: string;
  /** The name. */
  name?: string;
}

/**
 * An amount of time added to the send time. Fields combine; `months` and `years` are
 * calendar-aware (Jan 31 + 1 month = the last day of February).
 *
 * @example
 * ```ts
 * import { add_duration, type Duration } from "@service/mail";
 * const later: Duration = { days: 1, hours: 2 };
 * const at = add_duration(Date.parse("2026-01-31T00:00:00Z"), { months: 1 });
 * console.assert(new Date(at).toISOString() === "2026-02-28T00:00:00.000Z" && later.days === 1);
 * ```
 */
export interface Duration {
  /** Seconds. */
  seconds?: number;
  /** Minutes. */
  minutes?: number;
  /** Hours. */
  hours?: number;
  /** Days. */
  days?: number;
  /** Weeks. */
  weeks?: number;
  /** Calendar months. */
  months?: number;
  /** Calendar years. */
  years?: number;
}

/**
 * An attachment given as a `File`, or as bytes with a name (and a `content_id` for inline images).
 *
 * @example
 * ```ts
 * import type { AttachmentInput } from "@service/mail";
 * const attachments: AttachmentInput[] = [
 *   new File(["%PDF-1.7"], "invoice.pdf", { type: "application/pdf" }),
 *   { filename: "logo.png", content: new Uint8Array([137, 80, 78, 71]), type: "image/png", content_id: "logo" },
 * ];
 * console.assert(attachments.length === 2);
 * ```
 */
export type AttachmentInput = File | {
  filename: string;
  content: Blob | Uint8Array | string;
  type?: string;
  /** Set for an inline image the HTML references as `cid:<content_id>`. */
  content_id?: string;
};

/**
 * Relabels grouped form fields; `null` or `false` leaves the key as it is.
 *
 * @example
 * ```ts
 * import type { Formatter } from "@service/mail";
 * const formatter: Formatter = { fieldset: (label) => `— ${label} —`, name: (label) => label.toUpperCase() };
 * console.assert(formatter.name !== null);
 * ```
 */
export interface Formatter {
  /** Labels a group of fields (`address[…]` → `Address`). */
  fieldset?: ((label: string) => string) | null | false;
  /** The name. */
  name?: ((label: string) => string) | null | false;
}

/**
 * Spam protection for form submissions.
 *
 * @example
 * ```ts
 * import type { CaptchaOptions } from "@service/mail";
 * const captcha: CaptchaOptions = { honeypot: "_website", turnstile: { secret_key: "0x4AAA…" } };
 * console.assert(captcha.honeypot === "_website");
 * ```
 */
export interface CaptchaOptions {
  /** The honeypot field (default `_honey`); `false` turns it off. */
  honeypot?: string | false;
  /** Cloudflare Turnstile; on by default when `TURNSTILE_SECRET_KEY` is set. */
  turnstile?: boolean | { secret_key?: string };
}

/**
 * Everything one message can say.
 *
 * @example
 * ```ts
 * import type { SendOptions } from "@service/mail";
 * const options: SendOptions = {
 *   from: "Acme <hello@acme.test>",
 *   to: "ada@example.com",
 *   subject: "Your invoice",
 *   body: "<p>Attached.</p>",
 *   attachments: new File(["%PDF"], "invoice.pdf", { type: "application/pdf" }),
 *   tags: ["invoice"],
 *   scheduled_at: { hours: 1 },
 *   idempotency_key: "invoice-42",
 * };
 * console.assert(options.subject === "Your invoice");
 * ```
 */
export interface SendOptions {
  /** Recipients. */
  to?: Email | Email[];
  /** The sender. */
  from?: Email;
  /** Reply-to addresses. */
  reply_to?: Email | Email[];
  /** Copy recipients. */
  cc?: Email | Email[];
  /** Blind copy recipients. */
  bcc?: Email | Email[];
  /** Default `Mail sent from website`. */
  subject?: string;
  /** HTML, or a form's `FormData` (rendered as a table and a text version), or a promise of either. */
  body: string | FormData | Promise<string | FormData>;
  /** The plain-text body. */
  text?: string;
  /** Labels of form fields. */
  formatter?: Formatter | null | false;
  /** Attachments. */
  attachments?: AttachmentInput | AttachmentInput[];
  /** A key that makes retries of this send safe. */
  idempotency_key?: string;
  /** Header names and values. */
  headers?: Record<string, string>;
  /** Adds RFC 8058 `List-Unsubscribe` and `List-Unsubscribe-Post` headers. */
  unsubscribe_url?: string;
  /** Tags for the provider's reports and events. */
  tags?: string[];
  /** Key-value data the provider echoes back in its events. */
  metadata?: Record<string, string>;
  /** `Date`, ISO 8601 (no offset = UTC) or a `Duration` from now. */
  scheduled_at?: Date | string | Duration;
  /** Open and click tracking. */
  tracking?: { opens?: boolean; clicks?: boolean };
  /** Spam protection for form bodies. */
  captcha?: CaptchaOptions;
  /** Aborts the send (and its retries). */
  signal?: AbortSignal;
}

/**
 * An attachment as providers receive it.
 *
 * @example
 * ```ts
 * import { mock } from "@service/mail/mock";
 * const provider = mock();
 * await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi", attachments: new File(["hi"], "a.txt", { type: "text/plain" }) });
 * const [attachment] = provider.last!.attachments;
 * console.assert(attachment?.filename === "a.txt" && attachment.content.length === 2);
 * ```
 */
export interface Attachment {
  /** The file name. */
  filename: string;
  /** The MIME type. */
  type: string;
  /** The bytes. */
  content: Uint8Array;
  /** The Content-ID an inline image is referenced by (`cid:…`). */
  content_id?: string;
}

/**
 * A message after defaults, validation and body rendering: what a provider maps to its wire.
 *
 * @example
 * ```ts
 * import { type Message, resend } from "@service/mail";
 * const seen: Message[] = [];
 * const provider = resend({
 *   api_key: "re_123",
 *   fetch: () => Promise.resolve(Response.json({ id: "1" })),
 *   hooks: { before_send: (message) => void seen.push(message) },
 * });
 * await provider.send({ from: "a@example.com", to: "b@example.com", body: "<p>Hi</p>" });
 * console.assert(seen[0]?.text === "Hi");
 * ```
 */
export interface Message {
  /** The sender. */
  from: Address;
  /** Recipients. */
  to: Address[];
  /** Copy recipients. */
  cc: Address[];
  /** Blind copy recipients. */
  bcc: Address[];
  /** Reply-to addresses. */
  reply_to: Address[];
  /** The subject line. */
  subject: string;
  /** The HTML body. */
  html?: string;
  /** The plain-text body. */
  text?: string;
  /** Attachments. */
  attachments: Attachment[];
  /** Header names and values. */
  headers: Record<string, string>;
  /** Tags for the provider's reports and events. */
  tags: string[];
  /** Key-value data echoed back in events. */
  metadata: Record<string, string>;
  /** Open and click tracking. */
  tracking?: { opens?: boolean; clicks?: boolean };
  /** A key that makes retries of this send safe. */
  idempotency_key?: string;
  /** When the provider sends it; absent for at once. */
  scheduled_at?: Date;
  /** Set when the body was a form: the names of its fields, in order, and their text values (repeated fields joined by `, `). */
  form?: { fields: string[]; values: Record<string, string> };
}

/**
 * What a send answers.
 *
 * @example
 * ```ts
 * import { mail, set_provider, type SendResponse } from "@service/mail";
 * import { mock } from "@service/mail/mock";
 * set_provider(mock());
 * const sent: SendResponse = await mail({ from: "a@example.com", to: "b@example.com", body: "Hi", scheduled_at: { days: 1 } });
 * console.assert(sent.id === "mock_1" && sent.scheduled_at instanceof Date);
 * set_provider(undefined);
 * ```
 */
export interface SendResponse {
  /** The provider's id for the message (`""` when nothing was sent). */
  id: string;
  /** The provider's key. */
  provider: string;
  /** When the provider holds the message until then. */
  scheduled_at?: Date;
  /** Why nothing was sent: the honeypot was filled, or `before_send` vetoed it. */
  skipped?: "honeypot" | "before_send";
}

/**
 * What a cancel answers.
 *
 * @example
 * ```ts
 * import { mock } from "@service/mail/mock";
 * const provider = mock();
 * const { id } = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Later", scheduled_at: { hours: 1 } });
 * const cancelled = await provider.cancel(id);
 * console.assert(cancelled.id === id);
 * ```
 */
export interface CancelResponse {
  /** The message id. */
  id: string;
}

/**
 * What moving a scheduled send answers.
 *
 * @example
 * ```ts
 * import type { RescheduleResponse } from "@service/mail";
 * const moved: RescheduleResponse = { id: "e1", scheduled_at: new Date("2030-01-01T09:00:00Z") };
 * console.assert(moved.scheduled_at.getUTCHours() === 9);
 * ```
 */
export interface RescheduleResponse {
  /** The message id. */
  id: string;
  /** The new send time. */
  scheduled_at: Date;
}

/**
 * Called around each send.
 *
 * @example
 * ```ts
 * import type { Hooks } from "@service/mail";
 * const hooks: Hooks = {
 *   before_send: (message) => message.to.some((a) => a.address.endsWith("@blocked.test")) ? false : message,
 *   after_send: (response) => console.log("sent", response.id),
 *   on_error: (error) => console.error("failed", error),
 * };
 * console.assert(typeof hooks.before_send === "function");
 * ```
 */
export interface Hooks {
  /** May return a changed message, or `false` to send nothing. */
  before_send?: (message: Message) => Message | false | void | Promise<Message | false | void>;
  /** Called after a successful send. */
  after_send?: (response: SendResponse, message: Message) => void | Promise<void>;
  /** Called when a send fails. */
  on_error?: (error: unknown, message: Message | undefined) => void | Promise<void>;
}

/**
 * Defaults applied when a send omits the field.
 *
 * @example
 * ```ts
 * import { resend } from "@service/mail";
 * const provider = resend({ api_key: "re_123", default: { from: "Acme <hello@acme.test>", reply_to: "support@acme.test" } });
 * console.assert(provider.name === "resend");
 * ```
 */
export interface Defaults {
  /** The sender. */
  from?: Email;
  /** Recipients. */
  to?: Email | Email[];
  /** Copy recipients. */
  cc?: Email | Email[];
  /** Blind copy recipients. */
  bcc?: Email | Email[];
  /** Reply-to addresses. */
  reply_to?: Email | Email[];
}

/**
 * Options every provider factory takes besides its credential.
 *
 * @example
 * ```ts
 * import { type ProviderOptions, sendgrid } from "@service/mail";
 * const common: ProviderOptions = { timeout: 10_000, retries: 3, retry_delay: 250, auto_text: true };
 * const provider = sendgrid({ api_key: "SG.x", ...common });
 * console.assert(provider.name === "sendgrid");
 * ```
 */
export interface ProviderOptions {
  /** Defaults for omitted fields. */
  default?: Defaults;
  /** Time per request: milliseconds, or a span such as `"30s"` or `{ seconds: 30 }` (default 30000 ms). */
  timeout?: number | string | Duration;
  /** Retries on 429, 5xx and network errors (default 0). */
  retries?: number;
  /** Base backoff, doubling each retry: milliseconds, or a span such as `"1s"` (default 500 ms). */
  retry_delay?: number | string | Duration;
  /** Derive plain text from HTML when `text` is absent (default true). */
  auto_text?: boolean;
  /** Hooks around each send. */
  hooks?: Hooks;
  /** Spam protection for form bodies. */
  captcha?: CaptchaOptions;
  /** How many messages of a bulk send go at once when there is no batch endpoint (default 5). */
  concurrency?: number;
  /** The `fetch` used for every request (default `globalThis.fetch`). */
  fetch?: typeof fetch;
  /** The time seam (tests pass a fake clock). */
  clock?: Clock;
  /** Waits between retries; tests pass one that records the delay. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Environment to read instead of the process's (a Worker's bindings, tests). */
  env?: Env;
}
