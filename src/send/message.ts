/** SendOptions → a normalised `Message`: defaults, addresses, body, text, attachments, headers. @module */

import { parse_email, parse_emails } from "../core/address.ts";
import { html_to_text } from "./auto_text.ts";
import { ServiceError } from "../core/error.ts";
import { render_form } from "./form.ts";
import type { Attachment, AttachmentInput, Defaults, Message, SendOptions } from "../core/types.ts";

/** The subject when a send gives none. */
export const DEFAULT_SUBJECT = "Mail sent from website";

/** What building a message needs besides the options. */
export interface BuildContext {
  provider: string;
  defaults: Defaults | undefined;
  auto_text: boolean;
  /** Form fields that never appear in the mail (honeypot, captcha token). */
  skip: Set<string>;
}

async function to_attachment(input: AttachmentInput, provider: string): Promise<Attachment> {
  if (input instanceof Blob) {
    const file = input as File;
    return {
      filename: file.name || "attachment",
      type: file.type || "application/octet-stream",
      content: new Uint8Array(await file.arrayBuffer()),
    };
  }
  if (typeof input !== "object" || input === null || typeof input.filename !== "string") {
    throw new ServiceError({
      provider,
      code: "invalid_option",
      message: "attachments: expected a File or {filename, content}",
    });
  }
  const content = typeof input.content === "string"
    ? new TextEncoder().encode(input.content)
    : input.content instanceof Blob
    ? new Uint8Array(await input.content.arrayBuffer())
    : input.content;
  const type = input.type ?? (input.content instanceof Blob && input.content.type) ?? "";
  const out: Attachment = { filename: input.filename, type: type || "application/octet-stream", content };
  if (input.content_id) out.content_id = input.content_id;
  return out;
}

function invalid(provider: string, message: string): ServiceError {
  return new ServiceError({ provider, code: "invalid_option", message });
}

/** Builds the message; `body` is the already awaited body. Throws `ServiceError` before anything is sent. */
export async function build_message(
  options: SendOptions,
  body: string | FormData,
  ctx: BuildContext,
): Promise<Message> {
  const { provider, defaults } = ctx;
  const from_value = options.from ?? defaults?.from;
  if (from_value === undefined) throw invalid(provider, "from is required (or default.from)");
  const message: Message = {
    from: parse_email(from_value, "from", provider),
    to: parse_emails(options.to ?? defaults?.to, "to", provider),
    cc: parse_emails(options.cc ?? defaults?.cc, "cc", provider),
    bcc: parse_emails(options.bcc ?? defaults?.bcc, "bcc", provider),
    reply_to: parse_emails(options.reply_to ?? defaults?.reply_to, "reply_to", provider),
    subject: options.subject ?? DEFAULT_SUBJECT,
    attachments: [],
    headers: { ...options.headers },
    tags: [...(options.tags ?? [])],
    metadata: { ...options.metadata },
  };
  if (message.to.length + message.cc.length + message.bcc.length === 0) {
    throw invalid(provider, "to is required (or default.to)");
  }
  let files: File[] = [];
  if (typeof body === "string") message.html = body;
  else if (body instanceof FormData) {
    const form = render_form(body, options.formatter, ctx.skip);
    message.html = form.html;
    message.text = form.text;
    const values: Record<string, string> = {};
    for (const [key, value] of body.entries()) {
      if (ctx.skip.has(key) || typeof value !== "string") continue;
      values[key] = key in values ? `${values[key]}, ${value}` : value;
    }
    message.form = { fields: form.fields, values };
    files = form.files;
  } else throw invalid(provider, "body must be an HTML string or FormData");
  if (options.text !== undefined) message.text = options.text;
  else if (message.text === undefined && ctx.auto_text && message.html) message.text = html_to_text(message.html);
  const inputs = options.attachments === undefined
    ? []
    : Array.isArray(options.attachments)
    ? options.attachments
    : [options.attachments];
  for (const input of [...files, ...inputs]) message.attachments.push(await to_attachment(input, provider));
  if (options.unsubscribe_url !== undefined) {
    try {
      new URL(options.unsubscribe_url);
    } catch {
      throw invalid(provider, `unsubscribe_url: ${JSON.stringify(options.unsubscribe_url)} is not a URL`);
    }
    message.headers["List-Unsubscribe"] = `<${options.unsubscribe_url}>`;
    message.headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  if (options.tracking !== undefined) message.tracking = { ...options.tracking };
  if (options.idempotency_key !== undefined) message.idempotency_key = options.idempotency_key;
  return message;
}
