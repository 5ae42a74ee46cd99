import { expect } from "chai";
import { add_duration, describe_duration, parse_iso, resolve_scheduled_at } from "../../src/core/duration.ts";
import type { Duration } from "../../src/core/types.ts";

const ADD: [string, Duration, string][] = [
  ["2026-01-31T10:00:00.000Z", { months: 1 }, "2026-02-28T10:00:00.000Z"],
  ["2028-01-31T10:00:00.000Z", { months: 1 }, "2028-02-29T10:00:00.000Z"],
  ["2026-03-31T00:00:00.000Z", { months: 1 }, "2026-04-30T00:00:00.000Z"],
  ["2026-01-15T00:00:00.000Z", { months: 13 }, "2027-02-15T00:00:00.000Z"],
  ["2026-12-31T23:00:00.000Z", { months: 2 }, "2027-02-28T23:00:00.000Z"],
  ["2028-02-29T12:00:00.000Z", { years: 1 }, "2029-02-28T12:00:00.000Z"],
  ["2028-02-29T12:00:00.000Z", { years: 4 }, "2032-02-29T12:00:00.000Z"],
  ["2026-01-31T00:00:00.000Z", { months: 1, days: 1 }, "2026-03-01T00:00:00.000Z"],
  ["2026-02-28T00:00:00.000Z", { days: 1 }, "2026-03-01T00:00:00.000Z"],
  ["2028-02-28T00:00:00.000Z", { days: 1 }, "2028-02-29T00:00:00.000Z"],
  ["2026-01-01T00:00:00.000Z", { weeks: 2, hours: 3, minutes: 4, seconds: 5 }, "2026-01-15T03:04:05.000Z"],
  ["2026-01-01T00:00:00.000Z", { seconds: 1.5 }, "2026-01-01T00:00:01.500Z"],
  ["2026-01-01T00:00:00.000Z", {}, "2026-01-01T00:00:00.000Z"],
  ["2026-01-01T00:00:00.000Z", { years: 1, months: 2, days: 3 }, "2027-03-04T00:00:00.000Z"],
];

for (const [from, duration, expected] of ADD) {
  Deno.test(`${from} + ${JSON.stringify(duration)} = ${expected}`, () => {
    expect(new Date(add_duration(Date.parse(from), duration)).toISOString()).to.equal(expected);
  });
}

const BAD: Duration[] = [
  { days: -1 },
  { months: 1.5 },
  { hours: Number.NaN },
  { hours: Infinity },
  { day: 1 } as Duration,
  { hours: "1" as unknown as number },
];
for (const duration of BAD) {
  Deno.test(`add_duration rejects ${JSON.stringify(duration)}`, () => {
    expect(() => add_duration(0, duration)).to.throw(RangeError);
  });
}

const ISO: [string, string | undefined][] = [
  ["2026-05-01T09:30:00", "2026-05-01T09:30:00.000Z"],
  ["2026-05-01 09:30", "2026-05-01T09:30:00.000Z"],
  ["2026-05-01", "2026-05-01T00:00:00.000Z"],
  ["2026-05-01T09:30:00.25", "2026-05-01T09:30:00.250Z"],
  ["2026-05-01T09:30:00Z", "2026-05-01T09:30:00.000Z"],
  ["2026-05-01T09:30:00+02:00", "2026-05-01T07:30:00.000Z"],
  ["2026-05-01T09:30:00-0530", "2026-05-01T15:00:00.000Z"],
  ["2028-02-29T00:00:00", "2028-02-29T00:00:00.000Z"],
  ["2026-02-29T00:00:00", undefined],
  ["2026-13-01T00:00:00", undefined],
  ["2026-05-01T24:00:00", undefined],
  ["2026-05-01T09:60", undefined],
  ["tomorrow", undefined],
  ["2026-05-01T09:30:00+25:00", undefined],
  ["", undefined],
];
for (const [text, expected] of ISO) {
  Deno.test(`parse_iso(${JSON.stringify(text)}) is ${expected}`, () => {
    const ms = parse_iso(text);
    expect(ms === undefined ? undefined : new Date(ms).toISOString()).to.equal(expected);
  });
}

Deno.test("resolve_scheduled_at reads a Date, an ISO string without offset as UTC, and a Duration from now", () => {
  const now = Date.parse("2026-01-31T08:00:00.000Z");
  expect(resolve_scheduled_at(new Date("2026-02-01T00:00:00Z"), now, "p").toISOString()).to.equal(
    "2026-02-01T00:00:00.000Z",
  );
  expect(resolve_scheduled_at("2026-02-01T10:00", now, "p").toISOString()).to.equal("2026-02-01T10:00:00.000Z");
  expect(resolve_scheduled_at({ months: 1 }, now, "p").toISOString()).to.equal("2026-02-28T08:00:00.000Z");
});

for (const bad of [new Date("nope"), "next tuesday", { minutes: -5 }, 42]) {
  Deno.test(`resolve_scheduled_at(${String(bad)}) throws invalid_scheduled_at`, () => {
    expect(() => resolve_scheduled_at(bad as Date, 0, "p")).to.throw("invalid_scheduled_at");
  });
}

Deno.test("describe_duration writes limits for people", () => {
  expect(describe_duration({ days: 30 })).to.equal("30 days");
  expect(describe_duration({ hours: 72 })).to.equal("72 hours");
  expect(describe_duration({ days: 1, hours: 2 })).to.equal("1 day 2 hours");
});
