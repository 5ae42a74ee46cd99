/**
 * JSR readiness: every symbol the five entries export has a doc comment with an `@example`.
 * (`deno doc --lint` checks that each has a doc comment at all.) Re-exports of a symbol that
 * another entry documents count as documented; a function counts when one of its overloads has
 * the example.
 *
 *   deno run --allow-read --allow-run scripts/doc_check.ts
 * @module
 */

import { fileURLToPath } from "node:url";
import { read_deno_json } from "./exports.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");

interface Declaration {
  kind: string;
  location: { filename: string; line: number };
  jsDoc?: { doc?: string; tags?: { kind: string }[] };
}

/** Exported symbols without an example, as `entry: name (file:line)`. */
export async function missing_examples(): Promise<string[]> {
  const deno = await read_deno_json(ROOT);
  const entries = Object.values(deno.exports);
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["doc", "--json", ...entries],
    cwd: ROOT,
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!output.success) throw new Error(new TextDecoder().decode(output.stderr));
  const doc = JSON.parse(new TextDecoder().decode(output.stdout)) as {
    nodes: Record<string, { symbols: { name: string; declarations: Declaration[] }[] }>;
  };
  const missing: string[] = [];
  for (const [module, { symbols }] of Object.entries(doc.nodes)) {
    for (const symbol of symbols) {
      const own = symbol.declarations.filter((d) => d.kind !== "reference");
      if (own.length === 0) continue;
      if (own.some((d) => d.jsDoc?.tags?.some((tag) => tag.kind === "example"))) continue;
      const { filename, line } = own[0]!.location;
      missing.push(
        `${module.replace(`file://${ROOT}/`, "")}: ${symbol.name} (${filename.replace(`file://${ROOT}/`, "")}:${line})`,
      );
    }
  }
  return missing;
}

if (import.meta.main) {
  const missing = await missing_examples();
  if (missing.length > 0) {
    console.error(`exported symbols without an @example:\n  ${missing.join("\n  ")}`);
    Deno.exit(1);
  }
  console.log("every exported symbol has a doc comment with an example");
}
