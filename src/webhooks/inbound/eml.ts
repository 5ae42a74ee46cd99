/**
 * Mocks of inbound posts start from a raw message: `eml_of_event` writes one for an
 * `email.received` event, `view_of` reads one into what providers post (header pairs, bodies,
 * attachment bytes) with the same parser the inbox uses.
 * @module
 */

import type { MailView } from "./read.ts";
import type { WebhookEvent } from "../event.ts";
import { obj, str, strings } from "../normal.ts";

export type { MailView } from "./read.ts";

/** Reads `raw` as the inbox does (the parser is loaded on first use). */
export async function view_of(raw: Uint8Array): Promise<MailView> {
  return (await import("./read.ts")).view_of(raw);
}

/** A raw message with the fields of an `email.received` event's `data` (as `mock_event` makes it). */
export function eml_of_event(event: WebhookEvent): Uint8Array {
  const data = obj(event.data);
  const from = str(data.from) ?? "bob@example.com";
  const name = str(data.name);
  const to = strings(data.to);
  const text = str(data.text) ?? "";
  const html = str(data.html);
  const head = [
    `From: ${name ? `"${name.replace(/["\\]/g, "")}" <${from}>` : from}`,
    `To: ${(to.length ? to : [event.email ?? "alice@example.com"]).join(", ")}`,
    `Subject: ${(str(data.subject) ?? "").replace(/[\r\n]+/g, " ")}`,
    `Date: ${event.timestamp.toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: <${event.message_id ?? crypto.randomUUID()}>`,
    "MIME-Version: 1.0",
  ];
  const body = html === null ? [...head, "Content-Type: text/plain; charset=utf-8", "", text] : [
    ...head,
    'Content-Type: multipart/alternative; boundary="inbound-mock"',
    "",
    "--inbound-mock",
    "Content-Type: text/plain; charset=utf-8",
    "",
    text,
    "--inbound-mock",
    "Content-Type: text/html; charset=utf-8",
    "",
    html,
    "--inbound-mock--",
  ];
  return new TextEncoder().encode(body.join("\r\n") + "\r\n");
}
