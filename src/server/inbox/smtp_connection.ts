/**
 * One SMTP connection, read straight from its socket: command lines, `DATA` up to its closing
 * dot (dot-stuffing undone, nothing kept past the size limit), `AUTH PLAIN` / `LOGIN` and
 * `STARTTLS`. What the server decides (who may connect, which recipients exist, where a
 * message goes) it asks its `SmtpHandler`; this file only speaks the protocol (RFC 5321, with
 * PIPELINING, 8BITMIME, SMTPUTF8, ENHANCEDSTATUSCODES and SIZE; RFC 3207 STARTTLS; RFC 4954 AUTH).
 *
 * Commands are answered one at a time and in order. While an answer waits on the handler (a
 * recipient lookup, storing a message), later bytes stay buffered, and the socket is paused
 * once they pass 64 KB. The replies made in one pass leave in one write, so a pipelining
 * client gets MAIL, RCPT and DATA's replies in one packet.
 * @module
 */

import type { Socket } from "node:net";
import { type SecureContext, TLSSocket } from "node:tls";

/** An SMTP reply; `text` carries its enhanced status code (`"2.1.0 Accepted"`). */
export interface SmtpReply {
  code: number;
  text: string;
}

/** A refusal from the handler, or `null` to go on. */
export type SmtpVerdict = SmtpReply | null;

/** What the server decides for its connections. */
export interface SmtpHandler {
  /** Name in the greeting and the `EHLO` answer. */
  readonly name: string;
  /** The size limit announced in `EHLO` and kept in `DATA`; 0 for none. */
  readonly max_bytes: number;
  readonly max_recipients: number;
  /** Longest command line, in bytes; a longer one is answered 421 and the connection closed. */
  readonly max_line_bytes: number;
  readonly idle_timeout_ms: number;
  /** `AUTH` not offered, offered, or required before `MAIL`. */
  readonly auth: "off" | "optional" | "required";
  /** The certificate `STARTTLS` upgrades with; `null` when it is not offered. */
  readonly starttls: SecureContext | null;
  /** A new connection, before its greeting: a refusal is sent and the connection closed. */
  open(connection: SmtpConnection): SmtpVerdict;
  /** Before each command (`verb` upper-cased); `false` when the handler has closed the connection. */
  command(connection: SmtpConnection, verb: string): boolean;
  /** A login; answers the user, or a refusal. */
  login(
    connection: SmtpConnection,
    method: "PLAIN" | "LOGIN",
    user: string,
    pass: string,
  ): Promise<SmtpReply | { user: string }>;
  mail(connection: SmtpConnection, address: string): SmtpVerdict;
  rcpt(connection: SmtpConnection, address: string): Promise<SmtpVerdict>;
  /**
   * A whole message (`null` when it ran past `max_bytes`; `seen` counts its bytes either way).
   * Answers the reply to send.
   */
  data(connection: SmtpConnection, message: Uint8Array | null, seen: number): Promise<SmtpReply>;
  /**
   * `DATA` has run past twice the size limit (`seen` bytes): the handler cuts the connection.
   * Up to there the data is read and thrown away, so the client hears the 552 at its end.
   */
  overflow(connection: SmtpConnection, seen: number): void;
  /** The transaction ended or was reset (RSET, HELO, EHLO, the end of DATA). */
  reset(connection: SmtpConnection): void;
  closed(connection: SmtpConnection): void;
}

/** The envelope of the transaction under way. */
export interface SmtpEnvelope {
  /** `MAIL FROM`'s address (`""` for the null sender), or `null` before `MAIL`. */
  from: string | null;
  /** `MAIL FROM`'s declared `SIZE`, or 0. */
  size: number;
  rcpt: string[];
}

const LF = 0x0a;
const CR = 0x0d;
const DOT = 0x2e;
/** Buffered input past which the socket is paused while an answer is awaited. */
const HIGH_WATER = 64 * 1024;
/** Unrecognized commands before the connection is closed. */
const MAX_UNRECOGNIZED = 10;
/** Commands before a login, when one is required. */
const MAX_UNAUTHENTICATED = 10;
/** How long a closing connection may take to send what is left before it is destroyed. */
const CLOSE_GRACE_MS = 5_000;
const HTTP_REQUEST = /^(OPTIONS|GET|HEAD|POST|PUT|DELETE|TRACE|CONNECT|PATCH) \/\S* HTTP\/\d(\.\d)?$/i;
/** `FROM:<address> params` / `TO:<address> params`. */
const PATH = /^(FROM|TO):\s*<([^<>\s]*)>((?:\s+[^\s=]+(?:=\S*)?)*)\s*$/i;
// deno-lint-ignore no-control-regex -- control characters are what it looks for
const CONTROL = /[\x00-\x1f\x7f]/;

const decoder = new TextDecoder();
let next_id = 0;

type Mode = "command" | "data" | "auth_plain" | "auth_login_user" | "auth_login_pass" | "closed";

export class SmtpConnection {
  readonly id = `c${(++next_id).toString(36)}`;
  /** The client's address (an IPv4-mapped IPv6 address as plain IPv4). */
  readonly remote_address: string;
  /** The name the client gave in `HELO` / `EHLO`; `null` before. */
  helo: string | null = null;
  /** The logged-in user; `null` before `AUTH`. */
  user: string | null = null;
  secure: boolean;
  readonly envelope: SmtpEnvelope = { from: null, size: 0, rcpt: [] };
  /** When the last `DATA` command was taken (`performance.now()`), for the log. */
  data_started = 0;
  /** Resolves once the socket has closed. */
  readonly closed: Promise<void>;
  #on_closed!: () => void;

  #socket: Socket;
  #mode: Mode = "command";
  /** Input not yet handled. */
  #pending: Uint8Array = new Uint8Array(0);
  /** An answer is awaited from the handler; input waits. */
  #busy = false;
  #paused = false;
  /** Replies made in this pass, written together. */
  #out = "";
  /** Close once `#out` is written. */
  #closing = false;
  #unrecognized = 0;
  #unauthenticated = 0;
  #login_user = "";
  // DATA: the message's pieces, their length, and where the scan stands.
  #pieces: Uint8Array[] = [];
  #seen = 0;
  #overflowed = false;
  /** The next byte of DATA starts a line (comes after CR LF). */
  #line_start = true;
  /** The last byte of DATA handled. */
  #last = 0;

  constructor(socket: Socket, readonly handler: SmtpHandler, secure: boolean) {
    this.#socket = socket;
    this.secure = secure;
    this.remote_address = plain_address(socket.remoteAddress ?? "");
    this.closed = new Promise((resolve) => this.#on_closed = resolve);
  }

  /** Cuts the connection now. */
  destroy(): void {
    this.#socket.destroy();
  }

  /** Starts the conversation: the handler's check, then the greeting; secure sockets after their handshake. */
  start(): void {
    const socket = this.#socket;
    this.#watch(socket);
    const refusal = this.handler.open(this);
    if (refusal) return this.send(refusal.code, refusal.text, true);
    const greet = () => {
      this.#handshaking = false;
      if (this.#mode === "closed") return;
      this.#listen(socket);
      this.send(220, `${this.handler.name} ESMTP inbox service ready`);
    };
    // Implicit TLS: the greeting goes once the handshake is done.
    if (socket instanceof TLSSocket) {
      this.#handshaking = true;
      socket.once("secure", greet);
    } else greet();
  }

  /** Close, errors and the idle timeout of the socket the connection now reads. */
  #watch(socket: Socket): void {
    socket.setNoDelay(true);
    socket.once("close", () => this.#on_close());
    socket.on("error", () => socket.destroy());
    socket.setTimeout(this.handler.idle_timeout_ms, () => {
      // Mid-handshake there is no one to tell.
      if (this.#handshaking || this.#mode === "closed") socket.destroy();
      else this.send(421, "4.4.2 Timeout, closing connection", true);
    });
  }

  /** Sends one reply now; with `close` (or a 421) the connection is closed after it. */
  send(code: number, text: string, close = code === 421): void {
    if (this.#mode === "closed" || this.#closing) return;
    this.#out += `${code} ${text}\r\n`;
    if (close) this.#closing = true;
    this.#flush();
  }

  /** Closes the connection, after anything still to be written. */
  close(): void {
    if (this.#mode === "closed") return;
    this.#closing = true;
    this.#flush();
  }

  /** The server is stopping: an idle connection is told 421 now, a busy one once its answer is sent. */
  shut_down(): void {
    if (this.#busy) {
      this.#stopping = true;
      return;
    }
    this.send(421, "4.3.2 Server shutting down, try again later", true);
  }

  #stopping = false;

  #listen(socket: Socket): void {
    socket.on("data", (chunk: Uint8Array) => this.#on_data(chunk));
    // A client may send its last commands and shut its side at once: they are still answered.
    socket.on("end", () => {
      this.#ended = true;
      if (!this.#busy) this.#run();
    });
  }

  /** The client has shut its side: close once what it sent is answered. */
  #ended = false;

  #on_data(chunk: Uint8Array): void {
    if (this.#mode === "closed" || this.#closing) return;
    this.#pending = this.#pending.byteLength === 0 ? chunk : join(this.#pending, chunk);
    if (this.#busy) {
      if (this.#pending.byteLength > HIGH_WATER && !this.#paused) {
        this.#paused = true;
        this.#socket.pause();
      }
      return;
    }
    this.#run();
  }

  /** Handles buffered input until it runs out or an answer must be awaited, then writes the replies. */
  #run(): void {
    while (!this.#busy && !this.#closing && this.#mode !== "closed" && this.#pending.byteLength > 0) {
      if (this.#mode === "data") {
        if (!this.#data()) break;
        continue;
      }
      const input = this.#pending;
      const lf = input.indexOf(LF);
      if (lf === -1) {
        if (input.byteLength > this.handler.max_line_bytes) this.send(421, "4.7.0 Line too long, closing", true);
        break;
      }
      const end = lf > 0 && input[lf - 1] === CR ? lf - 1 : lf;
      if (end > this.handler.max_line_bytes) {
        this.send(421, "4.7.0 Line too long, closing", true);
        break;
      }
      const line = decoder.decode(input.subarray(0, end));
      this.#pending = input.subarray(lf + 1);
      const answer = this.#line(line);
      if (answer) this.#await(answer);
    }
    if (!this.#busy && this.#paused) {
      this.#paused = false;
      this.#socket.resume();
    }
    if (this.#ended && !this.#busy) this.#closing = true;
    this.#flush();
  }

  #await(answer: Promise<void>): void {
    this.#busy = true;
    answer.catch(() => {
      this.#out += "451 4.3.0 Temporary failure, try again\r\n";
    }).finally(() => {
      this.#busy = false;
      if (this.#stopping) return this.send(421, "4.3.2 Server shutting down, try again later", true);
      this.#run();
    });
  }

  #flush(): void {
    if (this.#mode === "closed") return;
    if (this.#out) {
      this.#socket.write(this.#out);
      this.#out = "";
    }
    if (this.#closing) this.#end();
  }

  #end(): void {
    const socket = this.#socket;
    this.#mode = "closed";
    this.#pending = new Uint8Array(0);
    this.#pieces = [];
    socket.end();
    // A client that neither reads nor closes is not waited for.
    const timer = setTimeout(() => socket.destroy(), CLOSE_GRACE_MS);
    socket.once("close", () => clearTimeout(timer));
  }

  #on_close(): void {
    this.#mode = "closed";
    this.#pending = new Uint8Array(0);
    this.#pieces = [];
    this.#socket.setTimeout(0);
    if (this.#told_closed) return;
    this.#told_closed = true;
    this.handler.closed(this);
    this.#on_closed();
  }

  #told_closed = false;
  /** A TLS handshake is under way. */
  #handshaking = false;

  /** One command line (or an AUTH continuation); a promise when the answer waits on the handler. */
  #line(line: string): Promise<void> | void {
    switch (this.#mode) {
      case "auth_plain":
        this.#mode = "command";
        return this.#plain(line.trim());
      case "auth_login_user":
        this.#mode = "command";
        return this.#login_username(line.trim());
      case "auth_login_pass":
        this.#mode = "command";
        return this.#login_password(line.trim());
    }
    const space = line.indexOf(" ");
    const verb = (space === -1 ? line : line.slice(0, space)).toUpperCase();
    const args = space === -1 ? "" : line.slice(space + 1).trim();
    if (!this.handler.command(this, verb)) return;
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
        return this.#reply(250, "2.0.0 Flushed");
      case "NOOP":
        return this.#reply(250, "2.0.0 OK");
      case "QUIT":
        return this.send(221, "2.0.0 Bye", true);
      case "VRFY":
        return this.#reply(252, "2.5.0 Cannot verify the user, but will take mail for it");
      case "HELP":
        return this.#reply(214, "2.0.0 See RFC 5321");
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
    this.#reply(500, "5.5.2 Command not recognized");
  }

  #reply(code: number, text: string): void {
    this.#out += `${code} ${text}\r\n`;
  }

  #send_verdict(verdict: SmtpReply): void {
    if (verdict.code === 421) this.send(421, verdict.text, true);
    else this.#reply(verdict.code, verdict.text);
  }

  #reset(): void {
    this.envelope.from = null;
    this.envelope.size = 0;
    this.envelope.rcpt = [];
    this.handler.reset(this);
  }

  #hello(verb: string, args: string): void {
    const name = args.split(/\s+/)[0] ?? "";
    if (!name || CONTROL.test(name)) return this.#reply(501, `5.5.4 Syntax: ${verb} hostname`);
    this.#reset();
    this.helo = name;
    const greeting = `${this.handler.name} greets ${name}`;
    if (verb === "HELO") return this.#reply(250, greeting);
    const lines = [greeting, "PIPELINING", "8BITMIME", "SMTPUTF8", "ENHANCEDSTATUSCODES"];
    if (this.handler.auth !== "off" && this.user === null) lines.push("AUTH PLAIN LOGIN");
    if (this.handler.starttls !== null && !this.secure) lines.push("STARTTLS");
    if (this.handler.max_bytes > 0) lines.push(`SIZE ${this.handler.max_bytes}`);
    this.#out += lines.map((line, i) => `250${i === lines.length - 1 ? " " : "-"}${line}\r\n`).join("");
  }

  /** A refusal for MAIL, RCPT and DATA before `HELO` or a required login. */
  #not_ready(): boolean {
    if (this.helo === null) {
      this.#reply(503, "5.5.1 Send HELO or EHLO first");
      return true;
    }
    if (this.handler.auth === "required" && this.user === null) {
      this.#reply(530, "5.7.0 Authentication required");
      return true;
    }
    return false;
  }

  #mail(args: string): void {
    if (this.#not_ready()) return;
    if (this.envelope.from !== null) return this.#reply(503, "5.5.1 Nested MAIL command");
    const path = PATH.exec(args);
    if (!path || path[1]!.toUpperCase() !== "FROM") return this.#reply(501, "5.5.4 Syntax: MAIL FROM:<address>");
    const address = strip_route(path[2]!);
    if (address && !valid_address(address)) return this.#reply(501, "5.1.7 Bad sender address syntax");
    const params = parse_params(path[3]!);
    if (params === null) return this.#reply(501, "5.5.4 Bad MAIL parameter");
    const size = params.SIZE === undefined ? 0 : Number(params.SIZE);
    if (!Number.isSafeInteger(size) || size < 0) return this.#reply(501, "5.5.4 Bad SIZE parameter");
    if (this.handler.max_bytes > 0 && size > this.handler.max_bytes) {
      return this.#reply(552, `5.3.4 Message size exceeds the fixed limit of ${this.handler.max_bytes} bytes`);
    }
    const refusal = this.handler.mail(this, address);
    if (refusal) return this.#send_verdict(refusal);
    this.envelope.from = address;
    this.envelope.size = size;
    this.#reply(250, "2.1.0 Accepted");
  }

  #rcpt(args: string): Promise<void> | void {
    if (this.#not_ready()) return;
    if (this.envelope.from === null) return this.#reply(503, "5.5.1 Need MAIL command");
    const path = PATH.exec(args);
    if (!path || path[1]!.toUpperCase() !== "TO") return this.#reply(501, "5.5.4 Syntax: RCPT TO:<address>");
    const address = strip_route(path[2]!);
    if (!valid_address(address) && address.toLowerCase() !== "postmaster") {
      return this.#reply(501, "5.1.3 Bad recipient address syntax");
    }
    if (parse_params(path[3]!) === null) return this.#reply(501, "5.5.4 Bad RCPT parameter");
    if (this.envelope.rcpt.length >= this.handler.max_recipients) {
      return this.#reply(452, "4.5.3 Too many recipients");
    }
    return this.handler.rcpt(this, address).then((refusal) => {
      if (refusal) return this.#send_verdict(refusal);
      this.envelope.rcpt.push(address);
      this.#reply(250, "2.1.5 Accepted");
    });
  }

  #data_command(args: string): void {
    if (this.#not_ready()) return;
    if (args) return this.#reply(501, "5.5.4 Syntax: DATA");
    if (this.envelope.from === null) return this.#reply(503, "5.5.1 Need MAIL command");
    if (this.envelope.rcpt.length === 0) return this.#reply(503, "5.5.1 Need RCPT command");
    this.#mode = "data";
    this.data_started = performance.now();
    this.#pieces = [];
    this.#seen = 0;
    this.#overflowed = false;
    // DATA's own CR LF ends the line before the message: a lone "." at once is an empty message.
    this.#line_start = true;
    this.#last = LF;
    this.#reply(354, "End data with <CR><LF>.<CR><LF>");
  }

  /**
   * Takes DATA from the buffered input: undoes dot-stuffing and ends at CR LF . CR LF (RFC 5321
   * 4.5.2). Lines end at CR LF only: a dot after a bare line feed is data, kept as it is, and can
   * neither end the message nor be taken for stuffing. Answers `false` when the input ran out
   * before the end.
   */
  #data(): boolean {
    const input = this.#pending;
    const length = input.byteLength;
    let from = 0; // the start of the piece not yet kept
    let at = 0; // where the scan stands
    let line_start = this.#line_start;
    for (;;) {
      if (line_start) {
        if (at >= length) break;
        if (input[at] === DOT) {
          if (at + 2 >= length) {
            // Too few bytes to tell ".\r\n" from a stuffed dot: keep them for the next read.
            this.#keep(input.subarray(from, at));
            this.#pending = input.slice(at);
            this.#line_start = true;
            return false;
          }
          this.#keep(input.subarray(from, at));
          if (input[at + 1] === CR && input[at + 2] === LF) {
            this.#pending = input.subarray(at + 3);
            this.#finish();
            return true;
          }
          from = at + 1; // the stuffed dot is dropped
        }
        line_start = false;
      }
      const lf = input.indexOf(LF, at);
      if (lf === -1) {
        at = length;
        break;
      }
      line_start = lf > 0 ? input[lf - 1] === CR : this.#last === CR;
      at = lf + 1;
    }
    this.#keep(input.subarray(from, length));
    if (length > 0) this.#last = input[length - 1]!;
    this.#pending = new Uint8Array(0);
    this.#line_start = line_start;
    return false;
  }

  #keep(piece: Uint8Array): void {
    if (piece.byteLength === 0) return;
    this.#seen += piece.byteLength;
    const max = this.handler.max_bytes;
    if (max > 0 && this.#seen > max) {
      this.#pieces = [];
      if (!this.#overflowed && this.#seen > 2 * max) {
        this.#overflowed = true;
        this.handler.overflow(this, this.#seen);
      }
      return;
    }
    this.#pieces.push(piece);
  }

  #finish(): void {
    this.#mode = "command";
    const max = this.handler.max_bytes;
    const message = max > 0 && this.#seen > max ? null : join_all(this.#pieces, this.#seen);
    this.#pieces = [];
    const seen = this.#seen;
    this.#await(
      this.handler.data(this, message, seen).then((reply) => {
        this.#reset();
        this.#send_verdict(reply);
      }),
    );
  }

  #starttls(args: string): void {
    if (args) return this.#reply(501, "5.5.4 Syntax: STARTTLS");
    if (this.secure) return this.#reply(503, "5.5.1 TLS is already active");
    this.#reply(220, "2.0.0 Ready to start TLS");
    this.#flush();
    // Whatever came after STARTTLS arrived in the clear: it is thrown away, never read as commands.
    this.#pending = new Uint8Array(0);
    const raw = this.#socket;
    raw.removeAllListeners();
    raw.setTimeout(0);
    raw.on("error", () => raw.destroy());
    const secure = new TLSSocket(raw, { isServer: true, secureContext: this.handler.starttls! });
    this.#socket = secure;
    this.#handshaking = true;
    this.#watch(secure);
    secure.on("error", () => raw.destroy());
    // Until the handshake is done, nothing is read; after it, the session starts over (RFC 3207 4.2).
    this.#busy = true;
    secure.once("secure", () => {
      this.#handshaking = false;
      this.#busy = false;
      this.secure = true;
      this.helo = null;
      this.user = null;
      this.#reset();
      this.#listen(secure);
      if (this.#stopping) return this.send(421, "4.3.2 Server shutting down, try again later", true);
      this.#run();
    });
  }

  #auth(args: string): Promise<void> | void {
    if (this.helo === null) return this.#reply(503, "5.5.1 Send HELO or EHLO first");
    if (this.user !== null) return this.#reply(503, "5.5.1 Already authenticated");
    if (this.envelope.from !== null) return this.#reply(503, "5.5.1 Mail transaction in progress");
    const [method = "", initial, extra] = args.split(/\s+/);
    if (extra !== undefined) return this.#reply(501, "5.5.4 Syntax: AUTH mechanism [initial-response]");
    switch (method.toUpperCase()) {
      case "PLAIN":
        if (initial === undefined) {
          this.#mode = "auth_plain";
          return this.#reply(334, "");
        }
        return this.#plain(initial);
      case "LOGIN":
        if (initial === undefined) {
          this.#mode = "auth_login_user";
          return this.#reply(334, "VXNlcm5hbWU6");
        }
        return this.#login_username(initial);
      default:
        return this.#reply(504, "5.5.4 Unrecognized authentication type");
    }
  }

  #plain(token: string): Promise<void> | void {
    if (token === "*") return this.#reply(501, "5.0.0 Authentication aborted");
    // "=" is an empty initial response (RFC 4954 4).
    const parts = token === "=" ? null : base64_text(token)?.split("\u0000");
    if (!parts || parts.length !== 3) return this.#reply(501, "5.5.2 Malformed credentials");
    const [authzid, authcid, pass] = parts as [string, string, string];
    const user = authcid || authzid;
    if (CONTROL.test(user) || CONTROL.test(authzid)) return this.#reply(501, "5.5.2 Malformed credentials");
    return this.#check_login("PLAIN", user, pass);
  }

  #login_username(token: string): void {
    if (token === "*") return this.#reply(501, "5.0.0 Authentication aborted");
    const user = base64_text(token);
    if (!user || CONTROL.test(user)) return this.#reply(501, "5.5.2 Malformed user name");
    this.#login_user = user;
    this.#mode = "auth_login_pass";
    this.#reply(334, "UGFzc3dvcmQ6");
  }

  #login_password(token: string): Promise<void> | void {
    if (token === "*") return this.#reply(501, "5.0.0 Authentication aborted");
    const pass = base64_text(token);
    if (pass === null) return this.#reply(501, "5.5.2 Malformed password");
    const user = this.#login_user;
    this.#login_user = "";
    return this.#check_login("LOGIN", user, pass);
  }

  #check_login(method: "PLAIN" | "LOGIN", user: string, pass: string): Promise<void> {
    return this.handler.login(this, method, user, pass).then((result) => {
      if ("code" in result) return this.#send_verdict(result);
      this.user = result.user;
      this.#reply(235, "2.7.0 Authentication successful");
    });
  }
}

/** `::ffff:1.2.3.4` as `1.2.3.4`. */
function plain_address(address: string): string {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

/** A path's source route (`@relay:user@host`, RFC 5321 4.1.2) is ignored. */
function strip_route(path: string): string {
  return path.replace(/^@[^\s,:@]+(?:,@[^\s,:@]+)*:/, "");
}

/** `local@domain`, neither empty, no control characters, at most 254 bytes. */
function valid_address(address: string): boolean {
  const at = address.lastIndexOf("@");
  return at > 0 && at < address.length - 1 && address.length <= 254 && !CONTROL.test(address);
}

/** `KEY=value` parameters, upper-cased keys; `null` when a value holds a control character. */
function parse_params(text: string): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const part of text.trim().split(/\s+/)) {
    if (!part) continue;
    const equals = part.indexOf("=");
    const key = (equals === -1 ? part : part.slice(0, equals)).toUpperCase();
    const value = equals === -1 ? "" : decode_xtext(part.slice(equals + 1));
    if (CONTROL.test(value)) return null;
    params[key] = value;
  }
  return params;
}

/** xtext (RFC 3461 4): `+XX` is the byte XX. */
function decode_xtext(text: string): string {
  return text.replace(/\+([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Base64 as UTF-8 text; `null` when it is not base64. */
function base64_text(token: string): string | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(token) || token.length % 4 === 1) return null;
  try {
    const binary = atob(token);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return decoder.decode(bytes);
  } catch {
    return null;
  }
}

function join(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.byteLength + b.byteLength);
  out.set(a, 0);
  out.set(b, a.byteLength);
  return out;
}

/** The pieces in one array that owns its memory. */
function join_all(pieces: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.byteLength;
  }
  return out;
}
