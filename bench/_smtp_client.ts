/** A lean SMTP client for load generation: one connection, one message at a time, no TLS. */

const encoder = new TextEncoder();

export class SmtpConnection {
  #pending = "";
  readonly #buffer = new Uint8Array(16384);
  readonly #decoder = new TextDecoder();

  private constructor(readonly conn: Deno.Conn) {}

  static async open(port: number): Promise<SmtpConnection> {
    const conn = await Deno.connect({ hostname: "127.0.0.1", port });
    conn.setNoDelay(true);
    const smtp = new SmtpConnection(conn);
    await smtp.reply();
    await smtp.command("EHLO load.test");
    return smtp;
  }

  /** Wraps a connection that is already open; the caller reads the greeting. */
  static wrap(conn: Deno.TcpConn): SmtpConnection {
    conn.setNoDelay(true);
    return new SmtpConnection(conn);
  }

  /** Reads one complete reply (the line whose code is followed by a space). */
  async reply(): Promise<string> {
    for (;;) {
      const end = /(?:^|\r\n)(\d{3}) [^\r\n]*\r\n/.exec(this.#pending);
      if (end) {
        const cut = end.index + end[0].length;
        const text = this.#pending.slice(0, cut);
        this.#pending = this.#pending.slice(cut);
        return text;
      }
      const n = await this.conn.read(this.#buffer);
      if (n === null) throw new Error("connection closed");
      this.#pending += this.#decoder.decode(this.#buffer.subarray(0, n));
    }
  }

  async command(line: string): Promise<string> {
    await this.conn.write(encoder.encode(`${line}\r\n`));
    return await this.reply();
  }

  /**
   * Sends one message with PIPELINING (MAIL, RCPT, DATA in one write) and answers the final
   * reply and the moment it arrived.
   */
  async send(from: string, to: string, body: Uint8Array): Promise<{ reply: string; at: number }> {
    await this.conn.write(encoder.encode(`MAIL FROM:<${from}>\r\nRCPT TO:<${to}>\r\nDATA\r\n`));
    for (let i = 0; i < 3; i++) {
      const reply = await this.reply();
      if (i < 2 && !reply.startsWith("250")) {
        await this.reply(); // DATA is answered 503 after a refused RCPT
        return { reply, at: performance.now() };
      }
    }
    await this.conn.write(body);
    const reply = await this.reply();
    return { reply, at: performance.now() };
  }

  close(): void {
    try {
      this.conn.close();
    } catch {
      // already closed
    }
  }
}

/** A message of about `size` bytes, dot-stuffed and terminated for DATA. */
export function message_of_size(
  to: string,
  size: number,
  subject = "Load test",
  from = "load@example.com",
): Uint8Array {
  const head = `From: Load <${from}>\r\nTo: ${to}\r\nSubject: ${subject}\r\nMIME-Version: 1.0\r\n` +
    `Content-Type: text/plain; charset=utf-8\r\n\r\nYour verification code is 482913.\r\n`;
  const line = "The quick brown fox jumps over the lazy dog, again and again and again.\r\n";
  let body = head;
  while (body.length + line.length < size) body += line;
  return encoder.encode(`${body}\r\n.\r\n`);
}

/**
 * A connection that starts over after `per_connection` messages, as pooling clients do
 * (nodemailer's pool sends 100 per connection) and as the server's per-connection command limit
 * expects.
 */
export class SmtpSender {
  #connection: SmtpConnection | null = null;
  #sent = 0;

  constructor(readonly port: number, readonly per_connection = 100) {}

  async send(from: string, to: string, body: Uint8Array): Promise<{ reply: string; at: number }> {
    if (!this.#connection || this.#sent >= this.per_connection) {
      if (this.#connection) {
        await this.#connection.command("QUIT").catch(() => "");
        this.#connection.close();
      }
      this.#connection = await SmtpConnection.open(this.port);
      this.#sent = 0;
    }
    this.#sent++;
    return await this.#connection.send(from, to, body);
  }

  close(): void {
    this.#connection?.close();
    this.#connection = null;
  }
}
