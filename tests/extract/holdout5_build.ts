/**
 * Writes the fifth held-out extraction corpus, `tests/fixtures/extract_holdout5/<family>/<NN>_<kind>_<lang>.eml`
 * with the expected `.json` beside each (the world corpus's schema). Its three parts
 * (`tests/extract/holdout5/`) were written by authors who did not read the extractor, the world
 * corpus or the four earlier held-out sets; see the README there.
 *
 * `deno run --allow-read --allow-write tests/extract/holdout5_build.ts` checks and writes them;
 * `--check` only compares and fails when a file differs. Before writing, every mail must pass the
 * kit's `problems` (it parses, it carries its label, its family is new).
 * @module
 */

import { type Mail, problems as check, write_corpus } from "./holdout_kit.ts";
import { mails as anglo } from "./holdout5/anglo.ts";
import { mails as tongues } from "./holdout5/tongues.ts";
import { mails as edges } from "./holdout5/edges.ts";

const OUT = new URL("../fixtures/extract_holdout5/", import.meta.url);
const EARLIER = [
  new URL("../fixtures/extract_holdout/", import.meta.url),
  new URL("../fixtures/extract_holdout2/", import.meta.url),
  new URL("../fixtures/extract_holdout3/", import.meta.url),
  new URL("../fixtures/extract_holdout4/", import.meta.url),
];

/** Every mail of the set, in a fixed order. */
export const mails: Mail[] = [...anglo, ...tongues, ...edges];

/** What is wrong with the set, one line per problem; empty when nothing is. */
export async function problems(set: Mail[]): Promise<string[]> {
  const out = await check(set, EARLIER);
  const seen = new Map<string, string>();
  for (const [part, list] of [["anglo", anglo], ["tongues", tongues], ["edges", edges]] as const) {
    for (const family of new Set(list.map((m) => m.family))) {
      const other = seen.get(family);
      if (other && other !== part) out.push(`${family}: in both ${other} and ${part}`);
      seen.set(family, part);
    }
  }
  return out;
}

if (import.meta.main) {
  const found = await problems(mails);
  for (const line of found) console.log(line);
  if (found.length > 0) Deno.exit(1);
  await write_corpus(mails, OUT, Deno.args);
}
