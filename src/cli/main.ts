/**
 * The `inbox` command: throwaway inboxes from the shell. Runs on Deno (`deno task inbox`) and on
 * Node; it uses `node:` built-ins only.
 *
 * ```sh
 * eval "$(inbox new --ttl 15m --env)"
 * ./sign-up.sh "$SERVICE_INBOX"
 * code=$(inbox wait --subject Verify --code)
 * ```
 *
 * @module
 */

import process from "node:process";
import { readFileSync } from "node:fs";
import { parse_dotenv, with_dotenv } from "../core/dotenv.ts";
import { terminal_status } from "./status.ts";
import { VERSION } from "./version.ts";
import { ServiceError } from "../core/error.ts";
import { parse_flags, url_flag } from "./args.ts";
import type { Command } from "./command.ts";
import { chaos_command } from "./commands/chaos.ts";
import { delete_command } from "./commands/delete.ts";
import { extend_command } from "./commands/extend.ts";
import { extract_command } from "./commands/extract.ts";
import { info_command } from "./commands/info.ts";
import { list_command } from "./commands/list.ts";
import { mcp_command } from "./commands/mcp.ts";
import { new_command } from "./commands/new.ts";
import { wait_command } from "./commands/wait.ts";
import { watch_command } from "./commands/watch.ts";
import { CliError, EXIT, usage_error } from "./exit.ts";
import type { Io } from "./io.ts";

/**
 * Every command, in the order `inbox --help` lists them; a new command is one more entry.
 *
 * @example
 * ```ts ignore
 * console.log(COMMANDS.map((command) => command.name).join(", ")); // new, wait, watch, …
 * ```
 */
export const COMMANDS: readonly Command[] = [
  new_command,
  wait_command,
  watch_command,
  list_command,
  info_command,
  extend_command,
  delete_command,
  chaos_command,
  extract_command,
  mcp_command,
];

/**
 * The text of `inbox --help`.
 *
 * @example
 * ```ts ignore
 * console.log(main_help());
 * ```
 */
export function main_help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length)) + 2;
  return `inbox: throwaway inboxes for tests and scripts

Usage: inbox [command] [flags]

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(width)}${c.summary}`).join("\n")}

  inbox <command> --help   the flags of one command
  inbox --version          the version

Variables come from the environment, and from a .env file in the working directory for
those the environment does not set. While wait blocks on a terminal, a status line on
standard error says what it waits for and the seconds left (never when piped).

The inbox: SERVICE_INBOX_TOKEN when set (checked against SERVICE_INBOX when that is set too),
otherwise the one \`inbox\` last made, remembered in the config directory
(SERVICE_INBOX_CONFIG_DIR, else $XDG_CONFIG_HOME/service-mail, else ~/.config/service-mail).
The service: --url, else where the remembered inbox was made, else SERVICE_INBOX_URL,
else http://127.0.0.1:8025.

Examples:
  inbox                                   make an inbox, print its address
  eval "$(inbox new --ttl 15m --env)"     make one into SERVICE_INBOX / SERVICE_INBOX_TOKEN
  inbox wait --subject Verify --code      print the code of the newest "Verify" mail
  inbox wait --from '/@acme\\.test$/' --new --timeout 2m
  inbox watch --forward http://localhost:5173/webhooks/mail
  inbox extract --explain < mail.eml      what wait would find in a mail file, and why (no service)

Exit codes: 0 done, 1 error, 2 wait timed out, 3 no code or link, 4 unexpected mail (wait --expect none),
64 bad usage, 130 interrupted.
`;
}

/**
 * Runs the command line `argv` (without the program name); answers the exit code. Nothing
 * here exits the process, so another host (or a test) can give its own `Io`.
 *
 * @example
 * ```ts ignore
 * const code = await main(["wait", "--code", "--timeout", "30s"], io);
 * ```
 */
export async function main(argv: string[], io: Io): Promise<number> {
  try {
    const [first] = argv;
    if (first === undefined || first.startsWith("-")) {
      if (first === "-h" || first === "--help") return help(io, main_help());
      if (first === "-V" || first === "--version") return help(io, `inbox ${VERSION} (@service/mail)`);
      return await run(new_command, argv, io);
    }
    if (first === "help") {
      const topic = argv[1];
      if (topic === undefined) return help(io, main_help());
      return help(io, find(topic).help);
    }
    return await run(find(first), argv.slice(1), io);
  } catch (error) {
    return report(error, io);
  }
}

async function run(command: Command, argv: string[], io: Io): Promise<number> {
  const parsed = parse_flags(command.name, argv, command.flags, command.max_args ?? 0);
  if (parsed.flags.help) return help(io, command.help);
  if (parsed.flags.url !== undefined) url_flag(command.name, "url", parsed.flags.url as string);
  return await command.run(io, parsed);
}

function find(name: string): Command {
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    throw usage_error(`unknown command "${name}"; the commands are ${COMMANDS.map((c) => c.name).join(", ")}`);
  }
  return command;
}

function help(io: Io, text: string): number {
  io.out(text.endsWith("\n") ? text : `${text}\n`);
  return EXIT.ok;
}

/** One line on standard error for a failure, and its exit code. */
function report(error: unknown, io: Io): number {
  if (io.signal.aborted && !(error instanceof CliError)) return EXIT.interrupted;
  if (error instanceof CliError) {
    io.err(`inbox: ${error.message}\n`);
    return error.exit;
  }
  if (ServiceError.is(error)) {
    io.err(`${error.message}\n`);
    return EXIT.error;
  }
  // The library's own checks (a bad SERVICE_INBOX_URL, say) speak for themselves.
  if (error instanceof TypeError && !(error.cause)) {
    io.err(`inbox: ${error.message}\n`);
    return EXIT.error;
  }
  io.err(`inbox: unexpected error: ${(error as Error)?.stack ?? error}\n`);
  return EXIT.error;
}

/** The variables of `.env` in the working directory, or none when it cannot be read. */
export function dotenv_file(path = ".env"): Record<string, string> {
  try {
    return parse_dotenv(readFileSync(path, "utf8"));
  } catch {
    return {};
  }
}

/** The real process as an `Io`: its streams, its environment (over `.env`), Ctrl-C and SIGTERM. */
function process_io(): Io & { release(): void } {
  const controller = new AbortController();
  const stop = () => {
    // A second Ctrl-C stops at once.
    if (controller.signal.aborted) process.exit(EXIT.interrupted);
    controller.abort(new DOMException("interrupted", "AbortError"));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  // `inbox watch | head -1`: once the reader has gone, stop quietly instead of crashing on EPIPE.
  let reader_gone = false;
  const gone = (error: unknown) => {
    if ((error as { code?: string })?.code !== "EPIPE") throw error;
    reader_gone = true;
    controller.abort(new DOMException("standard output was closed", "AbortError"));
  };
  process.stdout.on("error", gone);
  return {
    out(text) {
      if (reader_gone) return;
      try {
        process.stdout.write(text);
      } catch (error) {
        gone(error);
      }
    },
    err: (text) => void process.stderr.write(text),
    status: terminal_status(process.stderr),
    env: with_dotenv(process.env, dotenv_file()),
    signal: controller.signal,
    async stdin() {
      if (process.stdin.isTTY) return null;
      const chunks: Uint8Array[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Uint8Array);
      return new Uint8Array(await new Blob(chunks as BlobPart[]).arrayBuffer());
    },
    release() {
      process.stdout.off("error", gone);
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
    },
  };
}

/**
 * Runs the command line of this process and exits with its code: what `deno task inbox` and
 * the npm package's `inbox` bin call.
 *
 * @example
 * ```ts ignore
 * // bin/inbox.mjs of the npm package
 * import { cli } from "../esm/src/cli/main.js";
 * await cli();
 * ```
 */
export async function cli(argv: string[] = process.argv.slice(2)): Promise<void> {
  const io = process_io();
  const code = await main(argv, io);
  io.release();
  // Exit once what was written has been flushed; nothing else should keep the process alive.
  process.stdout.write("", () => process.stderr.write("", () => process.exit(code)));
}

if (import.meta.main) await cli();
