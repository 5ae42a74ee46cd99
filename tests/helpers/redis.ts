/**
 * Redis for tests: `TEST_REDIS_URL` (default `redis://127.0.0.1:6379`). Outside CI a test that
 * needs Redis is skipped with a message when none answers; in CI (`CI=true`) it must be there.
 */

import { connect_redis, parse_redis_url } from "../../src/server/db/redis_client.ts";
import { AccountRedisStore } from "../../src/server/account/store/redis/mod.ts";
import { RedisStore } from "../../src/server/inbox/store/redis/mod.ts";
import type { Clock } from "../../src/core/clock.ts";

export const TEST_REDIS_URL = Deno.env.get("TEST_REDIS_URL") ?? "redis://127.0.0.1:6379";

/** Whether a Redis answers PING at `TEST_REDIS_URL` (within 1 s). */
export async function redis_reachable(url = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  let conn: Deno.Conn | undefined;
  const timer = setTimeout(() => conn?.close(), 1000);
  try {
    conn = await Deno.connect({ hostname, port: Number(port || 6379) });
    await conn.write(new TextEncoder().encode("PING\r\n"));
    const buffer = new Uint8Array(64);
    const n = await conn.read(buffer);
    return n !== null && new TextDecoder().decode(buffer.subarray(0, n)).startsWith("+PONG");
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    try {
      conn?.close();
    } catch {
      // closed by the timer
    }
  }
}

/**
 * The Redis URL tests may use, or `null` (with the reason printed once) when there is none outside
 * CI. In CI a missing Redis throws, so the run fails instead of skipping.
 */
export async function test_redis_url(): Promise<string | null> {
  if (await redis_reachable()) return TEST_REDIS_URL;
  const reason = `no Redis answers at ${TEST_REDIS_URL} (start redis-server or set TEST_REDIS_URL)`;
  if (Deno.env.get("CI") === "true") throw new Error(`CI needs Redis: ${reason}`);
  console.warn(`skipping Redis tests: ${reason}`);
  return null;
}

/** A key prefix no other test uses. */
export function test_prefix(): string {
  return `test:${crypto.randomUUID().slice(0, 8)}:`;
}

/** Deletes every key under `prefix`. */
export async function purge(url: string, prefix: string): Promise<void> {
  const client = await connect_redis(parse_redis_url(url).url);
  try {
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) keys.push(...batch);
    for (let i = 0; i < keys.length; i += 500) await client.del(keys.slice(i, i + 500));
  } finally {
    await client.quit();
  }
}

/** A Redis store under a fresh prefix whose keys are deleted when it closes. */
export async function redis_test_store(url: string, clock: Clock): Promise<RedisStore> {
  const prefix = test_prefix();
  return purged_on_close(await RedisStore.open(url, { clock, prefix }), url, prefix);
}

/** A Redis account store under a fresh prefix (its own connection) whose keys are deleted when it closes. */
export async function redis_test_account_store(url: string, clock: Clock): Promise<AccountRedisStore> {
  const prefix = test_prefix();
  return purged_on_close(await AccountRedisStore.open(url, { clock, prefix }), url, prefix);
}

/** `store`, its `close` also deleting every key under `prefix`. */
function purged_on_close<T extends { close(): Promise<void> }>(store: T, url: string, prefix: string): T {
  const close = store.close.bind(store);
  return Object.assign(store, {
    close: async () => {
      await close();
      await purge(url, prefix);
    },
  });
}
