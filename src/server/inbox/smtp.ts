/**
 * SMTP ingest with `smtp-server`: recipients are checked at `RCPT`, the message is taken
 * without buffering past the size limit, and `250` is sent only once the store holds it. The
 * limits `smtp-server` lacks are kept by `SmtpGuard`.
 * @module
 */

import type { Socket } from "node:net";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import { concat_bytes } from "../../core/bytes.ts";
import type { DenyList } from "./deny.ts";
import { type Ingest, SMTP_REPLY } from "./ingest.ts";
import type { Log } from "../http/log.ts";
import { DEFAULT_SMTP_LIMITS, smtp_reply as reply, SmtpGuard, type SmtpLimits } from "./smtp_guard.ts";
import type { SmtpLogins } from "./smtp_auth.ts";

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

/**
 * A DATA stream is read (and thrown away) past the size limit so the client hears the 552 at its
 * end; past this many times the limit the connection is cut instead.
 */
const CUT_FACTOR = 2;

/**
 * Replies made in one turn of the event loop leave in one write: a client that pipelines MAIL,
 * RCPT and DATA gets their three replies in one packet instead of three system calls. The first
 * write of a turn corks the socket; the turn's end uncorks it (one `writev`).
 */
function write_together(socket: Socket): void {
  const write = socket.write;
  socket.write = function (this: Socket, ...args: Parameters<Socket["write"]>): boolean {
    if (this.writableCorked === 0 && !this.destroyed) {
      this.cork();
      setImmediate(() => this.uncork());
    }
    return write.apply(this, args);
  } as Socket["write"];
}

/** An SMTP server that hands arrivals to `ingest`. Call `.listen(port, host)` to start it. */
export function create_smtp_server(options: SmtpOptions): SMTPServer & { guard: SmtpGuard } {
  const { ingest, log } = options;
  const limits = ingest.options.limits;
  const smtp_limits: SmtpLimits = { ...DEFAULT_SMTP_LIMITS, ...options.limits };
  const guard = options.guard ?? new SmtpGuard(smtp_limits, options.deny ?? null, log);
  const logins = options.logins?.auth === "off" ? null : options.logins ?? null;
  const tls = options.tls ?? null;
  if (options.secure && !tls) throw new TypeError("implicit TLS needs a certificate");
  const server = new SMTPServer({
    name: options.name,
    banner: "inbox service ready",
    size: limits.max_message_bytes,
    ...(tls ? { key: tls.key, cert: tls.cert, secure: options.secure ?? false } : {}),
    disabledCommands: [...(logins ? [] : ["AUTH"]), ...(tls && !options.secure ? [] : ["STARTTLS"])],
    authMethods: ["PLAIN", "LOGIN"],
    // Mail without AUTH is taken unless one user and password are set.
    authOptional: logins === null || typeof logins.auth === "string",
    // AUTH before STARTTLS is taken too: apps on a private network often log in without TLS.
    allowInsecureAuth: true,
    authRequiredMessage: "5.7.0 Authentication required",
    disableReverseLookup: true,
    logger: false,
    // The guard keeps max_clients, making room by closing the longest-idle connection; the closed
    // ones take a moment to go, so smtp-server's own hard stop sits above it.
    maxClients: smtp_limits.max_clients * 2,
    maxCommandLength: smtp_limits.max_line_bytes,
    socketTimeout: smtp_limits.idle_timeout_ms,
    closeTimeout: 5_000,
    maxRecipients: limits.max_recipients,
    onAuth(login, session, callback) {
      if (!logins) return callback(reply(502, "5.5.1 AUTH is not offered here"));
      logins.check(login, session).then(
        (result) => result instanceof Error ? callback(result) : callback(null, result),
        () => callback(reply(454, "4.7.0 Temporary authentication failure")),
      );
    },
    onConnect(session, callback) {
      callback(guard.connect(session));
    },
    onClose(session) {
      guard.closed(session);
    },
    onMailFrom(address, session, callback) {
      callback(guard.mail_from(address, session));
    },
    onRcptTo(address, session, callback) {
      const declared = Number(
        session.envelope.mailFrom && session.envelope.mailFrom.args &&
          (session.envelope.mailFrom.args as Record<string, string>).SIZE,
      ) || 0;
      ingest.check(address.address, declared).then((checked) => {
        if (checked.ok) return callback();
        const { code, text } = SMTP_REPLY[checked.code];
        log(`smtp rcpt refused ${code} ${checked.code}`);
        callback(reply(code, text));
      }, (error) => {
        log(`smtp rcpt failed: ${(error as Error)?.message ?? error}`);
        callback(reply(451, "4.3.0 Temporary failure, try again"));
      });
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, done) {
      const started = performance.now();
      const chunks: Uint8Array[] = [];
      let seen = 0;
      const rcpt = () => session.envelope.rcptTo.map((r) => r.address);
      const line = (code: number, note: string) =>
        log(
          `smtp ${session.remoteAddress} rcpt=${session.envelope.rcptTo.length} size=${seen} ${code} ${note} ${
            (performance.now() - started).toFixed(1)
          }ms`,
        );
      const callback = (error: Error | null, message?: string) => {
        guard.end_transaction(session.id);
        done(error, message);
      };
      stream.on("data", (chunk: Uint8Array) => {
        seen += chunk.byteLength;
        if (!stream.sizeExceeded) {
          chunks.push(chunk);
          return;
        }
        chunks.length = 0;
        if (seen > CUT_FACTOR * limits.max_message_bytes) {
          line(552, "message_too_large cut");
          stream.removeAllListeners("data");
          stream.removeAllListeners("end");
          ingest.note_oversized(rcpt(), seen).catch(() => {});
          guard.cut(session.id, 552, SMTP_REPLY.message_too_large.text);
        }
      });
      stream.on("error", () => {});
      stream.on("end", async () => {
        if (stream.sizeExceeded) {
          line(552, "message_too_large");
          await ingest.note_oversized(rcpt(), seen).catch(() => {});
          const { code, text } = SMTP_REPLY.message_too_large;
          return callback(reply(code, text));
        }
        try {
          // one plain array that owns its memory (no pooled `Buffer`)
          const raw = concat_bytes(chunks);
          chunks.length = 0;
          const result = await ingest.deliver(raw, {
            rcpt: rcpt(),
            ip: session.remoteAddress,
            helo: session.hostNameAppearsAs,
            sender: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          });
          if (result.accepted.length > 0) {
            line(250, `stored=${result.accepted.length}`);
            return callback(null, `2.0.0 Stored in ${result.accepted.length} inbox(es)`);
          }
          const refusal = SMTP_REPLY[result.rejected[0]?.code ?? "unknown_recipient"];
          line(refusal.code, result.rejected[0]?.code ?? "unknown_recipient");
          callback(reply(refusal.code, refusal.text));
        } catch (error) {
          line(451, "internal_error");
          log(`smtp deliver failed: ${(error as Error)?.stack ?? error}`);
          callback(reply(451, "4.3.0 Temporary failure, try again"));
        }
      });
    },
  });
  guard.attach(server);
  server.server.on("connection", write_together);
  return Object.assign(server, { guard });
}
