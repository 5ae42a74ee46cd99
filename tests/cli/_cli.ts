/** Running the real `inbox` command in a subprocess, with its own config directory and home. */

import { join } from "node:path";

const MAIN = new URL("../../src/cli/main.ts", import.meta.url).pathname;

/** The permissions of `deno task inbox`: the command must work with exactly these. */
const PERMISSIONS = [
  "--allow-net",
  "--allow-env",
  "--allow-read",
  "--allow-write",
  "--allow-run",
  "--allow-sys=homedir",
];

/** Deno's cache, so the subprocess does not compile everything again under a fresh HOME. */
function deno_dir(): string {
  const home = Deno.env.get("HOME") ?? "/root";
  return Deno.env.get("DENO_DIR") ?? join(Deno.env.get("XDG_CACHE_HOME") ?? join(home, ".cache"), "deno");
}

/**
 * The argv that runs the CLI. `--frozen` reads the project's lockfile and never writes it: with
 * `--no-lock` each run resolved its npm packages afresh, asking the registry for their metadata,
 * which cost 10–40 s a run on a fresh cache (CI) and made the whole suite wait on the network.
 */
export function cli_argv(args: string[]): string[] {
  return [Deno.execPath(), "run", "--quiet", "--frozen", ...PERMISSIONS, MAIN, ...args];
}

/** A sandbox for CLI runs: a temporary HOME and config directory, and an environment. */
export interface Sandbox extends AsyncDisposable {
  dir: string;
  config_dir: string;
  /** The environment every run gets (plus what a run adds). */
  env: Record<string, string>;
  /** A directory on `PATH` with an `inbox` script that runs the CLI. */
  bin: string;
}

/** A fresh sandbox pointed at the service `url`. */
export async function sandbox(url: string): Promise<Sandbox> {
  const dir = await Deno.makeTempDir({ prefix: "inbox-cli-" });
  const config_dir = join(dir, "config");
  const bin = join(dir, "bin");
  await Deno.mkdir(bin);
  const script = join(bin, "inbox");
  const quoted = cli_argv([]).map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(" ");
  await Deno.writeTextFile(script, `#!/bin/sh\nexec ${quoted} "$@"\n`);
  await Deno.chmod(script, 0o755);
  const env: Record<string, string> = {
    PATH: `${bin}:${Deno.env.get("PATH") ?? "/usr/bin:/bin"}`,
    HOME: join(dir, "home"),
    DENO_DIR: deno_dir(),
    NO_COLOR: "1",
    SERVICE_INBOX_CONFIG_DIR: config_dir,
    SERVICE_INBOX_URL: url,
  };
  return {
    dir,
    config_dir,
    env,
    bin,
    [Symbol.asyncDispose]: () => Deno.remove(dir, { recursive: true }),
  };
}

/** What a finished run printed, and its exit code. */
export interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `inbox <args>` to the end. `env` entries set to `undefined` are left out. */
export async function run_cli(
  box: Sandbox,
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<Result> {
  const [program, ...rest] = cli_argv(args);
  const output = await new Deno.Command(program!, {
    args: rest,
    env: merged(box, env),
    clearEnv: true,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decoder = new TextDecoder();
  return { code: output.code, stdout: decoder.decode(output.stdout), stderr: decoder.decode(output.stderr) };
}

/** Runs `inbox <args>` to the end with `input` on its standard input. */
export async function run_cli_with_input(box: Sandbox, args: string[], input: Uint8Array | string): Promise<Result> {
  const [program, ...rest] = cli_argv(args);
  const child = new Deno.Command(program!, {
    args: rest,
    env: merged(box, {}),
    clearEnv: true,
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(typeof input === "string" ? new TextEncoder().encode(input) : input);
  await writer.close();
  const output = await child.output();
  const decoder = new TextDecoder();
  return { code: output.code, stdout: decoder.decode(output.stdout), stderr: decoder.decode(output.stderr) };
}

/** Runs a shell script in the sandbox, with `inbox` on its PATH. */
export async function run_sh(
  box: Sandbox,
  script: string,
  env: Record<string, string | undefined> = {},
): Promise<Result> {
  const output = await new Deno.Command("sh", {
    args: ["-c", script],
    env: merged(box, env),
    clearEnv: true,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decoder = new TextDecoder();
  return { code: output.code, stdout: decoder.decode(output.stdout), stderr: decoder.decode(output.stderr) };
}

/** A long-running `inbox <args>` whose output lines can be awaited. */
export interface Running extends AsyncDisposable {
  child: Deno.ChildProcess;
  /** Resolves with the next line of standard output. */
  next_line(ms?: number): Promise<string>;
  /** Everything written to standard error so far. */
  stderr(): string;
  /** Sends `signal` and answers the exit code. */
  stop(signal?: Deno.Signal): Promise<number>;
  /** Answers the exit code once the process ends by itself. */
  done(): Promise<number>;
}

/** Starts `inbox <args>` in the background. */
export function start_cli(box: Sandbox, args: string[], env: Record<string, string | undefined> = {}): Running {
  const [program, ...rest] = cli_argv(args);
  const child = new Deno.Command(program!, {
    args: rest,
    env: merged(box, env),
    clearEnv: true,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const lines: string[] = [];
  const waiters: (() => void)[] = [];
  let err = "";
  const pump_out = (async () => {
    let pending = "";
    for await (const chunk of child.stdout.pipeThrough(new TextDecoderStream())) {
      pending += chunk;
      let at;
      while ((at = pending.indexOf("\n")) >= 0) {
        lines.push(pending.slice(0, at));
        pending = pending.slice(at + 1);
        waiters.splice(0).forEach((wake) => wake());
      }
    }
  })();
  const pump_err = (async () => {
    for await (const chunk of child.stderr.pipeThrough(new TextDecoderStream())) err += chunk;
  })();
  const finished = child.status.then(async (status) => {
    await Promise.all([pump_out, pump_err]);
    waiters.splice(0).forEach((wake) => wake());
    return status.code;
  });
  let ended = false;
  finished.then(() => ended = true);
  const running: Running = {
    child,
    async next_line(ms = 10_000) {
      const deadline = Date.now() + ms;
      while (lines.length === 0) {
        if (ended) throw new Error(`the command ended without another line; stderr: ${err}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no line within ${ms}ms; stderr: ${err}`);
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          new Promise<void>((resolve) => waiters.push(resolve)),
          new Promise<void>((resolve) => timer = setTimeout(resolve, Math.min(left, 100))),
        ]);
        clearTimeout(timer);
      }
      return lines.shift()!;
    },
    stderr: () => err,
    async stop(signal: Deno.Signal = "SIGTERM") {
      if (!ended) {
        try {
          child.kill(signal);
        } catch {
          // It ended in between.
        }
      }
      return await finished;
    },
    done: () => finished,
    async [Symbol.asyncDispose]() {
      await running.stop("SIGKILL");
    },
  };
  return running;
}

function merged(box: Sandbox, env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = { ...box.env };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out;
}
