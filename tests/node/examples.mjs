// examples/playwright: the sign-up tests with temp() and with catch_all(), run by Playwright's own
// runner on Node, against the installed @service/mail, the example app and the live inbox service
// (a second one in catch-all mode for catch_all.spec.ts).

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { access, readFile } from "node:fs/promises";
import { createServer } from "node:net";
import { url } from "./_live.mjs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function free_port() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

test("examples/playwright/package.json names the versions this run installed", async () => {
  const example = JSON.parse(await readFile("playwright/package.json", "utf8"));
  for (const [name, version] of Object.entries(example.devDependencies)) {
    const installed = JSON.parse(await readFile(`node_modules/${name}/package.json`, "utf8")).version;
    assert.equal(installed, version, name);
  }
});

/** Runs `playwright test` on the example's config with `env` added; answers its exit code and output. */
async function playwright(env, filter = []) {
  await access(chromium).catch(() => {
    throw new Error(`no Chromium at ${chromium}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  });
  const all = { ...process.env, CHROMIUM_PATH: chromium, APP_PORT: String(await free_port()), CI: "1", ...env };
  return await new Promise((done) => {
    execFile(
      process.execPath,
      ["node_modules/@playwright/test/cli.js", "test", "-c", "playwright/playwright.config.ts", ...filter],
      { env: all, timeout: 120_000 },
      (error, stdout, stderr) => done({ code: error ? error.code ?? 1 : 0, stdout, stderr }),
    );
  });
}

test("examples/playwright: `playwright test` signs up with a code read through temp()", async () => {
  const result = await playwright({ SERVICE_INBOX_URL: url });
  assert.equal(result.code, 0, `${result.stdout}\n${result.stderr}`);
  assert.match(result.stdout, /1 skipped\n\s*2 passed/);
});

test("examples/playwright: signing up as ada@example.com reads the code through catch_all()", async () => {
  const result = await playwright({
    SERVICE_INBOX_URL: process.env.CATCH_ALL_URL,
    SMTP_URL: process.env.CATCH_ALL_SMTP_URL,
    SERVICE_CATCH_ALL_TOKEN: process.env.CATCH_ALL_TOKEN,
  }, ["catch_all"]);
  assert.equal(result.code, 0, `${result.stdout}\n${result.stderr}`);
  assert.match(result.stdout, /1 passed/);
});

/** Runs `command args` in `cwd` to its end. */
function run(command, args, cwd) {
  return new Promise((done) => {
    execFile(
      command,
      args,
      { cwd, env: process.env, timeout: 180_000 },
      (error, stdout, stderr) => done({ code: error ? error.code ?? 1 : 0, stdout, stderr }),
    );
  });
}

test("examples/sveltekit type-checks against the installed @service/mail (svelte-kit sync, then tsc)", async () => {
  const sync = await run(process.execPath, ["../node_modules/@sveltejs/kit/svelte-kit.js", "sync"], "sveltekit");
  assert.equal(sync.code, 0, `${sync.stdout}\n${sync.stderr}`);
  const tsc = await run(process.execPath, ["../node_modules/typescript/bin/tsc", "-p", "tsconfig.json"], "sveltekit");
  assert.equal(tsc.code, 0, `${tsc.stdout}\n${tsc.stderr}`);
});

test("examples/sveltekit builds with vite (run by Deno: Vite 8 needs Promise.withResolvers, Node >= 22)", async () => {
  const deno = process.env.DENO;
  if (!deno) throw new Error("DENO (the path of deno) is not set; scripts/test_node.ts sets it");
  const build = await run(deno, ["run", "-A", "--no-lock", "../node_modules/vite/bin/vite.js", "build"], "sveltekit");
  assert.equal(build.code, 0, `${build.stdout}\n${build.stderr}`);
  await access("sveltekit/.svelte-kit/output/server/index.js");
  assert.match(build.stdout + build.stderr, /built in/);
});
