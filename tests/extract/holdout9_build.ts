/**
 * Writes the ninth held-out extraction corpus, `tests/fixtures/extract_holdout9/<family>/<NN>_<kind>_<lang>.eml`
 * with the expected `.json` beside each (the world corpus's schema). Its three parts
 * (`tests/extract/holdout9/`) were written by authors who did not read the extractor, the world
 * corpus or the eight earlier held-out sets; see the README there.
 *
 * `deno run --allow-read --allow-write tests/extract/holdout9_build.ts` checks and writes them;
 * `--check` only compares and fails when a file differs. Before writing, every mail must pass the
 * kit's `problems` (it parses, it carries its label, its family is new).
 * @module
 */

import { build_set, earlier_sets, type Mail, parts_problems } from "./holdout_kit.ts";
import { mails as living } from "./holdout9/living.ts";
import { mails as templates } from "./holdout9/templates.ts";
import { mails as tricky } from "./holdout9/tricky.ts";

const OUT = new URL("../fixtures/extract_holdout9/", import.meta.url);
const EARLIER = earlier_sets(9);

/** Every mail of the set, in a fixed order. */
export const mails: Mail[] = [...living, ...templates, ...tricky];

/** What is wrong with the set, one line per problem; empty when nothing is. */
export function problems(set: Mail[]): Promise<string[]> {
  return parts_problems(set, { living, templates, tricky }, EARLIER);
}

if (import.meta.main) await build_set(mails, await problems(mails), OUT, Deno.args);
