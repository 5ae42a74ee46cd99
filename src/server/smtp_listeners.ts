/**
 * The SMTP listeners of a server: the plain port (with `STARTTLS` when there is a certificate)
 * and, when asked for, an implicit-TLS port (`smtps`, as port 465 is used). Both share one
 * guard, so the limits per client count connections on either, and one login checker, so failed
 * logins count across both.
 * @module
 */

import { SmtpLogins } from "./inbox/smtp_auth.ts";
import type { SmtpAuth } from "./inbox/smtp_auth.ts";
import { create_smtp_server, type SmtpOptions, type SmtpServer } from "./inbox/smtp.ts";
import type { RateLimit } from "./http/rate_limit.ts";
import type { Service } from "./service.ts";
import { self_signed_certificate, type TlsCertificate } from "./tls.ts";

/** What decides the SMTP listeners, beside the service. */
export interface SmtpListenOptions {
  hostname: string;
  port: number;
  /** The implicit-TLS port; `null` for none. */
  smtps_port: number | null;
  auth: SmtpAuth;
  /** A certificate, `"self-signed"` to make one now, or `null` (no STARTTLS, no smtps port). */
  tls: TlsCertificate | "self-signed" | null;
  /** Failed logins per client before 421; `null` for no limit. */
  auth_fail_limit: RateLimit | null;
  base: Pick<SmtpOptions, "limits" | "deny">;
}

/** Listening SMTP servers. */
export interface SmtpListeners {
  port: number;
  smtps_port: number | null;
  /** The certificate presented (PEM), when TLS is on: a test trusts it with `tls: { ca }`. */
  cert: string | null;
  stats(): { connections: number; clients: number };
  /** Stops both servers; resolves once every connection has closed. */
  close(): Promise<void>;
}

/** Starts the listeners; a port in use rejects with `EADDRINUSE` and a message naming the flag. */
export async function listen_smtp(service: Service, options: SmtpListenOptions): Promise<SmtpListeners> {
  if (options.smtps_port !== null && options.tls === null) {
    throw new TypeError("an smtps port needs a certificate: --tls-cert and --tls-key, or --tls-self-signed");
  }
  const { ctx } = service;
  const tls = options.tls === "self-signed"
    ? await self_signed_certificate([...names(options.hostname), ...ctx.domains])
    : options.tls;
  const common: SmtpOptions = {
    ...options.base,
    ingest: ctx.ingest,
    log: ctx.log,
    name: ctx.domains[0]!,
    logins: new SmtpLogins(options.auth, ctx.log, ctx.clock, options.auth_fail_limit),
    tls,
  };
  const plain = create_smtp_server(common);
  const secure = options.smtps_port === null
    ? null
    : create_smtp_server({ ...common, secure: true, guard: plain.guard });
  const servers = secure ? [plain, secure] : [plain];
  const close = async () => {
    await Promise.all(servers.map((server) => server.close()));
    plain.guard.close();
  };
  // A failure to listen (the port in use) is the caller's to report, in its own words.
  const listen = async (server: SmtpServer, port: number, flag: string) => {
    try {
      return await server.listen(port, options.hostname);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "EADDRINUSE") (error as Error).message = `SMTP port ${port} is in use (${flag})`;
      throw error;
    }
  };
  try {
    const port = await listen(plain, options.port, "--smtp-port");
    const smtps_port = secure ? await listen(secure, options.smtps_port!, "--smtps-port") : null;
    return { port, smtps_port, cert: tls?.cert ?? null, stats: () => plain.guard.stats, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The names a certificate made at start is for: the bound host when it is one (not a wildcard). */
function names(hostname: string): string[] {
  return hostname === "0.0.0.0" || hostname === "::" || hostname === "[::]" ? [] : [hostname];
}
