/**
 * The TypeScript compiler, in-process: ESM JavaScript and `.d.ts` from the Deno sources
 * (`rewriteRelativeImportExtensions` turns `./x.ts` into `./x.js`), and type checks under other
 * libs. Bare specifiers (`html-to-text`) resolve in a staging folder that npm installed.
 * @module
 */

import ts from "typescript";
import { join } from "node:path";

/** Compiler options every program shares: the strictness of `deno.json`, modern ESM. */
export const BASE_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  rewriteRelativeImportExtensions: true,
  isolatedModules: true,
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  skipLibCheck: true,
  newLine: ts.NewLineKind.LineFeed,
};

/**
 * The web platform as Node ≥ 20 and current browsers have it: no Deno, no Node. `Symbol.asyncDispose`
 * (for `await using`) is in Node 20 and Chromium ≥ 134.
 */
export const DOM_LIBS = [
  "lib.es2023.d.ts",
  "lib.esnext.disposable.d.ts",
  "lib.dom.d.ts",
  "lib.dom.iterable.d.ts",
  "lib.dom.asynciterable.d.ts",
];

/** What one program should do. */
export interface ProgramOptions {
  /** The folder the sources live in (`rootDir`). */
  root: string;
  /** Entry files, relative to `root`. */
  entries: string[];
  /** Where bare specifiers resolve: a folder holding `node_modules`. */
  stage: string;
  /** `lib` file names. */
  lib: string[];
  /** Global type packages (`["node"]`), looked up in the stage's `node_modules/@types`. */
  types?: string[];
  /** Ambient declaration files to add (absolute paths). */
  ambient?: string[];
  /** Emit here; without it, check only. */
  out_dir?: string;
}

/** Builds (or checks) one program; answers its diagnostics as text, empty when clean. */
export function compile(options: ProgramOptions): string[] {
  const compiler: ts.CompilerOptions = {
    ...BASE_OPTIONS,
    rootDir: options.root,
    lib: options.lib,
    types: options.types ?? [],
    typeRoots: [join(options.stage, "node_modules", "@types")],
    ...(options.out_dir === undefined
      ? { noEmit: true }
      : { outDir: options.out_dir, declaration: true, declarationMap: true }),
  };
  const host = ts.createCompilerHost(compiler, true);
  const staged = join(options.stage, "index.ts");
  host.resolveModuleNameLiterals = (literals, containing, redirected, resolved_options) =>
    literals.map((literal) => {
      const name = literal.text;
      const from = name.startsWith(".") || name.startsWith("/") ? containing : staged;
      return ts.resolveModuleName(name, from, resolved_options, host, undefined, redirected);
    });
  const program = ts.createProgram({
    rootNames: [...options.entries.map((entry) => join(options.root, entry)), ...(options.ambient ?? [])],
    options: compiler,
    host,
  });
  const diagnostics = [...ts.getPreEmitDiagnostics(program)];
  if (options.out_dir !== undefined && diagnostics.length === 0) {
    diagnostics.push(...program.emit().diagnostics);
  }
  return diagnostics.map((diagnostic) => ts.formatDiagnostic(diagnostic, format_host(options.root)));
}

function format_host(root: string): ts.FormatDiagnosticsHost {
  return {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => root,
    getNewLine: () => "\n",
  };
}
