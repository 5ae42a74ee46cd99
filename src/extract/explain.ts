/**
 * Explainable extraction: every code-shaped string and every link extraction weighed, where it
 * was found (subject, text part or HTML part), the keyword near it, its score, and why the
 * winner won. The same steps as `extract()` with their notes kept, so the result is the same;
 * asked for on demand only, since it is larger than the message's own extraction and costs more.
 * @module
 */

import type { Candidate } from "./candidates.ts";
import { ACCEPT, rank_parts } from "./codes.ts";
import type { RenderedDocument } from "./document.ts";
import { read_links } from "./links.ts";
import { type CodeNotes, type LinkNotes, round } from "./notes.ts";
import type { ExtractInput, Extraction } from "./mod.ts";
import { READ_LIMITS, render_html } from "./render.ts";
import { render_text } from "./text.ts";

/**
 * Where a candidate was found: the subject, the text part or the HTML part.
 *
 * @example
 * ```ts
 * import { explain, type Place } from "@service/mail/extract";
 * const where: Place = explain({ subject: "Code 4821" }).candidates.codes[0]!.where;
 * console.assert(where === "subject");
 * ```
 */
export type Place = "subject" | "text" | "html";

/**
 * One code-shaped string extraction weighed.
 *
 * @example
 * ```ts
 * import type { CodeCandidate } from "@service/mail/extract";
 * const candidate: CodeCandidate = {
 *   code: "482913", text: "482 913", where: "html", line: "Your code is 482 913", keyword: "code",
 *   keyword_at: "3 characters before it", score: 14.1, chosen: true, reason: "10 × nearness 1 …",
 * };
 * console.assert(candidate.chosen);
 * ```
 */
export interface CodeCandidate {
  /** The code as printed, as `code` would be (`4821-9033`, `G-482913`). */
  code: string;
  /** As written. */
  text: string;
  /** Where it was found. */
  where: Place;
  /** The line (paragraph, table cell) it stands in, cut to 160 characters around it. */
  line: string;
  /** The code keyword that counted most, as written ("verification code"), or `null`. */
  keyword: string | null;
  /** Where that keyword is: "3 characters before it", "the line before it", "in the subject". */
  keyword_at: string | null;
  /** Its score (a code needs 7), or `null` when a rule ruled it out whatever the score. */
  score: number | null;
  /** Whether this is where the chosen `code` scored best. */
  chosen: boolean;
  /** The parts of its score, or the rule that ruled it out. */
  reason: string;
}

/**
 * One distinct link extraction weighed.
 *
 * @example
 * ```ts
 * import type { LinkCandidate } from "@service/mail/extract";
 * const candidate: LinkCandidate = {
 *   url: "https://app.test/verify?t=abc", where: ["html"], label: "Verify your email", keyword: "Verify",
 *   keyword_at: "in its text", score: 10, chosen: true, reason: "action words in its text 6 + an action in its URL 4",
 * };
 * console.assert(candidate.where[0] === "html");
 * ```
 */
export interface LinkCandidate {
  /** The URL as written (entities decoded). */
  url: string;
  /** The parts it appears in. */
  where: ("text" | "html")[];
  /** Its anchor text, or for a URL written in text the words labelling it (cut to 160 characters). */
  label: string;
  /** The action words that counted most, as written ("Verify"), or `null`. */
  keyword: string | null;
  /** Where they are: "in its text" or "around it". */
  keyword_at: string | null;
  /** Its score (the link needs 5), or `null` when a rule ruled it out. */
  score: number | null;
  /** Whether it is the chosen `link`. */
  chosen: boolean;
  /** The parts of its score, or the rule that ruled it out. */
  reason: string;
}

/**
 * Everything extraction weighed, best first, and why the winners won.
 *
 * @example
 * ```ts
 * import { explain } from "@service/mail/extract";
 * const { candidates } = explain({ subject: "Your code", text: "Your code is 482913.\nOrder 1234" });
 * console.assert(candidates.codes[0]!.chosen && candidates.code.startsWith('"482913" scored'));
 * ```
 */
export interface Candidates {
  /** Code-shaped strings: scored ones best first, then those ruled out, in the order they appear. */
  codes: CodeCandidate[];
  /** Distinct http(s) links: scored ones best first, then the others, in the order they appear. */
  links: LinkCandidate[];
  /** Why `code` is what it is (or `null`), against the runner-up. */
  code: string;
  /** Why `link` is what it is (or `null`), against the runner-up. */
  link: string;
}

/**
 * What `explain()` answers: the extraction, and the candidates behind it.
 *
 * @example
 * ```ts
 * import { explain, type Explained } from "@service/mail/extract";
 * const explained: Explained = explain({ text: "Sign-in code: 7788" });
 * console.assert(explained.code === "7788" && explained.candidates.codes.length === 1);
 * ```
 */
export interface Explained extends Extraction {
  /** Every code and link weighed, and why the winners won. */
  candidates: Candidates;
}

/** At most this many candidates of each kind are listed (the chosen ones always are). */
export const MAX_LISTED = 200;

/**
 * Extracts like `extract()` and explains it: every code and link weighed, where, the keyword
 * near it, its score, and why the winner won.
 *
 * @example
 * ```ts
 * import { explain } from "@service/mail/extract";
 * const found = explain({ subject: "Verify", text: "Your verification code is 482913. Order 5521." });
 * console.assert(found.code === "482913");
 * console.assert(found.candidates.codes.some((c) => c.code === "5521" && !c.chosen));
 * ```
 */
export function explain(input: ExtractInput): Explained {
  const subject = input.subject ?? "";
  const html = input.html ? render_html(input.html) : null;
  const text = input.text ? render_text(input.text.slice(0, READ_LIMITS.characters)) : null;
  const codes: CodeCandidate[] = [];
  const typed: string[] = [];
  const trace =
    (document: RenderedDocument, where: Place, with_subject: boolean) =>
    (candidate: Candidate, block: number, _score: number | null, notes: CodeNotes) => {
      if (block < 0 && !with_subject) return;
      const line = block < 0 ? subject_line(subject) : document.blocks[block]!.text;
      codes.push(code_candidate(candidate, block < 0 ? "subject" : where, line, notes));
      typed.push(candidate.code);
    };
  // a string that is another number elsewhere, or one of a list: its scores stand, and the reason says why it lost
  const disowned = (code: string, what: string) => {
    codes.forEach((entry, index) => {
      if (typed[index] === code && entry.score !== null && entry.score >= ACCEPT) {
        entry.reason += `: not a code, ${what}`;
      }
    });
  };
  const ranked = rank_parts(html, text, subject, input.from, { trace, disowned });
  const links: LinkCandidate[] = [];
  const found = read_links(html, text, subject, {
    trace: (link) => links.push(link_candidate(link)),
    has_code: ranked.length > 0,
    from: input.from,
  });
  const code = ranked[0]?.printed ?? null;
  const chosen_code = code === null ? undefined : best_of(codes.filter((c) => c.code === code));
  if (chosen_code) chosen_code.chosen = true;
  const chosen_link = links.find((l) => l.url === found.link);
  if (chosen_link) chosen_link.chosen = true;
  return {
    code,
    code_digits: ranked[0]?.code ?? null,
    codes: ranked.map((entry) => entry.printed),
    link: found.link,
    links: found.links,
    candidates: {
      codes: listed(codes),
      links: listed(links),
      code: why_code(chosen_code, codes),
      link: why_link(chosen_link, links),
    },
  };
}

/** The subject as a line, the way ranking reads it. */
function subject_line(subject: string): string {
  return render_text(subject.slice(0, 1000)).blocks.map((block) => block.text).join(" ");
}

function code_candidate(candidate: Candidate, where: Place, line: string, notes: CodeNotes): CodeCandidate {
  const from = Math.max(0, candidate.start - 80);
  const to = Math.min(line.length, candidate.end + 80);
  return {
    code: candidate.printed,
    text: line.slice(candidate.start, candidate.end),
    where,
    line: `${from > 0 ? "…" : ""}${line.slice(from, to)}${to < line.length ? "…" : ""}`,
    keyword: notes.keyword || null,
    keyword_at: notes.keyword ? notes.where ?? null : null,
    score: notes.prominence === undefined ? null : round(total(notes)),
    chosen: false,
    reason: code_reason(notes),
  };
}

/** The score the notes add up to (the same sum ranking makes). */
function total(notes: CodeNotes): number {
  const penalties = (notes.penalties ?? []).reduce((sum, [, weight]) => sum + weight, 0);
  return 10 * (notes.nearness ?? 0) + (notes.bonus ?? 0) + (notes.prominence ?? 0) - penalties;
}

function code_reason(notes: CodeNotes): string {
  if (notes.prominence === undefined) return `ruled out: ${notes.rule}`;
  const keyword = notes.keyword ? ` (keyword "${notes.keyword}" ${notes.where})` : "";
  const prominent = notes.prominent?.length ? ` (${notes.prominent.join(", ")})` : "";
  const parts = [`10 × nearness ${round(notes.nearness ?? 0)}${keyword}`];
  if (notes.bonus) parts.push(`in the subject +${notes.bonus}`);
  parts.push(`prominence ${round(notes.prominence)}${prominent}`);
  const penalties = notes.penalties ?? [];
  const sum = `${parts.join(" + ")}${penalties.map(([why, weight]) => ` − ${weight} (${why})`).join("")} = ${
    round(total(notes))
  }`;
  return notes.rule ? `${sum}: ${notes.rule}` : sum;
}

function link_candidate(
  link: { url: string; sources: ("html" | "text")[]; label: string; score: number | null; notes: LinkNotes },
): LinkCandidate {
  const { notes } = link;
  const parts = notes.parts ?? [];
  const sum = parts.reduce((total, [, weight]) => total + weight, 0);
  const reason = notes.parts ? `${sum_text(parts)}${notes.rule ? `: ${notes.rule}` : ""}` : `ruled out: ${notes.rule}`;
  return {
    url: link.url,
    where: link.sources,
    label: link.label.length > 160 ? `${link.label.slice(0, 160)}…` : link.label,
    keyword: notes.keyword ?? null,
    keyword_at: notes.keyword ? notes.where ?? null : null,
    score: notes.parts ? round(sum) : null,
    chosen: false,
    reason,
  };
}

/** `action words in its text 6 + a button 1 − hidden 3 = 4`. */
function sum_text(parts: [string, number][]): string {
  const sum = parts.reduce((total, [, weight]) => total + weight, 0);
  const terms = parts.map(([why, weight], index) =>
    `${index === 0 ? (weight < 0 ? "− " : "") : weight < 0 ? " − " : " + "}${why} ${Math.abs(round(weight))}`
  );
  return `${terms.join("")} = ${round(sum)}`;
}

/** Scored first, best first (stable: ties keep their order), then the others; at most `MAX_LISTED`. */
function listed<T extends { score: number | null; chosen: boolean }>(items: T[]): T[] {
  const scored = items.filter((item) => item.score !== null).sort((a, b) => b.score! - a.score!);
  const out = [...scored, ...items.filter((item) => item.score === null)];
  if (out.length <= MAX_LISTED) return out;
  const chosen = out.find((item) => item.chosen);
  const kept = out.slice(0, MAX_LISTED);
  return chosen && !kept.includes(chosen) ? [chosen, ...kept.slice(0, -1)] : kept;
}

function best_of<T extends { score: number | null }>(items: T[]): T | undefined {
  return items.reduce<T | undefined>(
    (best, item) => (best === undefined || (item.score ?? -1) > (best.score ?? -1)) ? item : best,
    undefined,
  );
}

function why_code(chosen: CodeCandidate | undefined, codes: CodeCandidate[]): string {
  if (!chosen) {
    if (codes.length === 0) return "no code: nothing in the message is shaped like a code";
    return `no code: none of the ${codes.length} code-shaped strings reached ${ACCEPT} with a code keyword in reach`;
  }
  const runner = best_of(codes.filter((c) => c.code !== chosen.code && c.score !== null && c.score >= ACCEPT));
  const next = runner ? `; next: "${runner.code}" with ${runner.score}` : "";
  return `"${chosen.code}" scored ${chosen.score}, the most: ${chosen.reason}${next}`;
}

function why_link(chosen: LinkCandidate | undefined, links: LinkCandidate[]): string {
  if (!chosen) {
    if (links.length === 0) return "no link: the message has no http(s) link";
    return `no link: none of the ${links.length} links is labelled or placed as a verify, confirm, sign-in or reset link`;
  }
  const runner = best_of(links.filter((l) => l !== chosen && l.score !== null && l.score >= 5));
  const next = runner ? `; next: ${runner.url} with ${runner.score}` : "";
  return `${chosen.url} scored ${chosen.score}, the most: ${chosen.reason}${next}`;
}
