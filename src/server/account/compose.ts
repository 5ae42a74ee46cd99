/**
 * An outgoing message as RFC 5322 bytes, built by nodemailer's MIME composer: multipart
 * alternative for HTML and text, attachments and inline images, the caller's headers, a
 * `Message-ID` made from the message id. `Bcc` is never written into the headers.
 * @module
 */

import { Buffer } from "node:buffer";
import MailComposer from "nodemailer/lib/mail-composer";
import type { OutMessage } from "./store/types.ts";
import { domain_of } from "./http.ts";

/** The raw message; `at` is its `Date`; `body` replaces the message's (one recipient's tracked copy). */
export async function compose(
  message: OutMessage,
  at: number,
  body: { html: string | null; text: string | null } = message,
): Promise<Uint8Array> {
  const { html, text } = body;
  const composer = new MailComposer({
    from: message.from,
    to: message.to,
    cc: message.cc,
    replyTo: message.reply_to,
    subject: message.subject,
    ...(html !== null ? { html } : {}),
    ...(text !== null ? { text } : {}),
    headers: message.headers,
    attachments: message.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.type,
      content: Buffer.from(a.content, "base64"),
      ...(a.content_id ? { cid: a.content_id } : {}),
    })),
    messageId: `<${message.id}@${domain_of(message.from)}>`,
    date: new Date(at),
  });
  const built = await composer.compile().build();
  return new Uint8Array(built.buffer, built.byteOffset, built.byteLength);
}
