/**
 * One SMTP connection over `node:net` / `node:tls` (the socket API Deno, Node and Bun share):
 * reads replies line by line, writes commands, upgrades to TLS in place for STARTTLS, and ends
 * at once when its `AbortSignal` fires.
 * @module
 */

import net from "node:net";
import tls from "node:tls";
import { type Reply, ReplyError, ReplyReader } from "./reply.ts";

/** How the socket is opened and how TLS is checked. */
export interface ConnectOptions {
  host: string;
  port: number;
  /** TLS from the first byte (port 465). */
  secure: boolean;
  tls: TlsOptions;
}

/**
 * TLS settings of `smtp()`.
 *
 * @example
 * ```ts
 * import type { TlsOptions } from "@service/mail/smtp";
 * const tls: TlsOptions = { ca: "-----BEGIN CERTIFICATE-----\n…\n-----END CERTIFICATE-----\n", servername: "localhost" };
 * console.assert(tls.reject_unauthorized === undefined);
 * ```
 */
export interface TlsOptions {
  /** Certificates (PEM) to trust besides the system's, e.g. a test server's self-signed one. */
  ca?: string | string[];
  /** Check the server's certificate (default true). Turning it off lets anyone in the path read the mail. */
  reject_unauthorized?: boolean;
  /** The name the certificate must carry (default `host`). */
  servername?: string;
}

type Socket = net.Socket | tls.TLSSocket;

/** A live connection. */
export class Connection {
  #socket: Socket;
  #reader = new ReplyReader();
  #decoder = new TextDecoder();
  #partial = "";
  #replies: Reply[] = [];
  #waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | undefined;
  #failure: Error | undefined;
  /** Whether the connection is encrypted. */
  secure: boolean;

  private constructor(socket: Socket, secure: boolean, private readonly options: ConnectOptions) {
    this.#socket = socket;
    this.secure = secure;
    this.#listen(socket);
  }

  /** Opens a connection; `signal` ends it at any time. */
  static open(options: ConnectOptions, signal?: AbortSignal): Promise<Connection> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const socket: Socket = options.secure
        ? tls.connect({ host: options.host, port: options.port, ...tls_settings(options) })
        : net.connect({ host: options.host, port: options.port });
      const fail = (error: Error) => {
        socket.destroy();
        reject(error);
      };
      const abort = () => fail(signal!.reason);
      signal?.addEventListener("abort", abort, { once: true });
      socket.once("error", fail);
      socket.once(options.secure ? "secureConnect" : "connect", () => {
        socket.off("error", fail);
        signal?.removeEventListener("abort", abort);
        resolve(new Connection(socket, options.secure, options));
      });
    });
  }

  #listen(socket: Socket): void {
    socket.on("data", this.#on_data);
    socket.on("error", this.#on_error);
    socket.on("close", this.#on_close);
  }

  #unlisten(socket: Socket): void {
    socket.off("data", this.#on_data);
    socket.off("error", this.#on_error);
    socket.off("close", this.#on_close);
  }

  #on_data = (chunk: Uint8Array | string): void => {
    this.#partial += typeof chunk === "string" ? chunk : this.#decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = this.#partial.indexOf("\n")) >= 0) {
      const line = this.#partial.slice(0, end).replace(/\r$/, "");
      this.#partial = this.#partial.slice(end + 1);
      let reply: Reply | undefined;
      try {
        reply = this.#reader.push(line);
      } catch (error) {
        this.#fail(error as Error);
        return;
      }
      if (!reply) continue;
      if (this.#waiting) {
        const { resolve } = this.#waiting;
        this.#waiting = undefined;
        resolve(reply);
      } else this.#replies.push(reply);
    }
  };

  #on_error = (error: Error): void => this.#fail(error);
  #on_close = (): void => this.#fail(new Error("the server closed the connection"));

  #fail(error: Error): void {
    this.#failure ??= error;
    this.#socket.destroy();
    if (this.#waiting) {
      const { reject } = this.#waiting;
      this.#waiting = undefined;
      reject(this.#failure);
    }
  }

  /** Whether the connection can still be used. */
  get alive(): boolean {
    return this.#failure === undefined && !this.#socket.destroyed;
  }

  /** The next reply. */
  read(signal?: AbortSignal): Promise<Reply> {
    const queued = this.#replies.shift();
    if (queued) return Promise.resolve(queued);
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => {
      const abort = () => this.#fail(signal!.reason);
      if (signal?.aborted) return abort(), reject(signal.reason);
      signal?.addEventListener("abort", abort, { once: true });
      this.#waiting = {
        resolve: (reply) => (signal?.removeEventListener("abort", abort), resolve(reply)),
        reject: (error) => (signal?.removeEventListener("abort", abort), reject(error)),
      };
    });
  }

  /** Writes `text` as it is. */
  write(text: string): void {
    if (this.#failure) throw this.#failure;
    this.#socket.write(text);
  }

  /**
   * Sends `line` (CRLF added) and reads its reply; throws `ReplyError` unless the code is one of
   * `expect`. `shown` names the command in errors (so a credential never appears there).
   */
  async command(line: string, expect: number[], signal?: AbortSignal, shown = line): Promise<Reply> {
    this.write(`${line}\r\n`);
    const reply = await this.read(signal);
    if (!expect.includes(reply.code)) throw new ReplyError(reply, shown);
    return reply;
  }

  /** Upgrades the connection to TLS in place (after `STARTTLS` was answered 220). */
  upgrade(signal?: AbortSignal): Promise<void> {
    const plain = this.#socket;
    this.#unlisten(plain);
    return new Promise((resolve, reject) => {
      const secured = tls.connect({ socket: plain as net.Socket, ...tls_settings(this.options) });
      const fail = (error: Error) => {
        secured.destroy();
        plain.destroy();
        this.#failure ??= error;
        reject(error);
      };
      const abort = () => fail(signal!.reason);
      signal?.addEventListener("abort", abort, { once: true });
      secured.once("error", fail);
      secured.once("secureConnect", () => {
        secured.off("error", fail);
        signal?.removeEventListener("abort", abort);
        this.#socket = secured;
        this.secure = true;
        this.#listen(secured);
        resolve();
      });
    });
  }

  /** Lets the process exit while the connection idles in a pool (`false`), or holds it (`true`). */
  hold(held: boolean): void {
    if (held) this.#socket.ref();
    else this.#socket.unref();
  }

  /** Ends the connection without a goodbye. */
  destroy(): void {
    this.#fail(new Error("the connection was closed"));
  }

  /** Says `QUIT` and closes. */
  async quit(): Promise<void> {
    if (!this.alive) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      this.write("QUIT\r\n");
      await Promise.race([this.read(), new Promise((resolve) => timer = setTimeout(resolve, 1000))]);
    } catch {
      // The server may close before it answers.
    } finally {
      clearTimeout(timer);
      this.destroy();
    }
  }
}

function tls_settings(options: ConnectOptions): tls.ConnectionOptions {
  const settings: tls.ConnectionOptions = {
    servername: options.tls.servername ?? options.host,
    rejectUnauthorized: options.tls.reject_unauthorized ?? true,
  };
  if (options.tls.ca !== undefined) settings.ca = options.tls.ca;
  // An IP address is not a server name (RFC 6066 §3); the certificate is still checked against it.
  if (net.isIP(settings.servername!)) delete settings.servername;
  return settings;
}
