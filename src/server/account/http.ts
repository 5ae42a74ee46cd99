/** Request reading for the account API: the account key, bounded JSON bodies, typed fields. @module */

import { format_address, parse_email } from "../../core/address.ts";
import type { Account } from "../http/accounts.ts";
import { HttpError } from "../http/errors.ts";
import { read_body } from "../http/request.ts";
import { bearer } from "../http/tokens.ts";
import type { AccountContext } from "./context.ts";

/** The account the request's `Authorization: Bearer <SERVICE_TOKEN>` belongs to; 401 otherwise. */
export async function require_account(actx: AccountContext, request: Request): Promise<Account> {
  const account = await actx.service.accounts.by_key(bearer(request.headers.get("authorization")));
  if (!account) {
    throw new HttpError(401, "unauthorized", "missing or wrong account key (Authorization: Bearer <SERVICE_TOKEN>)", {
      "www-authenticate": 'Bearer realm="account"',
    });
  }
  return account;
}

/** The body as JSON (at most `limit` bytes); an empty body is `{}`. */
export async function read_json(request: Request, limit: number): Promise<{ value: unknown; bytes: Uint8Array }> {
  const bytes = await read_body(request, limit);
  if (bytes.byteLength === 0) return { value: {}, bytes };
  try {
    return { value: JSON.parse(new TextDecoder().decode(bytes)), bytes };
  } catch {
    throw new HttpError(400, "invalid_json", "request body is not valid JSON");
  }
}

/** A JSON object body. */
export async function read_object(request: Request, limit: number): Promise<Record<string, unknown>> {
  return as_object((await read_json(request, limit)).value, "request body");
}

/** 422 with `code`, naming the field. */
export function invalid(field: string, message: string, code = "invalid_field"): HttpError {
  return new HttpError(422, code, `${field}: ${message}`);
}

export function as_object(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw field === "request body"
      ? new HttpError(400, "invalid_json", "request body must be a JSON object")
      : invalid(field, "must be an object");
  }
  return value as Record<string, unknown>;
}

/** An optional string of at most `max` characters; `null` and absent are `undefined`. */
export function opt_string(body: Record<string, unknown>, field: string, max = 1000): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw invalid(field, "must be a string");
  if (value.length > max) throw invalid(field, `must be at most ${max} characters`);
  return value;
}

export function req_string(body: Record<string, unknown>, field: string, max = 1000): string {
  const value = opt_string(body, field, max);
  if (value === undefined || value.trim() === "") throw invalid(field, "is required", "missing_field");
  return value;
}

export function opt_bool(body: Record<string, unknown>, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "boolean") throw invalid(field, "must be true or false");
  return value;
}

/** A string or an array of strings, at most `max` of them. */
export function string_list(value: unknown, field: string, max = 100): string[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  if (list.length > max) throw invalid(field, `takes at most ${max} values`);
  return list.map((item, i) => {
    if (typeof item !== "string" || item.length > 1000) throw invalid(`${field}[${i}]`, "must be a string");
    return item;
  });
}

/** One address (`a@b.c`, `Name <a@b.c>`, `{email|address, name?}`) written back as `Name <a@b.c>`. */
export function email(value: unknown, field: string): string {
  try {
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      const { email: e, address, name } = value as Record<string, unknown>;
      const plain = typeof e === "string" ? e : address;
      return format_address(
        parse_email(
          { address: String(plain ?? ""), name: typeof name === "string" ? name : undefined },
          field,
          "account",
        ),
      );
    }
    return format_address(parse_email(value as string, field, "account"));
  } catch {
    throw invalid(field, `${JSON.stringify(value)?.slice(0, 100)} is not a valid address`, "invalid_address");
  }
}

/** One address or a list of them, at most `max`. */
export function email_list(value: unknown, field: string, max = 100): string[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  if (list.length > max) throw invalid(field, `takes at most ${max} addresses`, "too_many_recipients");
  return list.map((item, i) => email(item, list.length > 1 ? `${field}[${i}]` : field));
}

/** The plain lower-case address of `Name <a@b.c>`. */
export function plain(address: string): string {
  const angle = /<([^<>]+)>$/.exec(address);
  return (angle ? angle[1]! : address).trim().toLowerCase();
}

/** The domain of an address. */
export function domain_of(address: string): string {
  const bare = plain(address);
  return bare.slice(bare.lastIndexOf("@") + 1);
}

/** A path parameter, decoded, or 404 when it is empty or too long. */
export function param(value: string | undefined, what: string): string {
  if (!value || value.length > 320) throw new HttpError(404, "not_found", `no such ${what}`);
  return value;
}
