/**
 * `wait_for_mail` and `expect_no_mail`: the held calls. A wait that runs out is an answer, not a
 * failure: it says which mail did come and why each did not match, so the model can decide what
 * to do next.
 * @module
 */

import * as z from "zod";
import { InboxTimeoutError, UnexpectedMailError } from "../../../inbox.ts";
import { ADDRESS, CRITERIA, describe, filter_of, ticking } from "../filters.ts";
import { render_mail } from "../render.ts";
import { MailSummary, near_miss, NearMissShape, refusal, RefusalShape, summary } from "../shapes.ts";
import type { ToolContext, ToolDef } from "../tool.ts";

/** The longest a call holds: the reference service's own limit for one wait. */
export const MAX_WAIT_S = 90;

const WAIT_INPUT = {
  address: ADDRESS,
  ...CRITERIA,
  timeout_seconds: z.number().int().min(1).max(MAX_WAIT_S).default(30).describe(
    `How long to wait, in seconds: 1 to ${MAX_WAIT_S}, default 30. Mail that is already there answers at once.`,
  ),
};

const WAIT_OUTPUT = {
  found: z.boolean().describe("true: mail holds the match. false: none came in time (see near_misses)."),
  address: z.string(),
  mail: MailSummary.nullable(),
  near_misses: z.array(NearMissShape).describe(
    "When none matched: mail that did arrive, closest first, with the criteria each failed.",
  ),
  last_refusal: RefusalShape.nullable().describe("The last mail the inbox refused (full, too large), or null."),
  waited_seconds: z.number(),
};

/** `wait_for_mail`. */
export const wait_for_mail: ToolDef<typeof WAIT_INPUT, typeof WAIT_OUTPUT> = {
  name: "wait_for_mail",
  title: "Wait for an email",
  description:
    `Waits until a mail matching the criteria is in the inbox (up to timeout_seconds, at most ${MAX_WAIT_S}) and answers it with its one-time code and verify/sign-in link already extracted, a short excerpt, and its cursor. Without after, a matching mail that is already there counts (the newest one). To wait for the NEXT mail (e.g. after clicking "resend"), pass the cursor of the last mail you saw as after. If none comes in time the result is not an error: found is false and near_misses lists the mail that did come and which criterion each failed, so you can loosen the criteria, wait again, or read one with read_mail.`,
  input: WAIT_INPUT,
  output: WAIT_OUTPUT,
  annotations: { readOnlyHint: true, openWorldHint: true },
  async run(args, context) {
    const inbox = await context.session.get(args.address, context.signal);
    const seconds = args.timeout_seconds;
    const started = Date.now();
    const stop = keep_alive(context, seconds, "waiting for mail");
    try {
      const mail = await inbox.wait({ ...filter_of(args), timeout: `${seconds}s`, signal: context.signal });
      const found = summary(mail);
      return {
        data: {
          found: true,
          address: inbox.address,
          mail: found,
          near_misses: [],
          last_refusal: null,
          waited_seconds: elapsed(started),
        },
        text: `Mail arrived in ${inbox.address}:\n${render_mail(found)}`,
      };
    } catch (error) {
      if (!InboxTimeoutError.is(error)) throw error;
      const misses = error.near_misses.map(near_miss);
      const refused = refusal(error.last_refusal);
      const lines = [
        `No mail matching ${
          describe(args)
        } arrived in ${inbox.address} within ${seconds}s (this is an answer, not an error).`,
      ];
      if (misses.length > 0) {
        lines.push("Near misses (mail that came but failed a criterion), closest first:");
        for (const miss of misses) {
          lines.push(
            `  - ${
              JSON.stringify(miss.subject)
            } from ${miss.from} at ${miss.received} (id ${miss.id}, cursor ${miss.cursor}): failed ${
              miss.failed.join(", ")
            }`,
          );
        }
      } else {
        lines.push("No other mail came either.");
      }
      if (refused) lines.push(`The inbox refused an arrival at ${refused.at} (${refused.reason}).`);
      lines.push("Next: wait again, loosen the criteria, or read a near miss with read_mail.");
      return {
        data: {
          found: false,
          address: inbox.address,
          mail: null,
          near_misses: misses,
          last_refusal: refused,
          waited_seconds: elapsed(started),
        },
        text: lines.join("\n"),
      };
    } finally {
      stop();
    }
  },
};

const NONE_INPUT = {
  address: ADDRESS,
  ...CRITERIA,
  window_seconds: z.number().int().min(1).max(MAX_WAIT_S).default(10).describe(
    `How long no matching mail may arrive, in seconds: 1 to ${MAX_WAIT_S}, default 10. The call holds this long unless a match comes sooner.`,
  ),
};

const NONE_OUTPUT = {
  none_arrived: z.boolean().describe("true: no matching mail within the window. false: one came (see mail)."),
  address: z.string(),
  mail: MailSummary.nullable().describe("The matching mail that came, or null."),
  window_seconds: z.number(),
};

/** `expect_no_mail`. */
export const expect_no_mail: ToolDef<typeof NONE_INPUT, typeof NONE_OUTPUT> = {
  name: "expect_no_mail",
  title: "Check that no email comes",
  description:
    `Checks that NO mail matching the criteria arrives within window_seconds (at most ${MAX_WAIT_S}): e.g. that a second click on "resend" did not send a second code, or that an unsubscribed address gets nothing. Answers none_arrived: true after the whole window, or none_arrived: false with the mail as soon as a match exists. Mail already in the inbox counts unless you pass after (the cursor of the last mail you saw), so usually pass after.`,
  input: NONE_INPUT,
  output: NONE_OUTPUT,
  annotations: { readOnlyHint: true, openWorldHint: true },
  async run(args, context) {
    const inbox = await context.session.get(args.address, context.signal);
    const seconds = args.window_seconds;
    const stop = keep_alive(context, seconds, "watching for unwanted mail");
    try {
      await inbox.wait({ ...filter_of(args), expect: "none", timeout: `${seconds}s`, signal: context.signal });
      return {
        data: { none_arrived: true, address: inbox.address, mail: null, window_seconds: seconds },
        text: `As expected, no mail matching ${describe(args)} arrived in ${inbox.address} within ${seconds}s.`,
      };
    } catch (error) {
      if (!UnexpectedMailError.is(error)) throw error;
      const mail = summary(error.mail);
      return {
        data: { none_arrived: false, address: inbox.address, mail, window_seconds: seconds },
        text: `Expected no mail matching ${describe(args)}, but one arrived in ${inbox.address}:\n${render_mail(mail)}`,
      };
    } finally {
      stop();
    }
  },
};

function keep_alive(context: ToolContext, seconds: number, what: string): () => void {
  return ticking(context.progress_ms, (ms) => {
    const done = Math.min(seconds, Math.round(ms / 1000));
    void context.progress(done, seconds, `${what}: ${done}s of ${seconds}s`);
  });
}

function elapsed(started: number): number {
  return Math.round((Date.now() - started) / 100) / 10;
}
