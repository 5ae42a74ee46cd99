/**
 * The weights of a code candidate's features, kept as data. A candidate is worth
 * `NEARNESS × keyword nearness + min(PROMINENCE_CAP, Σ for) − Σ against` and is a code at
 * `ACCEPT` or more. `NEARNESS`, `ACCEPT` and the cap fix the scale; every other weight is fitted
 * on the dev and regression splits by `scripts/fit_extract.ts` (logistic regression over
 * every candidate, weights kept at or above 0, pulled toward the previous hand-set values,
 * rounded to halves), which rewrites this file. Do not edit the numbers by hand: refit.
 * @module
 */

/** The scale of keyword nearness (0–1) in a score. */
export const NEARNESS = 10;
/** The score a candidate needs to be called a code. */
export const ACCEPT = 7;
/** The most that prominence adds. */
export const PROMINENCE_CAP = 5;

/** Features that count for a candidate (its prominence, and standing in the subject). */
export const FOR = {
  subject: 1,
  size_large: 2.5,
  size_medium: 1.5,
  size_small: 0.5,
  bold: 0.5,
  spaced: 1,
  mono: 1,
  boxed: 0,
  alone: 2.5,
};

/** Features that count against a candidate. */
export const AGAINST = {
  labelled_other: 8,
  followed_by_other: 6,
  street: 8,
  year_after_keyword: 2,
  year: 6,
  meeting: 8,
  footer: 6,
  promo: 6,
  promo_near: 3.5,
  money_near: 0.5,
  address: 5,
  letters_digits: 0,
  one_switch: 2.5,
  word_number: 3,
  letters_only: 0,
  pronounceable: 0,
};

export type ForFeature = keyof typeof FOR;
export type AgainstFeature = keyof typeof AGAINST;
