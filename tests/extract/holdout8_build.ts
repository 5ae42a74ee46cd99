/**
 * Writes the eighth held-out extraction corpus, `tests/fixtures/extract_holdout8/<family>/<NN>_<kind>_<lang>.eml`
 * with the expected `.json` beside each (the world corpus's schema). Its three parts
 * (`tests/extract/holdout8/`) were written by authors who did not read the extractor, the world
 * corpus or the seven earlier held-out sets; see the README there.
 *
 * `deno run --allow-read --allow-write tests/extract/holdout8_build.ts` checks and writes them;
 * `--check` only compares and fails when a file differs. Before writing, every mail must pass the
 * kit's `problems` (it parses, it carries its label, its family is new).
 * @module
 */

import { build_set, earlier_sets, type Mail, parts_problems } from "./holdout_kit.ts";
import { mails as money } from "./holdout8/money.ts";
import { mails as builders } from "./holdout8/builders.ts";
import { mails as small } from "./holdout8/small.ts";

const OUT = new URL("../fixtures/extract_holdout8/", import.meta.url);
const EARLIER = earlier_sets(8);

/** Every mail of the set, in a fixed order. */
export const mails: Mail[] = [...money, ...builders, ...small];

/** What is wrong with the set, one line per problem; empty when nothing is. */
export function problems(set: Mail[]): Promise<string[]> {
  return parts_problems(set, { money, builders, small }, EARLIER);
}

if (import.meta.main) await build_set(mails, await problems(mails), OUT, Deno.args);
