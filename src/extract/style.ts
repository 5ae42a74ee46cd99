/**
 * The little of an element's style extraction needs: is it hidden, how big and bold is its
 * text, is it letter-spaced, monospaced or set in a box. What an element's tag, attributes and
 * CSS do is worked out once per distinct combination (templates repeat them hundreds of times)
 * and then applied to the parent's style.
 * @module
 */

import { type Declaration, StyleSheet } from "./css.ts";
import type { Attributes } from "./tokenize.ts";

/** The computed style of an element, as far as extraction cares. */
export interface Style {
  /** Font size in CSS pixels. */
  size: number;
  bold: boolean;
  /** Visible letter-spacing (codes are often spread out). */
  spaced: boolean;
  mono: boolean;
  /** The element or an ancestor has a coloured background or a border. */
  boxed: boolean;
  hidden: boolean;
}

/** `block`, `inline`, or `null` for the tag's default. */
export type Display = "block" | "inline" | null;

/** The style of the root of a document. */
export const ROOT_STYLE: Style = { size: 16, bold: false, spaced: false, mono: false, boxed: false, hidden: false };

/** A length: pixels, or relative to the parent's font size (`em`, `%`, `larger`). */
interface Length {
  value: number;
  relative: boolean;
}

/** What an element's tag, attributes and declarations do to the style it inherits. */
interface Effect {
  size?: Length;
  bold?: boolean;
  /** `null`: `letter-spacing: normal`. */
  spacing?: Length | null;
  mono?: true;
  boxed?: true;
  hidden?: true;
  display: Display;
}

const TAG_SIZE: Record<string, number> = { h1: 2, h2: 1.5, h3: 1.17, h5: 0.83, h6: 0.67, small: 0.83, big: 1.2 };
const FONT_SIZE_ATTRIBUTE = [0, 10, 13, 16, 18, 24, 32, 48];
const KEYWORD_SIZE: Record<string, number> = {
  "xx-small": 9,
  "x-small": 10,
  small: 13,
  medium: 16,
  large: 18,
  "x-large": 24,
  "xx-large": 32,
  "xxx-large": 48,
};
const BOLD_TAGS = new Set(["b", "strong", "h1", "h2", "h3", "h4", "h5", "h6", "th"]);
const MONO_TAGS = new Set(["code", "pre", "tt", "kbd", "samp"]);
const MONO_FAMILY = /mono|courier|consolas|menlo|monaco/i;
const PLAIN_BACKGROUND =
  /^(?:#f{3}(?:f{3})?|white|transparent|none|inherit|initial|rgba?\(\s*255\s*,\s*255\s*,\s*255\b.*)$/i;
const MAX_CACHED = 2000;

/** Computes element styles for one document, remembering what each distinct element does. */
export class Styler {
  readonly sheet = new StyleSheet();
  #effects = new Map<string, Map<string, Effect>>();
  #cached = 0;
  #version = 0;

  /** The style of an element under `parent`, and its `display` if set. */
  compute(parent: Style, tag: string, attributes: Attributes): { style: Style; display: Display } {
    if (this.#version !== this.sheet.version) {
      this.#effects.clear();
      this.#cached = 0;
      this.#version = this.sheet.version;
    }
    // most elements of a template carry only a style attribute: key those by it alone
    const plain = !attributes.class && !attributes.id && !attributes.bgcolor && !("hidden" in attributes) &&
      tag !== "font";
    const key = plain
      ? attributes.style ?? ""
      : `${attributes.class ?? ""}\u0001${attributes.id ?? ""}\u0001${attributes.style ?? ""}\u0001${
        attributes.bgcolor ?? ""
      }\u0001${"hidden" in attributes}\u0001${attributes.size ?? ""}\u0001${attributes.face ?? ""}`;
    let by_key = this.#effects.get(tag);
    if (!by_key) this.#effects.set(tag, by_key = new Map());
    let effect = by_key.get(key);
    if (!effect) {
      effect = element_effect(tag, attributes, this.sheet);
      if (this.#cached++ < MAX_CACHED) by_key.set(key, effect);
    }
    return { style: apply(parent, effect), display: effect.display };
  }
}

/** The style of an element, from its parent's, its tag, the sheet and its attributes. */
export function compute_style(
  parent: Style,
  tag: string,
  attributes: Attributes,
  sheet: StyleSheet = new StyleSheet(),
): { style: Style; display: Display } {
  const effect = element_effect(tag, attributes, sheet);
  return { style: apply(parent, effect), display: effect.display };
}

/** Whether text in this style is seen: not hidden and not shrunk to nothing (`font-size: 0`
 * on a wrapper is a layout trick, so a child that sets a size again is seen). */
export function is_visible(style: Style): boolean {
  return !style.hidden && style.size > 1;
}

function apply(parent: Style, effect: Effect): Style {
  const size = effect.size ? resolve(effect.size, parent.size) : parent.size;
  const bold = effect.bold ?? parent.bold;
  const spaced = effect.spacing === undefined
    ? parent.spaced
    : effect.spacing !== null && resolve(effect.spacing, size) >= 2;
  const mono = parent.mono || effect.mono === true;
  const boxed = parent.boxed || effect.boxed === true;
  const hidden = parent.hidden || effect.hidden === true;
  // an element that changes nothing shares its parent's style (runs of one style then join)
  if (
    size === parent.size && bold === parent.bold && spaced === parent.spaced && mono === parent.mono &&
    boxed === parent.boxed && hidden === parent.hidden
  ) return parent;
  return { size, bold, spaced, mono, boxed, hidden };
}

function resolve(length: Length, base: number): number {
  return length.relative ? length.value * base : length.value;
}

/** What a tag with these attributes does, with the sheet's rules and its inline style. */
function element_effect(tag: string, attributes: Attributes, sheet: StyleSheet): Effect {
  const effect: Effect = { display: null };
  const factor = TAG_SIZE[tag];
  if (factor !== undefined) effect.size = { value: factor, relative: true };
  if (BOLD_TAGS.has(tag)) effect.bold = true;
  if (MONO_TAGS.has(tag)) effect.mono = true;
  if (tag === "font") {
    const size = Number.parseInt(attributes.size ?? "", 10);
    if (size >= 1 && size <= 7) effect.size = { value: FONT_SIZE_ATTRIBUTE[size]!, relative: false };
    if (MONO_FAMILY.test(attributes.face ?? "")) effect.mono = true;
  }
  if ("hidden" in attributes) effect.hidden = true;
  const background = attributes.bgcolor;
  if (background && !PLAIN_BACKGROUND.test(background.trim())) effect.boxed = true;
  const matched = sheet.matching(tag, attributes);
  const declarations = attributes.style ? [...matched, ...sheet.inline(attributes.style)] : matched;
  read_declarations(effect, declarations);
  return effect;
}

function read_declarations(effect: Effect, declarations: Declaration[]): void {
  let overflow_hidden = false;
  let collapsed = false;
  for (const [property, value] of declarations) {
    switch (property) {
      case "display":
        if (value === "none") effect.hidden = true;
        else {
          effect.display = value === "inline" || value === "inline-block" || value === "contents" ? "inline" : "block";
        }
        break;
      case "visibility":
        if (value === "hidden" || value === "collapse") effect.hidden = true;
        break;
      case "opacity":
        if (Number.parseFloat(value) === 0) effect.hidden = true;
        break;
      case "mso-hide":
        if (value === "all") effect.hidden = true;
        break;
      case "overflow":
        overflow_hidden = value === "hidden";
        break;
      case "max-height":
      case "height":
      case "max-width":
      case "width":
        if (/^0(?:px|em|%)?$/.test(value)) collapsed = true;
        break;
      case "font-size": {
        const size = font_size(value);
        if (size) effect.size = size;
        break;
      }
      case "font-weight":
        effect.bold = value === "bold" || value === "bolder" || Number.parseInt(value, 10) >= 600;
        break;
      case "letter-spacing": {
        const spacing = value === "normal" ? null : length(value);
        if (spacing !== null || value === "normal") effect.spacing = spacing;
        break;
      }
      case "font-family":
        if (MONO_FAMILY.test(value)) effect.mono = true;
        break;
      case "font": {
        if (MONO_FAMILY.test(value)) effect.mono = true;
        const written = /(\d*\.?\d+(?:px|pt|em|rem|%))/.exec(value);
        const size = written ? font_size(written[1]!) : null;
        if (size) effect.size = size;
        if (/\bbold\b|\b[6-9]00\b/.test(value)) effect.bold = true;
        break;
      }
      case "background":
      case "background-color":
        if (!PLAIN_BACKGROUND.test(value)) effect.boxed = true;
        break;
      case "border":
        if (!/^(?:none|0|0px|hidden)\b/.test(value)) effect.boxed = true;
        break;
    }
  }
  if (collapsed && overflow_hidden) effect.hidden = true;
}

function font_size(value: string): Length | null {
  const keyword = KEYWORD_SIZE[value];
  if (keyword !== undefined) return { value: keyword, relative: false };
  if (value === "larger") return { value: 1.2, relative: true };
  if (value === "smaller") return { value: 1 / 1.2, relative: true };
  const found = length(value);
  if (found) return found;
  const percent = /^(\d*\.?\d+)%$/.exec(value);
  return percent ? { value: Number.parseFloat(percent[1]!) / 100, relative: true } : null;
}

/** `12px`, `9pt`, `2em`, `1.5rem`, `0` as a length. */
function length(value: string): Length | null {
  const match = /^(-?\d*\.?\d+)(px|pt|em|rem)?$/.exec(value);
  if (!match) return null;
  const number = Number.parseFloat(match[1]!);
  switch (match[2]) {
    case "pt":
      return { value: number * 4 / 3, relative: false };
    case "em":
      return { value: number, relative: true };
    case "rem":
      return { value: number * 16, relative: false };
    default:
      return { value: number, relative: false };
  }
}
