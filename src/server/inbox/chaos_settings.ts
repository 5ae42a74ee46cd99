/**
 * The settings of an inbox's fault injection (`POST /v1/inboxes/{address}/chaos`), read
 * strictly: an unknown field or a value out of range is a 400 with a code naming the field.
 * @module
 */

import { format_duration, parse_duration } from "../../core/duration.ts";
import { HttpError } from "../http/errors.ts";

/** The SMTP replies `refuse` may give: the temporary and permanent refusals a sender meets. */
export const CHAOS_CODES = [421, 450, 451, 452, 550, 551, 552, 553, 554] as const;

/** One of `CHAOS_CODES`. */
export type ChaosCode = typeof CHAOS_CODES[number];

/** The reply text of each code (with its enhanced status code), saying it was on purpose. */
export const CHAOS_REPLY: Record<ChaosCode, string> = {
  421: "4.3.2 Service not available, closing channel (chaos)",
  450: "4.2.1 Mailbox unavailable, try again later (chaos)",
  451: "4.3.0 Local error in processing, try again later (chaos)",
  452: "4.2.2 Insufficient storage, try again later (chaos)",
  550: "5.2.1 Mailbox unavailable (chaos)",
  551: "5.1.6 User not local (chaos)",
  552: "5.2.2 Exceeded storage allocation (chaos)",
  553: "5.1.3 Mailbox name not allowed (chaos)",
  554: "5.7.1 Transaction failed (chaos)",
};

/** The longest `delay`: a test's window, and a bound on mail held back in memory. */
export const MAX_DELAY_MS = 60_000;
/** How long `reorder` gathers mail when no `delay` is set. */
export const REORDER_WINDOW_MS = 1_000;

/** An inbox's fault injection, as kept. */
export interface ChaosSettings {
  /** Mail becomes visible this long after it was accepted (0: at once). */
  delay_ms: number;
  /** The chance that an accepted message is stored twice. */
  duplicate: number;
  /** Mail accepted within one window becomes visible at its end, newest first. */
  reorder: boolean;
  /** Recipients refused at `RCPT` (and at HTTP ingest) with `code`, with this chance. */
  refuse: { code: ChaosCode; probability: number } | null;
}

/** Settings that change nothing. */
export const NO_CHAOS: ChaosSettings = { delay_ms: 0, duplicate: 0, reorder: false, refuse: null };

/** The settings as the API shows them. */
export interface ChaosJson {
  delay: string;
  duplicate: number;
  reorder: boolean;
  refuse: { code: ChaosCode; probability: number } | null;
}

/** Whether the settings change anything. */
export function is_active(settings: ChaosSettings): boolean {
  return settings.delay_ms > 0 || settings.duplicate > 0 || settings.reorder ||
    (settings.refuse !== null && settings.refuse.probability > 0);
}

/** The settings as JSON: `{delay, duplicate, reorder, refuse}`. */
export function chaos_json(settings: ChaosSettings): ChaosJson {
  return {
    delay: format_duration(settings.delay_ms),
    duplicate: settings.duplicate,
    reorder: settings.reorder,
    refuse: settings.refuse,
  };
}

const FIELDS = ["delay", "duplicate", "reorder", "refuse"];

/**
 * Reads a JSON body into settings; fields left out are off.
 *
 * @example
 * ```ts ignore
 * parse_chaos({ delay: "2s", refuse: { code: 451 } });
 * // { delay_ms: 2000, duplicate: 0, reorder: false, refuse: { code: 451, probability: 1 } }
 * parse_chaos({ delay: "2h" }); // throws HttpError 400 invalid_delay
 * ```
 */
export function parse_chaos(body: unknown): ChaosSettings {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new HttpError(400, "invalid_json", 'the body must be a JSON object like {"delay": "2s"}');
  }
  const input = body as Record<string, unknown>;
  const unknown = Object.keys(input).find((key) => !FIELDS.includes(key));
  if (unknown !== undefined) {
    throw new HttpError(
      400,
      "invalid_chaos",
      `unknown field "${unknown.slice(0, 40)}"; the fields are delay, duplicate, reorder and refuse`,
    );
  }
  return {
    delay_ms: read_delay(input.delay),
    duplicate: read_probability(input.duplicate, "invalid_duplicate", "duplicate"),
    reorder: read_reorder(input.reorder),
    refuse: read_refuse(input.refuse),
  };
}

function read_delay(value: unknown): number {
  if (value === undefined || value === null) return 0;
  const ms = typeof value === "string" || typeof value === "number" ? parse_duration(value) : undefined;
  if (ms === undefined || ms > MAX_DELAY_MS) {
    throw new HttpError(
      400,
      "invalid_delay",
      `delay must be a duration from 0s to ${format_duration(MAX_DELAY_MS)}, like "2s" or "500ms"`,
    );
  }
  return ms;
}

function read_probability(value: unknown, code: string, name: string): number {
  if (value === undefined || value === null) return 0;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 1) {
    throw new HttpError(400, code, `${name} must be a probability from 0 to 1, like 0.1`);
  }
  return value;
}

function read_reorder(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== "boolean") throw new HttpError(400, "invalid_reorder", "reorder must be true or false");
  return value;
}

function read_refuse(value: unknown): ChaosSettings["refuse"] {
  if (value === undefined || value === null) return null;
  const shape = `refuse must be {"code": one of ${CHAOS_CODES.join(", ")}, "probability": 0 to 1}`;
  if (typeof value !== "object" || Array.isArray(value)) throw new HttpError(400, "invalid_refuse", shape);
  const { code, probability, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !CHAOS_CODES.includes(code as ChaosCode)) {
    throw new HttpError(400, "invalid_refuse", shape);
  }
  const chance = probability === undefined ? 1 : probability;
  if (typeof chance !== "number" || !Number.isFinite(chance) || chance < 0 || chance > 1) {
    throw new HttpError(400, "invalid_refuse", shape);
  }
  return { code: code as ChaosCode, probability: chance };
}
