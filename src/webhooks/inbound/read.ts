/**
 * The costly half of inbound mail — the MIME parser (`postal-mime`) and code and link extraction
 * — which `mail.ts` and the mocks load on first use (`import()`), so a bundler that splits code
 * keeps it out of an endpoint's first load until an inbound post arrives.
 * @module
 */

import PostalMime, { addressParser } from "postal-mime";
import { extract, type ExtractInput, type Extraction } from "../../extract/mod.ts";
import { OPTIONS, parse_mail, type ParsedMail } from "../../extract/parse.ts";

/** A raw message as a provider that parses mail sees it. */
export interface MailView {
  raw: Uint8Array;
  /** Header name (as written) and value pairs, in order. */
  headers: [string, string][];
  /** The `From` header value, as written. */
  from: string;
  from_address: string;
  from_name: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  message_id: string;
  date: string;
  attachments: { filename: string; type: string; content_id: string | null; inline: boolean; bytes: Uint8Array }[];
}

/** Parses and extracts a raw message as the inbox does at ingest. */
export async function read_raw(raw: Uint8Array): Promise<{ parsed: ParsedMail; found: Extraction }> {
  const parsed = await parse_mail(raw);
  return { parsed, found: extract(parsed) };
}

/** Extraction of a subject, text and HTML. */
export function read_fields(input: ExtractInput): Extraction {
  return extract(input);
}

/** Addresses and names of a header value (`"A" <a@x>, b@y`). */
export function mailboxes(value: string): { address: string; name: string | null }[] {
  try {
    return addressParser(value, { flatten: true })
      .map((box) => ({ address: box.address ?? "", name: box.name || null }))
      .filter((box) => box.address !== "");
  } catch {
    return [];
  }
}

/** The bytes of attachment `index` of a raw message. */
export async function attachment_bytes(raw: Uint8Array, index: number): Promise<Uint8Array> {
  const content = (await PostalMime.parse(raw, OPTIONS)).attachments[index]?.content;
  return typeof content === "string"
    ? new TextEncoder().encode(content)
    : new Uint8Array(content ?? new ArrayBuffer(0));
}

/** Reads `raw` as the inbox does, into what providers that parse mail post. */
export async function view_of(raw: Uint8Array): Promise<MailView> {
  const email = await PostalMime.parse(raw, OPTIONS);
  const header = (name: string) => email.headers.find((h) => h.key === name)?.value ?? "";
  const from = Array.isArray(email.from) ? email.from[0] : email.from;
  return {
    raw,
    headers: email.headers.map((h) => [h.originalKey ?? h.key, h.value]),
    from: header("from"),
    from_address: from?.address ?? "",
    from_name: from?.name ?? "",
    to: (email.to ?? []).map((a) => a.address ?? "").filter(Boolean),
    subject: email.subject ?? "",
    text: email.text ?? "",
    html: email.html ?? "",
    message_id: header("message-id"),
    date: header("date"),
    attachments: email.attachments.map((a) => ({
      filename: a.filename ?? "",
      type: a.mimeType,
      content_id: a.contentId?.replace(/^<|>$/g, "") ?? null,
      inline: a.disposition === "inline",
      bytes: typeof a.content === "string" ? new TextEncoder().encode(a.content) : new Uint8Array(a.content),
    })),
  };
}
