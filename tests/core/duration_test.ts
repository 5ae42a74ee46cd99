import { expect } from "chai";
import {
  format_duration,
  parse_duration,
  resolve_scheduled_at,
  type Span,
  span_ms,
  span_text,
} from "../../src/core/duration.ts";

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

const SPANS: [unknown, number | undefined, string | undefined][] = [
  ["15m", 900_000, "15m"],
  [{ minutes: 15 }, 900_000, "15m"],
  [{ hours: 1, minutes: 30 }, 5_400_000, "1h30m"],
  [{ days: 2 }, 172_800_000, "2d"],
  [{ seconds: 1.5 }, 1_500, "1s500ms"],
  ["soon", undefined, undefined],
  [{ fortnights: 1 }, undefined, undefined],
  [{ minutes: -1 }, undefined, undefined],
  [[], undefined, undefined],
  [null, undefined, undefined],
];

for (const [span, ms, text] of SPANS) {
  Deno.test(`one vocabulary: ${JSON.stringify(span)} is ${ms} ms, written ${text}`, () => {
    expect(span_ms(span)).to.equal(ms);
    if (typeof span === "string" || (typeof span === "object" && span !== null && !Array.isArray(span))) {
      expect(span_text(span as Span)).to.equal(text);
    }
  });
}

Deno.test("span_ms counts calendar months from its start", () => {
  const jan31 = Date.parse("2027-01-31T00:00:00Z");
  expect(span_ms({ months: 1 }, jan31)).to.equal(28 * 86_400_000);
});

Deno.test("scheduled_at takes a span from now as a string, and still an ISO date; a bare number is neither", () => {
  const now = Date.parse("2027-03-01T09:00:00Z");
  expect(resolve_scheduled_at("15m", now, "mock").toISOString()).to.equal("2027-03-01T09:15:00.000Z");
  expect(resolve_scheduled_at("1h30m", now, "mock").toISOString()).to.equal("2027-03-01T10:30:00.000Z");
  expect(resolve_scheduled_at({ minutes: 15 }, now, "mock").toISOString()).to.equal("2027-03-01T09:15:00.000Z");
  expect(resolve_scheduled_at("2027-03-02", now, "mock").toISOString()).to.equal("2027-03-02T00:00:00.000Z");
  for (const bad of ["2027", "soon", "15 fortnights"]) {
    expect(() => resolve_scheduled_at(bad, now, "mock")).to.throw(
      `scheduled_at: ${JSON.stringify(bad)} is neither an ISO 8601 date nor a span like "15m"`,
    );
  }
});
