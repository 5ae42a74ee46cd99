/** Secrets handed out by the server: inbox tokens and generated account keys. @module */

import { random_string } from "../../core/random.ts";

/** A new inbox token: `ibx_` and 32 base62 characters (190 bits). */
export function new_inbox_token(): string {
  return `ibx_${random_string(32)}`;
}

/** A new account key for development: `svc_` and 32 base62 characters. */
export function new_account_key(): string {
  return `svc_${random_string(32)}`;
}

/** A new message id: `msg_` and 24 base62 characters. */
export function new_message_id(): string {
  return `msg_${random_string(24)}`;
}

/** The bearer token of an `Authorization` header, or `null`. */
export function bearer(header: string | null | undefined): string | null {
  const match = header?.match(/^\s*Bearer\s+(\S+)\s*$/i);
  return match ? match[1]! : null;
}
