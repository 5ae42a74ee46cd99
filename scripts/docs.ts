/**
 * `deno task docs`: writes the provider capability table into README.md from the providers'
 * declared capabilities — the provider list's, and `smtp` (its own entry, `@service/mail/smtp`) —
 * and the server's limits block from `DEFAULT_LIMITS`, in the words the usage card uses.
 * @module
 */

import { capability_table, with_table } from "../src/providers/docs.ts";
import { providers } from "../src/providers/list.ts";
import { smtp_info } from "../src/providers/smtp/info.ts";
import { DEFAULT_LIMITS } from "../src/server/http/limits.ts";
import { limit_lines } from "../src/server/limits_text.ts";

export const LIMITS_START = "<!-- limits:start (written by `deno task docs` from src/server/http/limits.ts) -->";
export const LIMITS_END = "<!-- limits:end -->";

/** `readme` with the default limits between their markers, as the usage card words them. */
export function with_limits(readme: string): string {
  const start = readme.indexOf(LIMITS_START);
  const end = readme.indexOf(LIMITS_END);
  if (start === -1 || end < start) throw new Error(`README.md needs the markers ${LIMITS_START} and ${LIMITS_END}`);
  const block = limit_lines(DEFAULT_LIMITS).join("\n");
  return `${readme.slice(0, start + LIMITS_START.length)}\n\n${block}\n\n${readme.slice(end)}`;
}

/** README.md with the current table. */
export function render(readme: string): string {
  return with_limits(with_table(readme, capability_table({ ...providers, smtp: smtp_info })));
}

if (import.meta.main) {
  const path = new URL("../README.md", import.meta.url);
  const before = await Deno.readTextFile(path);
  const after = render(before);
  if (after !== before) await Deno.writeTextFile(path, after);
  console.log(after === before ? "README.md is up to date" : "README.md: capability table and limits written");
}
