/**
 * The performance table: our server (memory, Deno KV and Redis stores; and the memory store
 * without SPF/DKIM/DMARC, to show what they cost) beside maildev@2 and a bare smtp-server sink,
 * each its own process on this machine, driven by the same load generators, one server at a
 * time. Each row is measured for every server back to back (so a row's ratios come from the
 * same minutes of a shared machine), `--repeat` times; the median counts. Prints one JSON line
 * per measurement, then the Markdown table of bench/README.md.
 *
 *   npm install --prefix /tmp/maildev2 maildev@2      # once; not committed
 *   deno run -A bench/peers_bench.ts [--maildev-dir /tmp/maildev2] [--targets memory,noauth,kv,redis,maildev,sink,deno-sink]
 *     [--repeat 1] [--scale 1] [--warm 0.05]
 *
 * Rows: SMTP ingest with 4 and 16 connections of 5 KB (10,000 messages) and 200 KB (1,000)
 * messages, and until every message is readable over HTTP (maildev parses after its `250`); RSS
 * after the 10,000 5 KB messages (held by all but the sink); HTTP requests/s listing a mailbox of
 * 10 messages; `250` → readable p50 / p99 (ours: a held `wait`; maildev: its live feed; Redis
 * also across two instances: mail to B, the wait held on A).
 */

import { parseArgs } from "node:util";
import { ingest, list_rate, readable_after_250, recipients } from "./_load.ts";
import { start_redis, start_target, type Target, type TargetKind, type TargetOptions } from "./_targets.ts";

const { values } = parseArgs({
  options: {
    "maildev-dir": { type: "string", default: "/tmp/maildev2" },
    targets: { type: "string", default: "memory,noauth,kv,redis,maildev,sink" },
    samples: { type: "string", default: "500" },
    repeat: { type: "string", default: "1" },
    /** Fraction of the message counts, for a quick try; the recorded table uses 1. */
    scale: { type: "string", default: "1" },
    /**
     * Messages sent before each timed ingest, as a multiple of the timed count (default 1/20): a
     * larger one measures a server whose code the JIT has long compiled, as a server that has run
     * a while.
     */
    warm: { type: "string", default: "0.05" },
    /** Prints the table of a saved run's JSON lines instead of measuring. */
    from: { type: "string" },
  },
});
const kinds = values.targets.split(",") as TargetKind[];
/** Servers that keep nothing: no HTTP to list or wait on. */
const SINKS: TargetKind[] = ["sink", "deno-sink"];
const samples = Number(values.samples);
const scale = Number(values.scale);

type Column = TargetKind | "redis-2";
const results: Record<string, Partial<Record<Column, number[]>>> = {};
const record = (row: string, column: Column, value: number) => {
  ((results[row] ??= {})[column] ??= []).push(value);
  console.log(
    JSON.stringify({
      row,
      target: column,
      value: Number(value < 10 ? value.toPrecision(3) : value.toFixed(2)),
      load: load_average(),
    }),
  );
};
const load_average = () => Deno.readTextFileSync("/proc/loadavg").split(" ").slice(0, 3).join(" ");

if (values.from) {
  for (const line of (await Deno.readTextFile(values.from)).split("\n")) {
    if (!line.startsWith("{")) continue;
    const { row, target, value } = JSON.parse(line);
    ((results[row] ??= {})[target as Column] ??= []).push(value);
  }
  console.log(table());
  Deno.exit(0);
}

const redis = kinds.includes("redis") ? await start_redis() : null;
const options: TargetOptions = { maildev_dir: values["maildev-dir"], redis };

async function fresh<T>(kind: TargetKind, fn: (target: Target) => Promise<T>): Promise<T> {
  const target = await start_target(kind, options);
  try {
    return await fn(target);
  } finally {
    await target.stop();
  }
}

const INGEST: [connections: number, size: number, total: number][] = [
  [4, 5_000, 10_000 * scale],
  [16, 5_000, 10_000 * scale],
  [4, 200_000, 1_000 * scale],
  [16, 200_000, 1_000 * scale],
];

async function ingest_row(kind: TargetKind, connections: number, size: number, total: number): Promise<void> {
  await fresh(kind, async (target) => {
    const warm = Math.max(2 * connections, Math.round(total * Number(values.warm))); // JIT and first parses, not timed
    const to = await recipients(target, total + warm, size);
    await ingest(target, to, connections, size, warm);
    const result = await ingest(target, to, connections, size, total);
    if (result.refused) throw new Error(`${kind} refused ${result.refused} messages`);
    const row = `ingest ${size / 1000} KB × ${connections} conn`;
    record(`${row} (msg/s)`, kind, result.per_second);
    if (!SINKS.includes(kind)) record(`${row}, until readable (msg/s)`, kind, result.readable_per_second);
    if (connections === 4) {
      record(`server CPU per ${size / 1000} KB message (ms)`, kind, result.cpu_ms_per_message);
    }
    if (connections === 4 && size === 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      record(`RSS after ${total.toLocaleString("en")} × 5 KB (MB)`, kind, (await target.rss_kb()) / 1024);
    }
  });
}

try {
  for (let round = 0; round < Number(values.repeat); round++) {
    for (const [connections, size, total] of INGEST) {
      for (const kind of kinds) await ingest_row(kind, connections, size, total);
    }
    for (const kind of kinds.filter((k) => !SINKS.includes(k))) {
      await fresh(kind, async (target) => record("list 10 messages (req/s)", kind, await list_rate(target)));
    }
    for (const kind of kinds.filter((k) => !SINKS.includes(k))) {
      await fresh(kind, async (target) => {
        const { p50, p99 } = await readable_after_250(target, samples);
        record("250 → readable p50 (ms)", kind, p50);
        record("250 → readable p99 (ms)", kind, p99);
      });
    }
    if (redis) {
      // Two instances on one Redis: the mail goes to B, the wait is held on A.
      const shared = { ...options, redis_prefix: `bench:${crypto.randomUUID().slice(0, 8)}:` };
      const a = await start_target("redis", shared);
      const b = await start_target("redis", shared);
      try {
        const { p50, p99 } = await readable_after_250(a, samples, b);
        record("250 → readable p50 (ms)", "redis-2", p50);
        record("250 → readable p99 (ms)", "redis-2", p99);
      } finally {
        await b.stop();
        await a.stop();
      }
    }
  }
} finally {
  await redis?.stop();
}

console.log("\n" + table());

function table(): string {
  const columns: Column[] = ["memory", "noauth", "kv", "redis", "redis-2", "maildev", "sink", "deno-sink"];
  const names: Record<Column, string> = {
    memory: "ours, memory",
    noauth: "ours, memory, no auth",
    kv: "ours, KV",
    redis: "ours, Redis",
    "redis-2": "ours, Redis, 2 instances",
    maildev: "maildev 2.2.1",
    sink: "sink",
    "deno-sink": "sink on Deno's sockets",
  };
  const median = (list: number[] | undefined) => {
    if (list === undefined) return undefined;
    const sorted = [...list].sort((a, b) => a - b);
    const mid = (sorted.length - 1) / 2;
    return (sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2;
  };
  const format = (n: number | undefined) =>
    n === undefined ? "—" : n >= 100 ? Math.round(n).toLocaleString("en") : n.toFixed(n >= 10 ? 1 : 2);
  const ratio = (row: Partial<Record<Column, number>>, peer: Column) =>
    (["memory", "kv", "redis"] as const).map((kind) => {
      const [a, b] = [row[kind], row[peer]];
      return a === undefined || b === undefined ? "—" : `${(a / b).toFixed(2)}×`;
    }).join(" / ");
  const lines = [
    `| | ${
      columns.map((c) => names[c]).join(" | ")
    } | ours/maildev (mem / KV / Redis) | ours/sink (mem / KV / Redis) |`,
    `|---|${columns.map(() => "---:").join("|")}|---:|---:|`,
  ];
  for (const [row, lists] of Object.entries(results)) {
    const values = Object.fromEntries(columns.map((c) => [c, median(lists[c])])) as Partial<Record<Column, number>>;
    lines.push(
      `| ${row} | ${columns.map((c) => format(values[c])).join(" | ")} | ${ratio(values, "maildev")} | ${
        ratio(values, "sink")
      } |`,
    );
  }
  return lines.join("\n");
}
