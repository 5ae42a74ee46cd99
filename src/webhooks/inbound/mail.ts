/**
 * Inbound mail, one shape for every provider: the `data` of an `email.received` event carries
 * the fields of the inbox's `Mail` (from, name, to, tag, subject, text, html, headers, auth,
 * attachments, code, codes, link, links, received, size). A provider that posts the raw message
 * is read with the inbox server's own parser and extraction (`src/extract`); one that posts
 * parsed fields has them mapped, then extraction runs on its subject, text and HTML.
 * @module
 */

import { parse_recipient } from "../../core/address.ts";
import { ServiceError } from "../../core/error.ts";
import type { AttachmentInfo } from "../../extract/attachment.ts";
import type { WebhookEvent } from "../event.ts";
import { make_event } from "../normal.ts";

/**
 * SPF, DKIM and DMARC as the provider's receiving server judged them (`pass`, `fail`,
 * `softfail`, `neutral`, `none`, `temperror`, `permerror`); `null` where the provider reports
 * nothing.
 *
 * @example
 * ```ts
 * import type { InboundAuth } from "@service/mail/webhooks";
 * const auth: InboundAuth = { spf: "pass", dkim: "pass", dmarc: null }; // as SendGrid reports it
 * console.assert(auth.dmarc === null);
 * ```
 */
export interface InboundAuth {
  /** Sender Policy Framework. */
  spf: string | null;
  /** DomainKeys Identified Mail. */
  dkim: string | null;
  /** DMARC alignment. */
  dmarc: string | null;
}

/**
 * An attachment: its description as the inbox gives it, and `file()` for its bytes.
 *
 * @example
 * ```ts
 * import { type InboundMail, mock_inbound, receive } from "@service/mail/webhooks";
 * const eml = [
 *   "From: bob@example.com", "To: alice@example.com", "Subject: Invoice", "MIME-Version: 1.0",
 *   'Content-Type: multipart/mixed; boundary="b"', "", "--b", "Content-Type: text/plain", "", "Attached.",
 *   "--b", 'Content-Type: text/plain; name="a.txt"', 'Content-Disposition: attachment; filename="a.txt"', "",
 *   "hello", "--b--", "",
 * ].join("\r\n");
 * const request = await mock_inbound("postmark", eml, { secret: "user:pass" });
 * const [event] = await receive(request, { provider: "postmark", secret: "user:pass" });
 * const file = await (event!.data as InboundMail).attachments[0]!.file();
 * console.assert(file.name === "a.txt");
 * ```
 */
export interface InboundAttachment extends AttachmentInfo {
  /**
   * The bytes as a `File`. Rejects with `ServiceError` `attachment_not_included` when the
   * provider posts only a reference (Brevo's `DownloadToken`, Resend's attachment id).
   */
  file(): Promise<File>;
}

/**
 * The `data` of an `email.received` event: the inbox `Mail` fields, whichever provider received
 * the message. `JSON.stringify` gives plain data (attachments without `file`).
 *
 * @example
 * ```ts
 * import { type InboundMail, mock_inbound, receive } from "@service/mail/webhooks";
 * const eml = "From: Acme <hi@acme.test>\r\nTo: alice+signup@example.com\r\nSubject: Verify\r\n\r\nYour code is 482913.\r\n";
 * const request = await mock_inbound("sparkpost", eml, { secret: "token:t0k3n" });
 * for (const event of await receive(request, { provider: "sparkpost", secret: "token:t0k3n" })) {
 *   const mail = event.data as InboundMail;
 *   console.assert(mail.code === "482913" && mail.tag === "signup" && mail.from === "hi@acme.test");
 * }
 * ```
 */
export interface InboundMail {
  /** The provider's id of the received message (or its `Message-ID` when it has none). */
  id: string;
  /** The sender's address (the `From` header; the envelope sender when there is none). */
  from: string;
  /** The sender's display name, or `null`. */
  name: string | null;
  /** The recipients the message names (`To`; the envelope recipients when it names none). */
  to: string[];
  /** The plus-tag of the envelope recipient (`local+tag@host`), or `null`. */
  tag: string | null;
  /** The subject line ("" without one). */
  subject: string;
  /** The plain-text body, or `null`. */
  text: string | null;
  /** The HTML body as received, or `null`. */
  html: string | null;
  /** Headers by lower-case name; repeated headers joined by `\n`. */
  headers: Record<string, string>;
  /** SPF, DKIM and DMARC where the provider reports them. */
  auth: InboundAuth;
  /** Attachments. */
  attachments: InboundAttachment[];
  /** The one-time code as printed (`4821-9033`, `G-482913`), or `null`. */
  code: string | null;
  /** What a person types: `code` without a printed prefix and separators (`G-482913` → `482913`), or `null`. */
  code_digits: string | null;
  /** Every code found, best first. */
  codes: string[];
  /** The verify link, or `null`. */
  link: string | null;
  /** Every link found, best first. */
  links: string[];
  /** When the provider received it (its receipt time, else the delivery time), ISO 8601. */
  received: string;
  /** Size of the raw message in bytes, when the provider tells or sends it; else `null`. */
  size: number | null;
  /** The SMTP envelope, as far as the provider tells it. */
  envelope: { from: string | null; to: string[] };
  /**
   * `false` when the provider posts metadata only (Resend): text, HTML, headers and attachment
   * bytes are then fetched from its API.
   */
  complete: boolean;
}

/** What every inbound adapter knows besides the message itself. */
export interface InboundContext {
  /** The provider's id of the message. */
  id?: string | null | undefined;
  /** The envelope sender and recipients. */
  envelope?: { from?: string | null | undefined; to?: string[] | undefined } | undefined;
  /** The provider's receipt time. */
  received?: Date | undefined;
  /** The time of delivery, used when the provider names no receipt time. */
  now: number;
  auth?: Partial<InboundAuth> | undefined;
}

/** The fields of a message a provider posts parsed. */
export interface MailFields {
  /** The `From` header (`Name <addr>`) or a bare address. */
  from: string | null | undefined;
  /** The display name when the provider gives it apart. */
  name?: string | null | undefined;
  /** `To` addresses (header values or bare addresses). */
  to: string[];
  subject: string | null | undefined;
  text: string | null | undefined;
  html: string | null | undefined;
  /** Header name and value pairs, in order. */
  headers: [string, string][];
  attachments: {
    filename: string | null;
    type: string;
    size: number;
    content_id: string | null;
    file: () => Promise<File>;
  }[];
  /** Raw size when the provider tells it. */
  size?: number | null | undefined;
  /** `false` for metadata-only payloads. */
  complete?: boolean;
}

/** Reads a raw message (`.eml` bytes) as the inbox does. */
export async function mail_from_raw(raw: Uint8Array, context: InboundContext): Promise<InboundMail> {
  const { parsed, found } = await (await import("./read.ts")).read_raw(raw);
  const attachments = parsed.attachments.map((info): InboundAttachment => ({
    ...info,
    file: () => read_part(raw, info),
  }));
  const envelope = envelope_of(context);
  return {
    id: context.id || message_id(parsed.headers) || "",
    from: parsed.from ?? envelope.from ?? "",
    name: parsed.name,
    to: parsed.to.length > 0 ? parsed.to : envelope.to,
    tag: tag_of(envelope.to),
    subject: parsed.subject,
    text: parsed.text,
    html: parsed.html,
    headers: parsed.headers,
    auth: auth_of(context),
    attachments,
    ...found,
    received: received_of(context, parsed.headers),
    size: raw.byteLength,
    envelope,
    complete: true,
  };
}

/** Maps fields a provider parsed, then extracts the code and link from them. */
export async function mail_from_fields(fields: MailFields, context: InboundContext): Promise<InboundMail> {
  const { mailboxes, read_fields } = await import("./read.ts");
  const headers = join_headers(fields.headers);
  const from = mailboxes(fields.from ?? headers.from ?? "")[0];
  const to = fields.to.flatMap((value) => mailboxes(value)).map((box) => box.address);
  const envelope = envelope_of(context);
  const subject = fields.subject ?? "";
  // Line breaks as the inbox's parser gives them (form posts turn every break into CRLF).
  const text = fields.text?.replace(/\r\n/g, "\n") || null;
  const html = fields.html?.replace(/\r\n/g, "\n") || null;
  return {
    id: context.id || message_id(headers) || "",
    from: from?.address ?? envelope.from ?? "",
    name: fields.name || from?.name || null,
    to: to.length > 0 ? to : envelope.to,
    tag: tag_of(envelope.to),
    subject,
    text,
    html,
    headers,
    auth: auth_of(context),
    attachments: fields.attachments.map((attachment, index) => ({ index, ...attachment })),
    ...read_fields({ subject, text, html }),
    received: received_of(context, headers),
    size: fields.size ?? null,
    envelope,
    complete: fields.complete ?? true,
  };
}

/** The `email.received` event for `mail`. */
export function received_event(provider: string, mail: InboundMail, raw: unknown): WebhookEvent {
  return make_event(provider, {
    id: mail.id,
    type: "email.received",
    raw,
    message_id: mail.id,
    email: mail.envelope.to[0] ?? mail.to[0] ?? null,
    timestamp: new Date(mail.received),
    data: mail,
  });
}

/** An attachment the provider did not send the bytes of. */
export function not_included(provider: string, how: string): () => Promise<File> {
  return () =>
    Promise.reject(
      new ServiceError({
        provider,
        code: "attachment_not_included",
        message: `${provider} posts no attachment bytes; ${how}`,
      }),
    );
}

/** Headers by lower-case name, repeated ones joined by `\n` (as the inbox keeps them). */
export function join_headers(pairs: [string, string][]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of pairs) {
    const key = name.toLowerCase();
    headers[key] = key in headers ? `${headers[key]}\n${value}` : value;
  }
  return headers;
}

/** The first word of an authentication result, lower case (`Pass (…)` → `pass`). */
export function verdict(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const word = /^\s*([a-z]+)/i.exec(value)?.[1]?.toLowerCase();
  return word || null;
}

function message_id(headers: Record<string, string>): string | null {
  return headers["message-id"]?.trim().replace(/^<|>$/g, "") || null;
}

function envelope_of(context: InboundContext): InboundMail["envelope"] {
  return { from: context.envelope?.from || null, to: (context.envelope?.to ?? []).filter(Boolean) };
}

function tag_of(rcpt: string[]): string | null {
  for (const address of rcpt) {
    const recipient = parse_recipient(address);
    if (recipient?.tag) return recipient.tag;
  }
  return null;
}

function auth_of(context: InboundContext): InboundAuth {
  return { spf: context.auth?.spf ?? null, dkim: context.auth?.dkim ?? null, dmarc: context.auth?.dmarc ?? null };
}

/** The provider's receipt time; else the message's `Date`; else the time of delivery. */
function received_of(context: InboundContext, headers: Record<string, string>): string {
  if (context.received && !Number.isNaN(context.received.getTime())) return context.received.toISOString();
  const date = headers.date ? new Date(headers.date) : null;
  return (date && !Number.isNaN(date.getTime()) ? date : new Date(context.now)).toISOString();
}

async function read_part(raw: Uint8Array, info: AttachmentInfo): Promise<File> {
  const bytes = await (await import("./read.ts")).attachment_bytes(raw, info.index);
  return new File([bytes as BlobPart], info.filename ?? `attachment-${info.index}`, { type: info.type });
}

/** `file()` for bytes the provider sent. */
export function bytes_file(
  bytes: Uint8Array,
  filename: string | null,
  type: string,
  index: number,
): () => Promise<File> {
  return () => Promise.resolve(new File([bytes as BlobPart], filename ?? `attachment-${index}`, { type }));
}

/** The provider's timestamp when it is a date, else `undefined`. */
export function when(value: Date): Date | undefined {
  return value.getTime() === 0 || Number.isNaN(value.getTime()) ? undefined : value;
}
