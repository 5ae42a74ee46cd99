/**
 * How an answer survives losing part of its mail: every world and held-out mail whose code or link extraction gets
 * right is extracted again with its subject replaced by an unrelated one, with its text part alone, and with its HTML
 * part alone. A rule that leans on one part (a subject that names the code, a button the text part lacks) shows here
 * on mail already read, before unseen mail finds it. Part of `deno task eval:extract`'s report; a reading aid, not a
 * bar: a code printed only in the subject is rightly lost without it.
 * @module
 */

import { extract, type ExtractInput } from "../../src/extract/mod.ts";
import type { Case } from "./world_corpus.ts";

/** One way of taking part of a mail away. */
export type Loss = "subject" | "text only" | "html only";

/** Of the answers right on the whole mail, how many stay right without a part, and what came out false. */
export interface Kept {
  loss: Loss;
  /** Mails that have the part kept (a text-only mail has no "html only"). */
  mails: number;
  codes: number;
  codes_kept: number;
  links: number;
  links_kept: number;
  /** A code or a link answered where the mail has none. */
  false_codes: number;
  false_links: number;
}

const LOSSES: [Loss, (mail: ExtractInput) => ExtractInput | null][] = [
  ["subject", (mail) => ({ ...mail, subject: "Hello" })],
  ["text only", (mail) => mail.text ? { ...mail, html: null } : null],
  ["html only", (mail) => mail.html ? { ...mail, text: null } : null],
];

/** The cases' mails (those that keep their parsed mail), each extracted again without each part. */
export function robustness(cases: Case[]): Kept[] {
  const kept = LOSSES.map(([loss]): Kept => ({
    loss,
    mails: 0,
    codes: 0,
    codes_kept: 0,
    links: 0,
    links_kept: 0,
    false_codes: 0,
    false_links: 0,
  }));
  for (const { input: mail, expected, found: whole } of cases) {
    if (!mail) continue;
    LOSSES.forEach(([, take], index) => {
      const input = take(mail);
      if (input === null) return;
      const found = extract(input);
      const row = kept[index]!;
      row.mails++;
      if (whole.code === expected.code) {
        row.codes++;
        if (found.code === expected.code) row.codes_kept++;
        else if (expected.code === null) row.false_codes++;
      }
      if (whole.link === expected.link) {
        row.links++;
        if (found.link === expected.link) row.links_kept++;
        else if (expected.link === null) row.false_links++;
      }
    });
  }
  return kept;
}

/** One line of the report. */
export function robust_line(row: Kept): string {
  const part = (kept: number, of: number) => `${kept}/${of} (${(100 * kept / of).toFixed(1)} %)`;
  return `${row.loss.padEnd(10)} ${String(row.mails).padStart(5)} mails  codes kept ${
    part(row.codes_kept, row.codes)
  }  links kept ${part(row.links_kept, row.links)}  false codes ${row.false_codes}  false links ${row.false_links}`;
}
