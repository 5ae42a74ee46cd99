/**
 * A bare SMTP sink: `smtp-server` configured as our server configured it until it spoke SMTP
 * itself (27 November 2026), taking every message whole and discarding it. The yardstick
 * for CPU per message, for the peer table.
 *
 *   deno run -A bench/sink_server.ts   # prints `smtp: smtp://127.0.0.1:<port>`
 */

import { SMTPServer, type SMTPServerDataStream } from "smtp-server";

const server = new SMTPServer({
  name: "sink.localhost",
  banner: "sink ready",
  size: 10 * 1024 * 1024,
  authOptional: true,
  disabledCommands: ["AUTH", "STARTTLS"],
  disableReverseLookup: true,
  logger: false,
  maxClients: 1000,
  onData(stream: SMTPServerDataStream, _session, callback) {
    const chunks: Uint8Array[] = [];
    stream.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    stream.on("end", () => callback(null, "discarded"));
  },
});
server.listen(0, "127.0.0.1", () => {
  console.log(`smtp: smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`);
});
Deno.addSignalListener("SIGTERM", () => server.close(() => Deno.exit(0)));
