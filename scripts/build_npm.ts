/**
 * `deno task build:npm`: the npm package in `dist/npm/` — ESM JavaScript and `.d.ts` from the
 * same sources, `package.json` whose `exports` mirror `deno.json`, the `inbox` bin, the
 * dependencies the library entries reach, README and LICENSE.
 *
 * It refuses to build when Deno-only code is reachable from a library entry (a `Deno` global,
 * a `jsr:`, `node:` or URL import, the server or the CLI), or when a library entry does not
 * type-check against the web platform alone (ES2023 + DOM, no Deno or Node types). The
 * entries in `NODE_ENTRIES` open sockets, so they may import `node:` built-ins (which Deno,
 * Node and Bun all have) and are compiled with Node's types; everything else holds for them.
 * @module
 */

import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { deno_references, type Finding, foreign_imports, server_files } from "./deno_free.ts";
import { DENO_ONLY_ENTRIES, export_drift, npm_exports, read_deno_json } from "./exports.ts";
import { module_graph, npm_package } from "./graph.ts";
import { compile, DOM_LIBS } from "./tsc.ts";
import ts from "typescript";
import { caret_ranges, package_links, relink_declaration_maps, repository_url } from "./npm_meta.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");
const OUT = join(ROOT, "dist", "npm");
const STAGE = join(ROOT, "dist", ".build");
const CLI = "src/cli/main.ts";
/** Types for compiling the CLI's `node:` imports; the oldest Node the package supports. */
const TYPES_NODE = "20.19.43";
/** Entries that may use `node:` built-ins: `smtp.ts` opens its sockets with `node:net` / `node:tls`. */
const NODE_ENTRIES = new Set(["smtp.ts"]);

/** What a build made. */
export interface Built {
  dir: string;
  name: string;
  version: string;
  dependencies: Record<string, string>;
  files: number;
  bytes: number;
}

/** Builds `dist/npm/`; throws with every problem found. */
export async function build_npm(log: (line: string) => void = console.log): Promise<Built> {
  const started = performance.now();
  const deno = await read_deno_json(ROOT);
  // The Deno-only entries (the in-process server) are left out of the package.
  const all_entries = Object.values(deno.exports).filter((path) => !DENO_ONLY_ENTRIES.has(path))
    .map((path) => path.replace(/^\.\//, ""));
  const entries = all_entries.filter((entry) => !NODE_ENTRIES.has(entry));
  const node_entries = all_entries.filter((entry) => NODE_ENTRIES.has(entry));

  const [library, node_library, cli] = await Promise.all([
    module_graph(ROOT, entries),
    module_graph(ROOT, node_entries),
    module_graph(ROOT, [CLI]),
  ]);
  const findings: Finding[] = [
    ...server_files(library.files),
    ...server_files(node_library.files),
    ...foreign_imports(library.externals),
    ...foreign_imports(node_library.externals, true),
    ...foreign_imports(cli.externals, true),
  ];
  for (const file of new Set([...library.files, ...node_library.files, ...cli.files])) {
    findings.push(...deno_references(file, await Deno.readTextFile(join(ROOT, file))));
  }
  if (findings.length > 0) {
    const lines = findings.map((f) => `  ${f.file}${f.line ? `:${f.line}` : ""} ${f.what}`);
    throw new Error(`Deno-only code is reachable from the npm package:\n${lines.join("\n")}`);
  }

  const dependencies: Record<string, string> = {};
  const type_packages: Record<string, string> = { "@types/node": TYPES_NODE };
  for (const { resolved } of [...library.externals, ...node_library.externals, ...cli.externals]) {
    const pkg = npm_package(resolved);
    if (!pkg) continue;
    if (pkg.name.startsWith("@types/")) type_packages[pkg.name] = pkg.version;
    else dependencies[pkg.name] = pkg.version;
  }
  await stage(dependencies, type_packages, log);

  const dom = compile({ root: ROOT, entries, stage: STAGE, lib: DOM_LIBS });
  if (dom.length > 0) {
    throw new Error(`the library entries do not type-check against ES2023 + DOM alone:\n${dom.join("")}`);
  }

  await Deno.remove(OUT, { recursive: true }).catch(() => {});
  // `import.meta.main` (the CLI's "run when executed") is Deno's; on Node 20 it is undefined.
  const ambient = join(STAGE, "import_meta.d.ts");
  await Deno.writeTextFile(ambient, "interface ImportMeta {\n  main?: boolean;\n}\n");
  const emitted = compile({
    root: ROOT,
    entries: [...entries, ...node_entries, CLI],
    stage: STAGE,
    lib: DOM_LIBS,
    types: ["node"],
    ambient: [ambient],
    out_dir: join(OUT, "esm"),
  });
  if (emitted.length > 0) throw new Error(`TypeScript could not build the package:\n${emitted.join("")}`);

  await check_declaration_imports(dependencies);
  const maps = await relink_declaration_maps(ROOT, join(OUT, "esm"), join(OUT, "ts"));
  await Deno.mkdir(join(OUT, "bin"), { recursive: true });
  const bin = join(OUT, "bin", "inbox.js");
  await Deno.writeTextFile(
    bin,
    `#!/usr/bin/env node\nimport { cli } from "../esm/${CLI.replace(/\.ts$/, ".js")}";\n\nawait cli();\n`,
  );
  await Deno.chmod(bin, 0o755);

  const package_json = {
    name: deno.name,
    version: deno.version,
    description: await description(),
    license: deno.license ?? "MIT",
    ...package_links(await repository_url(ROOT)),
    type: "module",
    exports: npm_exports(deno.exports),
    bin: { inbox: "./bin/inbox.js" },
    files: ["esm", "bin", "ts"],
    engines: { node: ">=20" },
    sideEffects: false,
    dependencies: caret_ranges(sorted(dependencies)),
    keywords: ["email", "inbox", "testing", "smtp", "resend", "sendgrid", "mailgun", "postmark", "webhooks"],
  };
  await Deno.writeTextFile(join(OUT, "package.json"), `${JSON.stringify(package_json, null, 2)}\n`);
  await Deno.copyFile(join(ROOT, "README.md"), join(OUT, "README.md"));
  await Deno.copyFile(join(ROOT, "LICENSE"), join(OUT, "LICENSE"));

  const drift = export_drift(deno.exports, package_json.exports);
  for (const target of Object.values(package_json.exports)) {
    for (const path of typeof target === "string" ? [target] : [target.types, target.default]) {
      if (!(await exists(join(OUT, path)))) drift.push(`${path} is exported but was not built`);
    }
  }
  if (drift.length > 0) throw new Error(`package.json exports drifted from deno.json:\n  ${drift.join("\n  ")}`);

  const { files, bytes } = await measure(OUT);
  log(
    `built ${deno.name}@${deno.version} in ${relative(ROOT, OUT)}/: ${files} files, ${
      (bytes / 1024).toFixed(0)
    } KiB, ` +
      `dependencies ${JSON.stringify(package_json.dependencies)}, ${maps} declaration maps, ${
        ((performance.now() - started) / 1000).toFixed(1)
      }s`,
  );
  return { dir: OUT, name: deno.name, version: deno.version, dependencies: package_json.dependencies, files, bytes };
}

/** npm installs what the compiler needs to resolve bare specifiers, once per set of versions. */
async function stage(
  dependencies: Record<string, string>,
  type_packages: Record<string, string>,
  log: (line: string) => void,
): Promise<void> {
  const manifest = `${
    JSON.stringify(
      { private: true, dependencies: sorted({ ...dependencies, ...type_packages }) },
      null,
      2,
    )
  }\n`;
  const path = join(STAGE, "package.json");
  const current = await Deno.readTextFile(path).catch(() => "");
  if (current === manifest && await exists(join(STAGE, "node_modules"))) return;
  await Deno.mkdir(STAGE, { recursive: true });
  await Deno.writeTextFile(path, manifest);
  log(`npm install in ${relative(ROOT, STAGE)}/ (types for the compiler)`);
  const output = await new Deno.Command("npm", {
    args: ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--no-package-lock", "--loglevel=error"],
    cwd: STAGE,
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!output.success) {
    await Deno.remove(path);
    throw new Error(`npm install failed in ${STAGE}:\n${new TextDecoder().decode(output.stderr)}`);
  }
}

/** A `.d.ts` that imports a package the package does not depend on would break users' builds. */
async function check_declaration_imports(dependencies: Record<string, string>): Promise<void> {
  const missing: string[] = [];
  for await (const file of walk(join(OUT, "esm"))) {
    if (!file.endsWith(".d.ts")) continue;
    const { importedFiles } = ts.preProcessFile(await Deno.readTextFile(file), true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (specifier.startsWith(".")) continue;
      if (specifier.startsWith("node:") && /\/src\/(cli|providers\/smtp)\/|\/esm\/smtp\.d\.ts$/.test(file)) continue;
      const name = specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
      if (!(name in dependencies)) missing.push(`${relative(OUT, file)} imports "${specifier}"`);
    }
  }
  if (missing.length > 0) {
    throw new Error(`declarations import packages that are not dependencies:\n  ${missing.join("\n  ")}`);
  }
}

async function description(): Promise<string> {
  const readme = await Deno.readTextFile(join(ROOT, "README.md"));
  return readme.split("\n").find((line) => line.trim() && !line.startsWith("#"))!.trim();
}

function sorted(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

async function exists(path: string): Promise<boolean> {
  return await Deno.stat(path).then(() => true, () => false);
}

async function* walk(dir: string): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory) yield* walk(path);
    else yield path;
  }
}

async function measure(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for await (const file of walk(dir)) {
    files++;
    bytes += (await Deno.stat(file)).size;
  }
  return { files, bytes };
}

if (import.meta.main) {
  try {
    await build_npm();
  } catch (error) {
    console.error(`build:npm: ${(error as Error).message}`);
    Deno.exit(1);
  }
}
