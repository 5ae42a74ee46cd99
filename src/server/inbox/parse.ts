/**
 * MIME at the server: parsing is shared with offline extraction (`src/extract/parse.ts`); the
 * bytes of one attachment are re-read from the original message.
 * @module
 */

import PostalMime from "postal-mime";
import { OPTIONS } from "../../extract/parse.ts";

export { fallback_mail, parse_mail, type ParsedMail } from "../../extract/parse.ts";

/** One attachment's bytes with its name and type. */
export interface Attachment {
  filename: string | null;
  type: string;
  bytes: Uint8Array;
}

/** The bytes of attachment `index` of a raw message, re-read from the original. */
export async function read_attachment(raw: Uint8Array, index: number): Promise<Attachment | null> {
  try {
    const email = await PostalMime.parse(raw, OPTIONS);
    const attachment = email.attachments[index];
    if (!attachment) return null;
    const content = attachment.content;
    const bytes = typeof content === "string"
      ? new TextEncoder().encode(content)
      : content instanceof Uint8Array
      ? content
      : new Uint8Array(content);
    return { filename: attachment.filename, type: attachment.mimeType, bytes };
  } catch {
    return null;
  }
}
