/**
 * Account API sends, end to end: `POST /v1/messages` in batches of 50 immediate messages to
 * inboxes on the same server, from `connections` clients at once; each message is stored with
 * its job, DKIM-signed and delivered into its inbox. Reports the rate of acknowledged sends
 * (202) and of delivered messages (every one in its inbox).
 *
 *   deno run -A bench/account_send_bench.ts [--messages 5000] [--connections 4]
 *     [--server=--store --server=kv:/tmp/x.kv]
 */

import { parseArgs } from "node:util";
import { make_inboxes, spawn_server } from "./_server.ts";

const { values } = parseArgs({
  options: {
    messages: { type: "string", default: "5000" },
    connections: { type: "string", default: "4" },
    server: { type: "string", multiple: true, default: [] },
  },
});
const total = Number(values.messages);
const connections = Number(values.connections);
const BATCH = 50;
const KEY = "svc_bench_account_key";
const api = { authorization: `Bearer ${KEY}`, "content-type": "application/json" };

const server = await spawn_server(values.server);
try {
  const inboxes = await make_inboxes(server.http, Math.ceil(total / 90) + 1);
  const deadline = Date.now() + 600_000;
  // Message n goes to inbox n mod count (the warm-up to the spare last one): none passes its cap.
  const send = async (subjects: string[], first: number) => {
    const body = subjects.map((subject, n) => ({
      from: "bench@inbox.localhost",
      to: [inboxes[(first + n) % inboxes.length]!.address],
      subject,
      text: `Your code is 123456 (${subject}).`,
    }));
    const response = await fetch(`${server.http}/v1/messages`, {
      method: "POST",
      headers: api,
      body: JSON.stringify(body),
    });
    if (response.status !== 202) throw new Error(`send: ${response.status} ${await response.text()}`);
    await response.body?.cancel();
  };
  await send(["warm-up"], inboxes.length - 1); // DKIM key, JIT
  const held = async () => {
    let sum = 0;
    for (const inbox of inboxes) {
      const headers = { authorization: `Bearer ${inbox.token}` };
      sum += (await (await fetch(`${server.http}/v1/inbox`, { headers })).json()).count;
    }
    return sum;
  };
  while (await held() < 1) await new Promise((resolve) => setTimeout(resolve, 20));
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, async () => {
    while (next < total) {
      const from = next;
      next += BATCH;
      await send(Array.from({ length: Math.min(BATCH, total - from) }, (_, n) => `m${from + n}`), from);
    }
  }));
  const acknowledged = (performance.now() - started) / 1000;
  while (await held() < total + 1) {
    if (Date.now() > deadline) throw new Error(`only ${await held()} of ${total + 1} messages arrived`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const delivered = (performance.now() - started) / 1000;
  console.log(JSON.stringify({
    bench: "account_send",
    messages: total,
    connections,
    batch: BATCH,
    acknowledged_per_second: Math.round(total / acknowledged),
    delivered_per_second: Math.round(total / delivered),
    seconds: Number(delivered.toFixed(2)),
    server_rss_mb: Math.round(await server.rss_kb() / 1024),
  }));
} finally {
  await server.stop();
}
