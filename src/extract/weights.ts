/**
 * The weights of code and link candidates' features, kept as data. A candidate is worth
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
  boxed: 0.5,
  alone: 2,
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
  promo_near: 2,
  gift: 6,
  money_near: 0.5,
  address: 5,
  letters_digits: 0.5,
  one_switch: 2.5,
  word_number: 4,
  letters_only: 0,
  pronounceable: 1,
};

export type ForFeature = keyof typeof FOR;
export type AgainstFeature = keyof typeof AGAINST;

/**
 * A link that passes the rules (not a way out, not a menu link of a mail that asks for nothing…)
 * is worth `LINK_LABEL × its label's action value (0–1) + Σ LINK_FOR − Σ LINK_AGAINST` and is the
 * action link at `LINK_ACCEPT` or more. `LINK_LABEL` and `LINK_ACCEPT` fix the scale. The same
 * script fits the rest on the same splits and prints the fit; these are still the hand-set
 * values, because the fit loses a kind of mail the dev split holds too few of (see the script).
 */
export const LINK_LABEL = 6;
/** The score a link needs to be the action link. */
export const LINK_ACCEPT = 5;

/** Features that count for a link (`nearby`: the action value, 0–1, of the words before it). */
export const LINK_FOR = {
  url_action: 4,
  nearby: 3,
  only_button: 2,
  only_link: 1,
  button: 1,
  token: 1.5,
};

/** Features that count against a link. */
export const LINK_AGAINST = {
  hidden: 3,
};

export type LinkFeature = keyof typeof LINK_FOR | keyof typeof LINK_AGAINST;
