/**
 * An SMTP session (RFC 5321): the greeting, `EHLO` (or `HELO`), `STARTTLS` (RFC 3207) as asked,
 * `AUTH` (RFC 4954: `PLAIN`, else `LOGIN`; `XOAUTH2` with an access token), then any number of
 * transactions — `MAIL FROM`, `RCPT TO` per recipient, `DATA` with the message dot-stuffed —
 * each answered by the server's reply.
 * @module
 */

import { ServiceError } from "../../core/error.ts";
import { to_base64 } from "../../core/base64.ts";
import { Connection, type ConnectOptions } from "./connection.ts";
import { type Reply, ReplyError } from "./reply.ts";

/**
 * SMTP credentials: a password (`AUTH PLAIN` or `LOGIN`), or an OAuth 2.0 access token (`AUTH XOAUTH2`).
 *
 * @example
 * ```ts
 * import type { SmtpAuth } from "@service/mail/smtp";
 * const password: SmtpAuth = { user: "me@example.com", pass: "app-password" };
 * const oauth: SmtpAuth = { user: "me@gmail.com", access_token: "ya29.…" };
 * console.assert("pass" in password && "access_token" in oauth);
 * ```
 */
export type SmtpAuth = { user: string; pass: string } | { user: string; access_token: string };

/** What a session needs. */
export interface SessionOptions extends ConnectOptions {
  /** `require`: fail unless the connection is encrypted; `opportunistic`: `STARTTLS` when offered. */
  starttls: "require" | "opportunistic";
  auth?: SmtpAuth | undefined;
  /** The client's name in `EHLO`. */
  name: string;
  /** Send credentials over an unencrypted connection (default false: refused). */
  insecure_auth: boolean;
}

const PROVIDER = "smtp";
const encode = (text: string) => to_base64(new TextEncoder().encode(text));

function policy(code: string, message: string): ServiceError {
  return new ServiceError({ provider: PROVIDER, code, message });
}

/** The extensions an `EHLO` reply lists, keyword (upper case) → parameters. */
function extensions(reply: Reply): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of reply.lines.slice(1)) {
    const [keyword = "", ...rest] = line.trim().split(/[\s=]+/);
    out.set(keyword.toUpperCase(), rest.join(" "));
  }
  return out;
}

/** An open, greeted, possibly encrypted and authenticated session. */
export class Session {
  private constructor(private readonly connection: Connection, private extensions: Map<string, string>) {}

  /** Connects and runs the handshake; rejects with `ReplyError`, a policy `ServiceError` or a socket error. */
  static async open(options: SessionOptions, signal?: AbortSignal): Promise<Session> {
    const connection = await Connection.open(options, signal);
    try {
      const greeting = await connection.read(signal);
      if (greeting.code !== 220) throw new ReplyError(greeting, "greeting");
      return await Session.#handshake(connection, options, signal);
    } catch (error) {
      connection.destroy();
      throw error;
    }
  }

  static async #hello(connection: Connection, name: string, signal?: AbortSignal): Promise<Map<string, string>> {
    connection.write(`EHLO ${name}\r\n`);
    const reply = await connection.read(signal);
    if (reply.code === 250) return extensions(reply);
    await connection.command(`HELO ${name}`, [250], signal);
    return new Map();
  }

  static async #handshake(connection: Connection, options: SessionOptions, signal?: AbortSignal): Promise<Session> {
    let ext = await Session.#hello(connection, options.name, signal);
    if (!connection.secure) {
      if (ext.has("STARTTLS")) {
        await connection.command("STARTTLS", [220], signal);
        await connection.upgrade(signal);
        ext = await Session.#hello(connection, options.name, signal);
      } else if (options.starttls === "require") {
        throw policy("starttls_unavailable", `${options.host}:${options.port} does not offer STARTTLS`);
      }
    }
    if (options.auth) {
      if (!connection.secure && !options.insecure_auth) {
        throw policy("tls_required", "credentials are not sent over an unencrypted connection (insecure_auth)");
      }
      await authenticate(connection, options.auth, ext, signal);
    }
    return new Session(connection, ext);
  }

  /** Whether the session can take another message. */
  get alive(): boolean {
    return this.connection.alive;
  }

  /** Lets the process exit while the session idles (`false`), or holds it (`true`). */
  hold(held: boolean): void {
    this.connection.hold(held);
  }

  /** One transaction; answers the final reply to `DATA`. Rejects with `ReplyError` on a refusal. */
  async send(envelope: { from: string; to: string[] }, raw: string, signal?: AbortSignal): Promise<Reply> {
    const bytes = new TextEncoder().encode(raw).byteLength;
    const limit = Number(this.extensions.get("SIZE"));
    if (limit > 0 && bytes > limit) {
      throw new ServiceError({
        provider: PROVIDER,
        code: "message_too_large",
        message: `the message is ${bytes} bytes; the server takes at most ${limit}`,
      });
    }
    const size = this.extensions.has("SIZE") ? ` SIZE=${bytes}` : "";
    const c = this.connection;
    await c.command(`MAIL FROM:<${envelope.from}>${size}`, [250], signal);
    for (const to of envelope.to) await c.command(`RCPT TO:<${to}>`, [250, 251], signal);
    await c.command("DATA", [354], signal);
    // Dot-stuffing (RFC 5321 §4.5.2): a line that starts with "." gets another.
    const body = raw.replace(/\r?\n/g, "\r\n").replace(/(^|\r\n)\./g, "$1..");
    c.write(body.endsWith("\r\n") ? body : `${body}\r\n`);
    return await c.command(".", [250], signal, "end of DATA");
  }

  /** Ends a transaction that failed part way (`RSET`), so the session can take another. */
  async reset(signal?: AbortSignal): Promise<void> {
    await this.connection.command("RSET", [250], signal);
  }

  /** Ends the session with `QUIT`. */
  quit(): Promise<void> {
    return this.connection.quit();
  }

  /** Ends the session at once. */
  destroy(): void {
    this.connection.destroy();
  }
}

async function authenticate(
  c: Connection,
  auth: SmtpAuth,
  ext: Map<string, string>,
  signal?: AbortSignal,
): Promise<void> {
  const methods = (ext.get("AUTH") ?? "").toUpperCase().split(/\s+/);
  if ("access_token" in auth) {
    const token = encode(`user=${auth.user}\x01auth=Bearer ${auth.access_token}\x01\x01`);
    c.write(`AUTH XOAUTH2 ${token}\r\n`);
    let reply = await c.read(signal);
    // A refused token is answered 334 with a JSON reason; an empty line asks for the final reply.
    if (reply.code === 334) reply = await c.command("", [235], signal, "AUTH XOAUTH2");
    if (reply.code !== 235) throw new ReplyError(reply, "AUTH XOAUTH2");
    return;
  }
  if (methods.includes("PLAIN") || !methods.includes("LOGIN")) {
    await c.command(`AUTH PLAIN ${encode(`\0${auth.user}\0${auth.pass}`)}`, [235], signal, "AUTH PLAIN");
    return;
  }
  await c.command("AUTH LOGIN", [334], signal);
  await c.command(encode(auth.user), [334], signal, "AUTH LOGIN user");
  await c.command(encode(auth.pass), [235], signal, "AUTH LOGIN password");
}
