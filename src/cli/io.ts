/** What a command may touch: its output streams, the environment, and the stop signal. @module */

import type { Env } from "../core/env.ts";
import type { Status } from "./status.ts";

/** The outside world of one run, so tests and other hosts can give their own. */
export interface Io {
  /** Writes to standard output. */
  out(text: string): void;
  /** Writes to standard error. */
  err(text: string): void;
  /** The environment variables. */
  env: Env;
  /** Aborts on Ctrl-C (SIGINT) or SIGTERM. */
  signal: AbortSignal;
  /** A one-line status on standard error, only when it is a terminal. */
  status?: Status | undefined;
  /** The clock, in milliseconds (default `Date.now`). */
  now?: () => number;
  /** All of standard input, or `null` when it is a terminal (nothing was piped in). */
  stdin?: () => Promise<Uint8Array | null>;
}
