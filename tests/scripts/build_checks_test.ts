import { expect } from "chai";
import { deno_references, foreign_imports, server_files } from "../../scripts/deno_free.ts";
import { export_drift, npm_exports } from "../../scripts/exports.ts";
import { npm_package } from "../../scripts/graph.ts";

Deno.test("deno_references finds uses of the Deno global, not feature detection through a property", () => {
  const source = [
    "interface Runtime { Deno?: { env?: { get(n: string): string | undefined } } }",
    "const runtime = globalThis as Runtime;",
    "export const a = runtime.Deno?.env?.get('X');",
    "export const b = Deno.env.get('Y');",
    "export const c: Deno.NetAddr | undefined = undefined;",
    "const o = { Deno: 1 };",
    "// Deno.exit() in a comment is fine",
  ].join("\n");
  const found = deno_references("x.ts", source).map((f) => f.line);
  expect(found).to.deep.equal([4, 5]);
});

Deno.test("foreign_imports allows pinned npm packages, and node: built-ins only for the CLI", () => {
  const externals = [
    { from: "src/a.ts", specifier: "html-to-text", resolved: "npm:/html-to-text@9.0.5" },
    { from: "src/b.ts", specifier: "node:path", resolved: "node:path" },
    { from: "src/c.ts", specifier: "jsr:@std/path", resolved: "jsr:@std/path@1.0.0" },
    { from: "src/d.ts", specifier: "https://deno.land/x/y.ts", resolved: "https://deno.land/x/y.ts" },
  ];
  expect(foreign_imports(externals).map((f) => f.file)).to.deep.equal(["src/b.ts", "src/c.ts", "src/d.ts"]);
  expect(foreign_imports(externals, true).map((f) => f.file)).to.deep.equal(["src/c.ts", "src/d.ts"]);
});

Deno.test("server_files flags the server and the CLI reached from a library entry", () => {
  expect(server_files(["src/send/a.ts", "src/server/http/app.ts", "src/cli/main.ts"]).map((f) => f.file)).to.deep.equal(
    [
      "src/server/http/app.ts",
      "src/cli/main.ts",
    ],
  );
});

Deno.test("npm exports are derived from deno.json exports, and export_drift names every difference", () => {
  const deno = { ".": "./mod.ts", "./inbox": "./inbox.ts" };
  const npm = npm_exports(deno);
  expect(npm).to.deep.equal({
    ".": { types: "./esm/mod.d.ts", default: "./esm/mod.js" },
    "./inbox": { types: "./esm/inbox.d.ts", default: "./esm/inbox.js" },
    "./package.json": "./package.json",
  });
  expect(export_drift(deno, npm)).to.deep.equal([]);
  // The Deno-only in-process server is left out of the npm package, and that is no drift.
  const with_server = { ...deno, "./server": "./server.ts" };
  expect(npm_exports(with_server)).to.deep.equal(npm);
  expect(export_drift(with_server, npm)).to.deep.equal([]);
  const drifted = { ...npm, "./kit": { types: "./esm/kit.d.ts", default: "./esm/kit.js" } } as typeof npm;
  delete drifted["./inbox"];
  drifted["."] = { types: "./esm/mod.d.ts", default: "./esm/index.js" };
  expect(export_drift(deno, drifted)).to.deep.equal([
    `".": deno.json means {"types":"./esm/mod.d.ts","default":"./esm/mod.js"}, package.json has {"types":"./esm/mod.d.ts","default":"./esm/index.js"}`,
    `deno.json exports "./inbox", which package.json does not`,
    `package.json exports "./kit", which deno.json does not`,
  ]);
});

Deno.test("npm_package reads names and versions from resolved npm specifiers", () => {
  expect(npm_package("npm:/html-to-text@9.0.5")).to.deep.equal({ name: "html-to-text", version: "9.0.5" });
  expect(npm_package("npm:@types/html-to-text@9.0.4/index.d.ts")).to.deep.equal({
    name: "@types/html-to-text",
    version: "9.0.4",
  });
  expect(npm_package("node:path")).to.equal(undefined);
});
