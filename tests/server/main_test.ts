import { expect } from "chai";
import { read_config } from "../../src/server/main.ts";
import { smtp_client } from "../helpers/smtp.ts";

const env = (values: Record<string, string>) => (name: string) => values[name];

Deno.test("read_config takes flags, then the environment, then defaults", async () => {
  const defaults = await read_config([], env({}));
  expect(defaults).to.include({
    port: 8025,
    smtp_port: 1025,
    hostname: "127.0.0.1",
    quiet: false,
    ingest_secret: null,
  });
  expect(defaults.generated_key).to.match(/^svc_[0-9A-Za-z]{32}$/);
  expect(defaults.accounts).to.deep.equal([{ key: defaults.generated_key }]);
  expect(defaults.create_limit).to.deep.equal({ capacity: 300, window_ms: 60_000 });

  const from_env = await read_config(
    [],
    env({
      SERVICE_HTTP_PORT: "9000",
      SERVICE_DOMAINS: "a.test, b.test",
      SERVICE_TOKEN: "svc_from_environment",
      SERVICE_INGEST_SECRET: "s3cret",
      SERVICE_CREATE_LIMIT: "off",
    }),
  );
  expect(from_env).to.include({ port: 9000, ingest_secret: "s3cret", create_limit: null });
  expect(from_env.domains).to.deep.equal(["a.test", "b.test"]);
  expect(from_env.accounts).to.deep.equal([{ key: "svc_from_environment" }]);
  expect(from_env.generated_key).to.equal(undefined);

  const flags = await read_config(
    [
      "--port",
      "0",
      "--smtp-port",
      "2525",
      "--domain",
      "x.test",
      "--domain",
      "y.test",
      "--quiet",
      "--no-auth",
      "--create-limit",
      "10/1s",
      "--job-lease",
      "1500ms",
    ],
    env({ SERVICE_HTTP_PORT: "9000" }),
  );
  expect(flags).to.include({ port: 0, smtp_port: 2525, quiet: true, auth: false });
  expect(flags.domains).to.deep.equal(["x.test", "y.test"]);
  expect(flags.create_limit).to.deep.equal({ capacity: 10, window_ms: 1000 });
  expect(flags.account && flags.account.lease_ms).to.equal(1500);
  expect(defaults.account && defaults.account.lease_ms, "the account API's default").to.equal(undefined);
});

Deno.test("read_config refuses bad values with a clear message", async () => {
  const cases: [string[], string][] = [
    [["--port", "http"], '--port must be a port number, not "http"'],
    [["--port", "70000"], '--port must be a port number, not "70000"'],
    [
      ["--store", "postgres"],
      "--store postgres is not available; use memory, kv:<file>, kv:<KV Connect URL> or redis://host:port",
    ],
    [["--create-limit", "lots"], 'invalid rate limit "lots" (expected like 60/1m)'],
    [["--auth-timeout", "soon"], '--auth-timeout "soon" is not a duration'],
    [["--job-lease", "0s"], '--job-lease "0s" must be a duration above 0'],
    [["--colour"], "Unknown option '--colour'"],
  ];
  for (const [args, message] of cases) {
    const error = await read_config(args, env({})).then(() => null, (e) => e);
    expect(error?.message, args.join(" ")).to.include(message);
  }
});

Deno.test("deno task serve prints where it listens, serves the quick start, and stops cleanly on SIGTERM", async () => {
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--unstable-no-legacy-abort",
      "-A",
      "src/server/main.ts",
      "--port",
      "0",
      "--smtp-port",
      "0",
      "--no-auth",
    ],
    stdout: "piped",
    stderr: "piped",
    env: { SERVICE_TOKEN: "svc_test_key_for_main" },
  }).spawn();
  const lines = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let out = "";
  while (!/smtp: smtp:\/\/[^\n]+\n/.test(out)) {
    const { value, done } = await lines.read();
    if (done) break;
    out += value;
  }
  const [http_line, smtp_line] = out.split("\n");
  expect(http_line).to.match(/^http: http:\/\/127\.0\.0\.1:\d+$/);
  expect(smtp_line).to.match(/^smtp: smtp:\/\/127\.0\.0\.1:\d+$/);
  const base = http_line!.slice("http: ".length);
  const smtp_port = Number(smtp_line!.split(":").at(-1));

  const created = await (await fetch(`${base}/`, { method: "POST" })).text();
  const [address, token_line] = created.split("\n");
  const token = token_line!.slice("token: ".length);
  await smtp_client(smtp_port).sendMail({
    from: "a@example.com",
    to: address,
    subject: "Hi",
    text: "Your code is 482913",
  });
  const waited =
    await (await fetch(`${base}/v1/inboxes/${address}/wait`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(waited.code).to.equal("482913");

  // A held wait is released at shutdown instead of holding the process.
  const held = fetch(`${base}/v1/inboxes/${address}/wait?after=1`, { headers: { authorization: `Bearer ${token}` } });
  await new Promise((resolve) => setTimeout(resolve, 300));
  child.kill("SIGTERM");
  const released = await held;
  expect(released.status).to.equal(503);
  expect((await released.json()).error.code).to.equal("shutting_down");
  const status = await child.status;
  expect(status.code).to.equal(0);
  await lines.cancel();
  const log = await new Response(child.stderr).text();
  expect(log).to.match(/http POST \/ 201/);
  expect(log).not.to.include(token);
  expect(log).not.to.include("svc_test_key_for_main");
});

Deno.test("a store that cannot be opened stops serve with its reason and exit code 1", async () => {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "src/server/main.ts", "--port", "0", "--smtp-port", "0", "--store", "kv:/proc/nowhere/x.kv"],
    stdout: "piped",
    stderr: "piped",
  }).output();
  expect(code).to.equal(1);
  expect(new TextDecoder().decode(stdout)).to.equal("");
  const said = new TextDecoder().decode(stderr).trim();
  expect(said).to.match(/^serve: cannot open the store: .*\/proc\/nowhere/);
  expect(said.split("\n"), "one line, no stack").to.have.length(1);
});

Deno.test("a port in use stops serve with which one and exit code 1", async () => {
  using taken = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = String(taken.addr.port);
  for (
    const [args, message] of [
      [["--port", port, "--smtp-port", "0"], `serve: cannot listen: HTTP port ${port} is in use (--port)`],
      [["--port", "0", "--smtp-port", port], `serve: cannot listen: SMTP port ${port} is in use (--smtp-port)`],
    ] as const
  ) {
    const { code, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "src/server/main.ts", "--quiet", ...args],
      stdout: "null",
      stderr: "piped",
    }).output();
    expect(code).to.equal(1);
    expect(new TextDecoder().decode(stderr).trim()).to.equal(message);
  }
});

/** The command of `deno task serve`, as deno.json writes it, run with `deno` from this process. */
async function serve_task_args(): Promise<string[]> {
  const task: string = JSON.parse(await Deno.readTextFile("deno.json")).tasks.serve;
  const [deno, ...args] = task.split(" ");
  expect(deno).to.equal("deno");
  return args;
}

/** Starts `deno task serve` with `args`; answers its HTTP base URL and how to stop it (SIGTERM). */
async function serve(args: string[]): Promise<{ base: string; stop(): Promise<number> }> {
  const child = new Deno.Command(Deno.execPath(), {
    args: [...await serve_task_args(), "--port", "0", "--smtp-port", "0", "--quiet", ...args],
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const lines = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let out = "";
  while (!/smtp: [^\n]+\n/.test(out)) {
    const { value, done } = await lines.read();
    if (done) throw new Error(`serve exited: ${await new Response(child.stderr).text()}`);
    out += value;
  }
  return {
    base: /http: (\S+)/.exec(out)![1]!,
    async stop() {
      child.kill("SIGTERM");
      const { code } = await child.status;
      await lines.cancel();
      await child.stderr.cancel();
      return code;
    },
  };
}

Deno.test("deno task serve keeps a KV store in a folder it makes, and an inbox outlives a restart", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const store = ["--store", `kv:${dir}/data/service.kv`];
    const first = await serve(store);
    const made = await fetch(`${first.base}/`, { method: "POST", headers: { accept: "application/json" } });
    expect(made.status).to.equal(201);
    const { address, token } = await made.json();
    expect(await first.stop()).to.equal(0);

    const second = await serve(store);
    const read = await fetch(`${second.base}/v1/inboxes/${address}`, { headers: { authorization: `Bearer ${token}` } });
    expect(read.status).to.equal(200);
    expect((await read.json()).address).to.equal(address);
    expect(await second.stop()).to.equal(0);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
