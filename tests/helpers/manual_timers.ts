/** Chaos timers a test fires by hand, so held-back mail is released exactly when it says. */

import type { Schedule } from "../../src/server/inbox/chaos.ts";

export interface ManualTimer {
  run: () => Promise<void>;
  ms: number;
  cancelled: boolean;
}

export function manual_timers(): { schedule: Schedule; timers: ManualTimer[]; fire(): Promise<void> } {
  const timers: ManualTimer[] = [];
  const schedule: Schedule = (run, ms) => {
    const timer = { run, ms, cancelled: false };
    timers.push(timer);
    return () => void (timer.cancelled = true);
  };
  return {
    schedule,
    timers,
    /** Fires every timer due so far, and resolves once the mail they release is stored. */
    async fire() {
      await Promise.all(timers.splice(0).filter((timer) => !timer.cancelled).map((timer) => timer.run()));
    },
  };
}
