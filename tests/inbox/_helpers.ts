/** The real reference server for the inbox client's tests, and real SMTP to deliver to it. */

import { Buffer } from "node:buffer";
import nodemailer from "nodemailer";
import type { RunningServer, ServerOptions } from "../../src/server/server.ts";
import { test_server } from "../helpers/service.ts";
import type { Fetch } from "../../src/inbox/http.ts";

/** A running server that closes at scope end. */
export type TestServer = RunningServer & AsyncDisposable;

/** Starts the reference server on free ports of 127.0.0.1, quiet, without rate limit or DNS. */
export async function serve(options: ServerOptions = {}): Promise<TestServer> {
  const server = await test_server({ sweep_ms: 0, ...options });
  return Object.assign(server, { [Symbol.asyncDispose]: () => server.close() });
}

/** One message for `smtp_send`. */
export interface Outgoing {
  to: string;
  from?: string;
  subject?: string;
  text?: string;
  html?: string;
  attachments?: { filename: string; content: string | Uint8Array; contentType?: string; cid?: string }[];
}

/** Sends `message` to the server over real SMTP and resolves once the server said 250. */
export async function smtp_send(server: RunningServer, message: Outgoing): Promise<void> {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: server.smtp_port,
    secure: false,
    ignoreTLS: true,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  try {
    await transport.sendMail({
      from: message.from ?? "Alice Example <alice@example.com>",
      to: message.to,
      subject: message.subject ?? "Hello",
      text: message.text ?? "Hi there",
      ...(message.html === undefined ? {} : { html: message.html }),
      attachments: message.attachments?.map((a) => ({
        ...a,
        content: typeof a.content === "string" ? a.content : Buffer.from(a.content),
      })),
    });
  } finally {
    transport.close();
  }
}

/** Delivers straight through the server's ingest (no SMTP), for tests not about arrival. */
export async function deliver_now(server: RunningServer, to: string, subject: string, text = "Hi"): Promise<void> {
  const raw = new TextEncoder().encode(
    [
      "From: Alice <alice@example.com>",
      `To: ${to}`,
      `Subject: ${subject}`,
      `Message-ID: <${crypto.randomUUID()}@example.com>`,
      "MIME-Version: 1.0",
      "Content-Type: text/plain; charset=utf-8",
      "",
      text,
      "",
    ].join("\r\n"),
  );
  const result = await server.service.ctx.ingest.deliver(raw, {
    rcpt: [to],
    ip: "192.0.2.9",
    sender: "alice@example.com",
  });
  if (result.accepted.length === 0) throw new Error(`not delivered: ${JSON.stringify(result.rejected)}`);
}

/** A `fetch` that records each request (method and URL path with query) before passing it on. */
export function recording_fetch(
  inner: Fetch = (input, init) => fetch(input, init),
): Fetch & { calls: { method: string; url: URL; headers: Headers }[] } {
  const calls: { method: string; url: URL; headers: Headers }[] = [];
  const wrapped: Fetch = (input, init) => {
    const request = new Request(input, init);
    calls.push({ method: request.method, url: new URL(request.url), headers: request.headers });
    return inner(request);
  };
  return Object.assign(wrapped, { calls });
}

export { until } from "../helpers/until.ts";
