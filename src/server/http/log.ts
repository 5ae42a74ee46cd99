/** One line per HTTP request and SMTP transaction; never a token, key or secret. @module */

/** Where log lines go. */
export type Log = (line: string) => void;

/** Writes to standard error with a timestamp; a quiet log writes nothing. */
export function console_log(quiet: boolean): Log {
  if (quiet) return () => {};
  return (line) => console.error(`${new Date().toISOString()} ${line}`);
}
