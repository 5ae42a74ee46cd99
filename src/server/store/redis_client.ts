/**
 * The Redis connection of the Redis store and the scheduler: the `redis` npm client, Lua scripts
 * run by their SHA-1 (loaded on first use), and replies with bytes when asked.
 * @module
 */

import { createHash } from "node:crypto";
import { Buffer } from "node:buffer";
import { createClient, RESP_TYPES } from "redis";

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

/** Connects a client; connection errors surface as rejected commands, never as a crash. */
export async function connect_redis(url: string): Promise<RedisClient> {
  const client = create(url);
  client.on("error", () => {});
  await client.connect();
  return client;
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
