/**
 * A one-line status on a terminal's standard error while a command blocks: rewritten in place,
 * cleared at the end. Never on standard output, and never when standard error is not a terminal
 * (piped or redirected), so scripts and logs see none of it.
 * @module
 */

/** Writes `line` over the previous status, or clears it (`null`). */
export type Status = (line: string | null) => void;

/** A status writer for `stream`, or `undefined` when it is not a terminal. */
export function terminal_status(stream: { isTTY?: boolean; write(text: string): unknown }): Status | undefined {
  if (!stream.isTTY) return undefined;
  return (line) => void stream.write(line === null ? "\r\x1b[K" : `\r\x1b[K${line}`);
}

/** `left_ms` as whole seconds, rounded up: `42 s left`. */
export function seconds_left(left_ms: number): string {
  return `${Math.max(0, Math.ceil(left_ms / 1000))} s left`;
}

/**
 * Shows `describe(left)` now and every second until the returned function is called, which
 * clears it. `now` is the clock (milliseconds).
 */
export function show_countdown(
  status: Status | undefined,
  deadline: number,
  describe: (left: string) => string,
  now: () => number = Date.now,
): () => void {
  if (!status) return () => {};
  const draw = () => status(describe(seconds_left(deadline - now())));
  draw();
  const timer = setInterval(draw, 1000);
  return () => {
    clearInterval(timer);
    status(null);
  };
}
