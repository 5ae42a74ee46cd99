/**
 * Writes the eleventh held-out extraction corpus, `tests/fixtures/extract_holdout11/<family>/<NN>_<kind>_<lang>.eml`
 * with the expected `.json` beside each (the world corpus's schema). Its three parts
 * (`tests/extract/holdout11/`) were written by authors who did not read the extractor, the world
 * corpus or the ten earlier held-out sets; see the README there.
 *
 * `deno run --allow-read --allow-write tests/extract/holdout11_build.ts` checks and writes them;
 * `--check` only compares and fails when a file differs. Before writing, every mail must pass the
 * kit's `problems` (it parses, it carries its label, its family is new).
 * @module
 */

import { build_set, earlier_sets, type Mail, parts_problems } from "./holdout_kit.ts";
import { mails as student } from "./holdout11/student.ts";
import { mails as faraway } from "./holdout11/faraway.ts";
import { mails as owner } from "./holdout11/owner.ts";

const OUT = new URL("../fixtures/extract_holdout11/", import.meta.url);
const EARLIER = earlier_sets(11);

/** Every mail of the set, in a fixed order. */
export const mails: Mail[] = [...student, ...faraway, ...owner];

/** What is wrong with the set, one line per problem; empty when nothing is. */
export function problems(set: Mail[]): Promise<string[]> {
  return parts_problems(set, { student, faraway, owner }, EARLIER);
}

if (import.meta.main) await build_set(mails, await problems(mails), OUT, Deno.args);
