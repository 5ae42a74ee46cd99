import { expect } from "chai";
import { PhraseTable, split_words } from "../../src/extract/words.ts";

const SPLITS: [string, string[]][] = [
  ["Your Verification-Code: 482913.", ["your", "verification", "code", "482913"]],
  ["Bestätigungscode für Jürgen", ["bestätigungscode", "für", "jürgen"]],
  ["don't share it", ["don", "t", "share", "it"]],
  ["確認コード：384920", ["確認コード", "384920"]],
  ["인증번호 [472915]를", ["인증번호", "472915", "를"]],
  ["İstanbul", ["i̇stanbul"]],
  ["a".repeat(70), ["a".repeat(64), "a".repeat(6)]],
  ["— € 12 —", ["12"]],
];

for (const [text, expected] of SPLITS) {
  Deno.test(`split_words(${JSON.stringify(text.slice(0, 30))}) gives ${JSON.stringify(expected).slice(0, 60)}`, () => {
    expect(split_words(text).map((word) => word.text)).to.deep.equal(expected);
  });
}

Deno.test("split_words keeps each word's span in the text", () => {
  expect(split_words("Hi, Zoë!")).to.deep.equal([{ text: "hi", at: 0, end: 2 }, { text: "zoë", at: 4, end: 7 }]);
});

// Each word starts at most one match, the longest; a match inside a longer one is still reported
// (the block reader keeps the outermost).
Deno.test("a phrase table matches word sequences, longest first, and substrings in CJK text", () => {
  const table = new PhraseTable([["code", 0.9], ["security code", 1], ["確認コード", 1]]);
  const text = "Your security code, not the code. 確認コード";
  expect(table.find(split_words(text), text).map((hit) => [hit.phrase, text.slice(hit.at, hit.end)])).to.deep.equal([
    ["security code", "security code"],
    ["code", "code"],
    ["code", "code"],
    ["確認コード", "確認コード"],
  ]);
});

Deno.test("a stem (`word*`) matches every word that starts with it; the longest stem wins; a short stem is refused", () => {
  const table = new PhraseTable([["megerősít*", 1], ["megerősítés", 0.5], ["kirjaudu*", 0.9], [
    "kirjaudu sisään",
    0.7,
  ]]);
  const hits = (text: string) => table.find(split_words(text), text).map((hit) => [hit.phrase, hit.value]);
  expect(hits("E-mail-cím megerősítése")).to.deep.equal([["megerősít*", 1]]);
  // an exact entry wins over a stem at the same word
  expect(hits("megerősítés")).to.deep.equal([["megerősítés", 0.5]]);
  expect(hits("Kirjaudu sisään tai kirjautumaan")).to.deep.equal([["kirjaudu sisään", 0.7]]);
  expect(hits("megerő")).to.deep.equal([]);
  expect(table.has_word("megerősítéséhez")).to.equal(true);
  expect(() => new PhraseTable([["meg*", 1]])).to.throw("a stem needs four letters");
  expect(() => new PhraseTable([["report unauthori*", 1]])).to.throw("a stem is one word");
});
