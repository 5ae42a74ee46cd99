/** `create_inbox`, `extend_inbox`, `delete_inbox`: an inbox's life. @module */

import * as z from "zod";
import { ADDRESS } from "../filters.ts";
import { until } from "../render.ts";
import type { ToolDef } from "../tool.ts";

const TTL = z.string().regex(/^\s*\d+(\.\d+)?\s*(ms|s|m|h|d)?(\s*\d+(\.\d+)?\s*(ms|s|m|h|d))*\s*$/i);

const CREATE_INPUT = {
  ttl: TTL.optional().describe(
    'How long the inbox lives: a duration such as "15m", "2h" or "1d". Default 1h; at most 24h in all on a public host (extend_inbox can add time later, within that).',
  ),
  tag: z.string().regex(/^[\w.=-]{1,64}$/).optional().describe(
    'A plus-tag (1-64 letters, digits, "_", ".", "=", "-"): the answer\'s address becomes local+TAG@host, and wait_for_mail can filter on it. Use one per sign-up flow to tell their mails apart.',
  ),
};

const CREATE_OUTPUT = {
  address: z.string().describe("The address to give out (plus-tagged when a tag was asked for)."),
  inbox: z.string().describe("The inbox's own address, without a tag; other tools take either form."),
  tag: z.string().nullable(),
  expires: z.string().describe("When the inbox and its mail go away, ISO 8601 UTC."),
};

/** `create_inbox`. */
export const create_inbox: ToolDef<typeof CREATE_INPUT, typeof CREATE_OUTPUT> = {
  name: "create_inbox",
  title: "Create a throwaway inbox",
  description:
    "Makes a new throwaway email inbox and answers its address. Type that address into a sign-up, login or password-reset form, then call wait_for_mail with it to get the mail's one-time code and link. No account or token is needed: this session keeps the inbox's key and other tools find the inbox by its address. The inbox and its mail are deleted when it expires (default 1 hour) or when the session ends.",
  input: CREATE_INPUT,
  output: CREATE_OUTPUT,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  async run(args, { session, signal }) {
    const inbox = await session.create(args.ttl, signal);
    const tag = args.tag ?? null;
    const address = tag === null ? inbox.address : inbox.tag(tag);
    const expires = inbox.expires.toISOString();
    return {
      data: { address, inbox: inbox.address, tag, expires },
      text: `Inbox ready: ${address}\nIt expires at ${expires} (${
        until(expires)
      }). Give this address to the form, then call wait_for_mail with address "${address}".`,
    };
  },
};

const EXTEND_INPUT = {
  address: ADDRESS,
  ttl: TTL.describe(
    'How much later the inbox should expire: a duration such as "30m" or "2h". Its whole lifetime may not pass 24h on a public host.',
  ),
};

const EXTEND_OUTPUT = {
  address: z.string(),
  expires: z.string().describe("The new expiry, ISO 8601 UTC."),
};

/** `extend_inbox`. */
export const extend_inbox: ToolDef<typeof EXTEND_INPUT, typeof EXTEND_OUTPUT> = {
  name: "extend_inbox",
  title: "Let an inbox live longer",
  description:
    "Moves an inbox's expiry later by ttl and answers the new expiry. Use it when a flow takes longer than the inbox's lifetime. The whole lifetime is capped (24h on a public host); past that it fails with lifetime_exceeded.",
  input: EXTEND_INPUT,
  output: EXTEND_OUTPUT,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  async run(args, { session, signal }) {
    const inbox = await session.get(args.address, signal);
    const expires = (await inbox.extend(args.ttl.trim(), { signal })).toISOString();
    return {
      data: { address: inbox.address, expires },
      text: `${inbox.address} now expires at ${expires} (${until(expires)}).`,
    };
  },
};

const DELETE_INPUT = { address: ADDRESS };

const DELETE_OUTPUT = {
  address: z.string(),
  deleted: z.boolean(),
};

/** `delete_inbox`. */
export const delete_inbox: ToolDef<typeof DELETE_INPUT, typeof DELETE_OUTPUT> = {
  name: "delete_inbox",
  title: "Delete an inbox",
  description:
    "Deletes an inbox and all its mail at once; mail sent to it afterwards is refused. Inboxes also go away on their own when they expire or when this session ends, so this is only needed to clean up early.",
  input: DELETE_INPUT,
  output: DELETE_OUTPUT,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: true },
  async run(args, { session, signal }) {
    const inbox = await session.get(args.address, signal);
    await inbox.delete({ signal });
    session.forget(inbox.address);
    return { data: { address: inbox.address, deleted: true }, text: `Deleted ${inbox.address} and its mail.` };
  },
};
