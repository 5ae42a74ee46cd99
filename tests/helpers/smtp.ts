/** A real SMTP conversation: nodemailer as the client, and a raw socket for the protocol details. */

import nodemailer from "nodemailer";

/** A nodemailer transport to the test server (no TLS, no pooling). */
export function smtp_client(port: number) {
  return nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true, pool: false });
}

/**
 * Talks SMTP over a raw socket: each item is sent (with CRLF) and answered by exactly one reply.
 * Answers the replies, the greeting first.
 */
export async function smtp_dialog(port: number, items: string[]): Promise<string[]> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  const decoder = new TextDecoder();
  const buffer = new Uint8Array(65536);
  let pending = "";
  const reply = async (): Promise<string> => {
    for (;;) {
      const end = /(?:^|\r\n)\d{3} [^\r\n]*\r\n/.exec(pending);
      if (end) {
        const cut = end.index + end[0].length;
        const text = pending.slice(0, cut);
        pending = pending.slice(cut);
        return text.trimEnd();
      }
      const n = await conn.read(buffer);
      if (n === null) return pending;
      pending += decoder.decode(buffer.subarray(0, n));
    }
  };
  const replies = [await reply()];
  try {
    for (const item of items) {
      await conn.write(new TextEncoder().encode(`${item}\r\n`));
      replies.push(await reply());
    }
  } finally {
    conn.close();
  }
  return replies;
}
