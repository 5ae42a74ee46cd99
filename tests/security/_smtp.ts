/** A raw SMTP client for attacks: any bytes, any pace, from any loopback address (127.0.0.0/8). */

import net from "node:net";
import type { RunningServer } from "../../src/server/server.ts";
import { new_inbox } from "../helpers/service.ts";
import nodemailer from "nodemailer";

const encoder = new TextEncoder();

export class RawSmtp {
  #pending = "";
  #waiters: (() => void)[] = [];
  /** Resolves when the server closed the connection. */
  readonly closed: Promise<void>;
  #ended = false;

  private constructor(readonly socket: net.Socket) {
    socket.setEncoding("latin1");
    socket.on("data", (text: string) => {
      this.#pending += text;
      this.#wake();
    });
    socket.on("error", () => {});
    this.closed = new Promise((resolve) => {
      socket.on("close", () => {
        this.#ended = true;
        this.#wake();
        resolve();
      });
    });
  }

  /** Connects from `local_address` (default 127.0.0.1). */
  static open(port: number, local_address = "127.0.0.1"): Promise<RawSmtp> {
    return new Promise((resolve, reject) => {
      const socket = net.createConnection({ host: "127.0.0.1", port, localAddress: local_address }, () => {
        socket.off("error", reject);
        resolve(new RawSmtp(socket));
      });
      socket.once("error", reject);
    });
  }

  #wake() {
    for (const wake of this.#waiters.splice(0)) wake();
  }

  /** The next complete reply (multi-line joined), or `null` once the connection closed without one. */
  async reply(): Promise<string | null> {
    for (;;) {
      const end = /(?:^|\r\n)\d{3} [^\r\n]*\r\n/.exec(this.#pending);
      if (end) {
        const cut = end.index + end[0].length;
        const text = this.#pending.slice(0, cut);
        this.#pending = this.#pending.slice(cut);
        return text.trimEnd();
      }
      if (this.#ended) return null;
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
  }

  /** Writes bytes as they are; `false` once the socket is gone. */
  write(data: string | Uint8Array): Promise<boolean> {
    if (this.socket.destroyed || this.#ended) return Promise.resolve(false);
    return new Promise((resolve) => {
      this.socket.write(typeof data === "string" ? encoder.encode(data) : data, (error) => resolve(!error));
    });
  }

  /** Sends one command line and answers its reply. */
  async command(line: string): Promise<string | null> {
    await this.write(`${line}\r\n`);
    return await this.reply();
  }

  close(): void {
    this.socket.destroy();
  }
}

/** Dot-stuffs raw message bytes and ends them for DATA (`\r\n.\r\n`). */
export function data_bytes(raw: Uint8Array): Uint8Array {
  const out: number[] = [];
  let line_start = true;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i]!;
    if (line_start && byte === 0x2e) out.push(0x2e);
    out.push(byte);
    line_start = byte === 0x0a && raw[i - 1] === 0x0d;
  }
  const ends_crlf = raw.length >= 2 && raw[raw.length - 2] === 0x0d && raw[raw.length - 1] === 0x0a;
  return new Uint8Array([...out, ...encoder.encode(ends_crlf ? ".\r\n" : "\r\n.\r\n")]);
}

/** Proves the server still serves: a fresh inbox gets a message over SMTP and it is readable over HTTP. */
export async function still_serves(server: RunningServer, local_address = "127.0.0.1"): Promise<void> {
  const inbox = await new_inbox(server.service);
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: server.smtp_port,
    secure: false,
    ignoreTLS: true,
    localAddress: local_address,
  });
  const info = await transport.sendMail({
    from: "canary@example.com",
    to: inbox.address,
    subject: "canary",
    text: "Your code is 424242",
  });
  if (!String(info.response).startsWith("250")) throw new Error(`canary refused: ${info.response}`);
  const response = await fetch(`${server.http_url}/v1/inboxes/${inbox.address}/messages`, {
    headers: { authorization: `Bearer ${inbox.token}` },
  });
  const body = await response.json();
  if (response.status !== 200 || body.messages?.[0]?.code !== "424242") {
    throw new Error(`canary not readable: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
}
