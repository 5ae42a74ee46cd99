/**
 * Duration strings such as `"90s"`, `"15m"`, `"1h30m"`, `"2d"` or `"500ms"`, as the inbox API,
 * client and CLI take them. A bare number is read as seconds.
 * @module
 */

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
