/**
 * Reads a suite's outcome from what it printed: `deno test`'s closing line, `node --test`'s
 * counts, the browser runner's tally, or the Redis runner's note that it skipped. Pure, so
 * `tests/scripts/test_summary_test.ts` proves it on recorded output.
 * @module
 */

/** What one suite did. */
export interface SuiteOutcome {
  suite: string;
  status: "passed" | "failed" | "skipped";
  passed: number;
  failed: number;
  ignored: number;
  /** Why it was skipped or failed without counts, or a note such as the exit code. */
  reason?: string;
  seconds: number;
}

/** The counts a suite printed, or `null` when it printed none. */
export interface Counts {
  passed: number;
  failed: number;
  ignored: number;
}

// deno-lint-ignore no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

/** `deno test`'s last `ok | 12 passed | 0 failed | 1 ignored` line (or its `FAILED` form). */
export function deno_counts(output: string): Counts | null {
  const text = output.replace(ANSI, "");
  const lines = [...text.matchAll(/^(?:ok|FAILED) \| (\d+) passed[^|]*\| (\d+) failed[^|\n]*(?:\| (\d+) ignored)?/gm)];
  const last = lines.at(-1);
  if (!last) return null;
  return { passed: Number(last[1]), failed: Number(last[2]), ignored: Number(last[3] ?? 0) };
}

/** `node --test`'s closing `ℹ pass 12` / `ℹ fail 0` / `ℹ skipped 1` lines. */
export function node_counts(output: string): Counts | null {
  const text = output.replace(ANSI, "");
  const count = (name: string) => {
    const found = [...text.matchAll(new RegExp(`^[ℹ#] ${name} (\\d+)$`, "gm"))].at(-1);
    return found ? Number(found[1]) : null;
  };
  const passed = count("pass");
  const failed = count("fail");
  if (passed === null || failed === null) return null;
  return { passed, failed, ignored: (count("skipped") ?? 0) + (count("todo") ?? 0) };
}

/** The browser runner's `browser: 56 passed, 0 failed`. */
export function browser_counts(output: string): Counts | null {
  const found = [...output.replace(ANSI, "").matchAll(/^browser: (\d+) passed, (\d+) failed$/gm)].at(-1);
  return found ? { passed: Number(found[1]), failed: Number(found[2]), ignored: 0 } : null;
}

/** The reason a suite gave for skipping (`skipping … tests: <reason>`), if it did. */
export function skip_reason(output: string): string | null {
  const found = /^skipping [^:\n]*tests: (.+)$/m.exec(output.replace(ANSI, ""));
  return found ? found[1]!.trim() : null;
}

/** The last non-empty line, to name a failure that printed no counts. */
function last_line(output: string): string {
  const lines = output.replace(ANSI, "").split("\n").map((l) => l.trim()).filter(Boolean);
  return lines.at(-1) ?? "no output";
}

/** A suite's outcome from its name, exit code, output and duration. */
export function outcome(suite: string, code: number, output: string, seconds: number): SuiteOutcome {
  const counts = suite === "test:node"
    ? node_counts(output)
    : suite === "test:browser"
    ? browser_counts(output)
    : deno_counts(output);
  const skipped = skip_reason(output);
  if (code === 0 && !counts && skipped) {
    return { suite, status: "skipped", passed: 0, failed: 0, ignored: 0, reason: skipped, seconds };
  }
  const base = counts ?? { passed: 0, failed: 0, ignored: 0 };
  if (code === 0 && counts && counts.failed === 0) return { suite, status: "passed", ...base, seconds };
  const reason = code === 0
    ? (counts ? undefined : "printed no test counts")
    : counts && counts.failed > 0
    ? undefined
    : `exit code ${code}: ${last_line(output)}`;
  return { suite, status: "failed", ...base, ...(reason ? { reason } : {}), seconds };
}

/** One line per suite, then the total. */
export function summary(outcomes: SuiteOutcome[]): string[] {
  const width = Math.max(...outcomes.map((o) => o.suite.length));
  const lines = outcomes.map((o) => {
    const counts = `${o.passed} passed, ${o.failed} failed${o.ignored ? `, ${o.ignored} ignored` : ""}`;
    const detail = o.status === "skipped" ? `skipped: ${o.reason}` : o.reason ? `${counts} (${o.reason})` : counts;
    return `${o.suite.padEnd(width)}  ${o.status.toUpperCase().padEnd(7)}  ${detail}  [${o.seconds.toFixed(1)}s]`;
  });
  const by = (status: SuiteOutcome["status"]) => outcomes.filter((o) => o.status === status).length;
  const sum = (key: "passed" | "failed" | "ignored") => outcomes.reduce((n, o) => n + o[key], 0);
  lines.push(
    `total: ${by("passed")} suites passed, ${by("failed")} failed, ${by("skipped")} skipped; ` +
      `${sum("passed")} tests passed, ${sum("failed")} failed, ${sum("ignored")} ignored`,
  );
  return lines;
}
