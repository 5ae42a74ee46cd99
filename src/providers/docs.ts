/**
 * The README's capability table, written from the providers' own declared capabilities
 * (`providers` in `list.ts`), so it cannot drift from the code. `deno task docs` writes it
 * between the marker comments; a test fails when the README differs.
 * @module
 */

import { describe_duration } from "../core/duration.ts";
import type { Capabilities, ProviderInfo, Scheduling } from "../core/provider.ts";

/** The comment before the table in README.md. */
export const TABLE_START = "<!-- capabilities:start (written by `deno task docs` from src/providers/list.ts) -->";
/** The comment after the table in README.md. */
export const TABLE_END = "<!-- capabilities:end -->";

/** How each webhook scheme a provider declares is written in the table. */
const SCHEMES: Record<string, string> = {
  standard: "Standard Webhooks (HMAC-SHA256)",
  svix: "Svix (HMAC-SHA256)",
  hmac: "HMAC-SHA256",
  ecdsa: "ECDSA P-256",
  ed25519: "Ed25519",
  rsa: "RSA-SHA256",
  sns: "SNS (X.509 certificate)",
  basic: "Basic auth / shared key",
};

const NO = "—";
const yes = (value: boolean) => value ? "yes" : NO;
const up_to = (max: number | undefined) => max === undefined ? "yes" : `up to ${max}`;

/** `` `send_at` (unix seconds) ``, or for a separate scheduled-send request `` `sendAtTimestamp` (ISO 8601) on `POST …` ``. */
function scheduling_cell(scheduling: Scheduling): string {
  const cell = `\`${scheduling.field}\` (${scheduling.format})`;
  return scheduling.path ? `${cell} on \`${scheduling.path}\`` : cell;
}

const COLUMNS: Array<[string, (c: Capabilities) => string]> = [
  ["Scheduling", (c) => c.scheduling ? scheduling_cell(c.scheduling) : NO],
  [
    "Max ahead",
    (c) => !c.scheduling ? NO : c.scheduling.max_ahead ? describe_duration(c.scheduling.max_ahead) : "no limit",
  ],
  ["Cancel", (c) => yes(c.cancel)],
  ["Reschedule", (c) => yes(c.reschedule)],
  ["Tags", (c) => c.tags ? up_to(c.tags.max) : NO],
  ["Metadata", (c) => yes(c.metadata)],
  [
    "Tracking",
    (c) =>
      c.tracking ? [c.tracking.opens && "opens", c.tracking.clicks && "clicks"].filter(Boolean).join(", ") || NO : NO,
  ],
  ["Attachments", (c) => yes(c.attachments)],
  ["Inline images", (c) => yes(c.inline_images)],
  ["Idempotency", (c) => c.idempotency || NO],
  ["Batch", (c) => c.batch ? up_to(c.batch.max) : NO],
  ["Webhooks", (c) => yes(c.webhook !== false)],
  ["Signature scheme", (c) => c.webhook === false ? NO : SCHEMES[c.webhook] ?? c.webhook],
  ["Inbound", (c) => c.inbound ?? NO],
];

/**
 * The capability table, one row per provider in registry order, as Markdown.
 *
 * @example
 * ```ts
 * import { capability_table } from "./docs.ts";
 * import { providers } from "./list.ts";
 * console.assert(capability_table(providers).startsWith("| Provider | Scheduling |"));
 * ```
 */
export function capability_table(list: Readonly<Record<string, ProviderInfo>>): string {
  const head = ["Provider", ...COLUMNS.map(([name]) => name)];
  const rows = Object.entries(list).map((
    [key, info],
  ) => [`\`${key}\``, ...COLUMNS.map(([, cell]) => cell(info.capabilities))]);
  return [head, head.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

/**
 * `readme` with `table` between the marker comments; throws when the markers are missing.
 *
 * @example
 * ```ts
 * import { TABLE_END, TABLE_START, with_table } from "./docs.ts";
 * const readme = `# x\n\n${TABLE_START}\nold\n${TABLE_END}\n`;
 * console.assert(with_table(readme, "new") === `# x\n\n${TABLE_START}\nnew\n${TABLE_END}\n`);
 * ```
 */
export function with_table(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start === -1 || end < start) throw new Error(`README.md needs the markers ${TABLE_START} and ${TABLE_END}`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${table}\n${readme.slice(end)}`;
}
