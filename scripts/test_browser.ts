/**
 * `deno task test:browser`: the library in Chromium. Bundles `tests/browser/entry.ts` for the
 * browser, serves it from the reference server (a test-only mount), and drives Debian's
 * Chromium through `playwright-core`: the portable suites run in the page (the page's origin is
 * `localhost`, the service's `127.0.0.1`, so every inbox call crosses origins as CORS allows),
 * then the viewer tests. Prints each result; exits 1 on any failure, and when Chromium is missing.
 *
 * playwright-core runs here under Deno: it drives Chromium over a pipe, which Deno's
 * `node:child_process` supports, so the server, the SMTP client and the browser share one process.
 * @module
 */

import { chromium } from "playwright-core";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundle } from "./bundle.ts";
import { start_server } from "../src/server/server.ts";
import { smtp_send } from "../tests/inbox/_helpers.ts";
import { test_mount } from "../tests/browser/_mount.ts";
import { viewer_tests } from "../tests/browser/viewer.ts";
import type { Outgoing, Result } from "../tests/portable/harness.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");
const CHROMIUM = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function print(result: Result): void {
  const ms = `${result.ms.toFixed(0)}ms`;
  console.log(`${result.ok ? "✔" : "✖"} ${result.suite}: ${result.name} (${ms})`);
  if (!result.ok) console.log(`  ${result.error?.replaceAll("\n", "\n  ")}`);
}

export async function test_browser(): Promise<number> {
  const started = performance.now();
  const found = await Deno.stat(CHROMIUM).then((s) => s.isFile, () => false);
  if (!found) {
    console.error(
      `test:browser: FAILED: no Chromium at ${CHROMIUM}. Install it (apt-get update && apt-get install -y chromium)\n` +
        "or point CHROMIUM_PATH at one. The browser suite did not run.",
    );
    return 1;
  }
  const work = await Deno.makeTempDir({ prefix: "service-mail-browser-" });
  const shots = join(ROOT, "dist", "browser");
  await Deno.mkdir(shots, { recursive: true });
  try {
    const bundled = join(work, "tests.js");
    await bundle(join(ROOT, "tests", "browser", "entry.ts"), bundled);
    const mount = test_mount(await Deno.readTextFile(bundled));
    await using server = Object.assign(
      await start_server({
        port: 0,
        smtp_port: 0,
        hostname: "127.0.0.1",
        create_limit: null,
        auth: false,
        log: () => {},
        mounts: [mount.mount],
      }),
      { [Symbol.asyncDispose]: () => server.close() },
    );
    const context = await chromium.launchPersistentContext(join(work, "profile"), {
      executablePath: CHROMIUM,
      headless: true,
      args: FLAGS,
      viewport: { width: 1200, height: 760 },
    });
    const results: Result[] = [];
    try {
      const page = context.pages()[0] ?? await context.newPage();
      const agent = await page.evaluate(() => navigator.userAgent);
      console.log(
        `${/HeadlessChrome\/\S+/.exec(agent)?.[0] ?? agent} (${CHROMIUM}); reference server ${server.http_url}`,
      );
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.exposeFunction("deliver_mail", (message: Outgoing) => smtp_send(server, message));
      await page.exposeFunction("report_result", (result: Result) => {
        results.push(result);
        print(result);
      });
      const page_origin = server.http_url.replace("127.0.0.1", "localhost");
      await page.goto(`${page_origin}/__test/`);
      await page.waitForFunction(() => "run_portable" in globalThis, undefined, { timeout: 10_000 });
      await page.evaluate(
        (url) =>
          (globalThis as unknown as { run_portable(url: string): Promise<unknown> }).run_portable(url).then(() => {}),
        server.http_url,
      );
      if (errors.length > 0) {
        const result = {
          suite: "page",
          name: "no uncaught errors in the page",
          ok: false,
          ms: 0,
          error: errors.join("\n"),
        };
        results.push(result);
        print(result);
      }

      for (const test of viewer_tests({ context, server, probes: mount.probes, shots })) {
        const t0 = performance.now();
        let result: Result;
        try {
          await test.fn();
          result = { suite: "viewer", name: test.name, ok: true, ms: performance.now() - t0 };
        } catch (error) {
          result = {
            suite: "viewer",
            name: test.name,
            ok: false,
            ms: performance.now() - t0,
            error: String((error as Error)?.stack ?? error),
          };
        }
        results.push(result);
        print(result);
      }
    } finally {
      await context.close();
    }
    const failed = results.filter((r) => !r.ok).length;
    console.log(`screenshot: ${join("dist", "browser", "viewer.png")}`);
    console.log(`test:browser took ${((performance.now() - started) / 1000).toFixed(1)}s`);
    console.log(`browser: ${results.length - failed} passed, ${failed} failed`);
    return failed === 0 && results.length > 0 ? 0 : 1;
  } finally {
    await Deno.remove(work, { recursive: true });
  }
}

if (import.meta.main) {
  try {
    Deno.exit(await test_browser());
  } catch (error) {
    console.error(`test:browser: FAILED: ${(error as Error)?.stack ?? error}`);
    Deno.exit(1);
  }
}
