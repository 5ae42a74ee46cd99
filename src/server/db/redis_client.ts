/**
 * The Redis connection of the Redis store and the scheduler: the `redis` npm client, Lua scripts
 * run by their SHA-1 (loaded on first use), and replies with bytes when asked.
 * @module
 */

import { createHash } from "node:crypto";
import { Buffer } from "node:buffer";
import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  createClient,
  ReconnectStrategyError,
  RESP_TYPES,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  TimeoutError,
} from "redis";

const create = (url: string) => createClient({ url });
export type RedisClient = ReturnType<typeof create>;
/** What a script answers: strings, integers, nulls and arrays of them (bytes as `Buffer`). */
export type Reply = string | number | Buffer | null | Reply[];

const BYTES = { typeMapping: { [RESP_TYPES.BLOB_STRING]: Buffer } } as const;

/**
 * Splits a `redis://` URL into the client's URL and the key prefix given as `?prefix=`
 * (default `mail:`), so several deployments can share one Redis.
 */
export function parse_redis_url(url: string): { url: string; prefix: string } {
  const parsed = new URL(url);
  const prefix = parsed.searchParams.get("prefix") ?? "mail:";
  parsed.searchParams.delete("prefix");
  return { url: parsed.toString().replace(/\?$/, ""), prefix };
}

/**
 * Connects a client. A Redis that does not answer within `first_ms` of the first try is an error
 * that names it (never its password); once connected, a lost connection is tried again forever
 * (at most 2 s apart) and meanwhile its errors surface as rejected commands, never as a crash.
 * Duplicates of the client (subscribers) reconnect the same way.
 */
export async function connect_redis(url: string, first_ms = 10_000): Promise<RedisClient> {
  const started = Date.now();
  let connected = false;
  const client = createClient({
    url,
    socket: {
      reconnectStrategy: (retries, cause) => {
        if (!connected && Date.now() - started >= first_ms) {
          return new Error(`no Redis answers at ${redis_location(url)}: ${cause.message}`);
        }
        return Math.min(50 * 2 ** Math.min(retries, 6), 2000);
      },
    },
  });
  client.on("error", () => {});
  await client.connect();
  connected = true;
  return client;
}

const UNREACHABLE = [
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  ReconnectStrategyError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  TimeoutError,
];
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH"]);

/** Whether `error` is Redis not being reachable (down, restarting, not answering in time). */
export function redis_unreachable(error: unknown): boolean {
  if (UNREACHABLE.some((kind) => error instanceof kind)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && NETWORK_CODES.has(code);
}

/** Where a Redis URL points, without its user name or password. */
export function redis_location(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.hostname}:${parsed.port || "6379"}${parsed.pathname}`;
}

/** A Lua script, run with EVALSHA and loaded with EVAL the first time a server lacks it. */
export class Script {
  readonly #source: string;
  readonly #sha: string;

  constructor(source: string) {
    this.#source = source;
    this.#sha = createHash("sha1").update(source).digest("hex");
  }

  /** Runs the script with no keys and `args`; `bytes` answers bulk strings as `Buffer`s. */
  async run(client: RedisClient, args: (string | Uint8Array)[], bytes = false): Promise<Reply> {
    const argv = args.map((arg) => typeof arg === "string" ? arg : as_buffer(arg));
    const options = bytes ? BYTES : undefined;
    try {
      return await client.sendCommand(["EVALSHA", this.#sha, "0", ...argv], options) as Reply;
    } catch (error) {
      if (!String((error as Error).message).startsWith("NOSCRIPT")) throw error;
      return await client.sendCommand(["EVAL", this.#source, "0", ...argv], options) as Reply;
    }
  }
}

/** The bytes as a `Buffer` without copying. */
export function as_buffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
