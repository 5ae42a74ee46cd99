/**
 * Schedules of notifications and exports: a five-field cron expression (minute hour day month
 * weekday, UTC) or `hourly`, `daily`, `weekly`, `monthly`, read by `croner`.
 * @module
 */

import { Cron } from "croner";
import { invalid } from "./http.ts";

const KEYWORDS: Record<string, string> = {
  hourly: "@hourly",
  daily: "@daily",
  weekly: "@weekly",
  monthly: "@monthly",
};

function cron(schedule: string): Cron {
  const text = schedule.trim();
  const pattern = KEYWORDS[text.toLowerCase()] ?? text;
  if (!pattern.startsWith("@") && pattern.split(/\s+/).length !== 5) {
    throw new TypeError("a schedule is hourly, daily, weekly, monthly or a cron expression of five fields");
  }
  return new Cron(pattern, { paused: true, timezone: "Etc/UTC" });
}

/** Checks a schedule; 422 `invalid_schedule` when it is not one. Answers it trimmed. */
export function read_schedule(value: unknown): string {
  if (typeof value !== "string" || value.trim() === "" || value.length > 200) {
    throw invalid("schedule", "is required: hourly, daily, weekly, monthly or a cron expression", "invalid_schedule");
  }
  try {
    cron(value);
  } catch (error) {
    throw invalid("schedule", (error as Error).message, "invalid_schedule");
  }
  return value.trim();
}

/** The first run strictly after `after` (ms), or `null` when the schedule has none. */
export function next_run(schedule: string, after: number): number | null {
  return cron(schedule).nextRun(new Date(after))?.getTime() ?? null;
}
