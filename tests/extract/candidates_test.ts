import { expect } from "chai";
import { find_candidates } from "../../src/extract/candidates.ts";

// text → the code-shaped strings found in it (separators removed)
const CASES: [string, string[]][] = [
  ["Your code is 482913.", ["482913"]],
  ["Code: 4821", ["4821"]],
  ["12345678 is it", ["12345678"]],
  ["too short 123 and too long 123456789", []],
  ["grouped 482 913 and 482-913", ["482913", "482913"]],
  ["four by four 4821 9930 and 4821-9930", ["48219930", "48219930"]],
  ["unequal groups 48 2913 or 4821-93", []],
  ["pairs 58 21 44 and 12 34 56 78", ["582144", "12345678"]],
  // two pairs are a time or a date; five are a phone number; a pair glued to more digits is neither
  ["pairs 14 30 or 06 12 34 56 78 or 123 45 67 89 or 12 34 56-78", []],
  ["letter-spaced 4 8 2 9 1 3 here", ["482913"]],
  ["letter-spaced 4829 or 4 8 2 9", ["4829", "4829"]],
  ["alphanumeric A1B2C3 K7P-2QX F7K2P", ["A1B2C3", "K7P2QX", "F7K2P"]],
  ["lower case a1b2c3 and words HELLO WORLD", []],
  ["markdown **839201**", ["839201"]],
  ["brackets [472915] and （620381）", ["472915", "620381"]],
  ["CJK glued 验证码620381，10分钟", ["620381"]],
  ["a word glued é48291 or 48291ü", []],
  // dates and times
  ["dates 2025-03-04 04.03.2025 03/04/2025 and 12:30 or 09:14:22", []],
  // prices, percentages, signs
  ["prices $1299 €4821 £1234 1299€ 1.299,00 1,299.00 1234,- 4821%", []],
  // order numbers and other signs
  ["order #448120, #1A2B3C, ©2025, @4821, +4930123456, №1234, 1234°", []],
  // phone numbers: digits close to more digits
  ["call +1 (415) 555-0132 or 0800 048 2210 or 555-123-4567 or (030) 1234567", []],
  // numbers in URLs and e-mail addresses
  ["see https://x.io/verify/99182734?uid=554321 or mail 482913@x.io", []],
  ["decimals 3.14159 and versions v2.4.1 and ranges 10-20", []],
  ["hosts like acme.com/v/482913 and paths /482913/", []],
];

for (const [text, expected] of CASES) {
  Deno.test(`find_candidates(${JSON.stringify(text)}) finds ${JSON.stringify(expected)}`, () => {
    expect(find_candidates(text).map((candidate) => candidate.code)).to.deep.equal(expected);
  });
}

Deno.test("a candidate reports its span in the text and its kind", () => {
  expect(find_candidates("Code: 482-913 or K7P-2QX or 4 8 2 9")).to.deep.equal([
    { code: "482913", printed: "482-913", start: 6, end: 13, kind: "digits", spaced: false },
    { code: "K7P2QX", printed: "K7P-2QX", start: 17, end: 24, kind: "alphanumeric", spaced: false },
    { code: "4829", printed: "4829", start: 28, end: 35, kind: "digits", spaced: true },
  ]);
});
