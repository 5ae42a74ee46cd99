/**
 * `@service/mail/server`: the inbox service started inside your test's own process, so each test
 * (or each suite) gets its own HTTP API and SMTP listener on free ports of 127.0.0.1, and
 * `await using` stops it when the scope ends. Nothing to install or run beside the tests.
 *
 * Deno only: the server is built on `Deno.serve` and Deno KV, so this entry is not part of the
 * npm package. On Node or Bun, run the server beside the tests instead (the container image,
 * `compose.yaml` or `deno task serve`) and point the client at it with `SERVICE_INBOX_URL`.
 *
 * @example
 * ```ts
 * import { start } from "@service/mail/server";
 * import { temp } from "@service/mail/inbox";
 * import { smtp } from "@service/mail/smtp";
 *
 * await using server = await start();
 * await using inbox = await temp({ url: server.url });
 * // Your app sends to server.smtp_host:server.smtp_port; here, the library's SMTP sender does.
 * await using app = smtp({ host: server.smtp_host, port: server.smtp_port, starttls: "opportunistic" });
 * await app.send({ from: "app@example.com", to: inbox.address, subject: "Verify", body: "<p>Your code is 482913</p>" });
 * const mail = await inbox.wait({ subject: "Verify", timeout: "5s" });
 * console.assert(mail.code === "482913");
 * ```
 *
 * @module
 */

export { start } from "./src/server/start.ts";
export type { StartedServer, StartOptions } from "./src/server/start.ts";
