/**
 * `.env` files, read by the `inbox` CLI and the server at start from the working directory (the
 * environment wins over the file). The library itself reads only the environment (or its `env`
 * option): it runs where there may be no file system; `node --env-file=.env` and
 * `deno run --env-file` load a file into the environment for it.
 * @module
 */

/**
 * The variables of a `.env` text: `NAME=value` lines, `export NAME=value`, values in single
 * quotes (as written) or double quotes (`\n`, `\"` and `\\` unescaped); `#` starts a comment on
 * its own line or after an unquoted value and a space. Other lines are skipped.
 *
 * @example
 * ```ts
 * import { parse_dotenv } from "./dotenv.ts";
 * const vars = parse_dotenv('SERVICE_TOKEN=svc_x # dev\nexport A="b c"\n');
 * console.assert(vars.SERVICE_TOKEN === "svc_x" && vars.A === "b c");
 * ```
 */
export function parse_dotenv(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const raw of text.replace(/^\uFEFF/, "").split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(raw);
    if (!match) continue;
    const [, name, rest] = match as unknown as [string, string, string];
    let value: string;
    if (rest.startsWith("'")) {
      const end = rest.indexOf("'", 1);
      value = end === -1 ? rest.slice(1) : rest.slice(1, end);
    } else if (rest.startsWith('"')) {
      const body = /^"((?:[^"\\]|\\.)*)"/.exec(rest)?.[1] ?? rest.slice(1);
      value = body.replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c === "r" ? "\r" : c === "t" ? "\t" : c));
    } else {
      value = rest.replace(/\s+#.*$/, "");
    }
    vars[name] = value;
  }
  return vars;
}

/** `env` with the `.env` values it lacks: the environment wins over the file. */
export function with_dotenv<T extends Record<string, string | undefined>>(
  env: T,
  file: Record<string, string>,
): Record<string, string | undefined> {
  const merged: Record<string, string | undefined> = { ...file };
  for (const [name, value] of Object.entries(env)) if (value !== undefined) merged[name] = value;
  return merged;
}
