/** `inbox wait`: wait for one mail; print its code, its link, a summary or its JSON. @module */

import { type Inbox, InboxTimeoutError, type NearMiss, UnexpectedMailError, type WaitFilter } from "../../../inbox.ts";
import { describe_filter } from "../../inbox/filter.ts";
import { span_ms } from "../../core/duration.ts";
import type { Io } from "../io.ts";
import { show_countdown } from "../status.ts";
import { duration_flag } from "../args.ts";
import { type Command, URL_HELP } from "../command.ts";
import { CliError, EXIT, usage_error } from "../exit.ts";
import { summary } from "../format.ts";
import { open_session } from "../session.ts";

export const wait_command: Command = {
  name: "wait",
  summary: "wait for one mail and print it, its code or its link; or assert that none comes",
  help: `Usage: inbox wait [--code | --link | --json] [--subject F] [--from F] [--tag T] [--new]
                  [--expect one|none] [--timeout 60s] [--url URL]

Waits for a mail and prints a readable summary of it. Without --new, the newest matching
mail already in the inbox counts too. When none comes in time, the mail that did come is
listed on standard error with the criteria each failed (closest first).

  --code            print only the one-time code (exit 3 when the mail has none)
  --link            print only the verify link (exit 3 when the mail has none)
  --json            print the Message JSON
  --subject F       the subject contains F (any case); /RE/flags is a regular expression
  --from F          the sender contains F; /RE/flags is a regular expression; it matches
                    the address alone or "Name <address>" (either is enough)
  --tag T           sent to the plus-tagged address local+T@host
  --new             only mail that arrives after the command starts
  --expect none     assert that no matching mail comes: exit 0 when none has by the end of
                    --timeout, exit 4 (and the mail on standard error) as soon as one has.
                    Mail already in the inbox counts unless --new is given.
  --timeout D       how long to wait (default 60s; longer than the service's limit is fine)
${URL_HELP}
Exit: 0 found (or, with --expect none, none came), 2 timed out, 3 no code or link in the mail,
4 unexpected mail (--expect none), 1 other errors.`,
  flags: {
    code: { type: "boolean" },
    link: { type: "boolean" },
    json: { type: "boolean" },
    subject: { type: "string" },
    from: { type: "string" },
    tag: { type: "string" },
    new: { type: "boolean" },
    expect: { type: "string" },
    timeout: { type: "string" },
  },
  async run(io, { flags }) {
    if ([flags.code, flags.link, flags.json].filter(Boolean).length > 1) {
      throw usage_error("--code, --link and --json each choose the output: give one", "wait");
    }
    const expect = (flags.expect as string | undefined) ?? "one";
    if (expect !== "one" && expect !== "none") throw usage_error(`--expect is one or none, not "${expect}"`, "wait");
    if (expect === "none" && (flags.code || flags.link || flags.json)) {
      throw usage_error("--expect none prints nothing to choose: leave out --code, --link and --json", "wait");
    }
    const timeout = (flags.timeout as string | undefined) ?? "60s";
    duration_flag("wait", "timeout", timeout);
    const { inbox } = await open_session(io, flags.url as string | undefined);
    const filter: WaitFilter = { timeout, signal: io.signal };
    if (flags.subject !== undefined) filter.subject = as_matcher(flags.subject as string);
    if (flags.from !== undefined) filter.from = as_matcher(flags.from as string);
    if (flags.tag !== undefined) filter.tag = flags.tag as string;
    if (flags.new) filter.after = inbox.cursor;
    // On a terminal, what it waits for and the seconds left, on standard error.
    const now = io.now ?? Date.now;
    const criteria = describe_filter(filter);
    const clear = show_countdown(
      io.status,
      now() + span_ms(timeout)!,
      (left) =>
        `inbox: ${expect === "none" ? "making sure no mail comes to" : "waiting for mail to"} ${inbox.address}${
          criteria ? ` matching ${criteria}` : ""
        } (${left})`,
      now,
    );
    try {
      return await wait_and_print(io, inbox, filter, expect, flags);
    } finally {
      clear();
    }
  },
};

async function wait_and_print(
  io: Io,
  inbox: Inbox,
  filter: WaitFilter,
  expect: "one" | "none",
  flags: Record<string, unknown>,
): Promise<number> {
  if (expect === "none") {
    try {
      await inbox.wait({ ...filter, expect: "none" });
    } catch (error) {
      if (io.signal.aborted) return EXIT.interrupted;
      if (UnexpectedMailError.is(error)) {
        throw new CliError(`${error.detail}\n\n${summary(error.mail)}`.trimEnd(), EXIT.unexpected);
      }
      throw error;
    }
    return EXIT.ok;
  }
  let mail;
  try {
    mail = await inbox.wait(filter);
  } catch (error) {
    if (io.signal.aborted) return EXIT.interrupted;
    if (InboxTimeoutError.is(error)) {
      throw new CliError(error.detail + near_miss_lines(error.near_misses), EXIT.timeout);
    }
    throw error;
  }
  if (flags.code || flags.link) {
    const value = flags.code ? mail.code : mail.link;
    if (!value) {
      throw new CliError(
        `the mail ${JSON.stringify(mail.subject)} (${mail.id}) has no ${flags.code ? "code" : "link"}`,
        EXIT.not_found,
      );
    }
    io.out(`${value}\n`);
  } else if (flags.json) {
    io.out(`${JSON.stringify(mail, null, 2)}\n`);
  } else {
    io.out(summary(mail));
  }
  return EXIT.ok;
}

/**
 * The near misses of a timed-out wait, one line each, closest first, for standard error:
 * `    msg_…  2026-…Z  alice@example.com  "Welcome"  failed: subject`.
 */
export function near_miss_lines(misses: readonly NearMiss[]): string {
  if (misses.length === 0) return "";
  const lines = misses.map((miss) =>
    `    ${miss.id}  ${miss.received}  ${miss.from}  ${JSON.stringify(miss.subject)}${
      miss.tag ? `  tag ${miss.tag}` : ""
    }  failed: ${miss.failed.join(", ")}`
  );
  const count = misses.length === 1 ? "1 mail" : `${misses.length} mails`;
  return `\n  ${count} came but did not match (closest first):\n${lines.join("\n")}`;
}

/**
 * A CLI filter as the service reads it: `/…/flags` stays a regular expression (checked here so a
 * typo is a usage error), anything else is a substring.
 */
function as_matcher(text: string): string | RegExp {
  const regex = /^\/(.+)\/([a-z]*)$/s.exec(text);
  if (!regex) return text;
  try {
    return new RegExp(regex[1]!, regex[2]!);
  } catch (error) {
    throw usage_error(`${text} is not a valid regular expression: ${(error as Error).message}`, "wait");
  }
}
