import { expect } from "chai";
import { clean_text } from "../../src/extract/clean.ts";

const CASES: [string, string][] = [
  ["Your code is 482913.", "Your code is 482913."], // already clean: answered as it came
  [" leading and trailing ", " leading and trailing "],
  ["two  spaces", "two spaces"],
  ["tab\there", "tab here"],
  ["line\r\nbreak", "line break"],
  ["no\u00a0break\u2009thin\u3000ideographic", "no break thin ideographic"],
  ["zero\u200bwidth\u00adsoft\ufeffbom", "zerowidthsoftbom"],
  ["\u200c\u00a0\u200c\u00a0Pre-header", " Pre-header"],
  ["コード：１２３４５６ ＡＢＣ", "コード：123456 ABC"],
  ["café 482913", "café 482913"],
  ["", ""],
];

for (const [text, expected] of CASES) {
  Deno.test(`clean_text(${JSON.stringify(text)}) is ${JSON.stringify(expected)}`, () => {
    expect(clean_text(text)).to.equal(expected);
  });
}

Deno.test("clean_text answers every printable ASCII line without two spaces unchanged, and collapses any two", () => {
  for (let code = 0x20; code <= 0x7e; code++) {
    const char = String.fromCharCode(code);
    expect(clean_text(`a${char}b`)).to.equal(`a${char}b`);
  }
  for (const control of ["\t", "\n", "\r", "\v", "\f"]) expect(clean_text(`a${control} b`)).to.equal("a b");
});
