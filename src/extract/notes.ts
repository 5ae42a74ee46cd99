/**
 * Notes of scoring, kept only when an explanation is asked for (`explain()`): the rule that
 * ruled a candidate out, or the parts of its score.
 * @module
 */

import type { AgainstFeature, ForFeature } from "./weights.ts";

/**
 * What scoring a candidate found, filled only when an explanation is asked for: the rule that
 * ruled it out, or the parts of its score.
 */
export interface CodeNotes {
  /** Why it is no code whatever its score, or why its score does not count. */
  rule?: string;
  /** The code keyword that counted most, as written, and where it stands. */
  keyword?: string;
  where?: string;
  nearness?: number;
  prominence?: number;
  /** What made it prominent: size, bold, spacing, alone on its line. */
  prominent?: string[];
  /** Each penalty, with its weight. */
  penalties?: [string, number][];
  bonus?: number;
  /** The features that counted for and against it (what `weights.ts` weighs), for fitting. */
  features?: { for: ForFeature[]; against: AgainstFeature[] };
}

/** What scoring a link found. */
export interface LinkNotes {
  /** Why it is not the action link whatever its score, or why its score does not count. */
  rule?: string;
  /** The action words that counted most, as written, and where they are. */
  keyword?: string;
  where?: string;
  /** The parts of its score, each with its weight. */
  parts?: [string, number][];
  /** The value of each feature the score weighs (`label`: its text's action value, 0–1), for fitting. */
  features?: Record<string, number>;
}

/** Two decimals, for explanations. */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}
