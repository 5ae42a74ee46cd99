import { expect } from "chai";
import { format_duration, parse_duration } from "../../src/core/duration.ts";

const PARSE: [string | number, number | undefined][] = [
  ["15m", 900_000],
  ["2h", 7_200_000],
  ["1d", 86_400_000],
  ["1w", 604_800_000],
  ["90s", 90_000],
  ["500ms", 500],
  ["1h30m", 5_400_000],
  ["1h 30m", 5_400_000],
  ["1.5h", 5_400_000],
  ["60", 60_000],
  [2.5, 2_500],
  ["  2H ", 7_200_000],
  ["", undefined],
  ["abc", undefined],
  ["5x", undefined],
  ["m5", undefined],
  ["-5m", undefined],
  ["1h-", undefined],
  [-1, undefined],
  [Number.NaN, undefined],
];

for (const [input, expected] of PARSE) {
  Deno.test(`parse_duration(${JSON.stringify(input)}) is ${expected}`, () => {
    expect(parse_duration(input)).to.equal(expected);
  });
}

Deno.test("format_duration writes the shortest exact form", () => {
  expect(format_duration(86_400_000)).to.equal("1d");
  expect(format_duration(5_400_000)).to.equal("1h30m");
  expect(format_duration(90_500)).to.equal("1m30s500ms");
  expect(format_duration(0)).to.equal("0s");
  expect(format_duration(7 * 86_400_000)).to.equal("7d");
});
