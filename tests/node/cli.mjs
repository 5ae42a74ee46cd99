// The `inbox` command as npm installs it: node_modules/.bin/inbox, run by Node.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { deliver, url } from "./_live.mjs";

const BIN = resolve("node_modules/.bin/inbox");
const config_dir = await mkdtemp(join(tmpdir(), "inbox-node-"));
const base_env = {
  PATH: `${resolve("node_modules/.bin")}:${process.env.PATH}`,
  HOME: config_dir,
  SERVICE_INBOX_CONFIG_DIR: join(config_dir, "config"),
  SERVICE_INBOX_URL: url,
  NO_COLOR: "1",
};

/** Runs a program to its end; answers its exit code and output. */
function run(file, args, env = {}) {
  return new Promise((done) => {
    execFile(file, args, { env: { ...base_env, ...env }, timeout: 30_000 }, (error, stdout, stderr) => {
      done({ code: error ? error.code ?? 1 : 0, stdout, stderr });
    });
  });
}

test.after(() => rm(config_dir, { recursive: true, force: true }));

test("inbox --help lists the commands", async () => {
  const { code, stdout } = await run(BIN, ["--help"]);
  assert.equal(code, 0);
  assert.match(stdout, /^inbox: throwaway inboxes/);
  for (const name of ["new", "wait", "watch", "list", "extend", "delete"]) {
    assert.match(stdout, new RegExp(`\\n  ${name} `));
  }
});

test("inbox new --env, wait --code, list --json; a timeout exits 2", async () => {
  const made = await run(BIN, ["new", "--env", "--ttl", "10m"]);
  assert.equal(made.code, 0, made.stderr);
  const env = Object.fromEntries([...made.stdout.matchAll(/^export (\w+)='([^']*)'$/gm)].map((m) => [m[1], m[2]]));
  assert.match(env.SERVICE_INBOX, /@inbox\.localhost$/);
  assert.match(env.SERVICE_INBOX_TOKEN, /^ibx_/);
  await deliver({ to: env.SERVICE_INBOX, subject: "Verify", text: "Your code is 343434" });
  const code = await run(BIN, ["wait", "--code", "--timeout", "5s"], env);
  assert.deepEqual([code.code, code.stdout], [0, "343434\n"], code.stderr);
  const listed = await run(BIN, ["list", "--json"]);
  assert.equal(listed.code, 0, listed.stderr);
  assert.equal(JSON.parse(listed.stdout)[0].subject, "Verify");
  const timeout = await run(BIN, ["wait", "--subject", "never", "--timeout", "200ms"]);
  assert.equal(timeout.code, 2);
  const remembered = await stat(join(base_env.SERVICE_INBOX_CONFIG_DIR, "inbox.json"));
  assert.equal(remembered.mode & 0o777, 0o600);
});

test("examples/shell/signup.sh signs up with `inbox wait --code` and prints the code", async () => {
  const script = join(process.env.REPO_ROOT, "examples", "shell", "signup.sh");
  const result = await run("bash", [script], {
    // The example's stand-in for "your app": it mails the code over HTTP ingest.
    SEND_CODE: `node ${resolve("send_code.mjs")}`,
    SERVICE_INGEST_SECRET: process.env.SERVICE_INGEST_SECRET,
  });
  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stdout, /^signed up .+@inbox\.localhost with code \d{6}$/m);
});
