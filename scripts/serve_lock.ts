/**
 * `deno task serve` downloads only what the server imports. Deno resolves every npm package of
 * the config's `imports` (and caches every package of the lockfile's snapshot) before it runs,
 * so with the project's `deno.json` and `deno.lock` a fresh machine fetched Playwright,
 * SvelteKit, Vite and TypeScript (143 packages) to serve mail. So the task runs with its own
 * config and lockfile: `src/server/serve.json` holds the `imports` of `deno.json` whose packages
 * the server's module graph reaches (and `unstable`), and `src/server/serve.lock` is `deno.lock`
 * cut down to those packages and what they depend on (same versions, same integrity), with the
 * workspace section naming the same imports (`--config src/server/serve.json
 * --lock=src/server/serve.lock --frozen`).
 *
 * `deno task lock:serve` writes both; `deno task lock:serve --check` fails when either is out of
 * date (`tests/scripts/serve_lock_test.ts` runs the check).
 * @module
 */

import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { module_graph, npm_package } from "./graph.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");
export const SERVE_ENTRY = "src/server/main.ts";
export const SERVE_LOCK = "src/server/serve.lock";
export const SERVE_CONFIG = "src/server/serve.json";

interface NpmEntry {
  integrity?: string;
  dependencies?: string[];
  optionalDependencies?: string[];
  [key: string]: unknown;
}

/** The parts of a `deno.lock` (version 5) this reads. */
export interface Lockfile {
  version: string;
  specifiers?: Record<string, string>;
  npm?: Record<string, NpmEntry>;
  [key: string]: unknown;
}

/** `@scope/name@1.2.3_peer@4` → `@scope/name`. */
function name_of(key: string): string {
  return key.slice(0, key.indexOf("@", 1));
}

/** The lockfile key a dependency reference names: `tslib` (the one version held) or `nodemailer@10.0.10`. */
function resolve(npm: Record<string, NpmEntry>, reference: string): string {
  if (npm[reference]) return reference;
  const versioned = reference.indexOf("@", 1) > 0;
  const found = Object.keys(npm).filter((key) =>
    versioned ? key.startsWith(`${reference}_`) : name_of(key) === reference
  );
  if (found.length !== 1) throw new Error(`deno.lock: "${reference}" names ${found.length} packages`);
  return found[0]!;
}

/** The lockfile keys `roots` (`name@version`) reach through their dependencies. */
export function npm_closure(lock: Lockfile, roots: string[]): string[] {
  const npm = lock.npm ?? {};
  const seen = new Set<string>();
  const queue = roots.map((root) => resolve(npm, root));
  while (queue.length) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = npm[key]!;
    for (const dependency of [...entry.dependencies ?? [], ...entry.optionalDependencies ?? []]) {
      queue.push(resolve(npm, dependency));
    }
  }
  return [...seen].sort();
}

/** `lock` with only the npm packages `roots` reach, and only the specifiers that name them. */
export function subset_lock(lock: Lockfile, roots: string[]): Lockfile {
  const keep = npm_closure(lock, roots);
  const npm = lock.npm ?? {};
  const specifiers = Object.fromEntries(
    Object.entries(lock.specifiers ?? {}).filter(([specifier, version]) => {
      const name = /^npm:((?:@[^/@]+\/)?[^/@]+)@/.exec(specifier)?.[1];
      return name !== undefined && keep.includes(`${name}@${version}`);
    }),
  );
  return { ...lock, specifiers, npm: Object.fromEntries(keep.map((key) => [key, npm[key]!])) };
}

/** The `name@version` of each npm package the server's own files import. */
export async function serve_roots(root = ROOT): Promise<string[]> {
  const graph = await module_graph(root, [SERVE_ENTRY]);
  const roots = new Set<string>();
  for (const external of graph.externals) {
    const found = npm_package(external.resolved);
    if (found) roots.add(`${found.name}@${found.version}`);
  }
  return [...roots].sort();
}

/** The `name@version` an import's target names (`npm:hono@4.1.0/cors`, `npm:/@x/y@1.0.0/`), or `undefined`. */
function import_package(target: string): string | undefined {
  const match = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)@([^/]+)/.exec(target);
  return match ? `${match[1]}@${match[2]}` : undefined;
}

/** The serve config: `deno.json`'s `unstable` and the `imports` whose package is one of `roots`. */
export function serve_config(config: { imports?: Record<string, string>; unstable?: string[] }, roots: string[]) {
  const imports = Object.fromEntries(
    Object.entries(config.imports ?? {}).filter(([, target]) => roots.includes(import_package(target) ?? "")),
  );
  return { ...(config.unstable ? { unstable: config.unstable } : {}), imports };
}

/** `lock` cut to what `config`'s imports reach, its workspace naming just those imports. */
export function serve_lock(lock: Lockfile, config: { imports: Record<string, string> }): Lockfile {
  const packages = [...new Set(Object.values(config.imports).map(import_package).filter((p) => p !== undefined))];
  const dependencies = packages.map((p) => `npm:${p}`).sort();
  return { ...subset_lock(lock, packages), workspace: { dependencies } };
}

/** The texts `src/server/serve.json` and `src/server/serve.lock` should hold. */
export async function serve_files(root = ROOT): Promise<{ config: string; lock: string }> {
  const lock = JSON.parse(await Deno.readTextFile(join(root, "deno.lock"))) as Lockfile;
  const deno_json = JSON.parse(await Deno.readTextFile(join(root, "deno.json")));
  const config = serve_config(deno_json, await serve_roots(root));
  return {
    config: `${JSON.stringify(config, null, 2)}\n`,
    lock: `${JSON.stringify(serve_lock(lock, config), null, 2)}\n`,
  };
}

if (import.meta.main) {
  const files = await serve_files();
  const targets = [[SERVE_CONFIG, files.config], [SERVE_LOCK, files.lock]] as const;
  if (Deno.args.includes("--check")) {
    for (const [path, text] of targets) {
      const current = await Deno.readTextFile(join(ROOT, path)).catch(() => "");
      if (current !== text) {
        console.error(`${path} is out of date with deno.json and deno.lock: run deno task lock:serve`);
        Deno.exit(1);
      }
    }
    console.log(`${SERVE_LOCK}: ${Object.keys(JSON.parse(files.lock).npm).length} npm packages, up to date`);
  } else {
    for (const [path, text] of targets) await Deno.writeTextFile(join(ROOT, path), text);
    console.log(
      `wrote ${SERVE_CONFIG} and ${SERVE_LOCK}: ${Object.keys(JSON.parse(files.lock).npm).length} npm packages`,
    );
  }
}
