/** What an attachment is, as extraction reads it and the inbox API answers it. @module */

/**
 * One attachment's description; its bytes are at `…/messages/{id}/attachments/{index}`.
 *
 * @example
 * ```ts
 * import type { AttachmentInfo } from "@service/mail/inbox";
 * const info: AttachmentInfo = { index: 0, filename: "invoice.pdf", type: "application/pdf", size: 1234, content_id: null };
 * console.assert(info.index === 0);
 * ```
 */
export interface AttachmentInfo {
  /** Position in the message, from 0. */
  index: number;
  /** The file name the sender gave, or `null`. */
  filename: string | null;
  /** The media type. */
  type: string;
  /** Size in bytes, decoded. */
  size: number;
  /** The `Content-ID` of an inline part, without angle brackets, or `null`. */
  content_id: string | null;
}
