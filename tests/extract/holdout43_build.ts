/**
 * Writes the forty-third held-out extraction corpus, `tests/fixtures/extract_holdout43/<family>/<NN>_<kind>_<lang>.eml`
 * with the expected `.json` beside each (the world corpus's schema). Its three parts
 * (`tests/extract/holdout43/`) were written by authors who did not read the extractor, the world
 * corpus or the forty-two earlier held-out sets; see the README there.
 *
 * `deno run --allow-read --allow-write tests/extract/holdout43_build.ts` checks and writes them;
 * `--check` only compares and fails when a file differs. Before writing, every mail must pass the
 * kit's `problems` (it parses, it carries its label, its family is new).
 * @module
 */

import { held_out_set, type Mail } from "./holdout_kit.ts";
import { mails as germansme } from "./holdout43/germansme.ts";
import { mails as jpfreelancer } from "./holdout43/jpfreelancer.ts";
import { mails as startupops } from "./holdout43/startupops.ts";

const set = held_out_set(43, { germansme, jpfreelancer, startupops });

/** Every mail of the set, in a fixed order. */
export const mails: Mail[] = set.mails;

/** What is wrong with the set, one line per problem; empty when nothing is. */
export const problems: (set: Mail[]) => Promise<string[]> = set.problems;

if (import.meta.main) await set.build(Deno.args);
