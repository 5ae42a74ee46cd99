/**
 * The module graph of an entry point, as `deno info --json` reports it: the local files it
 * reaches and the packages it imports, each with the local file that imports it.
 * @module
 */

import { relative } from "node:path";
import { fileURLToPath } from "node:url";

/** An import of something that is not a local file. */
export interface ExternalImport {
  /** The local file (relative to the root) that imports it. */
  from: string;
  /** As written in the source: `html-to-text`, `node:path`, `jsr:@std/path`. */
  specifier: string;
  /** As resolved: `npm:/html-to-text@9.0.5`, `node:path`, `jsr:…`, `https://…`. */
  resolved: string;
}

/** What one entry reaches. */
export interface Graph {
  /** Local files, relative to the root, sorted. */
  files: string[];
  externals: ExternalImport[];
}

interface InfoModule {
  specifier: string;
  kind?: string;
  dependencies?: {
    specifier: string;
    code?: { specifier?: string };
    type?: { specifier?: string };
  }[];
}

/** Runs `deno info --json` on each of `entries` (paths relative to `root`) and answers the union. */
export async function module_graph(root: string, entries: string[]): Promise<Graph> {
  const documents = await Promise.all(entries.map(async (entry) => {
    const output = await new Deno.Command(Deno.execPath(), {
      args: ["info", "--json", entry],
      cwd: root,
      stdout: "piped",
      stderr: "piped",
    }).output();
    if (!output.success) throw new Error(`deno info ${entry} failed: ${new TextDecoder().decode(output.stderr)}`);
    return JSON.parse(new TextDecoder().decode(output.stdout));
  }));
  const files = new Set<string>();
  const externals = new Map<string, ExternalImport>();
  for (const document of documents) {
    for (const module of document.modules as InfoModule[]) {
      if (!module.specifier.startsWith("file:")) continue;
      const from = relative(root, fileURLToPath(module.specifier));
      files.add(from);
      for (const dependency of module.dependencies ?? []) {
        for (const resolved of [dependency.code?.specifier, dependency.type?.specifier]) {
          if (resolved === undefined || resolved.startsWith("file:")) continue;
          externals.set(`${from} ${dependency.specifier} ${resolved}`, {
            from,
            specifier: dependency.specifier,
            resolved,
          });
        }
      }
    }
  }
  return { files: [...files].sort(), externals: [...externals.values()] };
}

/** `npm:/html-to-text@9.0.5/sub` or `npm:html-to-text@9.0.5` → `{name, version}`. */
export function npm_package(resolved: string): { name: string; version: string } | undefined {
  const match = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)@([^/]+)/.exec(resolved);
  return match ? { name: match[1]!, version: match[2]! } : undefined;
}
