/**
 * SMTP ingest throughput: 4 client connections, 5 KB messages, full parsing, extraction and
 * SPF/DKIM/DMARC (DNS answers NXDOMAIN fast on this machine). Goal: ≥ 1,000 messages/s.
 *
 *   deno run -A bench/ingest_bench.ts [--connections 4] [--size 5000] [--messages 20000]
 *
 * Messages are spread over enough inboxes that none reaches its 100-message or 10 MB cap.
 */

import { parseArgs } from "node:util";
import { message_of_size, SmtpSender } from "./_smtp_client.ts";
import { make_inboxes, spawn_server } from "./_server.ts";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "4" },
    size: { type: "string", default: "5000" },
    messages: { type: "string", default: "20000" },
    server: { type: "string", multiple: true, default: [] },
    "deno-flag": { type: "string", multiple: true, default: [] },
  },
});
const connections = Number(values.connections);
const size = Number(values.size);
const total = Number(values.messages);

const server = await spawn_server(values.server, values["deno-flag"]);
try {
  // Under both caps of an inbox: 100 messages and 10 MB held.
  const per_inbox = Math.max(1, Math.min(90, Math.floor(9_500_000 / size)));
  const inboxes = await make_inboxes(server.http, Math.ceil((total + connections) / per_inbox));
  const bodies = inboxes.map((inbox) => message_of_size(inbox.address, size));
  const clients = Array.from({ length: connections }, () => new SmtpSender(server.smtp_port));
  // Warm up (JIT, first parses), then measure.
  await Promise.all(
    clients.map((c, i) =>
      c.send("load@example.com", inboxes[i % inboxes.length]!.address, bodies[i % inboxes.length]!)
    ),
  );
  let next = 0;
  let refused = 0;
  const cpu_before = await server.cpu_ms();
  const started = performance.now();
  await Promise.all(clients.map(async (client) => {
    for (;;) {
      const i = next++;
      if (i >= total) return;
      const inbox = i % inboxes.length;
      const { reply } = await client.send("load@example.com", inboxes[inbox]!.address, bodies[inbox]!);
      if (!reply.startsWith("250")) refused++;
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  const cpu_ms = (await server.cpu_ms()) - cpu_before;
  for (const client of clients) client.close();
  console.log(JSON.stringify({
    bench: "smtp_ingest",
    connections,
    size_bytes: bodies[0]!.byteLength,
    messages: total,
    refused,
    seconds: Number(seconds.toFixed(2)),
    messages_per_second: Math.round(total / seconds),
    server_cpu_ms_per_message: Number((cpu_ms / total).toFixed(3)),
    server_rss_mb: Math.round((await server.rss_kb()) / 1024),
  }));
} finally {
  await server.stop();
}
