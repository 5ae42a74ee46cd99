/**
 * The servers the peer table compares, each its own process on 127.0.0.1: ours on the memory, KV
 * and Redis stores, maildev@2 (Node, installed by hand into a temporary folder, not committed),
 * and a bare smtp-server sink. Redis is a `redis-server` this file starts (append-only file,
 * fsync every second: the common production setting) on a free port, and stops.
 */

import { type BenchServer, spawn_server } from "./_server.ts";

export type TargetKind = "memory" | "noauth" | "kv" | "redis" | "maildev" | "sink" | "deno-sink";

/** Ours, whatever the store. */
export const OURS: readonly TargetKind[] = ["memory", "noauth", "kv", "redis"];

export interface Target {
  kind: TargetKind;
  smtp_port: number;
  /** HTTP base URL (none for the sink). */
  http?: string;
  /** Resident memory of the server process (and, on Redis, of redis-server), in KB. */
  rss_kb(): Promise<number>;
  /** CPU time (user + system) the server process (and redis-server) has used so far, in ms. */
  cpu_ms(): Promise<number>;
  stop(): Promise<void>;
}

export interface TargetOptions {
  /** Where `npm install maildev@2` was run. */
  maildev_dir: string;
  redis: RedisProcess | null;
  /** Extra flags for our server. */
  server_args?: string[];
  /** Redis key prefix; instances given the same one share inboxes. Default: a fresh one. */
  redis_prefix?: string;
}

export async function start_target(kind: TargetKind, options: TargetOptions): Promise<Target> {
  switch (kind) {
    case "memory":
      return ours(kind, await spawn_server(options.server_args ?? []));
    case "noauth": // the memory store without SPF/DKIM/DMARC: what the checks cost
      return ours(kind, await spawn_server(["--no-auth", ...options.server_args ?? []]));
    case "kv": {
      const dir = await Deno.makeTempDir();
      const server = await spawn_server(["--store", `kv:${dir}/bench.kv`, ...options.server_args ?? []]);
      return ours(kind, server, () => Deno.remove(dir, { recursive: true }));
    }
    case "redis": {
      if (!options.redis) throw new Error("no redis-server for the Redis store");
      const prefix = options.redis_prefix ?? `bench:${crypto.randomUUID().slice(0, 8)}:`;
      const server = await spawn_server([
        "--store",
        `${options.redis.url}?prefix=${prefix}`,
        ...options.server_args ?? [],
      ]);
      const redis = options.redis;
      const target = ours(kind, server, () => redis.flush());
      return {
        ...target,
        rss_kb: async () => (await server.rss_kb()) + (await rss_kb(redis.pid)),
        cpu_ms: async () => (await cpu_ms(server.pid)) + (await cpu_ms(redis.pid)),
      };
    }
    case "maildev":
      return await maildev(options.maildev_dir);
    case "sink":
      return await sink("sink", "./sink_server.ts");
    case "deno-sink":
      return await sink("deno-sink", "./deno_sink_server.ts");
  }
}

function ours(kind: TargetKind, server: BenchServer, cleanup?: () => Promise<void>): Target {
  return {
    kind,
    smtp_port: server.smtp_port,
    http: server.http,
    rss_kb: () => server.rss_kb(),
    cpu_ms: () => cpu_ms(server.pid),
    async stop() {
      await server.stop();
      await cleanup?.();
    },
  };
}

async function maildev(dir: string): Promise<Target> {
  const bin = `${dir}/node_modules/maildev/bin/maildev`;
  try {
    await Deno.stat(bin);
  } catch {
    throw new Error(`maildev is not installed in ${dir}: run  npm install --prefix ${dir} maildev@2`);
  }
  const mail_dir = await Deno.makeTempDir();
  const [smtp_port, web_port] = [free_port(), free_port()];
  const child = new Deno.Command("node", {
    args: [bin, "-s", String(smtp_port), "-w", String(web_port), "--ip", "127.0.0.1", "--mail-directory", mail_dir],
    stdout: "null",
    stderr: "inherit",
  }).spawn();
  const http = `http://127.0.0.1:${web_port}`;
  await until_up(async () => (await fetch(`${http}/healthz`)).ok && await port_open(smtp_port));
  return {
    kind: "maildev",
    smtp_port,
    http,
    rss_kb: () => rss_kb(child.pid),
    cpu_ms: () => cpu_ms(child.pid),
    async stop() {
      child.kill("SIGTERM");
      await child.status;
      await Deno.remove(mail_dir, { recursive: true });
    },
  };
}

/** A bare SMTP sink: `smtp-server` (`sink_server.ts`) or Deno's own sockets (`deno_sink_server.ts`). */
async function sink(kind: "sink" | "deno-sink", file: string): Promise<Target> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL(file, import.meta.url).pathname],
    stdout: "piped",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let out = "";
  while (!/smtp: \S+:(\d+)\n/.test(out)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`sink exited: ${out}`);
    out += value;
  }
  reader.releaseLock();
  return {
    kind,
    smtp_port: Number(/smtp: \S+:(\d+)\n/.exec(out)![1]),
    rss_kb: () => rss_kb(child.pid),
    cpu_ms: () => cpu_ms(child.pid),
    async stop() {
      child.kill("SIGTERM");
      await child.status;
      await child.stdout.cancel().catch(() => {});
    },
  };
}

export interface RedisProcess {
  url: string;
  pid: number;
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts `redis-server` on a free loopback port, or answers `null` when it is not installed. */
export async function start_redis(): Promise<RedisProcess | null> {
  const port = free_port();
  const dir = await Deno.makeTempDir();
  let child: Deno.ChildProcess;
  try {
    child = new Deno.Command("redis-server", {
      args: ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "yes"],
      cwd: dir,
      stdout: "null",
      stderr: "inherit",
    }).spawn();
  } catch {
    return null;
  }
  await until_up(() => port_open(port));
  const cli = (...args: string[]) =>
    new Deno.Command("redis-cli", { args: ["-p", String(port), ...args], stdout: "null" }).output();
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid,
    async flush() {
      await cli("FLUSHALL");
    },
    async stop() {
      child.kill("SIGTERM");
      await child.status;
      await Deno.remove(dir, { recursive: true });
    },
  };
}

export async function rss_kb(pid: number): Promise<number> {
  const status = await Deno.readTextFile(`/proc/${pid}/status`);
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]);
}

/** utime + stime of a process, in ms (Linux counts 100 ticks a second). */
export async function cpu_ms(pid: number): Promise<number> {
  const stat = await Deno.readTextFile(`/proc/${pid}/stat`);
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function free_port(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
}

async function port_open(port: number): Promise<boolean> {
  try {
    (await Deno.connect({ hostname: "127.0.0.1", port })).close();
    return true;
  } catch {
    return false;
  }
}

async function until_up(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("server did not come up in 10 s");
}
