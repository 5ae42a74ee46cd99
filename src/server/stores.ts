/** Opens the store a `--store` value names. @module */

import { dirname } from "node:path";
import type { Clock } from "../core/clock.ts";
import { AccountKvStore } from "./account/store/kv/mod.ts";
import type { AccountStore } from "./account/store/types.ts";
import { KvStore } from "./inbox/store/kv.ts";
import type { Store } from "./inbox/store/types.ts";

/**
 * `memory` → `undefined` (the service makes its own memory store); `kv:<file>` or
 * `kv:<https://… KV Connect URL>` → a KV store; `redis://…` or `rediss://…` (`?prefix=` for the
 * keys' prefix) → a Redis store. A URL is shared with other instances by nature.
 */
export async function open_store(spec: string, clock: Clock, shared: boolean): Promise<Store | undefined> {
  if (spec === "memory") return undefined;
  // The Redis client is loaded only by a server that uses it.
  if (/^rediss?:\/\//.test(spec)) {
    return await (await import("./inbox/store/redis/mod.ts")).RedisStore.open(spec, { clock });
  }
  const location = spec.slice("kv:".length);
  // A file's folder is made as needed (`kv:./data/service.kv` on a fresh clone).
  if (!kv_connect_url(location) && location !== ":memory:") {
    const folder = dirname(location);
    if (folder !== ".") await Deno.mkdir(folder, { recursive: true });
  }
  return await KvStore.open(location, { clock, shared: store_shared(spec, shared) });
}

/** Whether other processes may write to the store `spec` names: said so, or a KV Connect URL. */
export function store_shared(spec: string, shared: boolean): boolean {
  return shared || (spec.startsWith("kv:") && kv_connect_url(spec.slice("kv:".length)));
}

/** Whether a `kv:` location is a KV Connect URL rather than a file. */
function kv_connect_url(location: string): boolean {
  return /^https?:\/\//.test(location);
}

/**
 * The account store beside an opened inbox store: on Deno KV, the same database; on Redis, the
 * same connection and key prefix (the inbox store owns the handle and closes it); otherwise
 * `undefined` (the account API makes a memory store).
 */
export async function open_account_store(
  store: Store | undefined,
  clock: Clock,
  shared: boolean,
): Promise<AccountStore | undefined> {
  if (store instanceof KvStore) return await AccountKvStore.over(store.kv, { clock, shared });
  // A Redis store has loaded the Redis client already; a memory store never loads it.
  if (store && "connection" in store) {
    const { RedisStore } = await import("./inbox/store/redis/mod.ts");
    if (store instanceof RedisStore) {
      const { AccountRedisStore } = await import("./account/store/redis/mod.ts");
      return AccountRedisStore.over(store.connection.client, { clock, prefix: store.connection.prefix });
    }
  }
  return undefined;
}
