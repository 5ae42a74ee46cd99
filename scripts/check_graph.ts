/**
 * `deno task check:graph`: the house rules, checked on the module graph that `deno info --json`
 * reports (static and dynamic imports, types included):
 *
 * 1. no import cycle between files;
 * 2. each room imports only the rooms it may (`ROOMS` below): every room may use `core`, none
 *    borrows another room's helpers, `send` knows no provider, the inbox service and the account
 *    API never import each other, `http` and `db` serve both and import neither;
 * 3. the library entries reach no file of `src/server` or `src/cli`, none of their files refers
 *    to the global `Deno` (`Deno.env`, `new Deno.Command`, the type `Deno.Kv`: read from the
 *    syntax tree, so comments and strings do not count), and none imports what only a runtime
 *    resolves (`node:`, `jsr:`, a URL) — except that `smtp.ts` may use `node:` built-ins;
 * 4. no source file is longer than 400 lines.
 *
 *   deno task check:graph [--root DIR]
 * @module
 */

import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { deno_references } from "./deno_free.ts";

/** The largest source file, in lines. */
export const MAX_LINES = 400;

/** The entries a library user imports. */
export const LIBRARY_ENTRIES = ["mod.ts", "inbox.ts", "webhooks.ts", "kit.ts", "mock.ts", "extract.ts", "smtp.ts"];

/** The library entries that may import `node:` built-ins: `smtp.ts` opens sockets with `node:net` / `node:tls`. */
export const NODE_ENTRIES = ["smtp.ts"];

/**
 * Which rooms each room may import, besides itself. A room is `src/<name>` or, inside the
 * server, `src/server/<name>`; `src/server` itself is the wiring (`main.ts`, `service.ts`).
 * An entry `room:path` allows that one file of the room only.
 */
export const ROOMS: Record<string, string[]> = {
  "core": [],
  "extract": ["core"],
  "inbox": ["core", "extract"],
  "send": ["core", "extract"],
  "webhooks": ["core", "extract", "providers:src/providers/list.ts"],
  "mime": ["core"],
  "providers": ["core", "extract", "mime", "send", "webhooks"],
  "kit": ["core", "send", "webhooks", "providers"],
  "mcp": ["core", "extract", "inbox"],
  "cli": ["core", "extract", "inbox", "webhooks", "mcp"],
  "server/http": ["core"],
  "server/db": ["core"],
  "server/inbox": ["core", "extract", "inbox", "server/http", "server/db"],
  "server/account": [
    "core",
    "extract",
    "send",
    "webhooks",
    "providers:src/providers/account/wire.ts",
    "providers:src/providers/account/wire_schedules.ts",
    "server/http",
    "server/db",
  ],
  "server": ["core", "extract", "inbox", "mcp", "server/http", "server/db", "server/inbox", "server/account"],
};

/** The room of a source file, or `null` outside `src/`. */
export function room_of(file: string): string | null {
  const parts = file.split("/");
  if (parts[0] !== "src" || parts.length < 3) return null;
  if (parts[1] === "server") return parts.length > 3 ? `server/${parts[2]}` : "server";
  return parts[1]!;
}

/**
 * Import edges `[from, to]` of the local files reached from `entries` (paths relative to `root`):
 * to another local file, or to an import only a runtime resolves, as resolved (`node:net`,
 * `jsr:…`, `https://…`). npm packages are left out.
 */
export async function local_edges(root: string, entries: string[]): Promise<[string, string][]> {
  const edges = new Set<string>();
  const seen = new Set<string>();
  const documents = await Promise.all(entries.map(async (entry) => {
    const output = await new Deno.Command(Deno.execPath(), {
      args: ["info", "--json", entry],
      cwd: root,
      stdout: "piped",
      stderr: "piped",
    }).output();
    if (!output.success) throw new Error(`deno info ${entry} failed: ${new TextDecoder().decode(output.stderr)}`);
    return JSON.parse(new TextDecoder().decode(output.stdout)) as {
      modules: {
        specifier: string;
        dependencies?: { code?: { specifier?: string }; type?: { specifier?: string } }[];
      }[];
    };
  }));
  for (const document of documents) {
    for (const module of document.modules) {
      if (!module.specifier.startsWith("file:")) continue;
      const from = relative(root, fileURLToPath(module.specifier));
      seen.add(from);
      for (const dependency of module.dependencies ?? []) {
        for (const target of [dependency.code?.specifier, dependency.type?.specifier]) {
          if (target?.startsWith("file:")) edges.add(`${from}\n${relative(root, fileURLToPath(target))}`);
          else if (target !== undefined && !target.startsWith("npm:")) edges.add(`${from}\n${target}`);
        }
      }
    }
  }
  return [...edges].map((edge) => edge.split("\n") as [string, string]);
}

/** Import cycles, each as its files in order (Tarjan's strongly connected components). */
export function cycles(edges: [string, string][]): string[][] {
  const next = new Map<string, string[]>();
  for (const [from, to] of edges) {
    if (from === to) continue;
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on_stack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (start: string) => {
    // Iterative, so a long chain of imports cannot overflow the call stack.
    const work: [string, number][] = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    on_stack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const [node, at] = top;
      const targets = next.get(node) ?? [];
      if (at < targets.length) {
        top[1]++;
        const target = targets[at]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          on_stack.add(target);
          work.push([target, 0]);
        } else if (on_stack.has(target)) {
          low.set(node, Math.min(low.get(node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]![0];
        low.set(parent, Math.min(low.get(parent)!, low.get(node)!));
      }
      if (low.get(node) === index.get(node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          on_stack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) found.push(component.reverse());
      }
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Imports that cross from one room into a room it may not use. */
export function room_violations(edges: [string, string][], rooms: Record<string, string[]> = ROOMS): string[] {
  const out: string[] = [];
  for (const [from, to] of edges) {
    const a = room_of(from);
    const b = room_of(to);
    if (a === null || b === null || a === b) continue;
    const allowed = rooms[a];
    if (allowed === undefined) {
      out.push(`${from}: the room ${a} is not in the room list (scripts/check_graph.ts)`);
      continue;
    }
    if (allowed.includes(b) || allowed.includes(`${b}:${to}`)) continue;
    out.push(`${from} imports ${to}: ${a} may not import ${b}`);
  }
  return out;
}

/**
 * Library files that reach the server or the CLI, refer to the global `Deno`, or import what only
 * a runtime resolves (`node:` built-ins are allowed from `NODE_ENTRIES`).
 */
export async function library_violations(root: string, edges: [string, string][]): Promise<string[]> {
  const next = new Map<string, string[]>();
  for (const [from, to] of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const out: string[] = [];
  const uses_deno = new Map<string, boolean>();
  for (const entry of LIBRARY_ENTRIES) {
    const seen = new Set([entry]);
    const queue = [entry];
    while (queue.length > 0) {
      const file = queue.shift()!;
      for (const to of next.get(file) ?? []) {
        if (seen.has(to)) continue;
        seen.add(to);
        if (to.startsWith("src/server/") || to.startsWith("src/cli/")) {
          out.push(`${entry} reaches ${to} (through ${file}): library entries may not use the server or the CLI`);
        } else if (to.startsWith("node:")) {
          if (!NODE_ENTRIES.includes(entry)) {
            out.push(
              `${entry} reaches ${to} (through ${file}): only ${NODE_ENTRIES.join(", ")} may use node: built-ins`,
            );
          }
        } else if (!is_local(to)) {
          out.push(
            `${entry} reaches ${to} (through ${file}): library entries import local files and npm packages only`,
          );
        } else {
          queue.push(to);
        }
      }
    }
    for (const file of seen) {
      if (!is_local(file) || file.startsWith("src/server/") || file.startsWith("src/cli/")) continue;
      if (!uses_deno.has(file)) {
        const text = await Deno.readTextFile(`${root}/${file}`).catch(() => "");
        uses_deno.set(file, deno_references(file, text).length > 0);
      }
      if (uses_deno.get(file)) out.push(`${file} (reached from ${entry}) uses Deno.*: library code is web standard`);
    }
  }
  return [...new Set(out)];
}

/** Whether an edge's target is a file of the tree (a relative path), not `node:…`, `jsr:…` or a URL. */
function is_local(target: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(target);
}

/** Source files longer than `MAX_LINES`. */
export async function long_files(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for await (const entry of Deno.readDir(`${root}/${dir}`)) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory) await walk(path);
      else if (/\.(ts|js|css)$/.test(entry.name)) {
        const lines = (await Deno.readTextFile(`${root}/${path}`)).split("\n").length - 1;
        if (lines > MAX_LINES) out.push(`${path} has ${lines} lines (at most ${MAX_LINES})`);
      }
    }
  };
  await walk("src");
  return out.sort();
}

/** Every source file under `src/` (each is also an entry, so files no entry reaches are checked too). */
async function source_files(root: string, dir = "src"): Promise<string[]> {
  const out: string[] = [];
  for await (const entry of Deno.readDir(`${root}/${dir}`)) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory) out.push(...await source_files(root, path));
    else if (entry.name.endsWith(".ts")) out.push(path);
  }
  return out;
}

/** Runs every rule on the tree at `root`; answers the problems found, one line each. */
export async function check_graph(root: string): Promise<string[]> {
  const mains = ["src/server/main.ts", "src/cli/main.ts"];
  const entries = [...LIBRARY_ENTRIES, ...mains].filter((entry) => exists(`${root}/${entry}`));
  const edges = await local_edges(root, entries);
  // Then the files no entry reaches (tools, workers), so their imports are checked too.
  const reached = new Set(edges.flat());
  const rest = (await source_files(root)).filter((file) => !reached.has(file));
  for (let i = 0; i < rest.length; i += 8) edges.push(...await local_edges(root, rest.slice(i, i + 8)));
  return [
    ...cycles(edges).map((cycle) => `import cycle: ${[...cycle, cycle[0]].join(" → ")}`),
    ...room_violations(edges),
    ...await library_violations(root, edges),
    ...await long_files(root),
  ];
}

function exists(path: string): boolean {
  try {
    Deno.statSync(path);
    return true;
  } catch {
    return false;
  }
}

if (import.meta.main) {
  const { values } = parseArgs({ args: Deno.args, options: { root: { type: "string" } } });
  const root = values.root ?? fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");
  const problems = await check_graph(root);
  for (const problem of problems) console.log(problem);
  if (problems.length > 0) {
    console.log(`check:graph: ${problems.length} problem(s)`);
    Deno.exit(1);
  }
  console.log("check:graph: no cycles, every import within its room's rules, library entries web-standard");
}
