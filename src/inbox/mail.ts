/** `Mail`: one message an inbox holds, with its raw bytes and attachments a call away. @module */

import type { Candidates } from "../extract/explain.ts";
import { call, type Connection, inbox_path, read_json } from "./http.ts";
import type { AttachmentInfo, AuthResults, WireExplained, WireMessage } from "./wire.ts";

/** How a `Mail` reaches the inbox it came from. */
export interface MailSource {
  readonly connection: Connection;
  readonly address: string;
  readonly token: string;
}

/**
 * One attachment of a `Mail`: its description, and `file()` to fetch its bytes.
 *
 * @example
 * ```ts ignore
 * const mail = await inbox.wait({ subject: "Invoice" });
 * const pdf = await mail.attachments[0]!.file();
 * console.assert(pdf.name === "invoice.pdf" && pdf.type === "application/pdf");
 * ```
 */
export class Attachment implements AttachmentInfo {
  /** Position in the message, counted from 0. */
  readonly index: number;
  /** The file name the sender gave, or `null`. */
  readonly filename: string | null;
  /** The media type, such as `application/pdf`. */
  readonly type: string;
  /** Size in bytes (decoded). */
  readonly size: number;
  /** The `Content-ID` of an inline part, without angle brackets, or `null`. */
  readonly content_id: string | null;
  readonly #source: MailSource;
  readonly #message_id: string;

  /** Made by `Mail` for each attachment it describes. */
  constructor(info: AttachmentInfo, message_id: string, source: MailSource) {
    this.index = info.index;
    this.filename = info.filename;
    this.type = info.type;
    this.size = info.size;
    this.content_id = info.content_id;
    this.#source = source;
    this.#message_id = message_id;
  }

  /** Fetches the bytes as a `File` named after the attachment (`attachment-<index>` without a name). */
  async file(options: { signal?: AbortSignal } = {}): Promise<File> {
    const { connection, address, token } = this.#source;
    const path = inbox_path(address, `/messages/${encodeURIComponent(this.#message_id)}/attachments/${this.index}`);
    const response = await call(connection, path, { token, signal: options.signal });
    const bytes = await response.arrayBuffer();
    const type = this.type || response.headers.get("content-type") || "application/octet-stream";
    return new File([bytes], this.filename ?? `attachment-${this.index}`, { type });
  }

  /** The plain description, as the service sends it. */
  toJSON(): AttachmentInfo {
    return {
      index: this.index,
      filename: this.filename,
      type: this.type,
      size: this.size,
      content_id: this.content_id,
    };
  }
}

/**
 * One message held by an inbox: sender, subject, bodies, headers, SPF/DKIM/DMARC results, the
 * one-time `code` and verify `link` already extracted, `received` as a `Date`, `raw()` for the
 * original `.eml`, and attachments fetchable as `File`s. `JSON.stringify(mail)` gives the
 * service's Message JSON.
 *
 * @example
 * ```ts ignore
 * import { temp } from "@service/mail/inbox";
 * await using inbox = await temp();
 * // … sign up with inbox.address …
 * const mail = await inbox.wait({ subject: /verify/i });
 * console.assert(mail.code === "123456");
 * console.assert(mail.received instanceof Date);
 * const eml = await mail.raw(); // Uint8Array
 * ```
 */
export class Mail {
  /** The message id, `msg_…`. */
  readonly id: string;
  /** Where this message stands in its inbox; pass it as `after` to wait for later mail. */
  readonly cursor: string;
  /** The sender's address. */
  readonly from: string;
  /** The sender's display name, or `null`. */
  readonly name: string | null;
  /** The recipients the message names. */
  readonly to: string[];
  /** The plus-tag it was delivered to (`local+tag@host`), or `null`. */
  readonly tag: string | null;
  /** The subject line. */
  readonly subject: string;
  /** The plain-text body, or `null`. */
  readonly text: string | null;
  /** The HTML body as received, or `null`; render it only in a sandbox. */
  readonly html: string | null;
  /** Headers by lower-case name; repeated headers are joined by a line break. */
  readonly headers: Readonly<Record<string, string>>;
  /** SPF, DKIM and DMARC results. */
  readonly auth: Readonly<AuthResults>;
  /** Attachments; `await attachment.file()` fetches one. */
  readonly attachments: readonly Attachment[];
  /** The one-time code as printed (dash grouping and a printed prefix kept: `4821-9033`, `G-482913`), or `null`. */
  readonly code: string | null;
  /** What a person types into the form: `code` without a printed prefix and separators (`482913`), or `null`. */
  readonly code_digits: string | null;
  /** Every code found, best first. */
  readonly codes: readonly string[];
  /** The verify link found in the message, or `null`. */
  readonly link: string | null;
  /** Every link found, best first. */
  readonly links: readonly string[];
  /** When the service received it. */
  readonly received: Date;
  /** Size of the original message in bytes. */
  readonly size: number;
  readonly #source: MailSource;
  readonly #wire: WireMessage;

  /** Made by `Inbox` from the service's Message JSON. */
  constructor(wire: WireMessage, source: MailSource) {
    this.id = wire.id;
    this.cursor = wire.cursor;
    this.from = wire.from;
    this.name = wire.name;
    this.to = wire.to;
    this.tag = wire.tag;
    this.subject = wire.subject;
    this.text = wire.text;
    this.html = wire.html;
    this.headers = wire.headers;
    this.auth = wire.auth;
    this.attachments = wire.attachments.map((info) => new Attachment(info, wire.id, source));
    this.code = wire.code;
    // Mail stored before code_digits existed has none: its code had no prefix or separators kept.
    this.code_digits = wire.code_digits ?? wire.code;
    this.codes = wire.codes;
    this.link = wire.link;
    this.links = wire.links;
    this.received = new Date(wire.received);
    this.size = wire.size;
    this.#source = source;
    this.#wire = wire;
  }

  /** The original message (`.eml`) as bytes. */
  async raw(options: { signal?: AbortSignal } = {}): Promise<Uint8Array> {
    const response = await call(this.#source.connection, this.#path("/raw"), {
      token: this.#source.token,
      signal: options.signal,
    });
    return new Uint8Array(await response.arrayBuffer());
  }

  /**
   * Why `code` and `link` are what they are: every code-shaped string and every link extraction
   * weighed, where it was found (subject, text or HTML part), the keyword near it, its score,
   * and why the winner won. Asked of the service on demand (`?explain=1`).
   *
   * @example
   * ```ts ignore
   * const mail = await inbox.wait({ subject: "Verify" });
   * if (mail.code !== "482913") console.log((await mail.explain()).code);
   * // '"2024" scored 9.1, the most: 10 × nearness 0.85 (keyword "code" the line before it) + …'
   * ```
   */
  async explain(options: { signal?: AbortSignal } = {}): Promise<Candidates> {
    const response = await call(this.#source.connection, this.#path(), {
      token: this.#source.token,
      query: { explain: "1" },
      signal: options.signal,
    });
    return (await read_json<WireExplained>(response)).candidates;
  }

  /** Removes this message from its inbox. */
  async delete(options: { signal?: AbortSignal } = {}): Promise<void> {
    const response = await call(this.#source.connection, this.#path(), {
      method: "DELETE",
      token: this.#source.token,
      signal: options.signal,
    });
    await response.body?.cancel();
  }

  /** The service's Message JSON, as received. */
  toJSON(): WireMessage {
    return this.#wire;
  }

  #path(rest = ""): string {
    return inbox_path(this.#source.address, `/messages/${encodeURIComponent(this.id)}${rest}`);
  }
}
