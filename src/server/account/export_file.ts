/**
 * Export files: the account's messages (form submissions among them) as CSV or JSON. `filter`
 * picks rows (`form:Contact tag:signup status:sent origin:api from:… to:… subject:…`; a key's
 * value runs to the next `key:` term, so `form:Contact form` names the form "Contact form", or
 * quote it; bare words before the first key match subject, from or to), `columns` picks message columns,
 * `fields` picks form fields (default: every field of the rows' forms), `window` keeps the rows
 * made in that long before now.
 * @module
 */

import { iso } from "../../core/clock.ts";
import { parse_duration } from "../../core/duration.ts";
import type { OutMessage } from "./store/types.ts";
import type { AccountContext } from "./context.ts";
import { invalid } from "./http.ts";

/** Columns an export can have. */
export const COLUMNS = [
  "id",
  "created",
  "status",
  "origin",
  "from",
  "to",
  "cc",
  "subject",
  "tags",
  "form",
  "scheduled_at",
  "sent_at",
] as const;
export type Column = (typeof COLUMNS)[number];

export const DEFAULT_COLUMNS: Column[] = ["id", "created", "status", "from", "to", "subject", "form"];

const FILTER_KEYS = ["form", "tag", "status", "origin", "from", "to", "subject"] as const;

/** What an export says. */
export interface ExportSpec {
  name: string;
  filter: string | null;
  format: "csv" | "json";
  columns: string[] | null;
  fields: string[] | null;
  window: string | null;
}

/** A finished file. */
export interface ExportFile {
  filename: string;
  type: string;
  bytes: Uint8Array;
  rows: number;
}

/** Checks a filter; 422 `invalid_filter` names the bad term. */
export function parse_filter(text: string | null): { key: string | null; value: string }[] {
  if (!text) return [];
  const terms: { key: string | null; value: string }[] = [];
  for (const m of text.matchAll(/(?:(\w+):)?(?:"([^"]*)"|(\S+))/g)) {
    const key = m[1]?.toLowerCase() ?? null;
    if (key !== null && !(FILTER_KEYS as readonly string[]).includes(key)) {
      throw invalid("filter", `unknown key "${key}"; use ${FILTER_KEYS.join(", ")}`, "invalid_filter");
    }
    const value = (m[2] ?? m[3] ?? "").toLowerCase();
    const last = terms.at(-1);
    // A bare word after a keyed term continues its value: `form:Contact form` is one form name.
    if (key === null && last?.key && m[2] === undefined) last.value += ` ${value}`;
    else terms.push({ key, value });
  }
  return terms;
}

/** Checks a column list; 422 `invalid_column`. */
export function check_columns(columns: string[] | null): void {
  for (const column of columns ?? []) {
    if (!(COLUMNS as readonly string[]).includes(column)) {
      throw invalid("columns", `unknown column "${column}"; use ${COLUMNS.join(", ")}`, "invalid_column");
    }
  }
}

/** Checks a window; 422 `invalid_window`. */
export function check_window(window: string | null): number | null {
  if (window === null) return null;
  const ms = parse_duration(window);
  if (ms === undefined || ms <= 0) {
    throw invalid("window", `"${window}" is not a duration like 1d or 7d`, "invalid_window");
  }
  return ms;
}

function matches(m: OutMessage, terms: { key: string | null; value: string }[]): boolean {
  const has = (text: string | null | undefined, value: string) => (text ?? "").toLowerCase().includes(value);
  return terms.every(({ key, value }) => {
    switch (key) {
      case "form":
        return (m.form?.name ?? "").toLowerCase() === value;
      case "tag":
        return m.tags.some((t) => t.toLowerCase() === value);
      case "status":
        return m.status === value;
      case "origin":
        return m.origin === value;
      case "from":
        return has(m.from, value);
      case "to":
        return [...m.to, ...m.cc].some((t) => has(t, value));
      case "subject":
        return has(m.subject, value);
      default:
        return has(m.subject, value) || has(m.from, value) || m.to.some((t) => has(t, value));
    }
  });
}

function cell(m: OutMessage, column: Column): string | string[] | null {
  switch (column) {
    case "created":
    case "scheduled_at":
    case "sent_at":
      return m[column] === null ? null : iso(m[column]!);
    case "form":
      return m.form?.name ?? null;
    case "to":
    case "cc":
    case "tags":
      return m[column];
    default:
      return m[column];
  }
}

/** One CSV cell: quoted when needed; a formula-looking text gets a leading `'` so spreadsheets show it as text. */
function csv_cell(value: string | string[] | null): string {
  let text = value === null ? "" : Array.isArray(value) ? value.join(", ") : value;
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Builds the file of `spec` from the messages made in (since, now]; `since` defaults to `now - window`, or all. */
export async function build_export(
  actx: AccountContext,
  account: string,
  spec: ExportSpec,
  now: number,
  since?: number,
): Promise<ExportFile> {
  const terms = parse_filter(spec.filter);
  check_columns(spec.columns);
  const window = check_window(spec.window);
  const from = since ?? (window === null ? undefined : now - window);
  const range = { ...(from === undefined ? {} : { since: from + 1 }), until: now + 1 };
  const rows = (await actx.store.messages(account, range))
    .filter((m) => matches(m, terms));
  const columns = (spec.columns ?? DEFAULT_COLUMNS) as Column[];
  const fields = spec.fields ?? [...new Set(rows.flatMap((m) => m.form?.fields ?? []))];
  const date = iso(now).slice(0, 10);
  const base = spec.name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "export";
  if (spec.format === "json") {
    const data = rows.map((m) => {
      const row: Record<string, unknown> = {};
      for (const column of columns) row[column] = cell(m, column);
      if (fields.length > 0) row.fields = Object.fromEntries(fields.map((f) => [f, m.form?.values[f] ?? null]));
      return row;
    });
    return {
      filename: `${base}-${date}.json`,
      type: "application/json",
      bytes: new TextEncoder().encode(JSON.stringify(data, null, 2) + "\n"),
      rows: rows.length,
    };
  }
  const lines = [[...columns, ...fields].map(csv_cell).join(",")];
  for (const m of rows) {
    lines.push(
      [...columns.map((c) => csv_cell(cell(m, c))), ...fields.map((f) => csv_cell(m.form?.values[f] ?? null))].join(
        ",",
      ),
    );
  }
  return {
    filename: `${base}-${date}.csv`,
    type: "text/csv",
    bytes: new TextEncoder().encode(lines.join("\r\n") + "\r\n"),
    rows: rows.length,
  };
}
