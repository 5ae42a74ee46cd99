/**
 * The criteria `wait_for_mail` and `expect_no_mail` share: their input shapes, and how a model's
 * strings become the client's filter (`/…/flags` is a regular expression, anything else a
 * case-insensitive substring).
 * @module
 */

import * as z from "zod";
import type { Matcher, WaitFilter } from "../../inbox.ts";
import { ToolError } from "./session.ts";

/** The address argument of every tool that works on an inbox. */
export const ADDRESS = z.string().min(3).max(320).describe(
  "The inbox's address as create_inbox answered it (a plus-tagged form such as name+signup@host works too).",
);

/** The criteria, each optional; every one given must hold. */
export const CRITERIA = {
  subject: z.string().min(1).max(500).optional().describe(
    'Subject contains this (case-insensitive), e.g. "verify"; or a regular expression written /pattern/flags, e.g. "/^Your code \\d+$/i".',
  ),
  from: z.string().min(1).max(500).optional().describe(
    'Sender contains this (case-insensitive; matched against "Name <address>"), e.g. "@acme.com"; or /pattern/flags.',
  ),
  tag: z.string().regex(/^[\w.=-]{1,64}$/).optional().describe(
    "Only mail sent to the plus-tagged address local+TAG@host (exact, case-insensitive).",
  ),
  after: z.string().min(1).max(40).optional().describe(
    "A cursor from an earlier result: only mail that arrived after it counts. Without it, mail already in the inbox counts too (the newest match).",
  ),
};

/** The criteria as a tool receives them. */
export interface Criteria {
  subject?: string | undefined;
  from?: string | undefined;
  tag?: string | undefined;
  after?: string | undefined;
}

const REGEX = /^\/(.+)\/([a-z]*)$/s;

/** A model's criterion as the client takes it; a `ToolError` for a regular expression that does not compile. */
export function matcher(value: string): Matcher {
  const match = REGEX.exec(value);
  if (!match) return value;
  try {
    return new RegExp(match[1]!, match[2]!.replace(/[gy]/g, ""));
  } catch (error) {
    throw new ToolError(`${JSON.stringify(value)} is not a valid regular expression: ${(error as Error).message}`);
  }
}

/** The client's filter for the criteria given. */
export function filter_of(args: Criteria): WaitFilter {
  const filter: WaitFilter = {};
  if (args.subject !== undefined) filter.subject = matcher(args.subject);
  if (args.from !== undefined) filter.from = matcher(args.from);
  if (args.tag !== undefined) filter.tag = args.tag;
  if (args.after !== undefined) filter.after = args.after;
  return filter;
}

/** The criteria in words: `subject "Verify", from "@acme.com"`, or "any mail". */
export function describe(args: Criteria): string {
  const parts: string[] = [];
  if (args.subject !== undefined) parts.push(`subject ${JSON.stringify(args.subject)}`);
  if (args.from !== undefined) parts.push(`from ${JSON.stringify(args.from)}`);
  if (args.tag !== undefined) parts.push(`tag ${JSON.stringify(args.tag)}`);
  if (args.after !== undefined) parts.push(`after cursor ${args.after}`);
  return parts.length > 0 ? parts.join(", ") : "any mail";
}

/**
 * Calls `tick` every `every_ms` until the returned function is called: progress for a held call.
 */
export function ticking(every_ms: number, tick: (elapsed_ms: number) => void): () => void {
  const started = Date.now();
  const timer = setInterval(() => tick(Date.now() - started), every_ms);
  return () => clearInterval(timer);
}
