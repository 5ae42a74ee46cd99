import { expect } from "chai";
import {
  type Lockfile,
  npm_closure,
  serve_config,
  serve_files,
  serve_lock,
  subset_lock,
} from "../../scripts/serve_lock.ts";

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

Deno.test("serve_config keeps the imports of the server's packages and unstable; serve_lock names just those", () => {
  const config = serve_config({
    unstable: ["kv"],
    imports: {
      hono: "npm:hono@4.1.0",
      "hono/cors": "npm:hono@4.1.0/cors",
      vite: "npm:vite@8.0.0",
      "x/": "npm:/mailer@2.0.0/",
    },
  }, ["hono@4.1.0", "mailer@2.0.0"]);
  expect(config).to.deep.equal({
    unstable: ["kv"],
    imports: { hono: "npm:hono@4.1.0", "hono/cors": "npm:hono@4.1.0/cors", "x/": "npm:/mailer@2.0.0/" },
  });
  const lock = serve_lock(LOCK, config);
  expect(lock.workspace).to.deep.equal({ dependencies: ["npm:hono@4.1.0", "npm:mailer@2.0.0"] });
  expect(Object.keys(lock.npm!)).to.deep.equal([
    "@x/bin@1.0.0_tslib@2.9.1",
    "hono@4.1.0",
    "mailer@2.0.0",
    "mime@1.0.0",
    "tslib@2.9.1",
  ]);
});

Deno.test("src/server/serve.json and serve.lock are deno.json and deno.lock cut to what the server imports (deno task lock:serve writes them)", async () => {
  const expected = await serve_files();
  expect(await Deno.readTextFile(new URL("../../src/server/serve.json", import.meta.url))).to.equal(expected.config);
  expect(await Deno.readTextFile(new URL("../../src/server/serve.lock", import.meta.url))).to.equal(expected.lock);
  const names = Object.keys(JSON.parse(expected.lock).npm);
  for (const name of ["hono@4.13.19", "postal-mime@4.0.0", "redis@6.3.1"]) expect(names).to.include(name);
  expect(names.filter((n) => n.startsWith("smtp-server")), "the server speaks SMTP itself").to.deep.equal([]);
  const imports = Object.keys(JSON.parse(expected.config).imports);
  for (
    const prefix of ["playwright", "@playwright/", "svelte", "@sveltejs/", "vite", "typescript", "chai", "core-js"]
  ) {
    expect(names.filter((n) => n.startsWith(prefix)), `the server does not import ${prefix}`).to.deep.equal([]);
    expect(imports.filter((n) => n.startsWith(prefix)), `serve.json maps no ${prefix}`).to.deep.equal([]);
  }
});
