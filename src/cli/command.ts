/** The shape of one `inbox` command. @module */

import type { FlagSpecs, Parsed } from "./args.ts";
import type { Io } from "./io.ts";

/** A subcommand: its flags, its help, and what it does. */
export interface Command {
  name: string;
  /** One line for `inbox --help`. */
  summary: string;
  /** The text of `inbox <name> --help`. */
  help: string;
  flags: FlagSpecs;
  /** Positional arguments it takes at most. */
  max_args?: number;
  /** Runs it; answers the exit code. */
  run(io: Io, parsed: Parsed): Promise<number>;
}

/** The `--url` line every command's help ends with. */
export const URL_HELP = "  --url URL         the inbox service (default: where the remembered inbox was made, else\n" +
  "                    SERVICE_INBOX_URL, else http://127.0.0.1:8025)\n" +
  "  -h, --help        this help\n";
