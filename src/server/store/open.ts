/** Opens the store a `--store` value names. @module */

import type { Clock } from "../../util/clock.ts";
import { KvStore } from "./kv.ts";
import { RedisStore } from "./redis.ts";
import type { Store } from "./types.ts";

/**
 * `memory` → `undefined` (the service makes its own memory store); `kv:<file>` or
 * `kv:<https://… KV Connect URL>` → a KV store; `redis://…` or `rediss://…` (`?prefix=` for the
 * keys' prefix) → a Redis store. A URL is shared with other instances by nature.
 */
export async function open_store(spec: string, clock: Clock, shared: boolean): Promise<Store | undefined> {
  if (spec === "memory") return undefined;
  if (/^rediss?:\/\//.test(spec)) return await RedisStore.open(spec, { clock });
  const location = spec.slice("kv:".length);
  const remote = /^https?:\/\//.test(location);
  return await KvStore.open(location, { clock, shared: shared || remote });
}
