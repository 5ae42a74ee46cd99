/** Waiting for a condition instead of for a time, so a test holds on a loaded machine. */

/** Resolves when `check` holds, polling every 10 ms; rejects after `ms` (a bound for a hung test, not a timing). */
export async function until(check: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
