/**
 * How fast `inbox mcp` is ready: from spawning the stdio server to the first `tools/list`
 * answer, as an MCP client sees it (the SDK's own `Client` over `StdioClientTransport`,
 * `initialize` included). Goal: under 1 s. No inbox service is needed: listing tools calls none.
 *
 * `deno run -A bench/mcp_start_bench.ts [runs]` (default 20), after one warm-up run so Deno's
 * module cache holds the compiled sources, as it does on every start after the first. The baseline
 * row is a `deno run` of an empty module with the same flags: what the runtime itself costs.
 * @module
 */

// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/client/stdio"
import { getDefaultEnvironment, StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const MAIN = new URL("../src/cli/main.ts", import.meta.url).pathname;
const FLAGS = ["run", "--quiet", "--allow-net", "--allow-env", "--allow-read", "--allow-sys=homedir"];
const runs = Number(Deno.args[0] ?? 20);

/** Spawn to first tools/list answer, in ms. */
async function start_once(): Promise<{ ms: number; tools: number }> {
  const started = performance.now();
  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(
    new StdioClientTransport({
      command: Deno.execPath(),
      args: [...FLAGS, MAIN, "mcp", "--url", "http://127.0.0.1:9"],
      env: getDefaultEnvironment(),
      stderr: "ignore",
    }),
  );
  const { tools } = await client.listTools();
  const ms = performance.now() - started;
  await client.close();
  return { ms, tools: tools.length };
}

/** Spawn to exit of an empty module, in ms. */
async function baseline_once(empty: string): Promise<number> {
  const started = performance.now();
  await new Deno.Command(Deno.execPath(), { args: [...FLAGS, empty], stdout: "null", stderr: "null" }).output();
  return performance.now() - started;
}

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `min ${sorted[0]!.toFixed(0)} ms, median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${
    sorted.at(-1)!.toFixed(0)
  } ms`;
}

const empty = await Deno.makeTempFile({ suffix: ".ts" });
await Deno.writeTextFile(empty, "export {};\n");
try {
  const warm = await start_once();
  if (warm.tools !== 8) throw new Error(`expected 8 tools, got ${warm.tools}`);
  const starts: number[] = [];
  for (let i = 0; i < runs; i++) starts.push((await start_once()).ms);
  const baselines: number[] = [];
  for (let i = 0; i < runs; i++) baselines.push(await baseline_once(empty));
  console.log(`inbox mcp, spawn → first tools/list answer (${runs} runs): ${stats(starts)}`);
  console.log(`deno run of an empty module (${runs} runs):           ${stats(baselines)}`);
  console.log(`goal < 1000 ms: ${Math.max(...starts) < 1000 ? "met" : "missed"} (worst run)`);
} finally {
  await Deno.remove(empty);
}
