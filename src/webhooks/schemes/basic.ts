/**
 * Providers that sign nothing and offer credentials on the webhook URL instead (Postmark, Brevo,
 * Mailjet, SparkPost, SMTP2GO, Infobip…): the secret is `user:password` for HTTP Basic auth, or a
 * bare token for `Authorization: Bearer <token>`.
 * @module
 */

import { to_base64 } from "../../core/base64.ts";
import { timing_safe_equal, utf8 } from "../../core/crypto.ts";
import { invalid_signature } from "../errors.ts";

/** The `Authorization` header value the secret stands for. */
export function authorization(secret: string): string {
  return secret.includes(":") ? `Basic ${to_base64(utf8(secret))}` : `Bearer ${secret}`;
}

/** Throws `invalid_signature` unless the request carries the credentials in `secret`. */
export function verify_authorization(provider: string, headers: Headers, secret: string): void {
  const given = headers.get("authorization");
  if (!given) throw invalid_signature(provider, "missing Authorization header");
  const [scheme = "", ...rest] = given.trim().split(/\s+/);
  const expected = authorization(secret);
  const normal = `${scheme.charAt(0).toUpperCase()}${scheme.slice(1).toLowerCase()} ${rest.join(" ")}`;
  if (!timing_safe_equal(normal, expected)) throw invalid_signature(provider, "credentials do not match");
}
