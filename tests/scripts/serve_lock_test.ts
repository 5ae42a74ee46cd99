import { expect } from "chai";
import { type Lockfile, npm_closure, serve_lock_text, subset_lock } from "../../scripts/serve_lock.ts";

const LOCK: Lockfile = {
  version: "5",
  specifiers: { "npm:hono@4.1.0": "4.1.0", "npm:vite@8.0.0": "8.0.0", "npm:mailer@2.0.0": "2.0.0" },
  npm: {
    "hono@4.1.0": { integrity: "h" },
    "mailer@2.0.0": { integrity: "m", dependencies: ["tslib", "mime@1.0.0"], optionalDependencies: ["@x/bin"] },
    "mime@1.0.0": { integrity: "m1" },
    "mime@2.0.0": { integrity: "m2" },
    "tslib@2.9.1": { integrity: "t" },
    "@x/bin@1.0.0_tslib@2.9.1": { integrity: "x", dependencies: ["tslib"] },
    "vite@8.0.0": { integrity: "v", dependencies: ["mime@2.0.0", "tslib"] },
  },
  workspace: { dependencies: ["npm:hono@4.1.0", "npm:vite@8.0.0", "npm:mailer@2.0.0"] },
};

Deno.test("npm_closure follows dependencies by name, by name@version and through peer suffixes", () => {
  expect(npm_closure(LOCK, ["mailer@2.0.0"])).to.deep.equal([
    "@x/bin@1.0.0_tslib@2.9.1",
    "mailer@2.0.0",
    "mime@1.0.0",
    "tslib@2.9.1",
  ]);
  expect(() => npm_closure(LOCK, ["mime"])).to.throw('"mime" names 2 packages');
});

Deno.test("subset_lock keeps the reached packages, their specifiers and the workspace, nothing else", () => {
  const lock = subset_lock(LOCK, ["hono@4.1.0"]);
  expect(lock).to.deep.equal({
    version: "5",
    specifiers: { "npm:hono@4.1.0": "4.1.0" },
    npm: { "hono@4.1.0": { integrity: "h" } },
    workspace: LOCK.workspace,
  });
});

Deno.test("src/server/serve.lock is deno.lock cut to what the server imports (deno task lock:serve writes it)", async () => {
  const expected = await serve_lock_text();
  expect(await Deno.readTextFile(new URL("../../src/server/serve.lock", import.meta.url))).to.equal(expected);
  const names = Object.keys(JSON.parse(expected).npm);
  for (const name of ["hono@4.13.19", "smtp-server@3.21.6", "redis@6.3.1"]) expect(names).to.include(name);
  for (
    const prefix of ["playwright", "@playwright/", "svelte", "@sveltejs/", "vite", "typescript", "chai", "core-js"]
  ) {
    expect(names.filter((n) => n.startsWith(prefix)), `the server does not import ${prefix}`).to.deep.equal([]);
  }
});
