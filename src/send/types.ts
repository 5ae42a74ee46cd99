/** Public shapes of the sending library: what `send` takes and what it answers. @module */

import type { Clock } from "../util/clock.ts";
import type { Env } from "../util/env.ts";

/** An address as `"a@b.c"`, `"Name <a@b.c>"` or `{address, name?}`. */
export type Email = string | { address: string; name?: string | undefined };

/** A parsed address. */
export interface Address {
  address: string;
  name?: string;
}

/**
 * An amount of time added to the send time. Fields combine; `months` and `years` are
 * calendar-aware (Jan 31 + 1 month = the last day of February).
 */
export interface Duration {
  seconds?: number;
  minutes?: number;
  hours?: number;
  days?: number;
  weeks?: number;
  months?: number;
  years?: number;
}

/** An attachment given as a `File`, or as bytes with a name (and a `content_id` for inline images). */
export type AttachmentInput = File | {
  filename: string;
  content: Blob | Uint8Array | string;
  type?: string;
  /** Set for an inline image the HTML references as `cid:<content_id>`. */
  content_id?: string;
};

/** Relabels grouped form fields; `null` or `false` leaves the key as it is. */
export interface Formatter {
  fieldset?: ((label: string) => string) | null | false;
  name?: ((label: string) => string) | null | false;
}

/** Spam protection for form submissions. */
export interface CaptchaOptions {
  /** The honeypot field (default `_honey`); `false` turns it off. */
  honeypot?: string | false;
  /** Cloudflare Turnstile; on by default when `TURNSTILE_SECRET_KEY` is set. */
  turnstile?: boolean | { secret_key?: string };
}

/** Everything one message can say. */
export interface SendOptions {
  to?: Email | Email[];
  from?: Email;
  reply_to?: Email | Email[];
  cc?: Email | Email[];
  bcc?: Email | Email[];
  /** Default `Mail sent from website`. */
  subject?: string;
  /** HTML, or a form's `FormData` (rendered as a table and a text version), or a promise of either. */
  body: string | FormData | Promise<string | FormData>;
  text?: string;
  formatter?: Formatter | null | false;
  attachments?: AttachmentInput | AttachmentInput[];
  idempotency_key?: string;
  headers?: Record<string, string>;
  /** Adds RFC 8058 `List-Unsubscribe` and `List-Unsubscribe-Post` headers. */
  unsubscribe_url?: string;
  tags?: string[];
  /** Key-value data the provider echoes back in its events. */
  metadata?: Record<string, string>;
  /** `Date`, ISO 8601 (no offset = UTC) or a `Duration` from now. */
  scheduled_at?: Date | string | Duration;
  tracking?: { opens?: boolean; clicks?: boolean };
  captcha?: CaptchaOptions;
  /** Aborts the send (and its retries). */
  signal?: AbortSignal;
}

/** An attachment as providers receive it. */
export interface Attachment {
  filename: string;
  type: string;
  content: Uint8Array;
  content_id?: string;
}

/** A message after defaults, validation and body rendering: what a provider maps to its wire. */
export interface Message {
  from: Address;
  to: Address[];
  cc: Address[];
  bcc: Address[];
  reply_to: Address[];
  subject: string;
  html?: string;
  text?: string;
  attachments: Attachment[];
  headers: Record<string, string>;
  tags: string[];
  metadata: Record<string, string>;
  tracking?: { opens?: boolean; clicks?: boolean };
  idempotency_key?: string;
  scheduled_at?: Date;
  /** Set when the body was a form: the names of its fields, in order. */
  form?: { fields: string[] };
}

/** What a send answers. */
export interface SendResponse {
  /** The provider's id for the message (`""` when nothing was sent). */
  id: string;
  provider: string;
  /** When the provider holds the message until then. */
  scheduled_at?: Date;
  /** Why nothing was sent: the honeypot was filled, or `before_send` vetoed it. */
  skipped?: "honeypot" | "before_send";
}

/** What a cancel answers. */
export interface CancelResponse {
  id: string;
}

/** Called around each send. */
export interface Hooks {
  /** May return a changed message, or `false` to send nothing. */
  before_send?: (message: Message) => Message | false | void | Promise<Message | false | void>;
  after_send?: (response: SendResponse, message: Message) => void | Promise<void>;
  on_error?: (error: unknown, message: Message | undefined) => void | Promise<void>;
}

/** Defaults applied when a send omits the field. */
export interface Defaults {
  from?: Email;
  to?: Email | Email[];
  cc?: Email | Email[];
  bcc?: Email | Email[];
  reply_to?: Email | Email[];
}

/** Options every provider factory takes besides its credential. */
export interface ProviderOptions {
  default?: Defaults;
  /** Milliseconds per request (default 30000). */
  timeout?: number;
  /** Retries on 429, 5xx and network errors (default 0). */
  retries?: number;
  /** Base backoff in ms, doubling each retry (default 500). */
  retry_delay?: number;
  /** Derive plain text from HTML when `text` is absent (default true). */
  auto_text?: boolean;
  hooks?: Hooks;
  captcha?: CaptchaOptions;
  /** How many messages of a bulk send go at once when there is no batch endpoint (default 5). */
  concurrency?: number;
  fetch?: typeof fetch;
  clock?: Clock;
  /** Waits between retries; tests pass one that records the delay. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Environment to read instead of the process's (a Worker's bindings, tests). */
  env?: Env;
}
