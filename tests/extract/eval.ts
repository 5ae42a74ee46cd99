/**
 * `deno task eval:extract`: runs the extraction corpus and prints code accuracy, link accuracy
 * and the false-code rate on mails without a code, then each miss.
 * @module
 */

import { corpus_names, type CorpusCase, run_case } from "./corpus.ts";

/** The corpus scores. */
export interface Scores {
  mails: number;
  code_accuracy: number;
  link_accuracy: number;
  /** Mails without a code where a code was found, over mails without a code. */
  false_code_rate: number;
  /** Mails where a code was found that is not the expected one. */
  wrong_codes: number;
  /** Codes in `codes` other than the expected one, over all mails. */
  stray_codes: number;
}

/** Scores a run of the corpus. */
export function score(cases: CorpusCase[]): Scores {
  const no_code = cases.filter((entry) => entry.expected.code === null);
  return {
    mails: cases.length,
    code_accuracy: cases.filter((entry) => entry.found.code === entry.expected.code).length / cases.length,
    link_accuracy: cases.filter((entry) => entry.found.link === entry.expected.link).length / cases.length,
    false_code_rate: no_code.filter((entry) => entry.found.code !== null).length / Math.max(1, no_code.length),
    wrong_codes: cases.filter((entry) => entry.found.code !== null && entry.found.code !== entry.expected.code)
      .length,
    stray_codes: cases.reduce(
      (sum, entry) => sum + entry.found.codes.filter((code) => code !== entry.expected.code).length,
      0,
    ),
  };
}

if (import.meta.main) {
  const cases = await Promise.all(corpus_names().map(run_case));
  const scores = score(cases);
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  console.log(
    `mails            ${scores.mails} (${cases.filter((entry) => entry.expected.code === null).length} without a code)`,
  );
  console.log(`code accuracy    ${percent(scores.code_accuracy)}   (goal ≥ 98 %)`);
  console.log(`link accuracy    ${percent(scores.link_accuracy)}   (goal ≥ 97 %)`);
  console.log(
    `false codes      ${
      percent(scores.false_code_rate)
    } of mails without a code; ${scores.wrong_codes} wrong codes in all (goal 0)`,
  );
  console.log(`stray codes      ${scores.stray_codes} in the codes lists besides the expected code`);
  for (const entry of cases) {
    const { expected, found } = entry;
    if (found.code !== expected.code) {
      console.log(
        `  code  ${entry.name}: expected ${expected.code}, found ${found.code} (codes ${found.codes.join(", ")})`,
      );
    }
    if (found.link !== expected.link) {
      console.log(`  link  ${entry.name}: expected ${expected.link}, found ${found.link}`);
    }
    const stray = found.codes.filter((code) => code !== expected.code);
    if (found.code === expected.code && stray.length > 0) {
      console.log(`  codes ${entry.name}: also ${stray.join(", ")}`);
    }
  }
  const met = scores.code_accuracy >= 0.98 && scores.link_accuracy >= 0.97 && scores.wrong_codes === 0;
  if (!met) Deno.exitCode = 1;
}
