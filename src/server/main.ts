/**
 * `deno task serve`: the reference inbox server. Prints `http: …` and `smtp: …` first, so
 * scripts can read where it listens, then the DKIM record to publish for each domain it signs
 * account API mail for (`dkim: <selector>._domainkey.<domain>. TXT "v=DKIM1; k=rsa; p=…"`).
 * @module
 */

import { parseArgs } from "node:util";
import { parse_duration } from "../core/duration.ts";
import type { AccountConfig } from "./http/accounts.ts";
import { console_log } from "./http/log.ts";
import { mcp_mount, mcp_options } from "./mcp.ts";
import { record_of } from "./account/dkim.ts";
import { parse_relay_url } from "./account/relay.ts";
import { parse_rate_limit } from "./http/rate_limit.ts";
import { DenyList } from "./inbox/deny.ts";
import { type ServerOptions, start_server } from "./server.ts";
import type { Service } from "./service.ts";
import { new_account_key } from "./http/tokens.ts";
import { open_account_store, open_store, store_shared } from "./stores.ts";
import { read_smtp_config } from "./smtp_config.ts";
import { fingerprint } from "./tls.ts";
import { system_clock } from "../core/clock.ts";
import { catch_all_lines, read_catch_all } from "./catch_all_flags.ts";
import { parse_dotenv } from "../core/dotenv.ts";

const HELP = `Usage: deno task serve [options]

  --port <n>            HTTP port (default 8025; 0 picks a free one)      env SERVICE_HTTP_PORT
  --smtp-port <n>       SMTP port (default 1025; 0 picks a free one)      env SERVICE_SMTP_PORT
  --hostname <host>     address to bind (default 127.0.0.1; 0.0.0.0 in a container)  env SERVICE_HOSTNAME
  --smtp-auth <a>       SMTP AUTH PLAIN/LOGIN: off (default; not offered), any (every login
                        taken), or user:pass (only this one, and required: 530 without,
                        535 for others; prefer the env, flags show in ps) env SERVICE_SMTP_AUTH
  --tls-cert <file>     PEM certificate for STARTTLS and --smtps-port     env SERVICE_TLS_CERT
  --tls-key <file>      its PEM private key                               env SERVICE_TLS_KEY
  --tls-self-signed     make a self-signed certificate at start (localhost, 127.0.0.1, ::1,
                        --hostname, --domain); its fingerprint is printed  env SERVICE_TLS_SELF_SIGNED=1
  --smtps-port <n>      also SMTP over implicit TLS on this port (default none; 0 picks a free
                        one); needs a certificate                        env SERVICE_SMTPS_PORT
  --domain <host>       receiving host, repeatable (default inbox.localhost)  env SERVICE_DOMAINS (comma-separated)
  --store <kind>        memory (default), kv:<file>, kv:<KV Connect URL>, or     env SERVICE_STORE
                        redis://host:port[/db][?prefix=mail:]: inboxes and mail, and on kv: and
                        redis:// the account API's data and scheduled sends too (every instance
                        on one store runs its scheduler; each job goes to one of them)
  --job-lease <d>       how long a scheduled job stays with the instance running it before
                        another may take it again, should that one have died (default 2m)
                                                                          env SERVICE_JOB_LEASE
  --parse-workers <n>   threads that parse mail from 256 KB (default 2; 0: all on the main thread)
                                                                          env SERVICE_PARSE_WORKERS
  --store-shared        other processes write to the same KV (poll/watch for their mail)
  --accounts <file>     JSON [{"key": "...", "domains": ["reply.example.com"],
                        "webhooks": [{"url": "...", "secret": "whsec_..."}]}]  env SERVICE_ACCOUNTS
  --relay <url>         account API mail to other hosts: smtp://user:pass@host:587 or smtps://…
                        (default none: it stays in the outbox as sent)   env SERVICE_RELAY
  --dkim-key <file>     PEM private key signing account API mail (default: one made at start,
                        used for local delivery only); the TXT record to publish is printed at
                        start (dkim: …) and served at GET /v1/dkim        env SERVICE_DKIM_KEY
  --dkim-selector <s>   DKIM selector (default service)                   env SERVICE_DKIM_SELECTOR
  --public-url <url>    base URL of links in mail (confirmation, unsubscribe, open and click
                        tracking; default the origin of the request that sent it)
                                                                          env SERVICE_PUBLIC_URL
  --abuse-email <addr>  abuse contact (default abuse@<first domain>)      env SERVICE_ABUSE_EMAIL
  --create-limit <n/d>  inbox creation per client IP (default 300/1m; off) env SERVICE_CREATE_LIMIT
  --auth-fail-limit <n/d>  failed credentials per client IP, then 429 (SMTP logins: 421) (default 60/1m; off)
                                                                          env SERVICE_AUTH_FAIL_LIMIT
  --held-per-ip <n>     waits and streams at once per client IP (default 1000)  env SERVICE_HELD_PER_IP
  --held-per-inbox <n>  waits and streams at once per inbox (default 20)  env SERVICE_HELD_PER_INBOX
  --smtp-per-ip <n>     SMTP connections at once per client IP (default 50) env SERVICE_SMTP_PER_IP
  --smtp-max-clients <n>  SMTP connections at once in all (default 1000) env SERVICE_SMTP_MAX_CLIENTS
  --deny <ip|cidr|domain>  refuse SMTP from this client address or range, or mail from this sender
                        domain (and its subdomains); repeatable           env SERVICE_DENY (comma-separated)
  --catch-all           keep mail to any address on any domain (like Mailpit), readable with the
                        operator token at /v1/inboxes/*, /view and Mailpit's /api/v1  env SERVICE_CATCH_ALL=1
  --catch-all-token <t> the operator token (default: one made at start and printed once)
                                                                          env SERVICE_CATCH_ALL_TOKEN
  --catch-all-max <n>   caught messages kept, the oldest dropped first (default 500)
                                                                          env SERVICE_CATCH_ALL_MAX
  --auth-timeout <d>    bound on SPF/DKIM/DMARC lookups (default 2s)
  --header-timeout <d>  time a connection has to send its HTTP request head, then 408 (default
                        30s on a reachable address, none on loopback; 0 for no bound)
                                                                          env SERVICE_HEADER_TIMEOUT
  --no-auth             skip SPF/DKIM/DMARC
  --trust-proxy         read the client IP from X-Forwarded-For
  --mcp                 serve MCP tools for AI agents at /mcp (Streamable HTTP); browser origins
                        other than this machine's are refused unless listed in SERVICE_MCP_ORIGINS
                        (comma-separated); SERVICE_MCP_KEY requires Authorization: Bearer <key>
  --quiet               no request log
  -h, --help            this text

Secrets come from the environment: SERVICE_TOKEN (one account with this key),
SERVICE_INGEST_SECRET (enables POST /v1/ingest), SERVICE_CATCH_ALL_TOKEN (a flag shows in ps). A .env file
in the working directory (NAME=value lines) fills in any variable the environment does not set.
`;

/** Reads flags and environment into server options; throws `TypeError` on bad values. */
export async function read_config(args: string[], env: (name: string) => string | undefined): Promise<
  ServerOptions & { quiet: boolean; help: boolean; generated_key?: string; generated_catch_all_token?: string }
> {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: "string" },
      "smtp-port": { type: "string" },
      hostname: { type: "string" },
      "smtp-auth": { type: "string" },
      "smtps-port": { type: "string" },
      "tls-cert": { type: "string" },
      "tls-key": { type: "string" },
      "tls-self-signed": { type: "boolean" },
      domain: { type: "string", multiple: true },
      store: { type: "string" },
      "store-shared": { type: "boolean" },
      "parse-workers": { type: "string" },
      accounts: { type: "string" },
      "abuse-email": { type: "string" },
      relay: { type: "string" },
      "dkim-key": { type: "string" },
      "dkim-selector": { type: "string" },
      "public-url": { type: "string" },
      "create-limit": { type: "string" },
      "auth-fail-limit": { type: "string" },
      "held-per-ip": { type: "string" },
      "held-per-inbox": { type: "string" },
      "smtp-per-ip": { type: "string" },
      "smtp-max-clients": { type: "string" },
      deny: { type: "string", multiple: true },
      "catch-all": { type: "boolean" },
      "catch-all-token": { type: "string" },
      "catch-all-max": { type: "string" },
      "auth-timeout": { type: "string" },
      "header-timeout": { type: "string" },
      "job-lease": { type: "string" },
      "no-auth": { type: "boolean" },
      "trust-proxy": { type: "boolean" },
      mcp: { type: "boolean" },
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
  const count = (name: string, text: string | undefined) => {
    if (text === undefined) return undefined;
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1) throw new TypeError(`${name} must be a whole number above 0, not "${text}"`);
    return n;
  };
  const deny = values.deny ?? env("SERVICE_DENY")?.split(",").map((d) => d.trim()).filter(Boolean) ?? [];
  new DenyList(deny);
  const held_per_ip = count("--held-per-ip", values["held-per-ip"] ?? env("SERVICE_HELD_PER_IP"));
  const held_per_inbox = count("--held-per-inbox", values["held-per-inbox"] ?? env("SERVICE_HELD_PER_INBOX"));
  const smtp_per_ip = count("--smtp-per-ip", values["smtp-per-ip"] ?? env("SERVICE_SMTP_PER_IP"));
  const smtp_max_clients = count("--smtp-max-clients", values["smtp-max-clients"] ?? env("SERVICE_SMTP_MAX_CLIENTS"));
  const workers_text = values["parse-workers"] ?? env("SERVICE_PARSE_WORKERS");
  const parse_workers = workers_text === "0" ? 0 : count("--parse-workers", workers_text);
  const store_spec = values.store ?? env("SERVICE_STORE") ?? "memory";
  if (store_spec !== "memory" && !/^kv:.+/.test(store_spec) && !/^rediss?:\/\/./.test(store_spec)) {
    throw new TypeError(
      `--store ${store_spec} is not available; use memory, kv:<file>, kv:<KV Connect URL> or redis://host:port`,
    );
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

  const header_text = values["header-timeout"] ?? env("SERVICE_HEADER_TIMEOUT");
  const header_timeout_ms = header_text === undefined ? undefined : parse_duration(header_text);
  if (header_timeout_ms === undefined && header_text !== undefined) {
    throw new TypeError(`--header-timeout "${header_text}" is not a duration`);
  }

  const lease_text = values["job-lease"] ?? env("SERVICE_JOB_LEASE");
  const lease_ms = lease_text === undefined ? undefined : parse_duration(lease_text);
  if (lease_text !== undefined && !lease_ms) {
    throw new TypeError(`--job-lease "${lease_text}" must be a duration above 0`);
  }

  const relay = values.relay ?? env("SERVICE_RELAY");
  if (relay) parse_relay_url(relay);
  const dkim_file = values["dkim-key"] ?? env("SERVICE_DKIM_KEY");
  const private_key = dkim_file ? await Deno.readTextFile(dkim_file) : undefined;
  if (private_key) record_of(private_key);
  const selector = values["dkim-selector"] ?? env("SERVICE_DKIM_SELECTOR");
  if (selector !== undefined && !/^[a-z0-9][a-z0-9._-]{0,62}$/i.test(selector)) {
    throw new TypeError(`--dkim-selector "${selector}" is not a DKIM selector`);
  }
  const public_url = values["public-url"] ?? env("SERVICE_PUBLIC_URL");
  if (public_url !== undefined && !/^https?:\/\/[^\s/]+/.test(public_url)) {
    throw new TypeError(`--public-url "${public_url}" is not an http(s) URL`);
  }

  const catch_all = read_catch_all(values, env);
  const smtp_config = await read_smtp_config(
    values,
    env,
    (name, text) => text === undefined ? undefined : port(name, text, 0),
    // Without --smtp-auth: a catch-all takes any login, as an app configured with credentials expects.
    catch_all.catch_all ? "any" : "off",
  );

  const options: ServerOptions & {
    quiet: boolean;
    help: boolean;
    generated_key?: string;
    generated_catch_all_token?: string;
  } = {
    ...smtp_config,
    store_spec,
    store_shared: values["store-shared"] ?? false,
    ...(parse_workers === undefined ? {} : { parse_workers }),
    port: port("--port", values.port ?? env("SERVICE_HTTP_PORT"), 8025),
    smtp_port: port("--smtp-port", values["smtp-port"] ?? env("SERVICE_SMTP_PORT"), 1025),
    hostname: values.hostname ?? env("SERVICE_HOSTNAME") ?? "127.0.0.1",
    accounts,
    ingest_secret: env("SERVICE_INGEST_SECRET") ?? null,
    create_limit: parse_rate_limit(values["create-limit"] ?? env("SERVICE_CREATE_LIMIT") ?? "300/1m"),
    auth_fail_limit: parse_rate_limit(values["auth-fail-limit"] ?? env("SERVICE_AUTH_FAIL_LIMIT") ?? "60/1m"),
    limits: {
      ...(held_per_ip ? { held_per_ip } : {}),
      ...(held_per_inbox ? { held_per_inbox } : {}),
    },
    smtp: {
      ...(smtp_per_ip ? { max_per_ip: smtp_per_ip } : {}),
      ...(smtp_max_clients ? { max_clients: smtp_max_clients } : {}),
    },
    deny,
    auth: values["no-auth"] ? false : { timeout_ms: auth_timeout },
    trust_proxy: values["trust-proxy"] ?? false,
    ...(header_timeout_ms === undefined ? {} : { header_timeout_ms }),
    account: {
      ...(relay ? { relay } : {}),
      ...(lease_ms ? { lease_ms } : {}),
      dkim: { private_key, selector },
      ...(public_url ? { public_url } : {}),
    },
    quiet: values.quiet ?? false,
    help: values.help ?? false,
    ...(values.mcp ? { mounts: [await mcp_mount(mcp_options(env))] } : {}),
  };
  if (domains?.length) options.domains = domains;
  const abuse = values["abuse-email"] ?? env("SERVICE_ABUSE_EMAIL");
  if (abuse) options.abuse_email = abuse;
  if (generated_key) options.generated_key = generated_key;
  Object.assign(options, catch_all);
  return options;
}

/**
 * The lines `serve` prints about DKIM: each domain's TXT record as a zone-file line, and a note
 * when the key was made at start.
 */
export async function dkim_lines(service: Service): Promise<string[]> {
  if (!service.account) return [];
  const lines = (await service.account.dkim_records()).map((record) => `dkim: ${record.zone}`);
  if (!service.account.dkim.configured) {
    lines.push(
      "dkim: (this key was made at start: it signs local delivery only and changes on restart; --dkim-key <file> keeps one and signs relayed mail)",
    );
  }
  return lines;
}

if (import.meta.main) {
  let config;
  try {
    // `.env` in the working directory fills in what the environment does not set.
    const file = await Deno.readTextFile(".env").then(parse_dotenv, () => ({} as Record<string, string>));
    config = await read_config(Deno.args, (name) => Deno.env.get(name) ?? file[name]);
  } catch (error) {
    console.error(`serve: ${(error as Error).message}\n\n${HELP}`);
    Deno.exit(2);
  }
  if (config.help) {
    console.log(HELP);
    Deno.exit(0);
  }
  config.log = console_log(config.quiet);
  const spec = config.store_spec ?? "memory";
  const shared = store_shared(spec, config.store_shared ?? false);
  let store;
  try {
    store = await open_store(spec, system_clock, shared);
  } catch (error) {
    console.error(`serve: cannot open the store: ${(error as Error).message}`);
    Deno.exit(1);
  }
  if (store) config.store = store;
  const account_store = await open_account_store(store, system_clock, shared);
  if (account_store && config.account !== false) config.account = { ...config.account, store: account_store };
  let server;
  try {
    server = await start_server(config);
  } catch (error) {
    const reason = error instanceof Deno.errors.AddrInUse
      ? `HTTP port ${config.port ?? 8025} is in use (--port)`
      : (error as Error).message;
    console.error(`serve: cannot listen: ${reason}`);
    Deno.exit(1);
  }
  const dkim = await dkim_lines(server.service);
  console.log(`http: ${server.http_url}`);
  console.log(`smtp: ${server.smtp_url}`);
  if (server.smtps_url) console.log(`smtps: ${server.smtps_url}`);
  if (server.tls_cert) {
    const made = config.tls === "self-signed" ? "self-signed, made at start" : "from --tls-cert";
    console.log(`tls: STARTTLS offered; certificate ${made}, SHA-256 ${await fingerprint(server.tls_cert)}`);
  }
  if (config.mounts?.length) console.log(`mcp: ${server.http_url}/mcp`);
  for (const line of dkim) console.log(line);
  if (config.generated_key) console.log(`account key (SERVICE_TOKEN): ${config.generated_key}`);
  for (const line of catch_all_lines(config, server.http_url)) console.log(line);
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
