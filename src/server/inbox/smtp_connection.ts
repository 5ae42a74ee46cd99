/**
 * One SMTP connection's protocol: command lines, `DATA` (`smtp_data.ts`), `AUTH PLAIN` / `LOGIN`
 * (`smtp_sasl.ts`) and `STARTTLS`, over the socket side in `smtp_transport.ts`. What the server
 * decides (who may connect, which recipients exist, where a message goes) it asks its
 * `SmtpHandler`; this file only speaks RFC 5321, with PIPELINING, 8BITMIME, SMTPUTF8,
 * ENHANCEDSTATUSCODES and SIZE; RFC 3207 STARTTLS; RFC 4954 AUTH.
 * @module
 */

import type { Socket } from "node:net";
import { DataReader } from "./smtp_data.ts";
import { CONTROL, mail_args, plain_address, rcpt_args } from "./smtp_syntax.ts";
import { SaslExchange, type SaslStep } from "./smtp_sasl.ts";
import { SmtpTransport } from "./smtp_transport.ts";
import type { SmtpEnvelope, SmtpHandler, SmtpReply, SmtpSession } from "./smtp_types.ts";

export type { SmtpEnvelope, SmtpHandler, SmtpReply, SmtpSession, SmtpVerdict } from "./smtp_types.ts";

const LF = 0x0a;
const CR = 0x0d;
const EMPTY = new Uint8Array(0);
/** Unrecognized commands before the connection is closed. */
const MAX_UNRECOGNIZED = 10;
/** Commands before a login, when one is required. */
const MAX_UNAUTHENTICATED = 10;
const HTTP_REQUEST = /^(OPTIONS|GET|HEAD|POST|PUT|DELETE|TRACE|CONNECT|PATCH) \/\S* HTTP\/\d(\.\d)?$/i;

const decoder = new TextDecoder();
let next_id = 0;

export class SmtpConnection extends SmtpTransport implements SmtpSession {
  readonly id = `c${(++next_id).toString(36)}`;
  /** The client's address (an IPv4-mapped IPv6 address as plain IPv4). */
  readonly remote_address: string;
  /** The name the client gave in `HELO` / `EHLO`; `null` before. */
  helo: string | null = null;
  /** The logged-in user; `null` before `AUTH`. */
  user: string | null = null;
  readonly envelope: SmtpEnvelope = { from: null, size: 0, rcpt: [] };
  /** When the last `DATA` command was taken (`performance.now()`), for the log. */
  data_started = 0;
  #unrecognized = 0;
  #unauthenticated = 0;
  readonly #sasl = new SaslExchange();
  /** The message under way in DATA; `null` between commands. */
  #reader: DataReader | null = null;

  constructor(socket: Socket, readonly handler: SmtpHandler, secure: boolean) {
    super(socket, handler.idle_timeout_ms, secure);
    this.remote_address = plain_address(socket.remoteAddress ?? "");
  }

  /** Starts the conversation: the handler's check, then the greeting (after an implicit-TLS handshake). */
  start(): void {
    const refusal = this.handler.open(this);
    if (refusal) return this.send(refusal.code, refusal.text, true);
    this.when_ready(() => this.send(220, `${this.handler.name} ESMTP inbox service ready`));
  }

  protected override on_close(): void {
    this.#reader = null;
    this.handler.closed(this);
  }

  /** DATA's bytes, or one command line; `false` when more input is needed. */
  protected override step(): boolean {
    if (this.#reader) return this.#data();
    const input = this.pending;
    const lf = input.indexOf(LF);
    const end = lf === -1 ? input.byteLength : lf > 0 && input[lf - 1] === CR ? lf - 1 : lf;
    if (end > this.handler.max_line_bytes) {
      this.send(421, "4.7.0 Line too long, closing", true);
      return false;
    }
    if (lf === -1) return false;
    const line = decoder.decode(input.subarray(0, end));
    this.pending = input.subarray(lf + 1);
    const answer = this.#line(line);
    if (answer) this.await_answer(answer);
    return true;
  }

  /** One command line (or an AUTH continuation); a promise when the answer waits on the handler. */
  #line(line: string): Promise<void> | void {
    if (this.#sasl.awaiting) return this.#sasl_step(this.#sasl.next(line));
    const space = line.indexOf(" ");
    const verb = (space === -1 ? line : line.slice(0, space)).toUpperCase();
    const args = space === -1 ? "" : line.slice(space + 1).trim();
    if (!this.handler.command(this)) return;
    if (HTTP_REQUEST.test(line)) return this.send(421, "5.7.0 HTTP requests are not taken here", true);
    if (
      this.handler.auth === "required" && this.user === null && verb !== "AUTH" &&
      ++this.#unauthenticated > MAX_UNAUTHENTICATED
    ) {
      return this.send(421, "4.7.0 Too many commands without authentication, closing", true);
    }
    switch (verb) {
      case "EHLO":
      case "HELO":
        return this.#hello(verb, args);
      case "MAIL":
        return this.#mail(args);
      case "RCPT":
        return this.#rcpt(args);
      case "DATA":
        return this.#data_command(args);
      case "RSET":
        this.#reset();
        return this.reply(250, "2.0.0 Flushed");
      case "NOOP":
        return this.reply(250, "2.0.0 OK");
      case "QUIT":
        return this.send(221, "2.0.0 Bye", true);
      case "VRFY":
        return this.reply(252, "2.5.0 Cannot verify the user, but will take mail for it");
      case "HELP":
        return this.reply(214, "2.0.0 See RFC 5321");
      case "STARTTLS":
        if (this.handler.starttls !== null) return this.#starttls(args);
        break;
      case "AUTH":
        if (this.handler.auth !== "off") return this.#auth(args);
        break;
    }
    if (++this.#unrecognized >= MAX_UNRECOGNIZED) {
      return this.send(421, "5.5.2 Too many unrecognized commands, closing", true);
    }
    this.reply(500, "5.5.2 Command not recognized");
  }

  #verdict(verdict: SmtpReply): void {
    if (verdict.code === 421) this.send(421, verdict.text, true);
    else this.reply(verdict.code, verdict.text);
  }

  #reset(): void {
    this.envelope.from = null;
    this.envelope.size = 0;
    this.envelope.rcpt = [];
    this.handler.reset(this);
  }

  #hello(verb: string, args: string): void {
    const name = args.split(/\s+/)[0] ?? "";
    if (!name || CONTROL.test(name)) return this.reply(501, `5.5.4 Syntax: ${verb} hostname`);
    this.#reset();
    this.helo = name;
    const greeting = `${this.handler.name} greets ${name}`;
    if (verb === "HELO") return this.reply(250, greeting);
    const lines = [greeting, "PIPELINING", "8BITMIME", "SMTPUTF8", "ENHANCEDSTATUSCODES"];
    if (this.handler.auth !== "off" && this.user === null) lines.push("AUTH PLAIN LOGIN");
    if (this.handler.starttls !== null && !this.secure) lines.push("STARTTLS");
    if (this.handler.max_bytes > 0) lines.push(`SIZE ${this.handler.max_bytes}`);
    this.reply_lines(lines.map((line, i) => `250${i === lines.length - 1 ? " " : "-"}${line}\r\n`).join(""));
  }

  /** A refusal for MAIL, RCPT and DATA before `HELO` or a required login. */
  #not_ready(): boolean {
    if (this.helo === null) {
      this.reply(503, "5.5.1 Send HELO or EHLO first");
      return true;
    }
    if (this.handler.auth === "required" && this.user === null) {
      this.reply(530, "5.7.0 Authentication required");
      return true;
    }
    return false;
  }

  #mail(args: string): void {
    if (this.#not_ready()) return;
    if (this.envelope.from !== null) return this.reply(503, "5.5.1 Nested MAIL command");
    const parsed = mail_args(args, this.handler.max_bytes);
    if ("code" in parsed) return this.reply(parsed.code, parsed.text);
    const { address, size } = parsed;
    const refusal = this.handler.mail(this, address);
    if (refusal) return this.#verdict(refusal);
    this.envelope.from = address;
    this.envelope.size = size;
    this.reply(250, "2.1.0 Accepted");
  }

  #rcpt(args: string): Promise<void> | void {
    if (this.#not_ready()) return;
    if (this.envelope.from === null) return this.reply(503, "5.5.1 Need MAIL command");
    const address = rcpt_args(args);
    if (typeof address !== "string") return this.reply(address.code, address.text);
    if (this.envelope.rcpt.length >= this.handler.max_recipients) {
      return this.reply(452, "4.5.3 Too many recipients");
    }
    return this.handler.rcpt(this, address).then((refusal) => {
      if (refusal) return this.#verdict(refusal);
      this.envelope.rcpt.push(address);
      this.reply(250, "2.1.5 Accepted");
    });
  }

  #data_command(args: string): void {
    if (this.#not_ready()) return;
    if (args) return this.reply(501, "5.5.4 Syntax: DATA");
    if (this.envelope.from === null) return this.reply(503, "5.5.1 Need MAIL command");
    if (this.envelope.rcpt.length === 0) return this.reply(503, "5.5.1 Need RCPT command");
    this.data_started = performance.now();
    this.#reader = new DataReader(this.handler.max_bytes, (seen) => this.handler.overflow(this, seen));
    this.reply(354, "End data with <CR><LF>.<CR><LF>");
  }

  /** Hands the buffered input to DATA's reader; `false` when it ran out before the end. */
  #data(): boolean {
    const reader = this.#reader!;
    const rest = reader.read(this.pending);
    if (rest === null) {
      this.pending = EMPTY;
      return false;
    }
    this.pending = rest;
    this.#reader = null;
    const message = reader.message();
    this.await_answer(
      this.handler.data(this, message, reader.seen).then((reply) => {
        this.#reset();
        this.#verdict(reply);
      }),
    );
    return true;
  }

  #starttls(args: string): void {
    if (args) return this.reply(501, "5.5.4 Syntax: STARTTLS");
    if (this.secure) return this.reply(503, "5.5.1 TLS is already active");
    this.reply(220, "2.0.0 Ready to start TLS");
    this.upgrade(this.handler.starttls!, () => {
      this.helo = null;
      this.user = null;
      this.#reset();
    });
  }

  #auth(args: string): Promise<void> | void {
    if (this.helo === null) return this.reply(503, "5.5.1 Send HELO or EHLO first");
    if (this.user !== null) return this.reply(503, "5.5.1 Already authenticated");
    if (this.envelope.from !== null) return this.reply(503, "5.5.1 Mail transaction in progress");
    return this.#sasl_step(this.#sasl.start(args));
  }

  #sasl_step(step: SaslStep): Promise<void> | void {
    if ("reply" in step) return this.reply(step.reply.code, step.reply.text);
    return this.handler.login(this, step.login).then((result) => {
      if ("code" in result) return this.#verdict(result);
      this.user = result.user;
      this.reply(235, "2.7.0 Authentication successful");
    });
  }
}
