/**
 * `deno task eval:extract`: scores extraction on eight splits — `dev` and `test` of the world
 * corpus (split by sender family: no family is in both), `regression` (the project's own corpus),
 * and five held-out corpora of sender families in neither world split, written independently of
 * the method: `holdout` (`tests/fixtures/extract_holdout/`), `holdout2` to `holdout5` (each
 * scored once unseen, its README says with what) — and prints, per split, per language and per
 * sender family: code accuracy (the code as printed, and the characters typed), link accuracy,
 * false codes (a code answered that is not the expected one) and false links (a link answered for
 * mail that asks for none, or the wrong link). Misses are listed for `dev`, `regression` and
 * `holdout`; `--test-misses` and `--holdoutN-misses` (N = 2 and up) list those of `test` and of
 * a later held-out set, for a report. Last, how many right answers survive losing the subject, the HTML part or the
 * text part (`robust.ts`).
 * @module
 */

import { robust_line, robustness } from "./robust.ts";
import { type Case, HOLDOUT_SPLITS, run_split, type Split } from "./world_corpus.ts";

/** The scores of a set of cases. */
export interface Scores {
  mails: number;
  /** `code` exactly as expected (printed form). */
  code: number;
  /** The typed form (`code_digits`) as expected. */
  code_digits: number;
  link: number;
  /** Code and link both right. */
  both: number;
  /** Mails where a code was answered that is not the expected one. */
  false_codes: number;
  /** Mails that ask for no link where one was answered. */
  false_links_none: number;
  /** Mails that ask for a link where another one was answered. */
  wrong_links: number;
  /** Mails that ask for no link. */
  no_link: number;
}

const typed = (found: Case["found"]) =>
  (found as { code_digits?: string | null }).code_digits ?? found.code?.replace(/[\s-]/g, "") ?? null;

/** Scores cases. */
export function score(cases: Case[]): Scores {
  const right_code = (c: Case) => c.found.code === c.expected.code;
  const right_link = (c: Case) => c.found.link === c.expected.link;
  return {
    mails: cases.length,
    code: cases.filter(right_code).length,
    code_digits: cases.filter((c) => typed(c.found) === c.expected.code_digits).length,
    link: cases.filter(right_link).length,
    both: cases.filter((c) => right_code(c) && right_link(c)).length,
    false_codes: cases.filter((c) => c.found.code !== null && typed(c.found) !== c.expected.code_digits).length,
    false_links_none: cases.filter((c) => c.expected.link === null && c.found.link !== null).length,
    wrong_links: cases.filter((c) => c.expected.link !== null && c.found.link !== null && !right_link(c)).length,
    no_link: cases.filter((c) => c.expected.link === null).length,
  };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? "    –  " : `${(100 * part / whole).toFixed(1).padStart(5)} %`;

function line(label: string, s: Scores): string {
  return `${label.padEnd(22)} ${String(s.mails).padStart(4)}  code ${percent(s.code, s.mails)}  typed ${
    percent(s.code_digits, s.mails)
  }  link ${percent(s.link, s.mails)}  false codes ${String(s.false_codes).padStart(2)}  false links ${
    String(s.false_links_none).padStart(2)
  }/${String(s.no_link).padEnd(3)} wrong links ${s.wrong_links}`;
}

function by<T extends string>(cases: Case[], key: (c: Case) => T): [T, Case[]][] {
  const groups = new Map<T, Case[]>();
  for (const c of cases) groups.set(key(c), [...(groups.get(key(c)) ?? []), c]);
  return [...groups.entries()].sort((a, b) => a[0].localeCompare(b[0]));
}

/** Whether the goals of the `test` split (and a perfect regression split) are met. */
export function goals_met(test: Scores, regression: Scores): boolean {
  return test.code / test.mails >= 0.99 && test.link / test.mails >= 0.98 && test.false_codes === 0 &&
    test.false_links_none <= 0.01 * test.no_link && regression.code === regression.mails &&
    regression.link === regression.mails;
}

if (import.meta.main) {
  const show = (split: Split) => Deno.args.includes(`--${split}-misses`);
  // misses of `dev`, `regression` and the first held-out set are always listed; the others on request
  const listed = (split: Split) => split === "dev" || split === "regression" || split === "holdout" || show(split);
  const later = HOLDOUT_SPLITS.slice(1);
  const splits: Split[] = ["dev", "test", "regression", ...HOLDOUT_SPLITS];
  const runs = new Map<Split, Case[]>();
  for (const split of splits) runs.set(split, await run_split(split));
  console.log("per split (code: as printed; typed: the characters a person types)");
  for (const split of splits) console.log(line(split, score(runs.get(split)!)));
  const world = [...runs.get("dev")!, ...runs.get("test")!];
  console.log("\nper language (dev + test)");
  for (const [lang, cases] of by(world, (c) => c.expected.lang)) console.log(line(lang, score(cases)));
  for (const split of HOLDOUT_SPLITS) {
    console.log(`\nper language (${split})`);
    for (const [lang, cases] of by(runs.get(split)!, (c) => c.expected.lang)) console.log(line(lang, score(cases)));
  }
  for (const split of ["dev", "test", ...HOLDOUT_SPLITS] as const) {
    console.log(`\nper sender family (${split})`);
    for (const [family, cases] of by(runs.get(split)!, (c) => c.expected.family)) {
      console.log(line(family, score(cases)));
    }
  }
  for (const split of splits) {
    if (!listed(split)) continue;
    const misses = runs.get(split)!.filter((c) => c.found.code !== c.expected.code || c.found.link !== c.expected.link);
    if (misses.length === 0) continue;
    console.log(`\nmisses (${split})`);
    for (const c of misses) {
      if (c.found.code !== c.expected.code) {
        console.log(
          `  code  ${c.name}: expected ${c.expected.code}, found ${c.found.code} (${c.found.codes.join(", ")})`,
        );
      }
      if (c.found.link !== c.expected.link) {
        console.log(`  link  ${c.name}: expected ${c.expected.link}, found ${c.found.link}`);
      }
    }
  }
  console.log("\nanswers right on the whole mail, kept without a part (world and held-out mails; see robust.ts)");
  const read = [...world, ...HOLDOUT_SPLITS.flatMap((split) => runs.get(split)!)];
  for (const row of robustness(read)) console.log(robust_line(row));
  const met = goals_met(score(runs.get("test")!), score(runs.get("regression")!));
  console.log(
    `\ngoals on test (code ≥ 99 %, link ≥ 98 %, 0 false codes, false links ≤ 1 %; regression 100 %): ${
      met ? "met" : "not met"
    }`,
  );
  for (const split of later) {
    const held_met = goals_met(score(runs.get(split)!), score(runs.get("regression")!));
    console.log(`goals on ${split} (the same bars, reported only): ${held_met ? "met" : "not met"}`);
  }
  if (!met) Deno.exitCode = 1;
}
