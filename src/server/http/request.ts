/** Reading requests: bounded bodies, parameters from query, JSON or form, cursors. @module */

import { concat_bytes } from "../../core/bytes.ts";
import { HttpError } from "./errors.ts";

/**
 * What the held routes (`…/wait`, `…/stream`) and the checks before any route read of a request. A
 * `Request` is one; the HTTP front builds only this for the held requests it answers itself, as a
 * `Request` would keep ~2.4 KB more for each for as long as it is held.
 */
export interface RequestHead {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  readonly signal: AbortSignal;
}

/** Reads the body as bytes, refusing more than `limit` with 413 before reading it all. */
export async function read_body(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > limit) throw too_large(limit);
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > limit) {
      await reader.cancel();
      throw too_large(limit);
    }
    chunks.push(value);
  }
  return concat_bytes(chunks);
}

function too_large(limit: number): HttpError {
  return new HttpError(413, "body_too_large", `request body is larger than ${limit} bytes`);
}

/**
 * Parameters from the query string, overlaid by a JSON object or form body (urlencoded or
 * multipart) when there is one. Values are strings.
 */
export async function read_params(request: Request, limit: number): Promise<Record<string, string>> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams) params[key] = value;
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  const bytes = await read_body(request, limit);
  if (bytes.byteLength === 0) return params;
  const text = new TextDecoder().decode(bytes);
  if (type.includes("json")) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError(400, "invalid_json", "request body is not valid JSON");
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new HttpError(400, "invalid_json", "request body must be a JSON object");
    }
    for (const [key, value] of Object.entries(body)) {
      if (value !== null && value !== undefined) params[key] = String(value);
    }
  } else if (type.includes("application/x-www-form-urlencoded")) {
    for (const [key, value] of new URLSearchParams(text)) params[key] = value;
  } else if (type.includes("multipart/form-data")) {
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { "content-type": type } }).formData();
    } catch {
      throw new HttpError(400, "invalid_form", "request body is not valid multipart/form-data");
    }
    for (const [key, value] of form) if (typeof value === "string") params[key] = value;
  }
  return params;
}

/** Reads a cursor parameter: a non-negative integer as a string. */
export function parse_cursor(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (!/^\d{1,15}$/.test(value)) throw new HttpError(400, "invalid_cursor", `"${value.slice(0, 40)}" is not a cursor`);
  return Number(value);
}
