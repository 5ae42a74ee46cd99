/**
 * The reference server as a subprocess, as a user runs it (`deno task serve`): on free ports of
 * 127.0.0.1, its `http:` and `smtp:` lines read from standard output.
 * @module
 */

import { fileURLToPath } from "node:url";

const MAIN = fileURLToPath(new URL("../src/server/main.ts", import.meta.url));

/** A server running in a child process. */
export interface ServerProcess extends AsyncDisposable {
  http_url: string;
  smtp_url: string;
  /** SIGTERM, then wait for the exit. */
  close(): Promise<void>;
}

/** Starts `src/server/main.ts --port 0 --smtp-port 0` with `args` and extra `env`. */
export async function spawn_server(args: string[] = [], env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--quiet",
      "--unstable-no-legacy-abort",
      "--allow-net",
      "--allow-env",
      "--allow-read",
      "--allow-sys",
      MAIN,
      "--port",
      "0",
      "--smtp-port",
      "0",
      "--quiet",
      "--no-auth",
      "--create-limit",
      "off",
      ...args,
    ],
    env,
    stdin: "null",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const lines = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  const found: Record<string, string> = {};
  let pending = "";
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  try {
    while (!(found.http && found.smtp)) {
      const { value, done } = await lines.read();
      if (done) throw new Error("the server exited before printing where it listens");
      pending += value;
      for (const match of pending.matchAll(/^(http|smtp): (\S+)$/gm)) found[match[1]!] = match[2]!;
    }
  } catch (error) {
    child.kill("SIGKILL");
    await child.status;
    throw error;
  } finally {
    clearTimeout(timer);
  }
  // Keep draining standard output so the server never blocks on a full pipe.
  const drained = (async () => {
    while (!(await lines.read()).done) { /* discard */ }
  })().catch(() => {});
  let closing: Promise<void> | undefined;
  const close = () =>
    closing ??= (async () => {
      try {
        child.kill("SIGTERM");
      } catch { /* already gone */ }
      await child.status;
      await drained;
    })();
  return { http_url: found.http!, smtp_url: found.smtp!, close, [Symbol.asyncDispose]: close };
}
