/**
 * `deno task test`: every suite, one after another, each run even when one before it failed —
 * `test:deno`, `test:kv`, `test:redis`, `test:node`, `test:browser` (or the ones named as
 * arguments: `deno task test kv redis`). When `TEST_REDIS_URL` is unset and `redis-server` is
 * on the PATH, it starts one on a free loopback port (no persistence, its own temporary
 * directory) and stops it at the end. Each suite's output passes through; the run ends on one
 * line per suite (passed, failed or skipped, and why) and a total, and exits 1 if any failed.
 * @module
 */

import { outcome, type SuiteOutcome, summary } from "./test_summary.ts";
import { redis_reachable } from "../tests/helpers/redis.ts";

const SUITES = ["test:deno", "test:kv", "test:redis", "test:node", "test:browser"];

/** A Redis of our own, or `null` when none is needed or `redis-server` is missing. */
interface OwnRedis extends AsyncDisposable {
  url: string;
}

function free_port(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/** Starts `redis-server` on loopback when `TEST_REDIS_URL` is unset and it is installed. */
async function own_redis(): Promise<OwnRedis | string> {
  if (Deno.env.get("TEST_REDIS_URL")) return `TEST_REDIS_URL is set (${Deno.env.get("TEST_REDIS_URL")})`;
  const dir = await Deno.makeTempDir({ prefix: "service-mail-redis-" });
  const port = free_port();
  let child: Deno.ChildProcess;
  try {
    child = new Deno.Command("redis-server", {
      args: ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
      stdin: "null",
      stdout: "null",
      stderr: "null",
    }).spawn();
  } catch {
    await Deno.remove(dir, { recursive: true });
    return "redis-server is not on the PATH";
  }
  const url = `redis://127.0.0.1:${port}`;
  const stop = async () => {
    try {
      child.kill("SIGTERM");
    } catch {
      // already gone
    }
    await child.status;
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  };
  for (let i = 0; i < 100; i++) {
    if (await redis_reachable(url)) return { url, [Symbol.asyncDispose]: stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  return `redis-server on port ${port} did not answer PING within 5 s`;
}

/** Runs `deno task <suite>`, passing its output through, and reads its outcome from it. */
async function run_suite(suite: string, env: Record<string, string>): Promise<SuiteOutcome> {
  console.log(`\n=== ${suite} ===`);
  const started = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["task", "--quiet", suite],
    env,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const chunks: string[] = [];
  const pass = async (stream: ReadableStream<Uint8Array>, to: typeof Deno.stdout) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      chunks.push(decoder.decode(chunk, { stream: true }));
      await to.write(chunk);
    }
  };
  const [status] = await Promise.all([child.status, pass(child.stdout, Deno.stdout), pass(child.stderr, Deno.stderr)]);
  return outcome(suite, status.code, chunks.join(""), (performance.now() - started) / 1000);
}

if (import.meta.main) {
  const asked = Deno.args.map((a) => a.startsWith("test:") ? a : `test:${a}`);
  const unknown = asked.filter((a) => !SUITES.includes(a));
  if (unknown.length) {
    console.error(`unknown suite ${unknown.join(", ")}; the suites are ${SUITES.join(", ")}`);
    Deno.exit(2);
  }
  const suites = asked.length ? asked : SUITES;
  const env: Record<string, string> = {};
  let redis: OwnRedis | undefined;
  if (suites.includes("test:redis")) {
    const got = await own_redis();
    if (typeof got === "string") console.log(`redis: not started (${got})`);
    else {
      redis = got;
      env.TEST_REDIS_URL = got.url;
      console.log(`redis: started redis-server at ${got.url} for this run`);
    }
  }
  const outcomes: SuiteOutcome[] = [];
  try {
    for (const suite of suites) outcomes.push(await run_suite(suite, env));
  } finally {
    await redis?.[Symbol.asyncDispose]();
  }
  console.log(`\n=== summary ===\n${summary(outcomes).join("\n")}`);
  Deno.exit(outcomes.some((o) => o.status === "failed") ? 1 : 0);
}
