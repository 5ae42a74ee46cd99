/** Starts the reference server as its own process, as a user runs it, for benchmarks. */

export interface BenchServer {
  http: string;
  smtp_port: number;
  pid: number;
  rss_kb(): Promise<number>;
  /** CPU time the server process has used so far (user + system), in ms. */
  cpu_ms(): Promise<number>;
  stop(): Promise<void>;
}

export async function spawn_server(args: string[] = [], deno_flags: string[] = []): Promise<BenchServer> {
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--unstable-no-legacy-abort",
      "-A",
      ...deno_flags,
      new URL("../src/server/main.ts", import.meta.url).pathname,
      "--port",
      "0",
      "--smtp-port",
      "0",
      "--quiet",
      "--create-limit",
      "off",
      ...args,
    ],
    stdout: "piped",
    stderr: "inherit",
    env: { SERVICE_TOKEN: "svc_bench_account_key" },
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let out = "";
  while (!/smtp: smtp:\/\/[^\n]+\n/.test(out)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`server exited: ${out}`);
    out += value;
  }
  reader.releaseLock();
  const http = /http: (\S+)/.exec(out)![1]!;
  const smtp_port = Number(/smtp: smtp:\/\/[^:]+:(\d+)/.exec(out)![1]);
  return {
    http,
    smtp_port,
    pid: child.pid,
    async rss_kb() {
      const status = await Deno.readTextFile(`/proc/${child.pid}/status`);
      return Number(/VmRSS:\s+(\d+)/.exec(status)![1]);
    },
    async cpu_ms() {
      const fields = (await Deno.readTextFile(`/proc/${child.pid}/stat`)).split(") ")[1]!.split(" ");
      // utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second here).
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    async stop() {
      child.kill("SIGTERM");
      await child.status;
      await child.stdout.cancel().catch(() => {});
    },
  };
}

/** Makes `n` inboxes over HTTP, `parallel` at a time. */
export async function make_inboxes(
  http: string,
  n: number,
  parallel = 32,
): Promise<{ address: string; token: string }[]> {
  const out: { address: string; token: string }[] = [];
  for (let i = 0; i < n; i += parallel) {
    const batch = await Promise.all(
      Array.from(
        { length: Math.min(parallel, n - i) },
        () =>
          fetch(`${http}/?ttl=1h`, { method: "POST", headers: { accept: "application/json" } }).then((r) => r.json()),
      ),
    );
    out.push(...batch);
  }
  return out;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
