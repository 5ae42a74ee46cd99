/**
 * `@service/mail/smtp`: send over SMTP — to any mail server, relay or catcher (Gmail, SES SMTP,
 * Postfix, the inbox service's own server) — behind the same `send` / `cancel` / `is_error`
 * surface as the HTTP providers, usable with `mail()` and `set_provider()`.
 *
 * Sockets come from `node:net` and `node:tls`, which Deno, Node and Bun all provide; this entry
 * is therefore not re-exported from `@service/mail`, so browser and Worker bundles of the main
 * entry never reach it. (Cloudflare Workers' `cloudflare:sockets` is not supported.)
 *
 * `STARTTLS` is required by default (`starttls: "opportunistic"` sends in the clear to a server
 * without it), credentials go only over an encrypted connection, and a refused reply becomes a
 * `ServiceError` with the reply code as `status`: 4xx is retried under `retries`, 5xx is not.
 * The MIME is the library's own (`multipart/mixed` › `related` › `alternative` as needed,
 * RFC 2047 headers, quoted-printable text, base64 files); `Bcc` goes in the envelope only; tags
 * travel as `X-Tags: a, b` and metadata as `X-Metadata: {json}`; `unsubscribe_url` writes the
 * RFC 8058 `List-Unsubscribe` and `List-Unsubscribe-Post` headers.
 *
 * @example
 * ```ts
 * import { smtp } from "@service/mail/smtp";
 * await using provider = smtp({
 *   host: "smtp.example.com",
 *   port: 587,
 *   auth: { user: "me@example.com", pass: "app-password" },
 *   retries: 2,
 * });
 * // const { id } = await provider.send({ from: "me@example.com", to: "ada@example.com", body: "<p>Hi</p>" });
 * console.assert(provider.capabilities.tags !== false && provider.capabilities.scheduling === false);
 * ```
 *
 * @module
 */

export { smtp } from "./src/providers/smtp/send.ts";
export { smtp_info } from "./src/providers/smtp/info.ts";
export type { SmtpOptions, SmtpProvider } from "./src/providers/smtp/send.ts";
export type { SmtpAuth } from "./src/providers/smtp/session.ts";
export type { TlsOptions } from "./src/providers/smtp/connection.ts";
export type { DkimOptions } from "./src/providers/smtp/dkim.ts";
