/** Timers that give way to an `AbortSignal`. @module */

/** Resolves after `ms`, or at once when `signal` aborts (it never rejects). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, ms));
    signal?.addEventListener("abort", done, { once: true });
  });
}

/**
 * A controller that aborts when `parent` does, or after `ms` when given. `release()` detaches it
 * from the parent and stops its timer.
 */
export function child_controller(
  parent: AbortSignal | undefined,
  ms?: number,
): { signal: AbortSignal; abort(reason?: unknown): void; release(): void } {
  const controller = new AbortController();
  const on_abort = () => controller.abort(parent?.reason);
  parent?.addEventListener("abort", on_abort, { once: true });
  if (parent?.aborted) on_abort();
  const timer = ms === undefined
    ? undefined
    : setTimeout(() => controller.abort(new DOMException("timed out", "TimeoutError")), ms);
  return {
    signal: controller.signal,
    abort: (reason) => controller.abort(reason),
    release() {
      clearTimeout(timer);
      parent?.removeEventListener("abort", on_abort);
    },
  };
}
