/**
 * One list of entry points: `deno.json#exports`. The npm `package.json#exports` is derived from
 * it, and `export_drift` says where a built package no longer matches it.
 * @module
 */

/** The parts of `deno.json` the build reads. */
export interface DenoJson {
  name: string;
  version: string;
  license?: string;
  exports: Record<string, string>;
  imports?: Record<string, string>;
}

/** A conditional export of the npm package. */
export interface NpmExport {
  types: string;
  default: string;
}

/** Reads `deno.json` at `root`. */
export async function read_deno_json(root: string): Promise<DenoJson> {
  const json = JSON.parse(await Deno.readTextFile(`${root}/deno.json`));
  if (typeof json.exports === "string") json.exports = { ".": json.exports };
  return json;
}

/**
 * Entries that run on Deno only and so are not in the npm package: `server.ts` starts the server
 * in-process, on `Deno.serve` and Deno KV.
 */
export const DENO_ONLY_ENTRIES: ReadonlySet<string> = new Set(["./server.ts"]);

/** `./mod.ts` → `./esm/mod.js` (and `.d.ts` for types). */
export function npm_export(source: string): NpmExport {
  const stem = source.replace(/^\.\//, "").replace(/\.ts$/, "");
  return { types: `./esm/${stem}.d.ts`, default: `./esm/${stem}.js` };
}

/** `package.json#exports` for `deno.json#exports`, in the same order, without the Deno-only entries. */
export function npm_exports(exports: Record<string, string>): Record<string, NpmExport | string> {
  const out: Record<string, NpmExport | string> = {};
  for (const [key, source] of Object.entries(exports)) {
    if (!DENO_ONLY_ENTRIES.has(source)) out[key] = npm_export(source);
  }
  out["./package.json"] = "./package.json";
  return out;
}

/**
 * Differences between `deno.json#exports` and a built `package.json#exports`, one line each;
 * empty when they agree.
 */
export function export_drift(
  deno: Record<string, string>,
  npm: Record<string, NpmExport | string>,
): string[] {
  const problems: string[] = [];
  const expected = npm_exports(deno);
  for (const key of new Set([...Object.keys(expected), ...Object.keys(npm)])) {
    const want = JSON.stringify(expected[key]);
    const have = JSON.stringify(npm[key]);
    if (want === undefined) problems.push(`package.json exports "${key}", which deno.json does not`);
    else if (have === undefined) problems.push(`deno.json exports "${key}", which package.json does not`);
    else if (want !== have) problems.push(`"${key}": deno.json means ${want}, package.json has ${have}`);
  }
  return problems;
}
