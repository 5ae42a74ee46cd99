/**
 * `deno task docs`: writes the provider capability table into README.md from the providers'
 * declared capabilities — the provider list's, and `smtp` (its own entry, `@service/mail/smtp`).
 * @module
 */

import { capability_table, with_table } from "../src/providers/docs.ts";
import { providers } from "../src/providers/list.ts";
import { smtp_info } from "../src/providers/smtp/info.ts";

/** README.md with the current table. */
export function render(readme: string): string {
  return with_table(readme, capability_table({ ...providers, smtp: smtp_info }));
}

if (import.meta.main) {
  const path = new URL("../README.md", import.meta.url);
  const before = await Deno.readTextFile(path);
  const after = render(before);
  if (after !== before) await Deno.writeTextFile(path, after);
  console.log(after === before ? "README.md is up to date" : "README.md: capability table written");
}
