/**
 * `smtp()`: a provider that sends over SMTP, through the same pipeline as the HTTP providers
 * (defaults, validation, hooks, `retries`, `timeout`, bulk). The message is written as MIME by
 * `src/mime/` and handed to a session as the body of a request to `smtp:send`; the provider's
 * own `fetch` runs the SMTP transaction and answers with the final reply's code as the status, so
 * a 4xx reply is retried under `retries` and a 5xx one is not.
 * @module
 */

import { hostname } from "node:os";
import { build_mime } from "../../mime/build.ts";
import { HeaderError } from "../../mime/header.ts";
import type { Adapter, Provider } from "../../core/provider.ts";
import { as_record, require_id } from "../wire.ts";
import { ServiceError } from "../../core/error.ts";
import { create_provider } from "../../send/provider.ts";
import type { Message, ProviderOptions } from "../../core/types.ts";
import type { TlsOptions } from "./connection.ts";
import { dkim_sign, type DkimOptions } from "./dkim.ts";
import { smtp_info } from "./info.ts";
import { Pool } from "./pool.ts";
import { type Reply, reply_code, reply_text, ReplyError } from "./reply.ts";
import { Session, type SmtpAuth } from "./session.ts";

/**
 * Options of `smtp()`.
 *
 * @example
 * ```ts
 * import { smtp, type SmtpOptions } from "@service/mail/smtp";
 * const options: SmtpOptions = {
 *   host: "smtp.example.com",
 *   port: 587,
 *   starttls: "require",
 *   auth: { user: "apikey", pass: "secret" },
 *   pool: 2,
 *   timeout: 10_000,
 * };
 * await using provider = smtp(options);
 * console.assert(provider.name === "smtp");
 * ```
 */
export interface SmtpOptions extends Omit<ProviderOptions, "fetch"> {
  /** The server's host name or address. */
  host: string;
  /** The port (default 465 when `secure`, otherwise 587). */
  port?: number;
  /** TLS from the first byte, as on port 465 (default: `port === 465`). */
  secure?: boolean;
  /**
   * Without `secure`: `"require"` (default) fails unless the server offers `STARTTLS`;
   * `"opportunistic"` encrypts when offered and sends in the clear otherwise.
   */
  starttls?: "require" | "opportunistic";
  /** Credentials: `{user, pass}` (`AUTH PLAIN` or `LOGIN`) or `{user, access_token}` (`AUTH XOAUTH2`). */
  auth?: SmtpAuth;
  /** Keep connections open and reuse them: `true` for 5, or how many (default `false`: one per send). */
  pool?: boolean | number;
  /** Certificate checks. */
  tls?: TlsOptions;
  /** The client's name in `EHLO` (default this machine's host name). */
  name?: string;
  /** Send credentials over an unencrypted connection (default false: refused with `tls_required`). */
  insecure_auth?: boolean;
  /** Sign every message with DKIM (RSA-SHA256, relaxed/relaxed). */
  dkim?: DkimOptions;
}

/**
 * An SMTP provider: the common `Provider` surface, and `close()` for pooled connections.
 *
 * @example
 * ```ts
 * import { smtp, type SmtpProvider } from "@service/mail/smtp";
 * const provider: SmtpProvider = smtp({ host: "127.0.0.1", port: 2525, starttls: "opportunistic" });
 * console.assert(provider.capabilities.attachments === true);
 * await provider.close();
 * ```
 */
export interface SmtpProvider extends Provider, AsyncDisposable {
  /** Ends pooled connections (`QUIT`); a provider without a pool has none open between sends. */
  close(): Promise<void>;
}

const SEND_URL = "smtp:send";

/**
 * The headers tags and metadata travel in: `X-Tags: a, b` and `X-Metadata: {"key":"value"}`
 * (JSON). A relay with headers of its own (`X-Mailgun-Tag`, `X-MC-Tags`, `X-PM-Tag`,
 * `X-SES-MESSAGE-TAGS`) takes them through `headers` instead.
 */
function tag_headers(message: Message): Record<string, string> {
  const out: Record<string, string> = {};
  if (message.tags.length) {
    const bad = message.tags.find((tag) => tag === "" || /[,\r\n]/.test(tag));
    if (bad !== undefined) throw new HeaderError(`tag ${JSON.stringify(bad)} is empty or holds a comma or line break`);
    out["X-Tags"] = message.tags.join(", ");
  }
  if (Object.keys(message.metadata).length) out["X-Metadata"] = JSON.stringify(message.metadata);
  return out;
}

function whole(value: number, name: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`smtp(): ${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

function check_auth(auth: SmtpAuth | undefined): void {
  if (auth === undefined) return;
  const secret = (auth as { pass?: unknown }).pass ?? (auth as { access_token?: unknown }).access_token;
  if (typeof auth?.user !== "string" || typeof secret !== "string") {
    throw new TypeError("smtp(): auth is {user, pass} or {user, access_token}");
  }
}

/**
 * An SMTP provider over `node:net` / `node:tls` (Deno, Node and Bun). Messages are written as
 * MIME by the library's own builder; `Bcc` goes in the envelope only; tags travel as
 * `X-Tags: a, b` and metadata as `X-Metadata: {json}`. The id is the message's `Message-ID`.
 * A refused reply becomes a `ServiceError` whose `status` is the reply code: 4xx
 * (`service_unavailable`, `temporary_failure`) is retried under `retries`, 5xx
 * (`unauthorized`, `invalid_address`, `message_too_large`, `protocol_error`, `rejected`) is not.
 *
 * @example
 * ```ts
 * import { mail, set_provider } from "@service/mail";
 * import { smtp } from "@service/mail/smtp";
 * const provider = smtp({ host: "smtp.example.com", auth: { user: "me@example.com", pass: "app-password" } });
 * set_provider(provider);
 * // await mail({ from: "me@example.com", to: "ada@example.com", subject: "Hi", body: "<p>Hi</p>" });
 * set_provider(undefined);
 * await provider.close();
 * console.assert(provider.capabilities.cancel === false);
 * ```
 */
export function smtp(options: SmtpOptions): SmtpProvider {
  if (typeof options?.host !== "string" || options.host === "") throw new TypeError("smtp() needs a host");
  const secure = options.secure ?? options.port === 465;
  const port = whole(options.port ?? (secure ? 465 : 587), "port", 1, 65535);
  const starttls = options.starttls ?? "require";
  if (starttls !== "require" && starttls !== "opportunistic") {
    throw new TypeError('smtp(): starttls is "require" or "opportunistic"');
  }
  check_auth(options.auth);
  const max = options.pool === true ? 5 : options.pool ? whole(options.pool, "pool", 1, 1000) : 0;
  const name = options.name ?? safe_hostname();
  const pool = new Pool((signal) =>
    Session.open({
      host: options.host,
      port,
      secure,
      tls: options.tls ?? {},
      starttls,
      auth: options.auth,
      name,
      insecure_auth: options.insecure_auth ?? false,
    }, signal), max);

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const { envelope, raw, message_id } = await request.json();
    try {
      const reply = await pool.use((session) => session.send(envelope, raw, request.signal), request.signal);
      return Response.json({ message_id, reply: reply.code, text: reply_text(reply) });
    } catch (error) {
      if (!(error instanceof ReplyError)) throw error;
      const { code, enhanced } = error.reply;
      const body = { reply: code, enhanced, text: reply_text(error.reply), command: error.command };
      if (code >= 400 && code <= 599) return Response.json(body, { status: code });
      throw new ServiceError({
        provider: "smtp",
        status: code,
        code: "protocol_error",
        message: `${error.command} was answered ${code} ${body.text}`,
        raw: body,
      });
    }
  };

  const adapter: Adapter = {
    ...smtp_info,
    async to_request(message, ctx) {
      let mime;
      try {
        mime = build_mime({ ...message, headers: { ...tag_headers(message), ...message.headers } }, {
          now: ctx.clock.now(),
        });
      } catch (error) {
        if (!(error instanceof HeaderError)) throw error;
        throw new ServiceError({ provider: "smtp", code: "invalid_option", message: error.message, cause: error });
      }
      const raw = options.dkim ? await dkim_sign(mime.raw, options.dkim, ctx.clock.now()) : mime.raw;
      return {
        method: "POST",
        url: SEND_URL,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ envelope: mime.envelope, raw, message_id: mime.message_id }),
      };
    },
    from_response: (response) => ({ id: require_id(as_record(response.body).message_id) }),
    to_error(response) {
      const body = as_record(response.body);
      const enhanced = typeof body.enhanced === "string" ? body.enhanced : undefined;
      const reply: Reply = { code: response.status, lines: [String(body.text ?? "")] };
      const where = typeof body.command === "string" ? `${body.command}: ` : "";
      return {
        code: reply_code(enhanced ? { ...reply, enhanced } : reply),
        message: `${where}${enhanced ? `${enhanced} ` : ""}${body.text ?? ""}`.trim(),
      };
    },
    retryable: (response) => response.status >= 400 && response.status < 500,
  };
  const provider = create_provider(adapter, { ...options, fetch });
  const close = () => pool.close();
  return { ...provider, close, [Symbol.asyncDispose]: close };
}

function safe_hostname(): string {
  try {
    const name = hostname();
    return /^[A-Za-z0-9.-]+$/.test(name) ? name : "localhost";
  } catch {
    return "localhost";
  }
}
