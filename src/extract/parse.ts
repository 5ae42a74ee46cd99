/**
 * MIME parsing with `postal-mime` (web standards only): at ingest in the server, and offline in
 * any runtime (`extract_mail`, `inbox extract`). Hostile or broken input never throws: the
 * parsed fields are best effort.
 * @module
 */

import PostalMime, { type Address, decodeWords, type Email } from "postal-mime";
import type { AttachmentInfo } from "./attachment.ts";

/** The fields of a message the inbox API shows, as far as they could be read. */
export interface ParsedMail {
  from: string | null;
  name: string | null;
  to: string[];
  subject: string;
  text: string | null;
  html: string | null;
  headers: Record<string, string>;
  attachments: AttachmentInfo[];
}

/** Bounds for hostile input: nesting, header size, attached messages. */
export const OPTIONS = { maxNestingDepth: 64, maxHeadersSize: 1024 * 1024, maxRfc822NestingDepth: 4 };

/** Parses a raw message; falls back to a plain header read when the MIME parser gives up. */
export async function parse_mail(raw: Uint8Array): Promise<ParsedMail> {
  let email: Email;
  try {
    email = await PostalMime.parse(whole_buffer(raw) ?? raw, OPTIONS);
  } catch {
    return fallback_mail(raw);
  }
  const from = first_mailbox(email.from);
  return {
    from: from?.address || null,
    name: from?.name || null,
    to: mailboxes(email.to),
    subject: email.subject ?? "",
    text: email.text ?? null,
    html: email.html ?? null,
    headers: join_headers(email.headers.map((h) => [h.key, h.value])),
    attachments: email.attachments.map((attachment, index) => ({
      index,
      filename: attachment.filename,
      type: attachment.mimeType,
      size: byte_length(attachment.content),
      content_id: attachment.contentId?.replace(/^<|>$/g, "") ?? null,
    })),
  };
}

/** The buffer `raw` spans whole, if it does: the parser then reads it in place instead of copying it first. */
function whole_buffer(raw: Uint8Array): ArrayBuffer | null {
  return raw.buffer instanceof ArrayBuffer && raw.byteOffset === 0 && raw.byteLength === raw.buffer.byteLength
    ? raw.buffer
    : null;
}

function byte_length(content: ArrayBuffer | Uint8Array | string): number {
  return typeof content === "string" ? new TextEncoder().encode(content).byteLength : content.byteLength;
}

function first_mailbox(list: Address | Address[] | undefined): { address: string; name: string } | null {
  const address = Array.isArray(list) ? list[0] : list;
  if (!address) return null;
  if (address.group) return address.group[0] ?? null;
  return { address: address.address ?? "", name: address.name };
}

function mailboxes(list: Address[] | undefined): string[] {
  return (list ?? []).flatMap((a) => a.group ? a.group.map((m) => m.address) : [a.address ?? ""])
    .filter(Boolean);
}

function join_headers(pairs: [string, string][]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of pairs) {
    headers[key] = key in headers ? `${headers[key]}\n${value}` : value;
  }
  return headers;
}

/** Reads the header block by hand and keeps the rest (its first megabyte) as text. */
export function fallback_mail(raw: Uint8Array): ParsedMail {
  const source = new TextDecoder("utf-8", { fatal: false }).decode(raw.subarray(0, 1024 * 1024));
  const split = source.search(/\r?\n\r?\n/);
  const head = split < 0 ? source : source.slice(0, split);
  const body = split < 0 ? "" : source.slice(split).replace(/^\r?\n\r?\n/, "");
  const pairs: [string, string][] = [];
  for (const line of head.split(/\r?\n(?![ \t])/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    pairs.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).replace(/\r?\n[ \t]+/g, " ").trim()]);
    if (pairs.length >= 1000) break;
  }
  const headers = join_headers(pairs);
  const decode = (value: string | undefined) => {
    try {
      return value === undefined ? "" : decodeWords(value);
    } catch {
      return value ?? "";
    }
  };
  const from = /<([^<>\s]+@[^<>\s]+)>|([^\s<>",;]+@[^\s<>",;]+)/.exec(headers.from ?? "");
  const to = [...(headers.to ?? "").matchAll(/[^\s<>",;:]+@[^\s<>",;]+/g)].map((m) => m[0]);
  const name = (headers.from ?? "").replace(/<[^>]*>/, "").replace(/"/g, "").trim();
  return {
    from: from ? (from[1] ?? from[2] ?? null) : null,
    name: name && !name.includes("@") ? decode(name) : null,
    to,
    subject: decode(headers.subject),
    text: body || null,
    html: null,
    headers,
    attachments: [],
  };
}
