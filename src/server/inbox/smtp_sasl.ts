/**
 * `AUTH`'s exchange on the wire (RFC 4954): `PLAIN` and `LOGIN`, with or without an initial
 * response, `*` to abort. What the credentials are worth is the server's to decide.
 * @module
 */

import { base64_text, CONTROL } from "./smtp_syntax.ts";
import type { SmtpLogin, SmtpReply } from "./smtp_types.ts";

/** The next step: a reply to send (a challenge or a refusal), or credentials to check. */
export type SaslStep = { reply: SmtpReply } | { login: SmtpLogin };

const reply = (code: number, text: string): SaslStep => ({ reply: { code, text } });
const ABORTED = reply(501, "5.0.0 Authentication aborted");

/** One connection's exchange. */
export class SaslExchange {
  /** The line the client owes next, if any. */
  #awaiting: "plain" | "login_user" | "login_pass" | null = null;
  #user = "";

  /** A continuation line is owed: the next line is not a command. */
  get awaiting(): boolean {
    return this.#awaiting !== null;
  }

  /** `AUTH <mechanism> [initial-response]`. */
  start(args: string): SaslStep {
    const [method = "", initial, extra] = args.split(/\s+/);
    if (extra !== undefined) return reply(501, "5.5.4 Syntax: AUTH mechanism [initial-response]");
    switch (method.toUpperCase()) {
      case "PLAIN":
        if (initial !== undefined) return plain(initial);
        this.#awaiting = "plain";
        return reply(334, "");
      case "LOGIN":
        if (initial !== undefined) return this.#username(initial);
        this.#awaiting = "login_user";
        return reply(334, "VXNlcm5hbWU6");
      default:
        return reply(504, "5.5.4 Unrecognized authentication type");
    }
  }

  /** The continuation line owed. */
  next(line: string): SaslStep {
    const awaiting = this.#awaiting;
    this.#awaiting = null;
    const token = line.trim();
    if (awaiting === "plain") return plain(token);
    if (awaiting === "login_user") return this.#username(token);
    if (token === "*") return ABORTED;
    const pass = base64_text(token);
    if (pass === null) return reply(501, "5.5.2 Malformed password");
    const user = this.#user;
    this.#user = "";
    return { login: { method: "LOGIN", user, pass } };
  }

  #username(token: string): SaslStep {
    if (token === "*") return ABORTED;
    const user = base64_text(token);
    if (!user || CONTROL.test(user)) return reply(501, "5.5.2 Malformed user name");
    this.#user = user;
    this.#awaiting = "login_pass";
    return reply(334, "UGFzc3dvcmQ6");
  }
}

/** `authzid NUL authcid NUL password`, base64; `=` is an empty response (RFC 4954 4). */
function plain(token: string): SaslStep {
  if (token === "*") return ABORTED;
  const parts = token === "=" ? null : base64_text(token)?.split("\u0000");
  if (!parts || parts.length !== 3) return reply(501, "5.5.2 Malformed credentials");
  const [authzid, authcid, pass] = parts as [string, string, string];
  const user = authcid || authzid;
  if (CONTROL.test(user) || CONTROL.test(authzid)) return reply(501, "5.5.2 Malformed credentials");
  return { login: { method: "PLAIN", user, pass } };
}
