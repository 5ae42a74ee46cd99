/**
 * Fits the weights of code and link candidates' features (`src/extract/weights.ts`) on the `dev`
 * split of the world corpus and on the regression corpus — never on `test` or a held-out set.
 *
 * `deno run --allow-read --allow-write scripts/fit_extract.ts` reads every candidate extraction
 * scores (its keyword nearness and the features that counted for and against it), and fits the
 * weights by logistic regression: a candidate is positive when it is the mail's expected code
 * (the best-scoring place of each distinct code counts), its logit `t × (score − ACCEPT)`. The
 * scale (`NEARNESS`), `ACCEPT` and the prominence cap stay fixed; weights stay at or above 0
 * (a feature for a candidate never counts against it); an L2 pull toward the previous weights
 * keeps what the data does not speak to; the result is rounded to halves. Deterministic: plain
 * gradient descent, a fixed number of steps.
 *
 * Links the same way: every link that passes the rules (what rules a link out is not weighed) is
 * a row of its features, positive when it is the mail's expected link, its logit
 * `t × (score − LINK_ACCEPT)`; `LINK_LABEL` and `LINK_ACCEPT` fix the scale. The link fit is
 * printed, and written only with `--links`: on today's dev split it changes no split's score but
 * loses a "Click here" link to a `/email/confirm/` URL (`tests/extract/links_test.ts`), a kind of
 * mail dev holds too few of to speak for, so the link weights stay at their hand-set values.
 *
 * `--check` prints the fitted weights and the accuracy on both sets without writing.
 * @module
 */

import type { Candidate } from "../src/extract/candidates.ts";
import { rank_parts } from "../src/extract/codes.ts";
import { read_links } from "../src/extract/links.ts";
import type { CodeNotes } from "../src/extract/notes.ts";
import { READ_LIMITS, render_html } from "../src/extract/render.ts";
import { render_text } from "../src/extract/text.ts";
import * as W from "../src/extract/weights.ts";
import { parse_mail } from "../src/server/inbox/parse.ts";
import { CORPUS, corpus_names } from "../tests/extract/corpus.ts";
import { WORLD, world_names } from "../tests/extract/world_corpus.ts";

type Name = string;
/** One scored place of a candidate. */
interface Row {
  code: string;
  nearness: number;
  for: Name[];
  against: Name[];
}
/** A mail: its candidates and the code it expects (what a person types), or null. */
interface Sample {
  rows: Row[];
  expected: string | null;
  /** Its links that pass the rules, with their features; the link it expects, or null. */
  links: LinkRow[];
  expected_link: string | null;
}
/** One link that passes the rules: its features' values. */
interface LinkRow {
  url: string;
  features: Record<string, number>;
}

const FEATURES: Name[] = [...Object.keys(W.FOR), ...Object.keys(W.AGAINST)];
/**
 * The hand-set weights before any fitting, the prior every fit is pulled toward (so a refit gives
 * the same weights whatever `weights.ts` holds); a feature added since starts at 0.
 */
const HAND: Record<Name, number> = {
  subject: 1,
  size_large: 2.5,
  size_medium: 1.5,
  size_small: 0.5,
  bold: 0.5,
  spaced: 1,
  mono: 1,
  boxed: 0.5,
  alone: 1.5,
  labelled_other: 8,
  followed_by_other: 6,
  street: 8,
  year_after_keyword: 2,
  year: 6,
  meeting: 8,
  footer: 6,
  promo: 6,
  gift: 6,
  address: 5,
  letters_digits: 1,
  one_switch: 3,
  word_number: 4,
}; // deno-fmt-ignore
const PRIOR: Record<Name, number> = Object.fromEntries(FEATURES.map((f) => [f, HAND[f] ?? 0]));
const CURRENT: Record<Name, number> = { ...W.FOR, ...W.AGAINST };
const STEPS = 3000;
const RATE = 0.01;
/** The strength of the pull toward the previous weights (an L2 prior), against the summed loss. */
const PULL = 2;
/** A feature without a previous weight is pulled toward 0, weakly: the data speaks for it. */
const PULL_NEW = 0.2;
const TEMPERATURE_START = 0.5;

async function sample(raw: Uint8Array, expected: string | null, expected_link: string | null): Promise<Sample> {
  const mail = await parse_mail(raw);
  const subject = mail.subject ?? "";
  const html = mail.html ? render_html(mail.html) : null;
  const text = mail.text ? render_text(mail.text.slice(0, READ_LIMITS.characters)) : null;
  const rows: Row[] = [];
  const trace = (candidate: Candidate, _block: number, _score: number | null, notes: CodeNotes) => {
    if (notes.features && notes.nearness !== undefined) {
      rows.push({ code: candidate.code, nearness: notes.nearness, ...notes.features });
    }
  };
  const ranked = rank_parts(html, text, subject, undefined, { trace: () => trace });
  const links: LinkRow[] = [];
  read_links(html, text, subject, {
    trace: (link) => {
      if (link.notes.features) links.push({ url: link.url, features: link.notes.features });
    },
    has_code: ranked.length > 0,
    from: mail.from,
  });
  return { rows, expected, links, expected_link };
}

async function samples(): Promise<{ dev: Sample[]; regression: Sample[] }> {
  const dev = await Promise.all(
    world_names("dev").map(async (name) => {
      const expected = JSON.parse(await Deno.readTextFile(new URL(`${name}.json`, WORLD)));
      return sample(await Deno.readFile(new URL(`${name}.eml`, WORLD)), expected.code_digits, expected.link);
    }),
  );
  const regression = await Promise.all(
    corpus_names().map(async (name) => {
      const expected = JSON.parse(await Deno.readTextFile(new URL(`${name}.json`, CORPUS)));
      const typed = expected.code?.replace(/[\s-]/g, "") ?? null;
      return sample(await Deno.readFile(new URL(`${name}.eml`, CORPUS)), typed, expected.link);
    }),
  );
  return { dev, regression };
}

/** A row's score under weights `w`, and which features the prominence cap left counting. */
function score(row: Row, w: Record<Name, number>): { value: number; capped: boolean } {
  let prominence = 0, subject = 0;
  for (const f of row.for) {
    if (f === "subject") subject = w[f]!;
    else prominence += w[f]!;
  }
  const capped = prominence > W.PROMINENCE_CAP;
  const against = row.against.reduce((sum, f) => sum + w[f]!, 0);
  return { value: W.NEARNESS * row.nearness + subject + Math.min(prominence, W.PROMINENCE_CAP) - against, capped };
}

/** The best-scoring place of each distinct code of a mail, labelled. */
function best_rows(sample: Sample, w: Record<Name, number>): [Row, boolean][] {
  const best = new Map<string, [Row, number]>();
  for (const row of sample.rows) {
    const value = score(row, w).value;
    const seen = best.get(row.code);
    if (!seen || value > seen[1]) best.set(row.code, [row, value]);
  }
  return [...best.values()].map(([row]) => [row, row.code === sample.expected]);
}

/**
 * How many mails' top candidate at `accept` or more (or none) is the expected one: `pick` gives a
 * mail's candidates as `[answer, score]` and its expected answer.
 */
function right_answers(
  set: Sample[],
  pick: (s: Sample) => { scored: [string, number][]; expected: string | null },
  accept: number,
): number {
  let right = 0;
  for (const s of set) {
    const { scored, expected } = pick(s);
    let top: string | null = null, top_score = -Infinity;
    for (const [answer, value] of scored) if (value >= accept && value > top_score) [top, top_score] = [answer, value];
    if (top === expected) right++;
  }
  return right;
}

/** Mails whose top code (or none) is the expected one. */
function accuracy(set: Sample[], w: Record<Name, number>): number {
  const pick = (s: Sample) => ({
    scored: s.rows.map((row) => [row.code, score(row, w).value] as [string, number]),
    expected: s.expected,
  });
  return right_answers(set, pick, W.ACCEPT);
}

function fit(set: Sample[]): Record<Name, number> {
  const w: Record<Name, number> = { ...PRIOR };
  let t = TEMPERATURE_START;
  for (let step = 0; step < STEPS; step++) {
    const grad: Record<Name, number> = Object.fromEntries(FEATURES.map((f) => [f, 0]));
    let grad_t = 0, n = 0;
    for (const s of set) {
      for (const [row, positive] of best_rows(s, w)) {
        const { value, capped } = score(row, w);
        const margin = value - W.ACCEPT;
        const p = 1 / (1 + Math.exp(-t * margin));
        const error = p - (positive ? 1 : 0); // d loss / d logit
        n++;
        grad_t += error * margin;
        for (const f of row.for) if (f === "subject" || !capped) grad[f]! += error * t;
        for (const f of row.against) grad[f]! -= error * t;
      }
    }
    for (const f of FEATURES) {
      const g = grad[f]! + (PRIOR[f] === 0 ? PULL_NEW : PULL) * (w[f]! - PRIOR[f]!);
      w[f] = Math.max(0, w[f]! - RATE * g);
    }
    t = Math.min(2, Math.max(0.05, t - RATE * grad_t / n));
  }
  if (Deno.args.includes("--raw")) console.log(w, { t });
  return Object.fromEntries(FEATURES.map((f) => [f, Math.round(w[f]! * 2) / 2]));
}

const LINK_FEATURES: Name[] = [...Object.keys(W.LINK_FOR), ...Object.keys(W.LINK_AGAINST)];
/** The hand-set link weights before any fitting: the prior of every link fit. */
const LINK_HAND: Record<Name, number> = {
  url_action: 4,
  nearby: 3,
  only_button: 2,
  only_link: 1,
  button: 1,
  token: 1.5,
  hidden: 3,
};
const LINK_CURRENT: Record<Name, number> = { ...W.LINK_FOR, ...W.LINK_AGAINST };

/** A link's score under weights `w`. */
function link_score(row: LinkRow, w: Record<Name, number>): number {
  let value = W.LINK_LABEL * (row.features.label ?? 0);
  for (const f of LINK_FEATURES) value += (f in W.LINK_AGAINST ? -1 : 1) * w[f]! * (row.features[f] ?? 0);
  return value;
}

/** Mails whose top link (or none) is the expected one. */
function link_accuracy(set: Sample[], w: Record<Name, number>): number {
  const pick = (s: Sample) => ({
    scored: s.links.map((row) => [row.url, link_score(row, w)] as [string, number]),
    expected: s.expected_link,
  });
  return right_answers(set, pick, W.LINK_ACCEPT);
}

function fit_links(set: Sample[]): Record<Name, number> {
  const w: Record<Name, number> = { ...LINK_HAND };
  let t = TEMPERATURE_START;
  const rows = set.flatMap((s) => s.links.map((row) => [row, row.url === s.expected_link] as const));
  for (let step = 0; step < STEPS; step++) {
    const grad: Record<Name, number> = Object.fromEntries(LINK_FEATURES.map((f) => [f, 0]));
    let grad_t = 0;
    for (const [row, positive] of rows) {
      const margin = link_score(row, w) - W.LINK_ACCEPT;
      const error = 1 / (1 + Math.exp(-t * margin)) - (positive ? 1 : 0);
      grad_t += error * margin;
      for (const f of LINK_FEATURES) grad[f]! += (f in W.LINK_AGAINST ? -1 : 1) * error * t * (row.features[f] ?? 0);
    }
    for (const f of LINK_FEATURES) w[f] = Math.max(0, w[f]! - RATE * (grad[f]! + PULL * (w[f]! - LINK_HAND[f]!)));
    t = Math.min(2, Math.max(0.05, t - RATE * grad_t / Math.max(1, rows.length)));
  }
  return Object.fromEntries(LINK_FEATURES.map((f) => [f, Math.round(w[f]! * 2) / 2]));
}

function write(w: Record<Name, number>): string {
  const file = new URL("../src/extract/weights.ts", import.meta.url);
  const text = Deno.readTextFileSync(file);
  const block = (name: string, keys: string[]) =>
    `export const ${name} = {\n${keys.map((k) => `  ${k}: ${w[k]},`).join("\n")}\n};`;
  const out = text
    .replace(/export const FOR = \{[^}]*\};/, block("FOR", Object.keys(W.FOR)))
    .replace(/export const AGAINST = \{[^}]*\};/, block("AGAINST", Object.keys(W.AGAINST)))
    .replace(/export const LINK_FOR = \{[^}]*\};/, block("LINK_FOR", Object.keys(W.LINK_FOR)))
    .replace(/export const LINK_AGAINST = \{[^}]*\};/, block("LINK_AGAINST", Object.keys(W.LINK_AGAINST)));
  Deno.writeTextFileSync(file, out);
  return out;
}

if (import.meta.main) {
  const { dev, regression } = await samples();
  const fitted = fit([...dev, ...regression]);
  const before = { dev: accuracy(dev, CURRENT), regression: accuracy(regression, CURRENT) };
  const after = { dev: accuracy(dev, fitted), regression: accuracy(regression, fitted) };
  for (const f of FEATURES) if (fitted[f] !== PRIOR[f]) console.log(`${f}: hand-set ${PRIOR[f]} → ${fitted[f]}`);
  console.log(
    `code right, dev ${before.dev} → ${after.dev} of ${dev.length}; regression ${before.regression} → ${after.regression} of ${regression.length}`,
  );
  const links = fit_links([...dev, ...regression]);
  const link_before = { dev: link_accuracy(dev, LINK_CURRENT), regression: link_accuracy(regression, LINK_CURRENT) };
  const link_after = { dev: link_accuracy(dev, links), regression: link_accuracy(regression, links) };
  for (const f of LINK_FEATURES) {
    if (links[f] !== LINK_HAND[f]) console.log(`${f}: hand-set ${LINK_HAND[f]} → ${links[f]}`);
  }
  console.log(
    `link right, dev ${link_before.dev} → ${link_after.dev} of ${dev.length}; regression ${link_before.regression} → ${link_after.regression} of ${regression.length}`,
  );
  if (!Deno.args.includes("--check")) {
    write({ ...fitted, ...(Deno.args.includes("--links") ? links : LINK_CURRENT) });
    console.log("wrote src/extract/weights.ts");
  }
}
