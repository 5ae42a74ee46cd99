/**
 * Cost per message as the number of inboxes grows: for each count, a fresh server holds that many
 * inboxes, then 4 SMTP connections deliver 5 KB messages to inboxes picked at random among them,
 * in three rounds (the median round counts). Cost is the server's CPU time per message (plus
 * redis-server's for the Redis store), which a shared machine disturbs little, and wall time.
 * Goal: a flat curve from 10 to 100,000 inboxes. Writes `bench/inboxes.svg`.
 *
 *   deno run -A bench/inboxes_bench.ts [--stores memory,redis] [--counts 10,100,1000,10000,100000]
 */

import { parseArgs } from "node:util";
import { ingest, type Recipient } from "./_load.ts";
import { make_inboxes } from "./_server.ts";
import { line_chart, type Series } from "./_svg.ts";
import { start_redis, start_target, type TargetKind } from "./_targets.ts";

const { values } = parseArgs({
  options: {
    stores: { type: "string", default: "memory,redis" },
    counts: { type: "string", default: "10,100,1000,10000,100000" },
    messages: { type: "string", default: "3000" },
    /** Draws the chart from a saved run's JSON lines instead of measuring. */
    from: { type: "string" },
    svg: { type: "string", default: new URL("./inboxes.svg", import.meta.url).pathname },
  },
});
const stores = values.stores.split(",") as TargetKind[];
const counts = values.counts.split(",").map(Number);
const lines: string[] = [];
if (values.from) {
  lines.push(...(await Deno.readTextFile(values.from)).split("\n").filter((line) => line.startsWith("{")));
  await draw();
  Deno.exit(0);
}

const redis = stores.includes("redis") ? await start_redis() : null;

try {
  for (const kind of stores) {
    for (const count of counts) {
      const target = await start_target(kind, { maildev_dir: "", redis });
      try {
        const inboxes = await make_inboxes(target.http!, count, 64);
        const total = Math.min(Number(values.messages), count * 90);
        // Random inboxes, none past its cap: each appears at most 90 times.
        const picks: Recipient[] = [];
        const used = new Map<number, number>();
        while (picks.length < total) {
          const i = Math.floor(Math.random() * count);
          if ((used.get(i) ?? 0) >= 90) continue;
          used.set(i, (used.get(i) ?? 0) + 1);
          picks.push(inboxes[i]!);
        }
        // Warm-up (JIT, first parses) through an inbox of its own, deleted before the timed run.
        const [warm] = await make_inboxes(target.http!, 1);
        await ingest(target, [warm!], 4, 5000, 90);
        await fetch(`${target.http}/v1/inboxes/${warm!.address}`, {
          method: "DELETE",
          headers: { authorization: `Bearer ${warm!.token}` },
        });
        // Three rounds on the same inboxes; the median round counts (this machine is shared).
        const rounds: { per_second: number; cpu_ms_per_message: number }[] = [];
        for (let r = 0; r < 3; r++) {
          const part = picks.slice((r * total) / 3, ((r + 1) * total) / 3);
          const result = await ingest(target, part, 4, 5000, part.length);
          if (result.refused) throw new Error(`${kind}: ${result.refused} refused`);
          rounds.push(result);
        }
        const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
        const per_second = median(rounds.map((r) => r.per_second));
        const us = 1e6 / per_second;
        const cpu_us = 1000 * median(rounds.map((r) => r.cpu_ms_per_message));
        const line = JSON.stringify({
          store: kind,
          inboxes: count,
          messages: total,
          messages_per_second: Math.round(per_second),
          us_per_message: Math.round(us),
          cpu_us_per_message: Math.round(cpu_us),
          rss_mb: Math.round((await target.rss_kb()) / 1024),
          load: Deno.readTextFileSync("/proc/loadavg").split(" ").slice(0, 3).join(" "),
        });
        console.log(line);
        lines.push(line);
      } finally {
        await target.stop();
      }
    }
  }
} finally {
  await redis?.stop();
}

await draw();

/** The chart of the measured lines: CPU per message solid, wall time dashed, a colour per store. */
async function draw(): Promise<void> {
  const records = lines.map((line) => JSON.parse(line));
  const kinds = [...new Set(records.map((record) => record.store as string))];
  const series: Series[] = kinds.flatMap((kind, colour) => {
    const name = { memory: "memory store", kv: "KV store", redis: "Redis store" }[kind] ?? kind;
    const mine = records.filter((record) => record.store === kind);
    return [
      { name: `${name}, CPU`, colour, points: mine.map((r) => [r.inboxes, r.cpu_us_per_message] as [number, number]) },
      {
        name: `${name}, wall`,
        colour,
        dashed: true,
        points: mine.map((r) => [r.inboxes, r.us_per_message] as [number, number]),
      },
    ];
  });
  await Deno.writeTextFile(
    values.svg,
    line_chart(
      "Ingest cost per message vs inboxes held (5 KB, 4 connections)",
      "inboxes held (log scale)",
      "µs per message (server + Redis CPU; wall)",
      series,
    ),
  );
  // Formatted as `deno fmt --check` (CI) wants it.
  await new Deno.Command(Deno.execPath(), { args: ["fmt", "--quiet", values.svg] }).output();
  console.log(`wrote ${values.svg}`);
}
