/**
 * `inbox watch --exec <cmd>`: runs the command once per mail, as the user wrote it, through the
 * system shell. The mail reaches it only through the environment (`SUBJECT`, `FROM`, `NAME`,
 * `CODE`, `LINK`, `TO`, `TAG`, `ID`) and, as Message JSON, on standard input — never spliced
 * into the command line, so a hostile subject cannot run anything.
 * @module
 */

import { spawn } from "node:child_process";
import type { WireMessage } from "../inbox/wire.ts";
import type { Env } from "../core/env.ts";

/** The variables a command run for `message` gets; an absent value is the empty string. */
export function mail_env(message: WireMessage): Record<string, string> {
  const clean = (value: string | null | undefined) => (value ?? "").replaceAll("\0", "");
  return {
    SUBJECT: clean(message.subject),
    FROM: clean(message.from),
    NAME: clean(message.name),
    CODE: clean(message.code),
    CODE_DIGITS: clean(message.code_digits ?? message.code),
    LINK: clean(message.link),
    TO: clean(message.to.join(", ")),
    TAG: clean(message.tag),
    ID: clean(message.id),
  };
}

/** How a run ended: its exit code, or the signal or error that ended it. */
export type ExecResult = { code: number } | { failed: string };

/** Runs `command` for `message`, with the output going where the CLI's goes. */
export function run_exec(command: string, message: WireMessage, env: Env): Promise<ExecResult> {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      env: { ...env, ...mail_env(message) },
      stdio: ["pipe", "inherit", "inherit"],
    });
    child.on("error", (error) => resolve({ failed: error.message }));
    child.on("close", (code, signal) => resolve(code === null ? { failed: `killed by ${signal}` } : { code }));
    // A command that does not read its input closes the pipe early: that is fine.
    child.stdin?.on("error", () => {});
    child.stdin?.end(`${JSON.stringify(message)}\n`);
  });
}
