/**
 * The service behind real listeners: HTTP through the front (`http/front.ts`) to `Deno.serve`, and
 * our own SMTP server (`inbox/smtp.ts`).
 * @module
 */

import { DenyList } from "./inbox/deny.ts";
import { inline_reader, sized_reader, worker_reader } from "./inbox/reader.ts";
import { create_service, type Service, type ServiceOptions } from "./service.ts";
import { DEFAULT_SMTP_LIMITS, type SmtpLimits } from "./inbox/smtp_guard.ts";
import type { SmtpAuth } from "./inbox/smtp_auth.ts";
import { listen_smtp } from "./smtp_listeners.ts";
import type { TlsCertificate } from "./tls.ts";
import { type Front, open_file_limit, start_front } from "./http/front.ts";
import { is_held_route } from "./inbox/held.ts";

export interface ServerOptions extends ServiceOptions {
  hostname?: string;
  /** HTTP port; 0 picks a free one. Default 8025. */
  port?: number;
  /** SMTP port; 0 picks a free one. Default 1025. */
  smtp_port?: number;
  /** Worker threads that parse mail of 256 KB and more (default 2); 0 parses all on the main thread. */
  parse_workers?: number;
  /** How the store was named on the command line (`memory`, `kv:…`), for `main.ts`. */
  store_spec?: string;
  /** Whether other processes write to the same store. */
  store_shared?: boolean;
  /** SMTP connection limits (see `DEFAULT_SMTP_LIMITS`). */
  smtp?: Partial<SmtpLimits>;
  /** Client IPs, CIDR ranges and sender domains the SMTP listener refuses. */
  deny?: string[];
  /** SMTP `AUTH`: `"off"` (default: not offered), `"any"` login taken, or only `{ user, pass }` (then required). */
  smtp_auth?: SmtpAuth;
  /** The certificate for `STARTTLS` and the smtps port (PEM), or `"self-signed"` to make one at start. Default none. */
  tls?: TlsCertificate | "self-signed" | null;
  /** Implicit-TLS SMTP port; 0 picks a free one. Default none; needs `tls`. */
  smtps_port?: number | null;
  /** Longest time a connection may take to send its request head (408 after); 0 for no bound. Default 30 s when
   * bound to an address others reach, none on loopback (`default_header_timeout`). */
  header_timeout_ms?: number;
}

/** A listening server. */
export interface RunningServer {
  service: Service;
  http_url: string;
  smtp_url: string;
  hostname: string;
  port: number;
  smtp_port: number;
  /** The implicit-TLS SMTP port and its URL (`smtps://…`), when one was asked for. */
  smtps_port: number | null;
  smtps_url: string | null;
  /** The certificate the SMTP listeners present (PEM), when TLS is on. */
  tls_cert: string | null;
  /** SMTP connections open now, and how many clients (IPv4 addresses, IPv6 /64s) hold them. */
  smtp_stats(): { connections: number; clients: number };
  /** The bound on reading a request head in ms (0: none). */
  header_timeout_ms: number;
  /** Stops accepting, releases held requests, lets in-flight work finish. */
  close(): Promise<void>;
}

export async function start_server(options: ServerOptions = {}): Promise<RunningServer> {
  const hostname = options.hostname ?? "127.0.0.1";
  const deny = options.deny?.length ? new DenyList(options.deny) : null;
  const reader = options.reader ??
    (options.parse_workers === 0
      ? inline_reader
      : sized_reader(inline_reader, worker_reader({ workers: options.parse_workers ?? 2 })));
  const service = await create_service({ ...options, reader });
  const smtp = await listen_smtp(service, {
    hostname,
    port: options.smtp_port ?? 1025,
    smtps_port: options.smtps_port ?? null,
    auth: options.smtp_auth ?? "off",
    tls: options.tls ?? null,
    auth_fail_limit: options.auth_fail_limit === null
      ? null
      : options.auth_fail_limit ?? { capacity: 60, window_ms: 60_000 },
    base: { limits: options.smtp ?? {}, deny },
  }).catch(async (error) => {
    await service.close();
    throw error;
  });
  const smtp_port = smtp.port;
  const auth = options.smtp_auth ?? "off";
  service.ctx.smtp = {
    port: smtp_port,
    smtps_port: smtp.smtps_port,
    starttls: smtp.cert !== null,
    auth: typeof auth === "string" ? auth : "required",
  };
  let http: Deno.HttpServer<Deno.NetAddr>;
  let front: Front;
  let closing: Promise<void> | undefined;
  const header_timeout_ms = options.header_timeout_ms ?? default_header_timeout(hostname);
  // HTTP listens on loopback behind the front (http/front.ts), which knows each client.
  const serve_upstream = () =>
    Deno.serve(
      { port: 0, hostname: "127.0.0.1", onListen: () => {} },
      (request, info) => service.fetch(request, { ip: front?.client(info.remoteAddr) ?? info.remoteAddr.hostname }),
    );
  // `Deno.serve` stops for good when an accept fails (out of descriptors) and rejects `finished`: a new one is started
  // on another loopback port for the front to hand to, so the process neither exits nor stops answering.
  const keep_serving = (server: Deno.HttpServer<Deno.NetAddr>) => {
    server.finished.catch(async (error: Error) => {
      if (closing) return;
      service.ctx.log(`http server behind the front stopped (${error?.message ?? error}); starting it again`);
      for (let attempt = 0; !closing; attempt++) {
        try {
          http = serve_upstream();
          front.set_upstream(http.addr.port);
          return keep_serving(http);
        } catch {
          await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
        }
      }
    });
  };
  try {
    http = serve_upstream();
    keep_serving(http);
    const files = open_file_limit();
    try {
      front = start_front({
        hostname,
        port: options.port ?? 8025,
        upstream_port: http.addr.port,
        timeout_ms: header_timeout_ms,
        log: service.ctx.log,
        // Held requests stay with the front: one descriptor each instead of three, and no `Deno.serve` connection.
        local: { wants: is_held_route, answer: (request, ip) => service.held(request, { ip }) },
        // What SMTP may hold and a margin for stores, workers and files stay free (half, under a low limit).
        max_descriptors: files === null ? Infinity : files -
          Math.min((options.smtp?.max_clients ?? DEFAULT_SMTP_LIMITS.max_clients) + 256, Math.floor(files / 2)),
      });
    } catch (error) {
      await http.shutdown();
      throw error;
    }
  } catch (error) {
    await smtp.close();
    await service.close();
    throw error;
  }
  const port = front.addr.port;
  const host = hostname.includes(":") ? `[${hostname}]` : hostname;
  return {
    service,
    hostname,
    port,
    smtp_port,
    http_url: `http://${host}:${port}`,
    smtp_url: `smtp://${host}:${smtp_port}`,
    smtps_port: smtp.smtps_port,
    smtps_url: smtp.smtps_port === null ? null : `smtps://${host}:${smtp.smtps_port}`,
    tls_cert: smtp.cert,
    smtp_stats: () => smtp.stats(),
    header_timeout_ms,
    close() {
      closing ??= (async () => {
        const smtp_closed = smtp.close();
        await front.close();
        await service.close({ close_store: false });
        await Promise.all([http.shutdown(), smtp_closed]);
        await front.drained();
        await service.ctx.store.close();
        await service.account?.actx.store.close();
      })();
      return closing;
    },
  };
}

/**
 * The bound on reading a request head when none is given: 30 s on an address others can reach,
 * none on loopback (only this machine's processes can hold it there, and with the bound each
 * connection carries one request; see SECURITY.md).
 */
export function default_header_timeout(hostname: string): number {
  const loopback = hostname === "localhost" || hostname === "::1" || hostname === "[::1]" ||
    /^127\./.test(hostname);
  return loopback ? 0 : 30_000;
}
