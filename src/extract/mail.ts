/**
 * Offline extraction: a raw message (`.eml`) through the same MIME parser and extractor the
 * inbox service runs at ingest, with no service — to debug a template in CI or a unit test.
 * @module
 */

import type { AttachmentInfo } from "./attachment.ts";
import { type Candidates, explain } from "./explain.ts";
import { extract, type Extraction } from "./mod.ts";
import { parse_mail } from "./parse.ts";

/**
 * A raw RFC 5322 message: bytes, text, a `Blob`/`File`, or a stream of bytes.
 *
 * @example
 * ```ts
 * import { extract_mail, type RawMail } from "@service/mail/extract";
 * const raw: RawMail = new Blob(["Subject: PIN\r\n\r\nYour PIN is 4821.\r\n"]);
 * console.assert((await extract_mail(raw)).code === "4821");
 * ```
 */
export type RawMail = Uint8Array | ArrayBuffer | string | Blob | ReadableStream<Uint8Array>;

/**
 * A message read offline: its parsed fields and what extraction found, as the service's
 * Message JSON has them.
 *
 * @example
 * ```ts
 * import { extract_mail, type ExtractedMail } from "@service/mail/extract";
 * const mail: ExtractedMail = await extract_mail("Subject: Your code\r\n\r\nYour code is 482913.\r\n");
 * console.assert(mail.subject === "Your code" && mail.code === "482913");
 * ```
 */
export interface ExtractedMail extends Extraction {
  /** The sender's address, or `null`. */
  from: string | null;
  /** The sender's display name, or `null`. */
  name: string | null;
  /** The recipients the message names. */
  to: string[];
  /** The subject line ("" without one). */
  subject: string;
  /** The plain-text part, or `null`. */
  text: string | null;
  /** The HTML part, or `null`. */
  html: string | null;
  /** Headers by lower-case name; repeated headers joined by `\n`. */
  headers: Record<string, string>;
  /** Attachment descriptions. */
  attachments: AttachmentInfo[];
}

/**
 * An `ExtractedMail` with the candidates extraction weighed.
 *
 * @example
 * ```ts
 * import { extract_mail, type ExplainedMail } from "@service/mail/extract";
 * const mail: ExplainedMail = await extract_mail("Subject: Hi\r\n\r\nCode: 4821\r\n", { explain: true });
 * console.assert(mail.candidates.codes[0]!.code === "4821");
 * ```
 */
export interface ExplainedMail extends ExtractedMail {
  /** Every code and link weighed, and why the winners won. */
  candidates: Candidates;
}

/**
 * Parses a raw message with the service's MIME parser (`postal-mime`) and extracts its code and
 * link exactly as the service does at ingest; `{ explain: true }` adds the candidates. Web
 * standards only: runs in Deno, Node, Bun, Workers and browsers.
 *
 * @example
 * ```ts
 * import { extract_mail } from "@service/mail/extract";
 * const eml = "From: Acme <hi@acme.test>\r\nSubject: Verify\r\n\r\nYour verification code is 482 913.\r\n";
 * const mail = await extract_mail(eml);
 * console.assert(mail.code === "482913" && mail.from === "hi@acme.test");
 * const explained = await extract_mail(eml, { explain: true });
 * console.assert(explained.candidates.code.startsWith('"482913" scored'));
 * ```
 */
export function extract_mail(raw: RawMail, options: { explain: true }): Promise<ExplainedMail>;
/** Parses and extracts a raw message, without the candidates. */
export function extract_mail(raw: RawMail, options?: { explain?: boolean }): Promise<ExtractedMail>;
export async function extract_mail(
  raw: RawMail,
  options: { explain?: boolean } = {},
): Promise<ExtractedMail | ExplainedMail> {
  const parsed = await parse_mail(await bytes(raw));
  const found = options.explain ? explain(parsed) : extract(parsed);
  return { ...parsed, ...found };
}

async function bytes(raw: RawMail): Promise<Uint8Array> {
  if (raw instanceof Uint8Array) return raw;
  if (typeof raw === "string") return new TextEncoder().encode(raw);
  if (raw instanceof ArrayBuffer) return new Uint8Array(raw);
  if (raw instanceof Blob) return new Uint8Array(await raw.arrayBuffer());
  if (raw instanceof ReadableStream) return new Uint8Array(await new Response(raw).arrayBuffer());
  throw new TypeError("extract_mail takes the raw message as bytes, a string, a Blob or a ReadableStream");
}
