/**
 * `deno task serve`: the reference inbox server. Prints `http: …` and `smtp: …` first, so
 * scripts can read where it listens.
 * @module
 */

import { parseArgs } from "node:util";
import { parse_duration } from "../util/duration.ts";
import type { AccountConfig } from "./accounts.ts";
import { install_joined_blob } from "./joined_blob.ts";
import { console_log } from "./log.ts";
import { parse_rate_limit } from "./rate_limit.ts";
import { type ServerOptions, start_server } from "./server.ts";
import { new_account_key } from "./tokens.ts";
import { open_store } from "./store/open.ts";
import { system_clock } from "../util/clock.ts";

const HELP = `Usage: deno task serve [options]

  --port <n>            HTTP port (default 8025; 0 picks a free one)      env SERVICE_HTTP_PORT
  --smtp-port <n>       SMTP port (default 1025; 0 picks a free one)      env SERVICE_SMTP_PORT
  --hostname <host>     address to bind (default 127.0.0.1)               env SERVICE_HOSTNAME
  --domain <host>       receiving host, repeatable (default inbox.localhost)  env SERVICE_DOMAINS (comma-separated)
  --store <kind>        memory (default), kv:<file>, kv:<KV Connect URL> or redis://host:port[/db][?prefix=mail:]
                                                                          env SERVICE_STORE
  --store-shared        other processes write to the same KV file (poll/watch for their mail)
  --accounts <file>     JSON [{"key": "...", "domains": ["reply.example.com"]}]  env SERVICE_ACCOUNTS
  --abuse-email <addr>  abuse contact (default abuse@<first domain>)      env SERVICE_ABUSE_EMAIL
  --create-limit <n/d>  inbox creation per client IP (default 300/1m; off) env SERVICE_CREATE_LIMIT
  --auth-timeout <d>    bound on SPF/DKIM/DMARC lookups (default 2s)
  --no-auth             skip SPF/DKIM/DMARC
  --trust-proxy         read the client IP from X-Forwarded-For
  --quiet               no request log
  -h, --help            this text

Secrets come from the environment only: SERVICE_TOKEN (one account with this key),
SERVICE_INGEST_SECRET (enables POST /v1/ingest).
`;

/** Reads flags and environment into server options; throws `TypeError` on bad values. */
export async function read_config(args: string[], env: (name: string) => string | undefined): Promise<
  ServerOptions & { quiet: boolean; help: boolean; generated_key?: string }
> {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: "string" },
      "smtp-port": { type: "string" },
      hostname: { type: "string" },
      domain: { type: "string", multiple: true },
      store: { type: "string" },
      "store-shared": { type: "boolean" },
      accounts: { type: "string" },
      "abuse-email": { type: "string" },
      "create-limit": { type: "string" },
      "auth-timeout": { type: "string" },
      "no-auth": { type: "boolean" },
      "trust-proxy": { type: "boolean" },
      quiet: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  });
  const port = (name: string, text: string | undefined, fallback: number) => {
    if (text === undefined) return fallback;
    const n = Number(text);
    if (!Number.isInteger(n) || n < 0 || n > 65535) throw new TypeError(`${name} must be a port number, not "${text}"`);
    return n;
  };
  const store_spec = values.store ?? env("SERVICE_STORE") ?? "memory";
  if (store_spec !== "memory" && !/^kv:.+/.test(store_spec) && !/^rediss?:\/\/./.test(store_spec)) {
    throw new TypeError(`--store ${store_spec} is not available; use memory, kv:<file> or kv:<KV Connect URL>`);
  }
  const domains = values.domain ?? env("SERVICE_DOMAINS")?.split(",").map((d) => d.trim()).filter(Boolean);

  let accounts: AccountConfig[] = [];
  let generated_key: string | undefined;
  const accounts_file = values.accounts ?? env("SERVICE_ACCOUNTS");
  if (accounts_file) {
    const parsed = JSON.parse(await Deno.readTextFile(accounts_file));
    if (!Array.isArray(parsed)) throw new TypeError(`${accounts_file} must hold a JSON array of accounts`);
    accounts = parsed;
  } else if (env("SERVICE_TOKEN")) {
    accounts = [{ key: env("SERVICE_TOKEN")! }];
  } else {
    generated_key = new_account_key();
    accounts = [{ key: generated_key }];
  }
  const auth_timeout = values["auth-timeout"] ? parse_duration(values["auth-timeout"]) : 2000;
  if (auth_timeout === undefined) throw new TypeError(`--auth-timeout "${values["auth-timeout"]}" is not a duration`);

  const options: ServerOptions & { quiet: boolean; help: boolean; generated_key?: string } = {
    store_spec,
    store_shared: values["store-shared"] ?? false,
    port: port("--port", values.port ?? env("SERVICE_HTTP_PORT"), 8025),
    smtp_port: port("--smtp-port", values["smtp-port"] ?? env("SERVICE_SMTP_PORT"), 1025),
    hostname: values.hostname ?? env("SERVICE_HOSTNAME") ?? "127.0.0.1",
    accounts,
    ingest_secret: env("SERVICE_INGEST_SECRET") ?? null,
    create_limit: parse_rate_limit(values["create-limit"] ?? env("SERVICE_CREATE_LIMIT") ?? "300/1m"),
    auth: values["no-auth"] ? false : { timeout_ms: auth_timeout },
    trust_proxy: values["trust-proxy"] ?? false,
    quiet: values.quiet ?? false,
    help: values.help ?? false,
  };
  if (domains?.length) options.domains = domains;
  const abuse = values["abuse-email"] ?? env("SERVICE_ABUSE_EMAIL");
  if (abuse) options.abuse_email = abuse;
  if (generated_key) options.generated_key = generated_key;
  return options;
}

if (import.meta.main) {
  let config;
  try {
    config = await read_config(Deno.args, (name) => Deno.env.get(name));
  } catch (error) {
    console.error(`serve: ${(error as Error).message}\n\n${HELP}`);
    Deno.exit(2);
  }
  if (config.help) {
    console.log(HELP);
    Deno.exit(0);
  }
  config.log = console_log(config.quiet);
  install_joined_blob();
  const store = await open_store(config.store_spec ?? "memory", system_clock, config.store_shared ?? false);
  if (store) config.store = store;
  const server = await start_server(config);
  console.log(`http: ${server.http_url}`);
  console.log(`smtp: ${server.smtp_url}`);
  if (config.generated_key) console.log(`account key (SERVICE_TOKEN): ${config.generated_key}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    Deno.exit(0);
  };
  Deno.addSignalListener("SIGINT", stop);
  Deno.addSignalListener("SIGTERM", stop);
}
