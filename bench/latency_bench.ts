/**
 * Time from the SMTP `250` to the `wait` response, over real sockets: a wait is held on an
 * inbox, one message is sent to it, and the two arrival times are compared. A negative value
 * means the wait answered before the sender saw its `250` (the store notifies waiters first).
 * Goal: p99 ≤ 10 ms.
 *
 *   deno run -A bench/latency_bench.ts [--samples 2000] [--server=…] [--deno-flag=…]
 */

import { parseArgs } from "node:util";
import { message_of_size, SmtpSender } from "./_smtp_client.ts";
import { make_inboxes, percentile, spawn_server } from "./_server.ts";

const { values } = parseArgs({
  options: {
    samples: { type: "string", default: "2000" },
    server: { type: "string", multiple: true, default: [] },
    "deno-flag": { type: "string", multiple: true, default: [] },
  },
});
const samples = Number(values.samples);

const server = await spawn_server(values.server, values["deno-flag"]);
try {
  const inboxes = await make_inboxes(server.http, Math.ceil(samples / 90));
  const client = new SmtpSender(server.smtp_port);
  const latencies: number[] = [];
  for (let i = 0; i < samples + 50; i++) {
    const inbox = inboxes[i % inboxes.length]!;
    const after = Math.floor(i / inboxes.length);
    const waited = fetch(`${server.http}/v1/inboxes/${inbox.address}/wait?after=${after}&timeout=30s`, {
      headers: { authorization: `Bearer ${inbox.token}` },
    }).then(async (response) => {
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`wait answered ${response.status}`);
      return performance.now();
    });
    // Let the wait reach the server and be held before the mail goes out.
    await new Promise((resolve) => setTimeout(resolve, 2));
    const { reply, at } = await client.send("load@example.com", inbox.address, message_of_size(inbox.address, 5000));
    if (!reply.startsWith("250")) throw new Error(`SMTP answered ${reply}`);
    const answered = await waited;
    if (i >= 50) latencies.push(answered - at); // the first 50 warm up
  }
  client.close();
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Number(n.toFixed(2));
  console.log(JSON.stringify({
    bench: "smtp_250_to_wait_ms",
    samples: latencies.length,
    p50: round(percentile(latencies, 50)),
    p90: round(percentile(latencies, 90)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1)!),
  }));
} finally {
  await server.stop();
}
