/** The reference server as a child process on a KV file, for crash and restart tests. */

/** A running server process and where it listens. */
export interface Child {
  process: Deno.ChildProcess;
  http: string;
  smtp_port: number;
}

/** The account key the child servers accept. */
export const CHILD_KEY = "svc_durability_test_key";

/**
 * Starts `src/server/main.ts` on the KV file `kv`, on free ports; answers once it listens. Quiet,
 * unless `CHILD_LOG` is set (then its log goes to the test's standard error).
 */
export async function spawn(kv: string, extra: string[] = []): Promise<Child> {
  const process = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      "--unstable-no-legacy-abort",
      "src/server/main.ts",
      "--port",
      "0",
      "--smtp-port",
      "0",
      ...extra,
      "--store",
      `kv:${kv}`,
      ...(Deno.env.get("CHILD_LOG") ? [] : ["--quiet"]),
      "--no-auth",
      "--create-limit",
      "off",
    ],
    stdout: "piped",
    stderr: "inherit",
    env: { SERVICE_TOKEN: CHILD_KEY },
  }).spawn();
  const reader = process.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let out = "";
  while (!/smtp: smtp:\/\/[^\n]+\n/.test(out)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`server did not start: ${out}`);
    out += value;
  }
  await reader.cancel();
  return {
    process,
    http: /http: (\S+)/.exec(out)![1]!,
    smtp_port: Number(/smtp: smtp:\/\/[^:]+:(\d+)/.exec(out)![1]),
  };
}

/** Fetches `url` and reads its JSON body. */
export async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  const body = await response.json();
  return { status: response.status, body };
}
