/**
 * SMTP ingest: recipients are checked at `RCPT`, the message is taken without buffering past the
 * size limit, and `250` is sent only once the store holds it. The protocol is spoken by
 * `SmtpConnection`; the limits across connections are kept by `SmtpGuard`.
 * @module
 */

import { createServer, type Server, type Socket } from "node:net";
import { createSecureContext, TLSSocket } from "node:tls";
import type { DenyList } from "./deny.ts";
import { type Ingest, SMTP_REPLY } from "./ingest.ts";
import type { Log } from "../http/log.ts";
import { DEFAULT_SMTP_LIMITS, smtp_reply as reply, SmtpGuard, type SmtpLimits } from "./smtp_guard.ts";
import type { SmtpLogins } from "./smtp_auth.ts";
import { SmtpConnection, type SmtpHandler, type SmtpSession } from "./smtp_connection.ts";

export interface SmtpOptions {
  ingest: Ingest;
  log: Log;
  /** Name in the greeting and `EHLO` answer. */
  name: string;
  limits?: Partial<SmtpLimits>;
  /** Client addresses and sender domains refused. */
  deny?: DenyList | null;
  /** `AUTH`: not offered when absent (or `"off"`); see `SmtpLogins`. */
  logins?: SmtpLogins | null;
  /** The certificate for `STARTTLS` (offered only with one) and implicit TLS; PEM. */
  tls?: { key: string; cert: string } | null;
  /** Implicit TLS from the first byte (an `smtps` port); needs `tls`. */
  secure?: boolean;
  /** The guard of another listener, so both count connections per client together. */
  guard?: SmtpGuard;
}

/** How long `close` waits for connections still answering before it cuts them. */
const CLOSE_TIMEOUT_MS = 5_000;

/** A listening (or not yet listening) SMTP server. */
export interface SmtpServer {
  readonly guard: SmtpGuard;
  /** Listens on `port` (0 for any free one) and resolves the port; rejects with the listen error. */
  listen(port: number, hostname: string): Promise<number>;
  /**
   * Stops taking connections; idle ones are told 421 at once, one storing a message once its
   * reply is sent. Resolves when all have closed (those left after 5 s are cut).
   */
  close(): Promise<void>;
}

/** An SMTP server that hands arrivals to `ingest`. */
export function create_smtp_server(options: SmtpOptions): SmtpServer {
  const { ingest, log } = options;
  const limits = ingest.options.limits;
  const smtp_limits: SmtpLimits = { ...DEFAULT_SMTP_LIMITS, ...options.limits };
  const guard = options.guard ?? new SmtpGuard(smtp_limits, options.deny ?? null, log);
  const logins = options.logins?.auth === "off" ? null : options.logins ?? null;
  const tls = options.tls ?? null;
  if (options.secure && !tls) throw new TypeError("implicit TLS needs a certificate");
  const context = tls ? createSecureContext({ key: tls.key, cert: tls.cert }) : null;

  const handler: SmtpHandler = {
    name: options.name,
    max_bytes: limits.max_message_bytes,
    max_recipients: limits.max_recipients,
    max_line_bytes: smtp_limits.max_line_bytes,
    idle_timeout_ms: smtp_limits.idle_timeout_ms,
    // Mail without AUTH is taken unless one user and password are set. AUTH before STARTTLS is
    // taken too: apps on a private network often log in without TLS.
    auth: logins === null ? "off" : typeof logins.auth === "string" ? "optional" : "required",
    starttls: options.secure ? null : context,
    open: (connection) => guard.open(connection),
    command: (connection) => guard.command(connection),
    login(connection, login) {
      return logins!.check(login, connection.remote_address).catch(() =>
        reply(454, "4.7.0 Temporary authentication failure")
      );
    },
    mail: (connection, address) => guard.mail_from(address, connection),
    async rcpt(connection, address) {
      try {
        const checked = await ingest.check(address, connection.envelope.size);
        if (checked.ok) return null;
        const { code, text } = SMTP_REPLY[checked.code];
        log(`smtp rcpt refused ${code} ${checked.code}`);
        return reply(code, text);
      } catch (error) {
        log(`smtp rcpt failed: ${(error as Error)?.message ?? error}`);
        return reply(451, "4.3.0 Temporary failure, try again");
      }
    },
    overflow(connection, seen) {
      line(connection, seen, 552, "message_too_large cut");
      ingest.note_oversized(connection.envelope.rcpt, seen).catch(() => {});
      guard.cut(connection.id, 552, SMTP_REPLY.message_too_large.text);
    },
    async data(connection, message, seen) {
      const rcpt = connection.envelope.rcpt;
      try {
        if (message === null) {
          line(connection, seen, 552, "message_too_large");
          await ingest.note_oversized(rcpt, seen).catch(() => {});
          const { code, text } = SMTP_REPLY.message_too_large;
          return reply(code, text);
        }
        const result = await ingest.deliver(message, {
          rcpt,
          ip: connection.remote_address,
          helo: connection.helo ?? undefined,
          sender: connection.envelope.from ?? undefined,
        });
        if (result.accepted.length > 0) {
          line(connection, seen, 250, `stored=${result.accepted.length}`);
          return reply(250, `2.0.0 Stored in ${result.accepted.length} inbox(es)`);
        }
        const refusal = SMTP_REPLY[result.rejected[0]?.code ?? "unknown_recipient"];
        line(connection, seen, refusal.code, result.rejected[0]?.code ?? "unknown_recipient");
        return reply(refusal.code, refusal.text);
      } catch (error) {
        line(connection, seen, 451, "internal_error");
        log(`smtp deliver failed: ${(error as Error)?.stack ?? error}`);
        return reply(451, "4.3.0 Temporary failure, try again");
      }
    },
    reset: (connection) => guard.end_transaction(connection.id),
    closed: (connection) => {
      connections.delete(connection.id);
      guard.closed(connection);
    },
  };

  /** The log line of one DATA: client, recipients, size, reply, and the time since the DATA command's end. */
  function line(connection: SmtpSession, seen: number, code: number, note: string): void {
    const ms = performance.now() - connection.data_started;
    log(
      `smtp ${connection.remote_address} rcpt=${connection.envelope.rcpt.length} size=${seen} ${code} ${note} ${
        ms.toFixed(1)
      }ms`,
    );
  }

  const connections = new Map<string, SmtpConnection>();
  // Half-open: a client that shuts its side after its last command still hears the replies it is owed.
  const server: Server = createServer({ allowHalfOpen: true }, (raw: Socket) => {
    let socket: Socket = raw;
    if (options.secure) {
      raw.on("error", () => raw.destroy());
      socket = new TLSSocket(raw, { isServer: true, secureContext: context! });
    }
    const connection = new SmtpConnection(socket, handler, options.secure ?? false);
    connections.set(connection.id, connection);
    connection.start();
  });
  let listening = false;
  server.on("error", (error: Error) => {
    if (listening) log(`smtp error: ${error.message}`);
  });
  return {
    guard,
    listen(port, hostname) {
      return new Promise<number>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, hostname, () => {
          server.off("error", reject);
          listening = true;
          resolve((server.address() as { port: number }).port);
        });
      });
    },
    async close() {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const connection of connections.values()) connection.shut_down();
      const cut = setTimeout(() => {
        for (const connection of connections.values()) connection.destroy();
      }, CLOSE_TIMEOUT_MS);
      await Promise.all([stopped, ...[...connections.values()].map((connection) => connection.closed)]);
      clearTimeout(cut);
    },
  };
}
