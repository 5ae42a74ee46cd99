// examples/playwright: the sign-up test with temp(), run by Playwright's own runner on Node,
// against the installed @service/mail, the example app and the live inbox service.

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

test("examples/playwright: `playwright test` signs up with a code read through temp()", async () => {
  await access(chromium).catch(() => {
    throw new Error(`no Chromium at ${chromium}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  });
  const env = {
    ...process.env,
    CHROMIUM_PATH: chromium,
    SERVICE_INBOX_URL: url,
    APP_PORT: String(await free_port()),
    CI: "1",
  };
  const result = await new Promise((done) => {
    execFile(
      process.execPath,
      ["node_modules/@playwright/test/cli.js", "test", "-c", "playwright/playwright.config.ts"],
      { env, timeout: 120_000 },
      (error, stdout, stderr) => done({ code: error ? error.code ?? 1 : 0, stdout, stderr }),
    );
  });
  assert.equal(result.code, 0, `${result.stdout}\n${result.stderr}`);
  assert.match(result.stdout, /2 passed/);
});
