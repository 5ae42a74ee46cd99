/**
 * One scheduler instance as its own process, for the multi-instance test:
 *
 *   deno run -A tests/helpers/schedule_worker.ts <redis url> <prefix> <worker name> [hang]
 *
 * It runs the `sends` schedule and, for each item, records it delivered once (`HSETNX <prefix>
 * delivered <id> <worker>`, the effect keyed by the item's id) and logs the attempt (`RPUSH
 * <prefix>attempts`). With `hang`, it logs its claims and never finishes them (a process about
 * to be killed with its claims held). Prints `ready` once it runs.
 */

import { connect_redis } from "../../src/server/db/redis_client.ts";
import { RedisSchedule, run_schedule } from "../../src/server/account/store/redis/schedule.ts";
import { system_clock } from "../../src/core/clock.ts";

const [url, prefix, worker, mode] = Deno.args as [string, string, string, string | undefined];
const client = await connect_redis(url);
const schedule = new RedisSchedule(client, { prefix, name: "sends", clock: system_clock, lease_ms: 1000 });
const stop = run_schedule(schedule, system_clock, async (claim) => {
  if (mode === "hang") {
    await client.rPush(`${prefix}held-by-${worker}`, claim.id);
    return await new Promise<void>(() => {});
  }
  await client.hSetNX(`${prefix}delivered`, claim.id, worker);
  await client.rPush(`${prefix}attempts`, `${claim.id} ${worker} ${claim.try}`);
}, { poll_ms: 20, batch: 5 });
console.log("ready");
Deno.addSignalListener("SIGTERM", async () => {
  await stop();
  await client.quit();
  Deno.exit(0);
});
