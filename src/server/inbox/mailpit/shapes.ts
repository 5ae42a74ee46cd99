/**
 * Caught mail in the shapes of Mailpit's API (its OpenAPI definitions `MessageSummary`, `Message`,
 * `Attachment`, `Address`, `ListUnsubscribe`), so clients written for Mailpit read it unchanged.
 * What this server does not keep answers as Mailpit does when it has none: `Read` is always
 * `false` (nothing marks mail read here), `Tags` is `[]`, `Username` is `""`.
 * @module
 */

import { createHash } from "node:crypto";
import { addressParser, decodeWords } from "postal-mime";
import type { AttachmentInfo, WireMessage } from "../../../inbox/wire.ts";
import { render_html } from "../../../extract/render.ts";
import type { MailReader } from "../reader.ts";

/** Mailpit's (Go's `net/mail`) address. */
export interface MailpitAddress {
  Name: string;
  Address: string;
}

/** One message in a list (`GET /api/v1/messages`, `/api/v1/search`). */
export interface MailpitSummary {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: MailpitAddress;
  To: MailpitAddress[];
  Cc: MailpitAddress[];
  Bcc: MailpitAddress[];
  ReplyTo: MailpitAddress[];
  Subject: string;
  Created: string;
  Username: string;
  Tags: string[];
  Size: number;
  Attachments: number;
  Snippet: string;
}

export interface MailpitAttachment {
  PartID: string;
  FileName: string;
  ContentType: string;
  ContentID: string;
  Size: number;
  Checksums: { MD5: string; SHA1: string; SHA256: string };
}

/** One message in full (`GET /api/v1/message/{ID}`). */
export interface MailpitMessage {
  ID: string;
  MessageID: string;
  From: MailpitAddress;
  To: MailpitAddress[];
  Cc: MailpitAddress[];
  Bcc: MailpitAddress[];
  ReplyTo: MailpitAddress[];
  ReturnPath: string;
  Subject: string;
  ListUnsubscribe: { Header: string; Links: string[]; Errors: string; HeaderPost: string };
  Date: string;
  Tags: string[];
  Username: string;
  Text: string;
  HTML: string;
  Size: number;
  Inline: MailpitAttachment[];
  Attachments: MailpitAttachment[];
}

/** The mailboxes of an address header, decoded; `[]` when there is none. */
export function header_addresses(value: string | undefined): MailpitAddress[] {
  if (!value) return [];
  try {
    return addressParser(value.replace(/\n/g, ", "), { flatten: true })
      .filter((a) => "address" in a && a.address)
      .map((a) => ({ Name: decode(a.name ?? ""), Address: (a as { address: string }).address }));
  } catch {
    return [];
  }
}

function decode(text: string): string {
  try {
    return decodeWords(text);
  } catch {
    return text;
  }
}

/** Bcc as Mailpit shows it: the Bcc header, and envelope recipients the To and Cc headers leave out. */
function bcc_of(message: WireMessage, to: MailpitAddress[], cc: MailpitAddress[]): MailpitAddress[] {
  const bcc = header_addresses(message.headers.bcc);
  const named = new Set([...to, ...cc, ...bcc].map((a) => a.Address.toLowerCase()));
  for (const address of message.delivered_to ?? []) {
    if (!named.has(address.toLowerCase())) {
      named.add(address.toLowerCase());
      bcc.push({ Name: "", Address: address });
    }
  }
  return bcc;
}

/** The parties of a message, as Mailpit lists them. */
export function parties(message: WireMessage): Pick<MailpitSummary, "From" | "To" | "Cc" | "Bcc" | "ReplyTo"> {
  const to = header_addresses(message.headers.to);
  const cc = header_addresses(message.headers.cc);
  return {
    From: { Name: message.name ?? "", Address: message.from },
    To: to,
    Cc: cc,
    Bcc: bcc_of(message, to, cc),
    ReplyTo: header_addresses(message.headers["reply-to"]),
  };
}

const SNIPPET = 200;

/** Body texts by message id: a client polling a search would otherwise render every HTML body each time. */
const texts = new Map<string, string>();
const TEXTS_KEPT = 2000;

/** The visible text of the HTML body, or the text body, whitespace collapsed. */
export function body_text(message: WireMessage): string {
  const known = texts.get(message.id);
  if (known !== undefined) return known;
  const text =
    (message.html ? render_html(message.html).blocks.map((block) => block.text).join(" ") : message.text ?? "").replace(
      /\uFEFF/g,
      " ",
    ).replace(/\s+/g, " ").trim();
  if (texts.size >= TEXTS_KEPT) texts.delete(texts.keys().next().value!);
  texts.set(message.id, text);
  return text;
}

/** Mailpit's snippet: up to 200 characters of the body, then `...`. */
export function snippet(message: WireMessage): string {
  const text = body_text(message);
  return text.length <= SNIPPET ? text : `${[...text].slice(0, SNIPPET).join("")}...`;
}

const message_id = (message: WireMessage) => (message.headers["message-id"] ?? "").trim().replace(/^<|>$/g, "");

/** Inline parts: the ones with a Content-ID (the images an HTML body shows). */
const is_inline = (attachment: AttachmentInfo) => attachment.content_id !== null;

export function summary(message: WireMessage): MailpitSummary {
  return {
    ID: message.id,
    MessageID: message_id(message),
    Read: false,
    ...parties(message),
    Subject: message.subject,
    Created: message.received,
    Username: "",
    Tags: [],
    Size: message.size,
    Attachments: message.attachments.filter((a) => !is_inline(a)).length,
    Snippet: snippet(message),
  };
}

/** The full message; attachments' checksums are read from the original bytes. */
export async function detail(message: WireMessage, raw: Uint8Array, reader: MailReader): Promise<MailpitMessage> {
  const who = parties(message);
  const parts = await Promise.all(message.attachments.map(async (info) => {
    const part = await reader.attachment(raw, info.index);
    const bytes = part?.bytes ?? new Uint8Array(0);
    const hex = (algorithm: string) => createHash(algorithm).update(bytes).digest("hex");
    const attachment: MailpitAttachment = {
      PartID: String(info.index),
      FileName: info.filename ?? info.content_id ?? "",
      ContentType: info.type,
      ContentID: info.content_id ?? "",
      Size: bytes.byteLength || info.size,
      Checksums: { MD5: hex("md5"), SHA1: hex("sha1"), SHA256: hex("sha256") },
    };
    return { info, attachment };
  }));
  const date = Date.parse(message.headers.date ?? "");
  const unsubscribe = message.headers["list-unsubscribe"] ?? "";
  return {
    ID: message.id,
    MessageID: message_id(message),
    ...who,
    ReturnPath: (message.headers["return-path"] ?? "").trim().replace(/^<|>$/g, "") || message.from,
    Subject: message.subject,
    ListUnsubscribe: {
      Header: unsubscribe,
      Links: [...unsubscribe.matchAll(/<([^>]+)>/g)].map((m) => m[1]!),
      Errors: "",
      HeaderPost: message.headers["list-unsubscribe-post"] ?? "",
    },
    Date: Number.isNaN(date) ? message.received : new Date(date).toISOString(),
    Tags: [],
    Username: "",
    // Mailpit's MIME reader (enmime) makes the text of an HTML-only message from its HTML.
    Text: message.text ?? body_text(message),
    HTML: message.html ?? "",
    Size: message.size,
    Inline: parts.filter((p) => is_inline(p.info)).map((p) => p.attachment),
    Attachments: parts.filter((p) => !is_inline(p.info)).map((p) => p.attachment),
  };
}

/**
 * The headers as Go's `mail.Header` encodes them (Mailpit's `GET …/headers`): canonical names
 * (`Content-Type`, `Message-Id`) to lists of values.
 */
export function header_lists(message: WireMessage): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const name of Object.keys(message.headers).sort()) {
    const canonical = name.split("-").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("-");
    out[canonical] = message.headers[name]!.split("\n");
  }
  return out;
}
