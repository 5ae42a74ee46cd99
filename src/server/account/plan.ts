/**
 * Planning the next run of a notification or export: `next_run` is set on the record and a job
 * queued at that time. A job runs only if the record still plans that time (`claim_run`), so
 * a job made stale by an edit, a pause or a delete does nothing.
 * @module
 */

import { random_string } from "../../core/random.ts";
import type { Scheduled } from "./store/types.ts";
import type { AccountContext } from "./context.ts";
import { next_run } from "./schedule.ts";

/** The record with its next run planned from `after` (none while paused). */
export function with_plan<T extends Scheduled>(record: T, after: number): T {
  return { ...record, next_run: record.paused ? null : next_run(record.schedule, after) };
}

/** Queues the job for the record's planned run. */
export async function queue_run(
  actx: AccountContext,
  kind: "notification" | "export",
  record: Scheduled,
): Promise<void> {
  if (record.next_run === null) return;
  await actx.store.enqueue({
    id: `job_${random_string(20)}`,
    kind,
    account: record.account,
    ref: record.id,
    due: record.next_run,
  });
  actx.wake();
}
