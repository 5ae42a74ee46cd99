/**
 * The one duration vocabulary: strings such as `"90s"`, `"15m"`, `"1h30m"`, `"2d"` or `"500ms"`
 * (a bare number is seconds), and `Duration` objects such as `{ hours: 1 }`, with months and years
 * that follow the calendar. `scheduled_at` also takes a `Date` or an ISO 8601 string (no offset = UTC).
 * @module
 */

import { ServiceError } from "./error.ts";
import type { Duration } from "./types.ts";

const FIELDS = ["seconds", "minutes", "hours", "days", "weeks", "months", "years"] as const;
const FIXED_MS = { seconds: 1_000, minutes: 60_000, hours: 3_600_000, days: 86_400_000, weeks: 604_800_000 };

/** Whether `value` is a `Duration` object (and not a `Date`). */
export function is_duration(value: unknown): value is Duration {
  return typeof value === "object" && value !== null && !(value instanceof Date);
}

function days_in_month(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * `ms` plus `duration`, in UTC. Years and months move the calendar date first, keeping the day
 * when the target month has it and otherwise landing on its last day (Feb 29 + 1 year = Feb 28);
 * then weeks, days, hours, minutes and seconds are added as fixed lengths.
 * Throws `RangeError` for unknown fields, negative or non-finite values, or fractional months/years.
 *
 * @example
 * ```ts
 * import { add_duration } from "@service/mail";
 * const at = add_duration(Date.parse("2028-01-31T09:00:00Z"), { months: 1, hours: 2 });
 * console.assert(new Date(at).toISOString() === "2028-02-29T11:00:00.000Z");
 * ```
 */
export function add_duration(ms: number, duration: Duration): number {
  for (const key of Object.keys(duration)) {
    if (!(FIELDS as readonly string[]).includes(key)) throw new RangeError(`unknown duration field "${key}"`);
  }
  for (const field of FIELDS) {
    const value = duration[field];
    if (value === undefined) continue;
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
      throw new RangeError(`duration ${field} must be a non-negative number`);
    }
    if ((field === "months" || field === "years") && !Number.isInteger(value)) {
      throw new RangeError(`duration ${field} must be a whole number`);
    }
  }
  const date = new Date(ms);
  const months = (duration.years ?? 0) * 12 + (duration.months ?? 0);
  if (months > 0) {
    const total = date.getUTCMonth() + months;
    const year = date.getUTCFullYear() + Math.floor(total / 12);
    const month = total % 12;
    const day = Math.min(date.getUTCDate(), days_in_month(year, month));
    date.setUTCFullYear(year, month, day);
  }
  let out = date.getTime();
  for (const field of ["weeks", "days", "hours", "minutes", "seconds"] as const) {
    out += (duration[field] ?? 0) * FIXED_MS[field];
  }
  return Math.round(out);
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Milliseconds of an ISO 8601 date or date-time; without `Z` or an offset it is UTC. `undefined` when invalid. */
export function parse_iso(text: string): number | undefined {
  const m = ISO.exec(text.trim());
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > days_in_month(year, month - 1)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const fraction = m[7] ? Math.round(Number(`0.${m[7]}`) * 1000) : 0;
  let ms = Date.UTC(year, month - 1, day, hour, minute, second, fraction);
  const zone = m[8];
  if (zone && zone.toUpperCase() !== "Z") {
    const digits = zone.slice(1).replace(":", "");
    const hours = Number(digits.slice(0, 2));
    const minutes = Number(digits.slice(2) || 0);
    if (hours > 23 || minutes > 59) return undefined;
    ms -= (zone[0] === "-" ? -1 : 1) * (hours * 60 + minutes) * 60_000;
  }
  return ms;
}

/**
 * The moment `scheduled_at` names, relative to `now`. Throws `ServiceError` `invalid_scheduled_at`
 * for an invalid `Date`, an unparseable string or a malformed `Duration`.
 */
export function resolve_scheduled_at(value: Date | string | Duration, now: number, provider: string): Date {
  const fail = (why: string) =>
    new ServiceError({ provider, code: "invalid_scheduled_at", message: `scheduled_at: ${why}` });
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw fail("invalid Date");
    return new Date(value.getTime());
  }
  if (typeof value === "string") {
    const ms = parse_iso(value);
    if (ms !== undefined) return new Date(ms);
    // A span from now ("15m", "1h30m"); its unit is required, so a bare year is never read as seconds.
    const later = /[a-z]\s*$/i.test(value) ? parse_duration(value) : undefined;
    if (later !== undefined) return new Date(now + later);
    throw fail(`${JSON.stringify(value)} is neither an ISO 8601 date nor a span like "15m"`);
  }
  if (is_duration(value)) {
    try {
      return new Date(add_duration(now, value));
    } catch (error) {
      throw fail((error as Error).message);
    }
  }
  throw fail(`${JSON.stringify(value)} is not a Date, an ISO 8601 string, a span like "15m" or a Duration`);
}

/** Writes a duration for people: `{days: 30}` → `"30 days"`. */
export function describe_duration(duration: Duration): string {
  return FIELDS.slice().reverse()
    .filter((field) => duration[field])
    .map((field) => `${duration[field]} ${duration[field] === 1 ? field.slice(0, -1) : field}`)
    .join(" ");
}

const UNIT_MS: Record<string, number> = {
  ms: 1,
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
};

const PART = /(\d+(?:\.\d+)?)\s*(ms|s|m|h|d|w)/y;

/** Parses a duration string into milliseconds; `undefined` when it is not one. */
export function parse_duration(input: string | number): number | undefined {
  if (typeof input === "number") {
    return Number.isFinite(input) && input >= 0 ? Math.round(input * 1000) : undefined;
  }
  const text = input.trim().toLowerCase();
  if (text === "") return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  let total = 0;
  PART.lastIndex = 0;
  while (PART.lastIndex < text.length) {
    const start = PART.lastIndex;
    const match = PART.exec(text);
    if (!match || match.index !== start) return undefined;
    total += Number(match[1]) * UNIT_MS[match[2]!]!;
    while (text[PART.lastIndex] === " ") PART.lastIndex++;
  }
  return Math.round(total);
}

/** Writes milliseconds as the shortest exact duration string (`3600000` → `"1h"`). */
export function format_duration(ms: number): string {
  if (ms === 0) return "0s";
  let rest = Math.round(ms);
  let out = "";
  for (const unit of ["d", "h", "m", "s"] as const) {
    const size = UNIT_MS[unit]!;
    if (rest >= size) {
      out += `${Math.floor(rest / size)}${unit}`;
      rest %= size;
    }
  }
  if (rest > 0) out += `${rest}ms`;
  return out;
}

/**
 * A span of time in the one vocabulary every option takes (`ttl`, `extend`, `timeout`,
 * `retry_delay`, and `scheduled_at` from now): a string such as `"15m"` or `"1h30m"`, or a
 * `Duration` such as `{ minutes: 15 }`.
 *
 * @example
 * ```ts
 * import type { Span } from "@service/mail/inbox";
 * const short: Span = "15m";
 * const long: Span = { hours: 2 };
 * console.assert(typeof short === "string" && "hours" in long);
 * ```
 */
export type Span = string | Duration;

/**
 * Milliseconds of `span`, counted from `from` (so months follow the calendar); `undefined` when
 * it is not a span. A string needs its unit (`"90s"`); a bare number string is read as seconds.
 */
export function span_ms(span: unknown, from = 0): number | undefined {
  if (typeof span === "string") return parse_duration(span);
  if (!is_duration(span) || Array.isArray(span)) return undefined;
  try {
    return add_duration(from, span) - from;
  } catch {
    return undefined;
  }
}

/** `span` as a duration string for the wire and for messages (`{ minutes: 15 }` → `"15m"`). */
export function span_text(span: Span): string | undefined {
  if (typeof span === "string") return parse_duration(span) === undefined ? undefined : span;
  const ms = span_ms(span);
  return ms === undefined ? undefined : format_duration(ms);
}
