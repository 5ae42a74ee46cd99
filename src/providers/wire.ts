/** Small helpers providers share to write their wire requests. @module */

import { to_base64 } from "../core/base64.ts";
import type { WireRequest } from "../core/provider.ts";

/** A JSON request with `Content-Type: application/json`. */
export function json_request(
  method: WireRequest["method"],
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): WireRequest {
  if (body === undefined) return { method, url, headers };
  return { method, url, headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify(body) };
}

/** `Basic <base64(user:password)>`. */
export function basic_auth(user: string, password: string): string {
  return `Basic ${to_base64(new TextEncoder().encode(`${user}:${password}`))}`;
}

/** Base64 of an attachment's bytes. */
export function base64(bytes: Uint8Array): string {
  return to_base64(bytes);
}

/** A date as RFC 2822 in UTC: `Thu, 13 Oct 2011 18:02:00 +0000`. */
export function rfc2822(date: Date): string {
  return date.toUTCString().replace(/GMT$/, "+0000");
}

/** Whole unix seconds of a date. */
export function unix_seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** Copies `value` without the keys whose value is `undefined`, so JSON bodies hold only what is set. */
export function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Reads `body` as an object (or `{}`), for error and response mapping. */
export function as_record(body: unknown): Record<string, unknown> {
  return typeof body === "object" && body !== null && !Array.isArray(body) ? body as Record<string, unknown> : {};
}

/** A message for an error answer whose body says nothing useful. */
export function fallback_message(body: unknown, status: number): string {
  return typeof body === "string" && body.trim() !== "" ? body.trim().slice(0, 500) : `HTTP ${status}`;
}

/** Base URL without a trailing slash. */
export function trim_url(url: string): string {
  return url.replace(/\/+$/, "");
}

/** `value` as a non-empty string id; throws when the provider answered none. */
export function require_id(value: unknown): string {
  if ((typeof value === "string" && value !== "") || typeof value === "number") return String(value);
  throw new Error("the answer has no message id");
}
