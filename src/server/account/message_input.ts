/**
 * One message of `POST /v1/messages` read and checked: addresses, sender domain, bodies, headers,
 * tags, metadata, attachments, `scheduled_at` (at most 30 days ahead), tracking and form. Every
 * problem is a 4xx naming the field; nothing is stored before the whole request passed.
 * @module
 */

import { parse_iso } from "../../core/duration.ts";
import { from_base64 } from "../../core/base64.ts";
import { iso } from "../../core/clock.ts";
import type { Account } from "../http/accounts.ts";
import type { HostContext } from "../http/context.ts";
import { HttpError } from "../http/errors.ts";
import type { OutAttachment, OutMessage } from "./store/types.ts";
import { as_object, domain_of, email, email_list, invalid, opt_string, string_list } from "./http.ts";
import { may_send_from } from "./senders.ts";

/** What a send request says; the server adds id, status and times. */
export type Draft = Pick<
  OutMessage,
  | "from"
  | "to"
  | "cc"
  | "bcc"
  | "reply_to"
  | "subject"
  | "html"
  | "text"
  | "headers"
  | "tags"
  | "metadata"
  | "attachments"
  | "tracking"
  | "form"
  | "scheduled_at"
>;

/** How far ahead a send may be scheduled. */
export const MAX_AHEAD_MS = 30 * 86_400_000;

/** Headers the server writes itself; a request may not set them. */
const RESERVED = new Set([
  "from",
  "to",
  "cc",
  "bcc",
  "reply-to",
  "subject",
  "date",
  "message-id",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
  "dkim-signature",
  "sender",
  "return-path",
  "resent-from",
  "resent-sender",
]);

/** Reads `value` as a message of `account`; `at` is now. */
export function read_draft(service: HostContext, account: Account, value: unknown, at: number): Draft {
  const body = as_object(value, "message");
  if (body.from === undefined || body.from === null) throw invalid("from", "is required", "missing_field");
  const from = email(body.from, "from");
  const domain = domain_of(from);
  if (!may_send_from(service, account, domain)) {
    throw new HttpError(
      403,
      "domain_not_owned",
      `from: this account may not send from ${domain}; it sends from its own domains and ${service.domains.join(", ")}`,
    );
  }
  const max = service.limits.max_recipients;
  const draft: Draft = {
    from,
    to: email_list(body.to, "to", max),
    cc: email_list(body.cc, "cc", max),
    bcc: email_list(body.bcc, "bcc", max),
    reply_to: email_list(body.reply_to, "reply_to", 10),
    subject: opt_string(body, "subject", 998) ?? "",
    html: opt_string(body, "html", 10_000_000) ?? null,
    text: opt_string(body, "text", 10_000_000) ?? null,
    headers: read_headers(body.headers),
    tags: string_list(body.tags, "tags", 50),
    metadata: read_metadata(body.metadata),
    attachments: read_attachments(body.attachments),
    tracking: read_tracking(body.tracking),
    form: read_form(body.form),
    scheduled_at: read_scheduled_at(body.scheduled_at, at),
  };
  const count = draft.to.length + draft.cc.length + draft.bcc.length;
  if (count === 0) throw invalid("to", "at least one recipient (to, cc or bcc) is required", "missing_recipients");
  if (count > max) throw invalid("to", `at most ${max} recipients per message`, "too_many_recipients");
  if (/[\r\n]/.test(draft.subject)) throw invalid("subject", "must be one line");
  if (draft.html === null && draft.text === null) throw invalid("html", "html or text is required", "missing_body");
  const size = (draft.html?.length ?? 0) + (draft.text?.length ?? 0) +
    draft.attachments.reduce((sum, a) => sum + a.size, 0);
  if (size > service.limits.max_message_bytes) {
    throw new HttpError(
      413,
      "message_too_large",
      `the message is larger than ${service.limits.max_message_bytes} bytes`,
    );
  }
  return draft;
}

function read_headers(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  const headers = as_object(value, "headers");
  const out: Record<string, string> = {};
  for (const [name, text] of Object.entries(headers)) {
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,76}$/.test(name)) throw invalid(`headers.${name}`, "is not a header name");
    if (RESERVED.has(name.toLowerCase())) {
      throw invalid(`headers.${name}`, "is written by the server; use the message's own field", "reserved_header");
    }
    if (typeof text !== "string" || /[\r\n]/.test(text) || text.length > 998) {
      throw invalid(`headers.${name}`, "must be one line of text");
    }
    out[name] = text;
  }
  return out;
}

function read_metadata(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  const entries = Object.entries(as_object(value, "metadata"));
  if (entries.length > 50) throw invalid("metadata", "takes at most 50 keys");
  for (const [key, text] of entries) {
    if (typeof text !== "string" || text.length > 1000 || key.length > 100) {
      throw invalid(`metadata.${key}`, "must be a string");
    }
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

function read_attachments(value: unknown): OutAttachment[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalid("attachments", "must be an array");
  if (value.length > 50) throw invalid("attachments", "takes at most 50 files");
  return value.map((item, i) => {
    const field = `attachments[${i}]`;
    const a = as_object(item, field);
    const filename = opt_string(a, "filename", 255);
    if (!filename || /[\r\n]/.test(filename)) throw invalid(`${field}.filename`, "is required", "invalid_attachment");
    const type = opt_string(a, "type", 255) ?? "application/octet-stream";
    if (!/^[\w.+-]+\/[\w.+-]+$/.test(type)) throw invalid(`${field}.type`, "is not a media type", "invalid_attachment");
    const content = opt_string(a, "content", 20_000_000) ?? "";
    let size: number;
    try {
      size = from_base64(content).byteLength;
    } catch {
      throw invalid(`${field}.content`, "is not base64", "invalid_attachment");
    }
    const content_id = opt_string(a, "content_id", 255) ?? null;
    if (content_id !== null && !/^[^\s<>]+$/.test(content_id)) {
      throw invalid(`${field}.content_id`, "is not a Content-ID", "invalid_attachment");
    }
    return { filename, type, content, size, content_id };
  });
}

export function read_tracking(value: unknown): OutMessage["tracking"] {
  if (value === undefined || value === null) return null;
  const t = as_object(value, "tracking");
  const out: { opens?: boolean; clicks?: boolean } = {};
  for (const key of ["opens", "clicks"] as const) {
    if (t[key] === undefined) continue;
    if (typeof t[key] !== "boolean") throw invalid(`tracking.${key}`, "must be true or false");
    out[key] = t[key];
  }
  return out;
}

function read_form(value: unknown): OutMessage["form"] {
  if (value === undefined || value === null) return null;
  const f = as_object(value, "form");
  const name = opt_string(f, "name", 200) ?? "";
  const fields = string_list(f.fields, "form.fields", 200);
  const values: Record<string, string> = {};
  if (f.values !== undefined && f.values !== null) {
    for (const [key, text] of Object.entries(as_object(f.values, "form.values"))) {
      if (typeof text !== "string") throw invalid(`form.values.${key}`, "must be a string");
      values[key] = text.slice(0, 10_000);
    }
  }
  return { name: name || "Untitled form", fields, values };
}

/** `scheduled_at` as ms; `null` (send now) when absent or not in the future. */
export function read_scheduled_at(value: unknown, now: number): number | null {
  if (value === undefined || value === null) return null;
  const at = typeof value === "string" ? parse_iso(value) : undefined;
  if (at === undefined) {
    throw invalid(
      "scheduled_at",
      `${JSON.stringify(value)?.slice(0, 60)} is not an ISO 8601 time`,
      "invalid_scheduled_at",
    );
  }
  if (at <= now) return null;
  if (at > now + MAX_AHEAD_MS) {
    throw invalid("scheduled_at", `${iso(at)} is more than 30 days ahead`, "scheduled_too_far");
  }
  return at;
}
