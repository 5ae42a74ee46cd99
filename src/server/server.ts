/** The service behind real listeners: `Deno.serve` for HTTP and `smtp-server` for SMTP. @module */

import { DenyList } from "./inbox/deny.ts";
import { inline_reader, sized_reader, worker_reader } from "./inbox/reader.ts";
import { create_service, type Service, type ServiceOptions } from "./service.ts";
import { create_smtp_server } from "./inbox/smtp.ts";
import type { SmtpLimits } from "./inbox/smtp_guard.ts";

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
}

/** A listening server. */
export interface RunningServer {
  service: Service;
  http_url: string;
  smtp_url: string;
  hostname: string;
  port: number;
  smtp_port: number;
  /** SMTP connections open now, and how many clients (IPv4 addresses, IPv6 /64s) hold them. */
  smtp_stats(): { connections: number; clients: number };
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
  const smtp = create_smtp_server({
    ingest: service.ctx.ingest,
    log: service.ctx.log,
    name: service.ctx.domains[0]!,
    limits: options.smtp ?? {},
    deny,
  });
  smtp.on("error", (error: Error) => service.ctx.log(`smtp error: ${error.message}`));
  const smtp_port = await new Promise<number>((resolve, reject) => {
    smtp.server.once("error", reject);
    smtp.listen(options.smtp_port ?? 1025, hostname, () => {
      smtp.server.off("error", reject);
      resolve((smtp.server.address() as { port: number }).port);
    });
  });
  let http: Deno.HttpServer<Deno.NetAddr>;
  try {
    http = Deno.serve(
      { port: options.port ?? 8025, hostname, onListen: () => {} },
      (request, info) => service.fetch(request, { ip: info.remoteAddr.hostname }),
    );
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  const port = http.addr.port;
  const host = hostname.includes(":") ? `[${hostname}]` : hostname;
  let closing: Promise<void> | undefined;
  return {
    service,
    hostname,
    port,
    smtp_port,
    http_url: `http://${host}:${port}`,
    smtp_url: `smtp://${host}:${smtp_port}`,
    smtp_stats: () => smtp.guard.stats,
    close() {
      closing ??= (async () => {
        const smtp_closed = new Promise<void>((resolve) => smtp.close(() => resolve()));
        smtp.guard.close();
        await service.close({ close_store: false });
        await Promise.all([http.shutdown(), smtp_closed]);
        await service.ctx.store.close();
        await service.account?.actx.store.close();
      })();
      return closing;
    },
  };
}
