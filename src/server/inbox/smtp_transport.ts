/**
 * The socket side of an SMTP connection: input buffered until the protocol takes it, replies
 * written together, the idle timeout, closing (after what is owed is written, or at once), and
 * swapping the socket for TLS on `STARTTLS`. The protocol itself is `SmtpConnection`'s.
 *
 * Input is handled one piece at a time and in order. While an answer is awaited (a recipient
 * lookup, storing a message), later bytes stay buffered, and the socket is paused once they pass
 * 64 KB. Replies are written once the input runs out with no answer awaited, all in one write, so
 * a pipelining client gets MAIL, RCPT and DATA's replies in one packet.
 * @module
 */

import type { Socket } from "node:net";
import { type SecureContext, TLSSocket } from "node:tls";
import { concat_bytes } from "../../core/bytes.ts";

/** Buffered input past which the socket is paused while an answer is awaited. */
const HIGH_WATER = 64 * 1024;
/** How long a closing connection may take to send what is left before it is destroyed. */
const CLOSE_GRACE_MS = 5_000;
const EMPTY = new Uint8Array(0);
const SHUTTING_DOWN = "4.3.2 Server shutting down, try again later";

export abstract class SmtpTransport {
  /** Resolves once the socket has closed. */
  readonly closed: Promise<void>;
  #resolve_closed!: () => void;
  #socket: Socket;
  /** Input not yet handled. */
  protected pending: Uint8Array = EMPTY;
  /** An answer is awaited; input waits. */
  protected busy = false;
  /** Replies made in this pass, written together. */
  #out = "";
  /** Close once `#out` is written. */
  #closing = false;
  /** Nothing more is read or written. */
  protected done = false;
  #paused = false;
  /** The client has shut its side: close once what it sent is answered. */
  #ended = false;
  /** The server is stopping: close once the answer awaited is sent. */
  #stopping = false;
  /** A TLS handshake is under way. */
  #handshaking = false;
  #told_closed = false;

  constructor(socket: Socket, readonly idle_timeout_ms: number, public secure: boolean) {
    this.#socket = socket;
    this.closed = new Promise((resolve) => this.#resolve_closed = resolve);
    this.#watch(socket);
  }

  /** Takes the next piece of `pending`; `false` when more input is needed first. */
  protected abstract step(): boolean;
  /** The socket has closed. */
  protected abstract on_close(): void;

  /** Calls `greet` once the connection can be spoken to: at once, or after an implicit-TLS handshake. */
  protected when_ready(greet: () => void): void {
    const socket = this.#socket;
    const ready = () => {
      this.#handshaking = false;
      if (this.done) return;
      this.#listen(socket);
      greet();
    };
    if (socket instanceof TLSSocket) {
      this.#handshaking = true;
      socket.once("secure", ready);
    } else ready();
  }

  /** Adds a reply to this pass's write. */
  protected reply(code: number, text: string): void {
    this.#out += `${code} ${text}\r\n`;
  }

  /** Adds lines already formed (a multi-line reply). */
  protected reply_lines(lines: string): void {
    this.#out += lines;
  }

  /** Sends one reply now; with `close` (or a 421) the connection is closed after it. */
  send(code: number, text: string, close = code === 421): void {
    if (this.done || this.#closing) return;
    this.reply(code, text);
    if (close) this.#closing = true;
    this.#flush();
  }

  /** Closes the connection, after anything still to be written. */
  close(): void {
    if (this.done) return;
    this.#closing = true;
    this.#flush();
  }

  /** Cuts the connection now. */
  destroy(): void {
    this.#socket.destroy();
  }

  /** The server is stopping: an idle connection is told 421 now, a busy one once its answer is sent. */
  shut_down(): void {
    if (this.busy) this.#stopping = true;
    else this.send(421, SHUTTING_DOWN, true);
  }

  /** Waits for `answer` before taking more input; a failure is answered 451. */
  protected await_answer(answer: Promise<void>): void {
    this.busy = true;
    answer.catch(() => this.reply(451, "4.3.0 Temporary failure, try again")).finally(() => {
      this.busy = false;
      if (this.#stopping) return this.send(421, SHUTTING_DOWN, true);
      this.run();
    });
  }

  /**
   * `STARTTLS`, once its 220 is added: writes it, throws away whatever came after it in the clear
   * (never read as commands), and reads on from the TLS socket once the handshake is done, when
   * `secured` starts the session over (RFC 3207 4.2).
   */
  protected upgrade(context: SecureContext, secured: () => void): void {
    this.#flush();
    this.pending = EMPTY;
    const raw = this.#socket;
    // Paused before its listeners go: bytes of the handshake that come early wait for the TLS socket.
    raw.pause();
    raw.removeAllListeners();
    raw.setTimeout(0);
    raw.on("error", () => raw.destroy());
    const secure = new TLSSocket(raw, { isServer: true, secureContext: context });
    this.#socket = secure;
    this.#handshaking = true;
    this.#watch(secure);
    secure.on("error", () => raw.destroy());
    this.busy = true;
    secure.once("secure", () => {
      this.#handshaking = false;
      this.busy = false;
      this.secure = true;
      secured();
      this.#listen(secure);
      if (this.#stopping) return this.send(421, SHUTTING_DOWN, true);
      this.run();
    });
  }

  /** Handles buffered input until it runs out or an answer must be awaited; with none awaited, writes the replies. */
  protected run(): void {
    while (!this.busy && !this.#closing && !this.done && this.pending.byteLength > 0) {
      if (!this.step()) break;
    }
    if (!this.busy && this.#paused) {
      this.#paused = false;
      this.#socket.resume();
    }
    if (this.#ended && !this.busy) this.#closing = true;
    // While an answer is awaited the replies before it wait too, so a pipelined group's replies
    // leave in one write: RFC 2920 lets a server hold replies while it works through the client's
    // commands, never while it waits for the client's input.
    if (!this.busy) this.#flush();
  }

  /** Close, errors and the idle timeout of the socket the connection now reads. */
  #watch(socket: Socket): void {
    socket.setNoDelay(true);
    socket.once("close", () => this.#on_close());
    socket.on("error", () => socket.destroy());
    socket.setTimeout(this.idle_timeout_ms, () => {
      // Mid-handshake there is no one to tell.
      if (this.#handshaking || this.done) socket.destroy();
      else this.send(421, "4.4.2 Timeout, closing connection", true);
    });
  }

  #listen(socket: Socket): void {
    socket.on("data", (chunk: Uint8Array) => this.#on_data(chunk));
    // A client may send its last commands and shut its side at once: they are still answered.
    socket.on("end", () => {
      this.#ended = true;
      if (!this.busy) this.run();
    });
  }

  #on_data(chunk: Uint8Array): void {
    if (this.done || this.#closing) return;
    this.pending = this.pending.byteLength === 0 ? chunk : concat_bytes([this.pending, chunk]);
    if (!this.busy) return this.run();
    if (this.pending.byteLength > HIGH_WATER && !this.#paused) {
      this.#paused = true;
      this.#socket.pause();
    }
  }

  #flush(): void {
    if (this.done) return;
    if (this.#out) {
      this.#socket.write(this.#out);
      this.#out = "";
    }
    if (this.#closing) this.#end();
  }

  #end(): void {
    const socket = this.#socket;
    this.done = true;
    this.pending = EMPTY;
    socket.end();
    // A client that neither reads nor closes is not waited for.
    const timer = setTimeout(() => socket.destroy(), CLOSE_GRACE_MS);
    socket.once("close", () => clearTimeout(timer));
  }

  #on_close(): void {
    this.done = true;
    this.pending = EMPTY;
    this.#socket.setTimeout(0);
    if (this.#told_closed) return;
    this.#told_closed = true;
    this.on_close();
    this.#resolve_closed();
  }
}
