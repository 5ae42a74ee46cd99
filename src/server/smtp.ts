/**
 * SMTP ingest with `smtp-server`: recipients are checked at `RCPT`, the message is taken
 * without buffering past the size limit, and `250` is sent only once the store holds it.
 * @module
 */

import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import { type Ingest, SMTP_REPLY } from "./ingest.ts";
import type { Log } from "./log.ts";

export interface SmtpOptions {
  ingest: Ingest;
  log: Log;
  /** Name in the greeting and `EHLO` answer. */
  name: string;
  /** Idle time after which a connection is dropped, in ms. */
  socket_timeout_ms?: number;
  max_clients?: number;
}

function reply(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

/** An SMTP server that hands arrivals to `ingest`. Call `.listen(port, host)` to start it. */
export function create_smtp_server(options: SmtpOptions): SMTPServer {
  const { ingest, log } = options;
  const limits = ingest.options.limits;
  return new SMTPServer({
    name: options.name,
    banner: "inbox service ready",
    size: limits.max_message_bytes,
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    maxClients: options.max_clients ?? 1000,
    socketTimeout: options.socket_timeout_ms ?? 60_000,
    closeTimeout: 5_000,
    maxRecipients: limits.max_recipients,
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
      }, (error) => callback(reply(451, `4.3.0 Temporary failure: ${error?.message ?? error}`)));
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const started = performance.now();
      const chunks: Uint8Array[] = [];
      let length = 0;
      stream.on("data", (chunk: Uint8Array) => {
        if (stream.sizeExceeded) return;
        chunks.push(chunk);
        length += chunk.byteLength;
      });
      stream.on("end", async () => {
        const rcpt = session.envelope.rcptTo.map((r) => r.address);
        const line = (code: number, note: string) =>
          log(
            `smtp ${session.remoteAddress} rcpt=${rcpt.length} size=${stream.byteLength ?? length} ${code} ${note} ${
              (performance.now() - started).toFixed(1)
            }ms`,
          );
        if (stream.sizeExceeded) {
          line(552, "message_too_large");
          await ingest.note_oversized(rcpt, stream.byteLength ?? length).catch(() => {});
          const { code, text } = SMTP_REPLY.message_too_large;
          return callback(reply(code, text));
        }
        try {
          const raw = concat(chunks, length);
          const result = await ingest.deliver(raw, {
            rcpt,
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
          callback(reply(451, `4.3.0 Temporary failure, try again: ${(error as Error)?.message ?? error}`));
        }
      });
    },
  });
}

/** Joins the chunks into one plain `Uint8Array` that owns its memory (no pooled `Buffer`). */
function concat(chunks: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
