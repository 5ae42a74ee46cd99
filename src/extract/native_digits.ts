/**
 * Decimal digits of other scripts (Arabic-Indic, Devanagari, Bengali, Thai, full-width…): codes are found in an
 * ASCII-digit copy of a block and printed back with the digits the mail used.
 * @module
 */

/** Decimal digits of other scripts, each one UTF-16 unit: the zero of each block. */
const NATIVE_ZEROS = [
  0x0660,
  0x06f0,
  0x07c0,
  0x0966,
  0x09e6,
  0x0a66,
  0x0ae6,
  0x0b66,
  0x0be6,
  0x0c66,
  0x0ce6,
  0x0d66,
  0x0de6,
  0x0e50,
  0x0ed0,
  0x0f20,
  0x1040,
  0x1090,
  0x17e0,
  0x1810,
  0xff10,
];
const NATIVE_DIGITS = new RegExp(
  `[${NATIVE_ZEROS.map((zero) => `\\u${hex(zero)}-\\u${hex(zero + 9)}`).join("")}]`,
  "g",
);
const NATIVE_DIGIT = new RegExp(NATIVE_DIGITS.source);

function hex(code: number): string {
  return code.toString(16).padStart(4, "0");
}

function ascii_digit(char: string): string {
  const code = char.charCodeAt(0);
  const zero = NATIVE_ZEROS.find((zero) => code >= zero && code <= zero + 9)!;
  return String(code - zero);
}

/** A code found in the ASCII-digit copy, printed with the digits the text used at its place. */
export function as_written(printed: string, original: string, start: number): string {
  const span = original.slice(start, start + printed.length + 8);
  const native = span.match(NATIVE_DIGIT)?.[0];
  if (native === undefined) return printed;
  const zero = native.charCodeAt(0) - Number(ascii_digit(native));
  return printed.replace(/\d/g, (digit) => String.fromCharCode(zero + Number(digit)));
}

/** `text` with the decimal digits of every other script as ASCII digits (the same length). */
export function to_ascii_digits(text: string): string {
  return NATIVE_DIGIT.test(text) ? text.replace(NATIVE_DIGITS, ascii_digit) : text;
}
