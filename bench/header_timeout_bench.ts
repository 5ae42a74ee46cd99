/**
 * 2,000 slow-loris HTTP connections, each sending one header line a second, against the default
 * header timeout (30 s): when each was cut, and how fast the usage card answered meanwhile.
 * Run: deno run -A bench/header_timeout_bench.ts [connections] [timeout_ms]
 * @module
 */

import { start_server } from "../src/server/server.ts";

const count = Number(Deno.args[0] ?? 2000);
const timeout_ms = Deno.args[1] === undefined ? undefined : Number(Deno.args[1]);
const server = await start_server({
  port: 0,
  smtp_port: 0,
  create_limit: null,
  auth: false,
  log: () => {},
  ...(timeout_ms === undefined ? {} : { header_timeout_ms: timeout_ms }),
});
const encoder = new TextEncoder();
const started = performance.now();
const cut: number[] = [];
const conns = await Promise.all(
  Array.from({ length: count }, () => Deno.connect({ hostname: "127.0.0.1", port: server.port })),
);
for (const conn of conns) {
  void (async () => {
    await conn.write(encoder.encode("GET / HTTP/1.1\r\nHost: x\r\n")).catch(() => {});
    const buffer = new Uint8Array(256);
    while ((await conn.read(buffer).catch(() => null)) !== null) {
      // the 408
    }
    cut.push(performance.now() - started);
  })();
  void (async () => {
    for (let i = 0; i < 120; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (!(await conn.write(encoder.encode(`X-${i}: y\r\n`)).then(() => true, () => false))) break;
    }
  })();
}
const latencies: number[] = [];
while (cut.length < count && performance.now() - started < 90_000) {
  const t0 = performance.now();
  await (await fetch(`${server.http_url}/`)).text();
  latencies.push(performance.now() - t0);
  await new Promise((resolve) => setTimeout(resolve, 500));
}
latencies.sort((a, b) => a - b);
cut.sort((a, b) => a - b);
console.log(JSON.stringify({
  connections: count,
  header_timeout_ms: server.header_timeout_ms,
  cut: cut.length,
  first_cut_s: +(cut[0]! / 1000).toFixed(1),
  last_cut_s: +(cut.at(-1)! / 1000).toFixed(1),
  usage_card_ms: { p50: Math.round(latencies[latencies.length >> 1]!), max: Math.round(latencies.at(-1)!) },
}));
for (const conn of conns) {
  try {
    conn.close();
  } catch {
    // closed by the server
  }
}
await server.close();
Deno.exit(0);
