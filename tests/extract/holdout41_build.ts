/**
 * Writes the forty-first held-out extraction corpus, `tests/fixtures/extract_holdout41/<family>/<NN>_<kind>_<lang>.eml`
 * with the expected `.json` beside each (the world corpus's schema). Its three parts
 * (`tests/extract/holdout41/`) were written by authors who did not read the extractor, the world
 * corpus or the forty earlier held-out sets; see the README there.
 *
 * `deno run --allow-read --allow-write tests/extract/holdout41_build.ts` checks and writes them;
 * `--check` only compares and fails when a file differs. Before writing, every mail must pass the
 * kit's `problems` (it parses, it carries its label, its family is new).
 * @module
 */

import { held_out_set, type Mail } from "./holdout_kit.ts";
import { mails as kurdistan } from "./holdout41/kurdistan.ts";
import { mails as ethiopia } from "./holdout41/ethiopia.ts";
import { mails as madagascar } from "./holdout41/madagascar.ts";

const set = held_out_set(41, { kurdistan, ethiopia, madagascar });

/** Every mail of the set, in a fixed order. */
export const mails: Mail[] = set.mails;

/** What is wrong with the set, one line per problem; empty when nothing is. */
export const problems: (set: Mail[]) => Promise<string[]> = set.problems;

if (import.meta.main) await set.build(Deno.args);
