/**
 * `deno task serve` downloads what its lockfile names: Deno caches every npm package of the
 * lockfile's snapshot before it runs, so with the project's `deno.lock` a fresh machine fetched
 * Playwright, SvelteKit, Vite and TypeScript (143 packages) to serve mail. `src/server/serve.lock`
 * is `deno.lock` cut down to the packages the server's module graph reaches (same versions, same
 * integrity), and the task runs with `--lock=src/server/serve.lock --frozen`.
 *
 * `deno task lock:serve` writes it; `deno task lock:serve --check` fails when it is out of date
 * (`tests/scripts/serve_lock_test.ts` runs the check).
 * @module
 */

import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { module_graph, npm_package } from "./graph.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");
export const SERVE_ENTRY = "src/server/main.ts";
export const SERVE_LOCK = "src/server/serve.lock";

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

/** The text `src/server/serve.lock` should hold. */
export async function serve_lock_text(root = ROOT): Promise<string> {
  const lock = JSON.parse(await Deno.readTextFile(join(root, "deno.lock"))) as Lockfile;
  return `${JSON.stringify(subset_lock(lock, await serve_roots(root)), null, 2)}\n`;
}

if (import.meta.main) {
  const text = await serve_lock_text();
  const path = join(ROOT, SERVE_LOCK);
  if (Deno.args.includes("--check")) {
    const current = await Deno.readTextFile(path).catch(() => "");
    if (current !== text) {
      console.error(`${SERVE_LOCK} is out of date with deno.lock: run deno task lock:serve`);
      Deno.exit(1);
    }
    console.log(`${SERVE_LOCK}: ${Object.keys(JSON.parse(text).npm).length} npm packages, up to date`);
  } else {
    await Deno.writeTextFile(path, text);
    console.log(`wrote ${SERVE_LOCK}: ${Object.keys(JSON.parse(text).npm).length} npm packages`);
  }
}
