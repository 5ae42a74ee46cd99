/**
 * `deno task test:node`: the npm package as users get it. Builds `dist/npm/`, packs it, installs
 * the tarball by name into a fresh project with npm, bundles the portable suites, starts the
 * reference server (Deno, in a subprocess: Node 20 cannot run it) and runs `node --test` on
 * `tests/node/*.mjs` there.
 * @module
 */

import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build_npm } from "./build_npm.ts";
import { spawn_server } from "./serve.ts";
import { bundle } from "./bundle.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");
const TESTS = join(ROOT, "tests", "node");

/** Runs a command to its end with inherited output; throws when it fails. */
async function sh(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<void> {
  const status = await new Deno.Command(cmd, { args, cwd, env, stdin: "null", stdout: "inherit", stderr: "inherit" })
    .spawn().status;
  if (!status.success) throw new Error(`${cmd} ${args.join(" ")} failed with exit code ${status.code}`);
}

async function output(cmd: string, args: string[], cwd: string): Promise<string> {
  const out = await new Deno.Command(cmd, { args, cwd, stdin: "null", stdout: "piped", stderr: "inherit" }).output();
  if (!out.success) throw new Error(`${cmd} ${args.join(" ")} failed`);
  return new TextDecoder().decode(out.stdout).trim();
}

/** The versions of the tools the test project needs, from deno.json's import map (one list). */
async function pinned(name: string): Promise<string> {
  const { imports } = JSON.parse(await Deno.readTextFile(join(ROOT, "deno.json")));
  const version = /@([^@/]+)$/.exec(imports[name] ?? "")?.[1];
  if (!version) throw new Error(`deno.json does not pin ${name}`);
  return version;
}

/** Copies `from` into `to`, files whose name `keep` accepts. */
async function copy_tree(from: string, to: string, keep: (name: string) => boolean): Promise<void> {
  await Deno.mkdir(to, { recursive: true });
  for await (const entry of Deno.readDir(from)) {
    if (entry.isDirectory) await copy_tree(join(from, entry.name), join(to, entry.name), keep);
    else if (keep(entry.name)) await Deno.copyFile(join(from, entry.name), join(to, entry.name));
  }
}

export async function test_node(): Promise<number> {
  const started = performance.now();
  const built = await build_npm();
  const project = await Deno.makeTempDir({ prefix: "service-mail-node-" });
  try {
    const tarball = join(project, await output("npm", ["pack", "--silent", "--pack-destination", project], built.dir));
    await Deno.writeTextFile(
      join(project, "package.json"),
      JSON.stringify({
        private: true,
        type: "module",
        dependencies: {
          [built.name]: `file:${tarball}`,
          typescript: await pinned("typescript"),
          "@playwright/test": await pinned("@playwright/test"),
          nodemailer: await pinned("nodemailer"),
          // The SvelteKit example's toolchain, as its package.json names it.
          ...JSON.parse(await Deno.readTextFile(join(ROOT, "examples", "sveltekit", "package.json"))).devDependencies,
        },
      }),
    );
    console.log(`npm install ${basename(tarball)} in ${project}`);
    await sh("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], project);
    await bundle(join(ROOT, "tests", "portable", "mod.ts"), join(project, "portable.js"));
    const files: string[] = [];
    for await (const entry of Deno.readDir(TESTS)) {
      if (!entry.name.endsWith(".mjs")) continue;
      await Deno.copyFile(join(TESTS, entry.name), join(project, entry.name));
      if (!entry.name.startsWith("_") && entry.name !== "send_code.mjs") files.push(entry.name);
    }
    await copy_tree(
      join(ROOT, "examples", "sveltekit"),
      join(project, "sveltekit"),
      (name) => !name.endsWith("_test.ts"),
    );
    await Deno.mkdir(join(project, "playwright"));
    for await (const entry of Deno.readDir(join(ROOT, "examples", "playwright"))) {
      await Deno.copyFile(join(ROOT, "examples", "playwright", entry.name), join(project, "playwright", entry.name));
    }
    const secret = crypto.randomUUID();
    await using server = await spawn_server([], { SERVICE_INGEST_SECRET: secret });
    // A second server in catch-all mode, for examples/playwright/catch_all.spec.ts.
    const catch_all_token = `cat_${crypto.randomUUID().replaceAll("-", "")}`;
    await using catcher = await spawn_server(["--catch-all"], { SERVICE_CATCH_ALL_TOKEN: catch_all_token });
    // A third with STARTTLS (a certificate made at start) and one SMTP login, for smtp() on Node (smtp.mjs).
    const smtp_login = `app:${crypto.randomUUID()}`;
    await using secured = await spawn_server(["--tls-self-signed"], { SERVICE_SMTP_AUTH: smtp_login });
    console.log(
      `reference server: ${server.http_url} (Deno subprocess); node ${await output("node", ["--version"], project)}`,
    );
    const status = await new Deno.Command("node", {
      args: ["--test", "--test-reporter=spec", ...files.sort()],
      cwd: project,
      env: {
        SERVICE_INBOX_URL: server.http_url,
        SMTP_URL: server.smtp_url,
        SERVICE_INGEST_SECRET: secret,
        CATCH_ALL_URL: catcher.http_url,
        CATCH_ALL_SMTP_URL: catcher.smtp_url,
        CATCH_ALL_TOKEN: catch_all_token,
        TLS_URL: secured.http_url,
        TLS_SMTP_URL: secured.smtp_url,
        TLS_SMTP_LOGIN: smtp_login,
        REPO_ROOT: ROOT,
        DENO: Deno.execPath(),
      },
      stdin: "null",
      stdout: "inherit",
      stderr: "inherit",
    }).spawn().status;
    console.log(
      `test:node ${status.success ? "passed" : "FAILED"} in ${((performance.now() - started) / 1000).toFixed(1)}s`,
    );
    return status.code;
  } finally {
    await Deno.remove(project, { recursive: true });
  }
}

if (import.meta.main) {
  try {
    Deno.exit(await test_node());
  } catch (error) {
    console.error(`test:node: ${(error as Error).message}`);
    Deno.exit(1);
  }
}
