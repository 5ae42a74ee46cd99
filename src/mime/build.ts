/**
 * A `Message` as an RFC 5322 / MIME message. The tree is as small as the message allows:
 *
 * - one body: a single `text/plain` or `text/html` part;
 * - text and HTML: `multipart/alternative` (text first, as RFC 2046 §5.1.4 asks);
 * - inline images (attachments with a `content_id`) beside HTML: `multipart/related` around the
 *   body and the images (`Content-Disposition: inline`, `Content-ID: <id>`);
 * - attachments: `multipart/mixed` around all of that and the files.
 *
 * Text parts are UTF-8 quoted-printable (ending in a soft break, see `quoted_printable`);
 * files are base64. Headers are folded to 78 characters where they can be and never
 * pass 998; non-ASCII header text is RFC 2047 encoded words, non-ASCII file names RFC 2231.
 * `Bcc` is left out unless asked for (the envelope carries it). Web standards only.
 * @module
 */

import type { Attachment, Message } from "../core/types.ts";
import { base64_lines, parameter, quoted_printable } from "./encode.ts";
import { address_header, fold, HeaderError, raw_header, text_header } from "./header.ts";

/** How a message is written. */
export interface MimeOptions {
  /** The `Date` header's time, ms since the epoch. */
  now: number;
  /** Write a `Bcc` header (default false: the envelope alone carries blind copies). */
  bcc?: boolean;
  /** The `Message-ID`, with angle brackets; default `<uuid@sender's domain>`. */
  message_id?: string;
}

/** A written message: the raw text, its `Message-ID` and the SMTP envelope it goes in. */
export interface Mime {
  raw: string;
  message_id: string;
  envelope: { from: string; to: string[] };
}

/** A message part: header lines and a body, or header lines and the parts of a multipart. */
type Part = { headers: string[]; body: string } | { headers: string[]; boundary: string; parts: Part[] };

/** Headers the builder writes itself; a custom header may not replace them. */
const RESERVED = new Set(["mime-version", "content-type", "content-transfer-encoding"]);

function boundary(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  // "=_" cannot occur in quoted-printable or base64 text, so no body line can look like a boundary.
  return `=_${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

function multipart(subtype: string, parts: Part[]): Part {
  const b = boundary();
  return { headers: [fold("Content-Type", [`multipart/${subtype};`, `boundary="${b}"`])], boundary: b, parts };
}

function text_part(subtype: "plain" | "html", text: string): Part {
  return {
    headers: [`Content-Type: text/${subtype}; charset=utf-8`, "Content-Transfer-Encoding: quoted-printable"],
    body: quoted_printable(text),
  };
}

function file_part(file: Attachment, inline: boolean): Part {
  if (!/^[\w.+-]+\/[\w.+-]+$/.test(file.type)) {
    throw new HeaderError(
      `attachment ${JSON.stringify(file.filename)}: ${JSON.stringify(file.type)} is not a MIME type`,
    );
  }
  const headers = [
    fold("Content-Type", [`${file.type};`, parameter("name", file.filename)]),
    "Content-Transfer-Encoding: base64",
    fold("Content-Disposition", [`${inline ? "inline" : "attachment"};`, parameter("filename", file.filename)]),
  ];
  if (file.content_id !== undefined) headers.push(raw_header("Content-ID", `<${file.content_id}>`));
  return { headers, body: base64_lines(file.content) };
}

/** The body tree: alternative inside related inside mixed, each only when needed. */
function body_tree(message: Message): Part {
  const texts: Part[] = [];
  if (message.text !== undefined) texts.push(text_part("plain", message.text));
  if (message.html !== undefined) texts.push(text_part("html", message.html));
  if (texts.length === 0) texts.push(text_part("plain", ""));
  let body = texts.length === 1 ? texts[0]! : multipart("alternative", texts);
  const inline = message.html === undefined ? [] : message.attachments.filter((a) => a.content_id !== undefined);
  if (inline.length) body = multipart("related", [body, ...inline.map((a) => file_part(a, true))]);
  const files = message.attachments.filter((a) => !inline.includes(a));
  if (files.length) body = multipart("mixed", [body, ...files.map((a) => file_part(a, a.content_id !== undefined))]);
  return body;
}

function render(part: Part): string {
  const head = part.headers.join("\r\n");
  if ("body" in part) return `${head}\r\n\r\n${part.body}`;
  const inner = part.parts.map((p) => `--${part.boundary}\r\n${render(p)}\r\n`).join("");
  return `${head}\r\n\r\n${inner}--${part.boundary}--\r\n`;
}

/** A date as RFC 5322 in UTC: `Thu, 01 Jan 2026 00:00:00 +0000`. */
export function mime_date(ms: number): string {
  return new Date(ms).toUTCString().replace(/GMT$/, "+0000");
}

/**
 * Writes `message` as MIME. Throws `HeaderError` when a header cannot be written safely (a line
 * break in a value, a bad header name, a word over 998 characters, a custom `Content-Type`).
 */
export function build_mime(message: Message, options: MimeOptions): Mime {
  const domain = message.from.address.slice(message.from.address.lastIndexOf("@") + 1);
  let message_id = options.message_id ?? `<${crypto.randomUUID()}@${domain}>`;
  const head: Array<[string, string]> = [["from", address_header("From", [message.from])]];
  if (message.to.length) head.push(["to", address_header("To", message.to)]);
  if (message.cc.length) head.push(["cc", address_header("Cc", message.cc)]);
  if (options.bcc && message.bcc.length) head.push(["bcc", address_header("Bcc", message.bcc)]);
  if (message.reply_to.length) head.push(["reply-to", address_header("Reply-To", message.reply_to)]);
  head.push(["subject", text_header("Subject", message.subject)]);
  head.push(["date", `Date: ${mime_date(options.now)}`]);
  head.push(["message-id", raw_header("Message-ID", message_id)]);
  for (const [name, value] of Object.entries(message.headers)) {
    const key = name.toLowerCase();
    if (RESERVED.has(key)) throw new HeaderError(`${name} is written by the MIME builder and cannot be set`);
    const line = raw_header(name, value);
    const at = head.findIndex(([k]) => k === key);
    if (at >= 0) head[at] = [key, line];
    else head.push([key, line]);
    if (key === "message-id") message_id = value.trim();
  }
  head.push(["mime-version", "MIME-Version: 1.0"]);
  const body = body_tree(message);
  const root: Part = { ...body, headers: [...head.map(([, line]) => line), ...body.headers] };
  const recipients = [...message.to, ...message.cc, ...message.bcc].map((a) => a.address);
  return {
    raw: render(root),
    message_id,
    envelope: { from: message.from.address, to: [...new Set(recipients)] },
  };
}
