/**
 * What our server does for a message beyond SMTP, against what a bare SMTP sink spends on SMTP
 * alone, in one run. Ours: the RCPT check, the parse, the extraction, SPF/DKIM/DMARC and the
 * memory store, called in this process (no sockets, no SMTP) for 5 KB messages. The
 * sinks, each its own process driven by the peer benchmarks' load (4 connections):
 * `smtp-server` (`sink_server.ts`) and Deno's own sockets (`deno_sink_server.ts`). Each is warmed
 * with 1,000 messages first. Alternate rounds; each prints CPU per message. If ours alone comes
 * to 2× the `smtp-server` sink, no server doing this work is within 2× of it, whatever its SMTP
 * layer; the Deno-socket sink plus ours is the floor for a server with an SMTP layer of its own.
 *
 *   deno run -A bench/deliver_bench.ts [--messages 10000] [--rounds 2] [--size 5000]
 */

import { cpuUsage } from "node:process";
import { parseArgs } from "node:util";
import { message_of_size } from "./_smtp_client.ts";
import { ingest } from "./_load.ts";
import { start_target } from "./_targets.ts";
import { create_service } from "../src/server/service.ts";

const { values } = parseArgs({
  options: {
    messages: { type: "string", default: "10000" },
    rounds: { type: "string", default: "2" },
    size: { type: "string", default: "5000" },
  },
});
const total = Number(values.messages);
const size = Number(values.size);

/** CPU per message of check + deliver in this process, on a fresh service. */
async function in_process(): Promise<number> {
  const service = await create_service({ create_limit: null, account: false });
  try {
    const per_inbox = 90; // under an inbox's caps of 100 messages and 10 MB
    const inboxes: string[] = [];
    for (let i = 0; i < Math.ceil((total + 1000) / per_inbox); i++) {
      const response = await service.fetch(
        new Request("http://bench.localhost/?ttl=1h", { method: "POST", headers: { accept: "application/json" } }),
      );
      inboxes.push((await response.json()).address);
    }
    // The data as smtp-server hands it over: without the closing dot.
    const bodies = inboxes.map((address) => message_of_size(address, size).slice(0, -3));
    const envelope = { ip: "127.0.0.1", helo: "localhost", sender: "load@example.com" };
    const deliver = async (i: number) => {
      const at = i % inboxes.length;
      const checked = await service.ctx.ingest.check(inboxes[at]!);
      if (!checked.ok) throw new Error(`refused at RCPT: ${checked.code}`);
      const result = await service.ctx.ingest.deliver(bodies[at]!.slice(), { ...envelope, rcpt: [inboxes[at]!] });
      if (result.accepted.length !== 1) throw new Error(`not stored: ${JSON.stringify(result.rejected)}`);
    };
    for (let i = 0; i < 1000; i++) await deliver(total + i); // warm up
    const before = cpuUsage();
    for (let i = 0; i < total; i++) await deliver(i);
    const used = cpuUsage(before);
    return (used.user + used.system) / 1000 / total;
  } finally {
    await service.close({ close_store: true });
  }
}

async function sink(kind: "sink" | "deno-sink"): Promise<number> {
  const target = await start_target(kind, { maildev_dir: "", redis: null });
  try {
    const to = [{ address: "load@bench.localhost" }];
    await ingest(target, to, 4, size, 1000); // warm up, as ours is
    return (await ingest(target, to, 4, size, total)).cpu_ms_per_message;
  } finally {
    await target.stop();
  }
}

for (let round = 1; round <= Number(values.rounds); round++) {
  const sink_ms = await sink("sink");
  const deno_sink_ms = await sink("deno-sink");
  const ours_ms = await in_process();
  console.log(JSON.stringify({
    bench: "deliver_vs_sink",
    round,
    messages: total,
    size_bytes: size,
    in_process_cpu_ms_per_message: Number(ours_ms.toFixed(3)),
    sink_cpu_ms_per_message: Number(sink_ms.toFixed(3)),
    ratio: Number((ours_ms / sink_ms).toFixed(2)),
    deno_sink_cpu_ms_per_message: Number(deno_sink_ms.toFixed(3)),
    // What a server with an SMTP layer as cheap as the Deno-socket sink and this delivery would spend, against the sink.
    deno_sink_plus_delivery_ratio: Number(((deno_sink_ms + ours_ms) / sink_ms).toFixed(2)),
  }));
}
