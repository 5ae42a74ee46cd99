/** Exit codes of the `inbox` command, and the error that carries one. @module */

/** What the process exits with. */
export const EXIT = {
  /** Done. */
  ok: 0,
  /** The service refused, could not be reached, or something else went wrong. */
  error: 1,
  /** `inbox wait`: no matching mail within the timeout. */
  timeout: 2,
  /** `inbox wait --code` / `--link`: the mail had none. */
  not_found: 3,
  /** `inbox wait --expect none`: matching mail arrived. */
  unexpected: 4,
  /** A flag, argument or value the command does not take. */
  usage: 64,
  /** Stopped by Ctrl-C while waiting. */
  interrupted: 130,
} as const;

/** A failure the CLI explains in one line on standard error before exiting with `exit`. */
export class CliError extends Error {
  constructor(message: string, readonly exit: number = EXIT.error) {
    super(message);
    this.name = "CliError";
  }
}

/** A usage mistake: exit 64 with a pointer to the command's help. */
export function usage_error(message: string, command?: string): CliError {
  const help = command ? `inbox ${command} --help` : "inbox --help";
  return new CliError(`${message} (see ${help})`, EXIT.usage);
}
