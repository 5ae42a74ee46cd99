/**
 * The shapes tool results carry as `structuredContent` (each tool's `outputSchema` is built from
 * these), and how a `Mail` becomes one. No shape has a place for a token.
 * @module
 */

import * as z from "zod";
import type { Mail, NearMiss, WireRefusal } from "../../inbox.ts";
import { excerpt } from "./text.ts";

/** A mail in short: what an agent needs to act on it. */
export const MailSummary = z.object({
  id: z.string().describe("The mail's id, msg_…; read_mail takes it."),
  subject: z.string(),
  from: z.string().describe("The sender's address."),
  name: z.string().nullable().describe("The sender's display name."),
  to: z.array(z.string()),
  tag: z.string().nullable().describe("The plus-tag it was sent to (local+tag@host), or null."),
  received: z.string().describe("When it arrived, ISO 8601 UTC."),
  code: z.string().nullable().describe("The one-time code as printed (e.g. G-482913, 4821-9033), or null."),
  code_digits: z.string().nullable().describe(
    "What to type into the form: the code without a printed prefix or separators (e.g. 482913), or null.",
  ),
  link: z.string().nullable().describe("The verify / sign-in / reset link found in it, or null."),
  excerpt: z.string().describe("The start of its text, at most 300 characters."),
  attachments: z.number().int().describe("How many attachments it has."),
  cursor: z.string().describe("Its place in the inbox; pass it as after to wait only for later mail."),
});

/** A mail in short. */
export type MailSummary = z.infer<typeof MailSummary>;

/** A mail that came but failed a criterion of a wait. */
export const NearMissShape = z.object({
  id: z.string(),
  subject: z.string(),
  from: z.string(),
  tag: z.string().nullable(),
  received: z.string(),
  cursor: z.string(),
  failed: z.array(z.string()).describe("The criteria it failed: subject, from, tag or after."),
});

/** The last arrival an inbox refused. */
export const RefusalShape = z.object({
  at: z.string(),
  reason: z.string().describe("inbox_full, inbox_size, message_too_large or chaos."),
});

/** A `Mail` in short. */
export function summary(mail: Mail): MailSummary {
  return {
    id: mail.id,
    subject: mail.subject,
    from: mail.from,
    name: mail.name,
    to: [...mail.to],
    tag: mail.tag,
    received: mail.received.toISOString(),
    code: mail.code,
    code_digits: mail.code_digits,
    link: mail.link,
    excerpt: excerpt(mail),
    attachments: mail.attachments.length,
    cursor: mail.cursor,
  };
}

/** A near miss as the result carries it. */
export function near_miss(miss: NearMiss): z.infer<typeof NearMissShape> {
  return {
    id: miss.id,
    subject: miss.subject,
    from: miss.from,
    tag: miss.tag,
    received: miss.received,
    cursor: miss.cursor,
    failed: [...miss.failed],
  };
}

/** A refusal as the result carries it. */
export function refusal(value: WireRefusal | null): z.infer<typeof RefusalShape> | null {
  return value === null ? null : { at: value.at, reason: value.reason };
}
