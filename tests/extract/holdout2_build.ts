/**
 * Writes the second held-out extraction corpus, `tests/fixtures/extract_holdout2/<family>/<NN>_<kind>_<lang>.eml`
 * with the expected `.json` beside each (the world corpus's schema). Its three parts
 * (`tests/extract/holdout2/`) were written by authors who did not read the extractor, the world
 * corpus or the first held-out set; see the README there.
 *
 * `deno run --allow-read --allow-write tests/extract/holdout2_build.ts` checks and writes them;
 * `--check` only compares and fails when a file differs.
 *
 * Before writing, every mail is parsed by the server's MIME parser, and the build stops when one
 * does not carry what its label says: the expected link must be in the decoded text or HTML, the
 * expected code (spaces aside) in the decoded subject, text or HTML, and no family may be one of the world corpus's
 * or the first held-out set's.
 * @module
 */

import { build_set, type Mail, problems as check } from "./holdout_kit.ts";
import { mails as apps } from "./holdout2/apps.ts";
import { mails as selfhosted } from "./holdout2/selfhosted.ts";
import { mails as asks_nothing } from "./holdout2/asks_nothing.ts";

const OUT = new URL("../fixtures/extract_holdout2/", import.meta.url);
const HOLDOUT = new URL("../fixtures/extract_holdout/", import.meta.url);

/** Every mail of the set, in a fixed order. */
export const mails: Mail[] = [...apps, ...selfhosted, ...asks_nothing];

/** What is wrong with the set, one line per problem; empty when nothing is. */
export function problems(set: Mail[]): Promise<string[]> {
  return check(set, [HOLDOUT]);
}

if (import.meta.main) await build_set(mails, await problems(mails), OUT, Deno.args);
