/**
 * Group commit on Deno KV, measured at the store's write path: N writers each add 5 KB values one
 * after another (each waits for its write to be durable, as an SMTP `250` does), once committed
 * one by one (a group of at most 1) and once in groups (the server's limits), in alternating
 * rounds on a fresh file each time.
 *
 *   deno run -A bench/kv_group_bench.ts [--writers 4] [--writes 500] [--rounds 2]
 */

import { parseArgs } from "node:util";
import { GROUP_LIMITS, GroupCommit } from "../src/server/db/kv_group.ts";

const { values } = parseArgs({
  options: {
    writers: { type: "string", default: "4" },
    writes: { type: "string", default: "500" },
    rounds: { type: "string", default: "2" },
  },
});
const writers = Number(values.writers);
const per_writer = Number(values.writes);
const body = new Uint8Array(5000);

async function round(limit: number): Promise<{ per_second: number; groups: number }> {
  const dir = await Deno.makeTempDir({ prefix: "kv_group_bench_" });
  const kv = await Deno.openKv(`${dir}/bench.kv`);
  try {
    const group = new GroupCommit(kv, { ...GROUP_LIMITS, writes: limit });
    const started = performance.now();
    await Promise.all(Array.from({ length: writers }, async (_, writer) => {
      for (let i = 0; i < per_writer; i++) {
        const mutations: Deno.KvMutation[] = [{ type: "set", key: ["m", writer, i], value: body }];
        await group.commit({ checks: [], mutations, bytes: body.byteLength + 64, lane: `inbox${writer}` });
      }
    }));
    const seconds = (performance.now() - started) / 1000;
    return { per_second: Math.round((writers * per_writer) / seconds), groups: group.stats.groups };
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
}

for (let r = 0; r < Number(values.rounds); r++) {
  for (const [name, limit] of [["one by one", 1], ["grouped", GROUP_LIMITS.writes]] as const) {
    const result = await round(limit);
    console.log(JSON.stringify({ bench: "kv_group", writers, writes: writers * per_writer, mode: name, ...result }));
  }
}
