/**
 * Writes the forty-fourth held-out extraction corpus, `tests/fixtures/extract_holdout44/<family>/<NN>_<kind>_<lang>.eml`
 * with the expected `.json` beside each (the world corpus's schema). Its three parts
 * (`tests/extract/holdout44/`) were written by authors who did not read the extractor, the world
 * corpus or the forty-three earlier held-out sets; see the README there.
 *
 * `deno run --allow-read --allow-write tests/extract/holdout44_build.ts` checks and writes them;
 * `--check` only compares and fails when a file differs. Before writing, every mail must pass the
 * kit's `problems` (it parses, it carries its label, its family is new).
 * @module
 */

import { held_out_set, type Mail } from "./holdout_kit.ts";
import { mails as brseller } from "./holdout44/brseller.ts";
import { mails as esdentist } from "./holdout44/esdentist.ts";
import { mails as blrengineer } from "./holdout44/blrengineer.ts";

const set = held_out_set(44, { brseller, esdentist, blrengineer });

/** Every mail of the set, in a fixed order. */
export const mails: Mail[] = set.mails;

/** What is wrong with the set, one line per problem; empty when nothing is. */
export const problems: (set: Mail[]) => Promise<string[]> = set.problems;

if (import.meta.main) await set.build(Deno.args);
