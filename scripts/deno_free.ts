/**
 * Finds Deno-only code: a reference to the global `Deno` (a property named `Deno`, as in
 * `globalThis as { Deno?: … }`, is feature detection and fine) and imports that only Deno
 * resolves.
 * @module
 */

import ts from "typescript";
import type { ExternalImport } from "./graph.ts";

/** One finding: where, and what. */
export interface Finding {
  file: string;
  line: number;
  what: string;
}

/** Lines of `source` that reference the global `Deno`. */
export function deno_references(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: Finding[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === "Deno" && is_reference(node)) {
      const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
      found.push({ file, line: line + 1, what: `uses Deno: ${node.parent.getText(sf).slice(0, 60)}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** An identifier that names the global, not a property or a member of a declared type. */
function is_reference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if ((ts.isPropertySignature(parent) || ts.isPropertyDeclaration(parent)) && parent.name === node) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  return true;
}

/**
 * Imports not allowed from a library entry: anything but a pinned npm package, and with
 * `allow_node` (the CLI) also `node:` built-ins.
 */
export function foreign_imports(externals: ExternalImport[], allow_node = false): Finding[] {
  return externals
    .filter(({ resolved }) => !(resolved.startsWith("npm:") || (allow_node && resolved.startsWith("node:"))))
    .map(({ from, specifier, resolved }) => ({
      file: from,
      line: 0,
      what: `imports ${specifier}${specifier === resolved ? "" : ` (${resolved})`}, which only Deno resolves here`,
    }));
}

/** Local files a library entry must never reach (the server, the CLI). */
export function server_files(files: string[]): Finding[] {
  return files
    .filter((file) => file.startsWith("src/server/") || file.startsWith("src/cli/"))
    .map((file) => ({ file, line: 0, what: "is server or CLI code, reachable from a library entry" }));
}
