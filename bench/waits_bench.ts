/**
 * Memory with many held waits: opens `--waits` concurrent `wait` requests on as many inboxes,
 * reads the server's RSS while they are held, again after 40 s more, then releases them (the
 * client goes away) and reads it once more. Goal: RSS ≤ 300 MB with 10,000 waits held.
 *
 *   deno run -A bench/waits_bench.ts [--waits 10000] [--server=--hostname --server=0.0.0.0]
 */

import { parseArgs } from "node:util";
import { make_inboxes, spawn_server } from "./_server.ts";

const { values } = parseArgs({
  options: {
    waits: { type: "string", default: "10000" },
    server: { type: "string", multiple: true, default: [] },
    "deno-flag": { type: "string", multiple: true, default: [] },
  },
});
const count = Number(values.waits);

// One client holds them all: lift the per-client cap on held requests (default 1,000).
const server = await spawn_server(
  ["--held-per-ip", String(count + 100), ...values.server],
  values["deno-flag"],
);
try {
  const baseline = await server.rss_kb();
  const inboxes = await make_inboxes(server.http, count, 64);
  const after_inboxes = await server.rss_kb();
  const controllers: AbortController[] = [];
  const held: Promise<unknown>[] = [];
  for (let i = 0; i < count; i += 500) {
    for (const inbox of inboxes.slice(i, i + 500)) {
      const controller = new AbortController();
      controllers.push(controller);
      held.push(
        fetch(`${server.http}/v1/inboxes/${inbox.address}/wait?timeout=90s`, {
          headers: { authorization: `Bearer ${inbox.token}` },
          signal: controller.signal,
        }).then((r) => r.arrayBuffer(), () => null),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Give the last requests time to arrive and be held.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const with_waits = await server.rss_kb();
  // Held a while longer: V8's memory reducer returns heap grown while the inboxes were made.
  await new Promise((resolve) => setTimeout(resolve, 40_000));
  const held_longer = await server.rss_kb();
  for (const controller of controllers) controller.abort();
  await Promise.all(held);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const released = await server.rss_kb();
  const mb = (kb: number) => Math.round(kb / 1024);
  console.log(JSON.stringify({
    bench: "rss_with_held_waits_mb",
    waits: count,
    baseline: mb(baseline),
    after_inboxes: mb(after_inboxes),
    with_waits_held: mb(with_waits),
    held_40s_longer: mb(held_longer),
    after_release: mb(released),
  }));
} finally {
  await server.stop();
}
