/**
 * A form's `FormData` as mail: an accessible HTML table, a text version and its files. Grouped
 * fields (`address[street]`, `address[city]`) become one section labelled by `formatter.fieldset`;
 * field names are labelled by `formatter.name`. Fields in `skip` (honeypot, captcha) never appear.
 * @module
 */

import { escape_html } from "../core/html.ts";
import type { Formatter } from "../core/types.ts";

/** A form rendered for a message body. */
export interface RenderedForm {
  html: string;
  text: string;
  files: File[];
  /** Field names as submitted, in order, without skipped ones. */
  fields: string[];
}

interface Row {
  label: string;
  values: string[];
}

interface Section {
  legend?: string;
  rows: Row[];
}

/** `first_name` → `First name`: the default label of a field or fieldset. */
export function humanize(key: string): string {
  const words = key.replace(/[_\-.]+/g, " ").replace(/\s+/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

function pick(format: Formatter[keyof Formatter] | undefined): (label: string) => string {
  if (format === null || format === false) return (label) => label;
  return format ?? humanize;
}

function split_key(key: string): { group?: string; name: string } {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(key);
  if (!m) return { name: key };
  const parts = [...m[2]!.matchAll(/\[([^[\]]*)\]/g)].map((p) => p[1]!).filter(Boolean);
  return parts.length ? { group: m[1]!, name: parts.join(" ") } : { name: m[1]! };
}

/** Renders `form`; `formatter` `null`/`false` (or either key `null`/`false`) keeps raw keys. */
export function render_form(
  form: FormData,
  formatter: Formatter | null | false | undefined,
  skip: Set<string>,
): RenderedForm {
  const fieldset = pick(formatter === null || formatter === false ? false : formatter?.fieldset);
  const name = pick(formatter === null || formatter === false ? false : formatter?.name);
  const sections: Section[] = [];
  const rows = new Map<string, Row>();
  const files: File[] = [];
  const fields: string[] = [];
  for (const [key, value] of form.entries()) {
    if (skip.has(key)) continue;
    if (!fields.includes(key)) fields.push(key);
    let shown: string;
    if (typeof value === "string") shown = value;
    else {
      if (value.size === 0 && value.name === "") continue; // an empty file input
      files.push(value);
      shown = value.name;
    }
    const existing = rows.get(key);
    if (existing) {
      existing.values.push(shown);
      continue;
    }
    const { group, name: field } = split_key(key);
    const row: Row = { label: name(field), values: [shown] };
    rows.set(key, row);
    const legend = group === undefined ? undefined : fieldset(group);
    const last = sections.at(-1);
    const section = group === undefined
      ? (last && last.legend === undefined ? last : undefined)
      : sections.find((s) => s.legend === legend);
    if (section) section.rows.push(row);
    else sections.push(legend === undefined ? { rows: [row] } : { legend, rows: [row] });
  }
  return { html: to_html(sections), text: to_text(sections), files, fields };
}

function to_html(sections: Section[]): string {
  const cell = (row: Row) => row.values.map((v) => escape_html(v).replace(/\r?\n/g, "<br>")).join(", ");
  const body = sections.map((section) => {
    const head = section.legend === undefined
      ? ""
      : `<tr><th colspan="2" scope="rowgroup" style="text-align:left;padding:12px 8px 4px">${
        escape_html(section.legend)
      }</th></tr>\n`;
    const rows = section.rows.map((row) =>
      `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 8px">${
        escape_html(row.label)
      }</th><td style="padding:4px 8px">${cell(row)}</td></tr>`
    ).join("\n");
    return `<tbody>\n${head}${rows}\n</tbody>`;
  }).join("\n");
  return `<table style="border-collapse:collapse">\n${body}\n</table>`;
}

function to_text(sections: Section[]): string {
  return sections.map((section) => {
    const rows = section.rows.map((row) => `${row.label}: ${row.values.join(", ")}`).join("\n");
    return section.legend === undefined ? rows : `${section.legend}\n${rows}`;
  }).join("\n\n");
}
