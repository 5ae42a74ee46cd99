/**
 * SMTP `AUTH PLAIN` / `LOGIN`, as apps configured for a production relay speak it. Three modes:
 * `"off"` (AUTH not offered; mail is taken without it — the receiving MX's way), `"any"` (AUTH
 * offered and every username and password taken, so an app's credentials never stop it — the
 * mail catcher's way; mail without AUTH is taken too), or one `{ user, pass }` (AUTH required
 * before `MAIL`: 530 without it, 535 for other credentials). Credentials are compared as SHA-256
 * digests in constant time and never logged; failed logins count per client like the HTTP API's
 * failed tokens, and past the limit the client is cut off with 421.
 * @module
 */

import type { Clock } from "../../core/clock.ts";
import { timing_safe_equal, utf8 } from "../../core/crypto.ts";
import { client_key } from "../http/client_key.ts";
import type { Log } from "../http/log.ts";
import { type RateLimit, TokenBuckets } from "../http/rate_limit.ts";
import { smtp_reply } from "./smtp_guard.ts";
import type { SmtpLogin, SmtpReply } from "./smtp_types.ts";

/** Which SMTP logins are taken: none offered, any, or only these credentials (then AUTH is required). */
export type SmtpAuth = "off" | "any" | { user: string; pass: string };

/**
 * Parses `--smtp-auth`: `off`, `any`, or `user:pass` (split at the first colon, so the password
 * may hold colons). Throws `TypeError` on an empty user or password, without echoing them.
 */
export function parse_smtp_auth(text: string): SmtpAuth {
  if (text === "off" || text === "any") return text;
  const colon = text.indexOf(":");
  if (colon <= 0 || colon === text.length - 1) {
    throw new TypeError("--smtp-auth must be off, any, or user:pass (with a user and a password)");
  }
  return { user: text.slice(0, colon), pass: text.slice(colon + 1) };
}

/** Checks logins for one server (its listeners share it, so failures count across them). */
export class SmtpLogins {
  readonly #digest: Promise<Uint8Array> | null;
  readonly #failures: TokenBuckets | null;

  constructor(readonly auth: SmtpAuth, readonly log: Log, clock: Clock, fail_limit: RateLimit | null) {
    this.#digest = typeof auth === "object" ? digest(auth.user, auth.pass) : null;
    this.#failures = fail_limit ? new TokenBuckets(fail_limit, clock) : null;
  }

  /** A login from `address`: answers the user, or the SMTP refusal. */
  async check(login: SmtpLogin, address: string): Promise<SmtpReply | { user: string }> {
    const client = client_key(address);
    if (this.#failures && this.#failures.wait(client) > 0) {
      this.log(`smtp ${address} 421 auth_rate_limited`);
      return smtp_reply(421, "4.7.0 Too many failed logins from your address, try again later");
    }
    const user = login.user;
    if (this.#digest === null) return { user };
    const given = await digest(user, login.pass);
    if (timing_safe_equal(given, await this.#digest)) return { user };
    const taken = this.#failures?.take(client);
    if (this.#failures && this.#failures.size > 10_000) this.#failures.prune();
    this.log(`smtp ${address} 535 auth_failed ${login.method}`);
    if (taken && !taken.ok) return smtp_reply(421, "4.7.0 Too many failed logins from your address, try again later");
    return smtp_reply(535, "5.7.8 Authentication credentials invalid");
  }
}

/** SHA-256 of the user and password, with a separator no user name holds. */
async function digest(user: string, pass: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", utf8(`${user}\u0000${pass}`)));
}
