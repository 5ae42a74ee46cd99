/** Small readers that turn loosely typed provider JSON into `WebhookEvent` fields. @module */

import type { WebhookEvent, WebhookEventType } from "./event.ts";
import { invalid_payload } from "./errors.ts";

/** A JSON object, or an empty one. */
export type Json = Record<string, unknown>;

/** `value` when it is a plain object, else `{}`. */
export function obj(value: unknown): Json {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value as Json : {};
}

/** `value` when it is an array, else `[]`. */
export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A non-empty string from a string or number, else `null`. */
export function str(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" && value !== "" ? value : null;
}

/** Strings from a string, a comma-free list or an array of strings. */
export function strings(value: unknown): string[] {
  if (typeof value === "string") return value === "" ? [] : [value];
  return arr(value).map(str).filter((item): item is string => item !== null);
}

/** A `{string: string}` map; other values are JSON-encoded. */
export function string_map(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(obj(value))) {
    if (item === null || item === undefined) continue;
    out[key] = typeof item === "string" ? item : JSON.stringify(item);
  }
  return out;
}

/**
 * A date from unix seconds, unix milliseconds (numbers above 1e11), numeric strings or ISO
 * strings; `fallback` when there is none.
 */
export function to_date(value: unknown, fallback: Date = new Date(0)): Date {
  if (typeof value === "string" && /^\d+(\.\d+)?$/.test(value)) value = Number(value);
  if (typeof value === "number" && Number.isFinite(value)) {
    return new Date(value > 1e11 ? value : Math.round(value * 1000));
  }
  if (typeof value === "string") {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return fallback;
}

/** Parses a JSON body or throws 400 `invalid_payload`. */
export function parse_json(provider: string, body: string): unknown {
  try {
    return JSON.parse(body);
  } catch (error) {
    throw invalid_payload(provider, "body is not JSON", error);
  }
}

/** A bounce as adapters find it; empty parts are dropped. */
export interface BounceFields {
  type: "hard" | "soft" | "undetermined";
  code?: string | null | undefined;
  message?: string | null | undefined;
}

/** The fields an adapter knows; the rest get their empty defaults. */
export interface EventFields {
  type: WebhookEventType;
  raw: unknown;
  id?: string | null | undefined;
  message_id?: string | null | undefined;
  email?: string | null | undefined;
  timestamp?: Date | undefined;
  tags?: string[] | undefined;
  metadata?: Record<string, string> | undefined;
  url?: string | null | undefined;
  user_agent?: string | null | undefined;
  ip?: string | null | undefined;
  reason?: string | null | undefined;
  bounce?: BounceFields | null | undefined;
  data?: unknown;
}

/** A complete `WebhookEvent` with empty defaults, leaving out optional fields that are unset. */
export function make_event(provider: string, fields: EventFields): WebhookEvent {
  const event: WebhookEvent = {
    id: fields.id ?? "",
    type: fields.type,
    provider,
    message_id: fields.message_id ?? null,
    email: fields.email ?? null,
    timestamp: fields.timestamp ?? new Date(0),
    tags: fields.tags ?? [],
    metadata: fields.metadata ?? {},
    raw: fields.raw,
  };
  for (const key of ["url", "user_agent", "ip", "reason"] as const) {
    const value = fields[key];
    if (typeof value === "string" && value !== "") event[key] = value;
  }
  if (fields.bounce) {
    const bounce: NonNullable<WebhookEvent["bounce"]> = { type: fields.bounce.type };
    if (fields.bounce.code) bounce.code = fields.bounce.code;
    if (fields.bounce.message) bounce.message = fields.bounce.message;
    event.bounce = bounce;
  }
  if (fields.data !== undefined) event.data = fields.data;
  return event;
}

/** Looks a native event name up in `table`; unknown names give `"unknown"`. */
export function lookup(table: Readonly<Record<string, WebhookEventType>>, name: unknown): WebhookEventType {
  return typeof name === "string" && Object.hasOwn(table, name) ? table[name]! : "unknown";
}

/** The first native name that maps to `type` (for mocks); throws when the provider has none. */
export function native_name(
  provider: string,
  table: Readonly<Record<string, WebhookEventType>>,
  type: WebhookEventType,
): string {
  for (const [name, mapped] of Object.entries(table)) if (mapped === type) return name;
  throw new TypeError(`${provider} sends no ${type} events`);
}

/** Unix seconds of a date. */
export function unix(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
