/**
 * Overload, the long run: 200 SMTP senders, 2,000 held waits and 4 inbox creators for 60 s
 * against a server whose caps are below that load, so it has to shed. Loopback only.
 *
 *   deno run -A bench/overload_bench.ts [--seconds 60]
 */

import { parseArgs } from "node:util";
import { overload } from "./_overload.ts";

const { values } = parseArgs({ args: Deno.args, options: { seconds: { type: "string", default: "60" } } });
const result = await overload({
  duration_ms: Number(values.seconds) * 1000,
  senders: 200,
  waits: 2000,
  creators: 4,
  server_args: ["--smtp-per-ip", "150", "--held-per-ip", "1500", "--create-limit", "2010/1h"],
});
console.log(JSON.stringify({ bench: "overload", ...result }));
