/** Opens the store a `--store` value names. @module */

import type { Clock } from "../../util/clock.ts";
import { KvStore } from "./kv.ts";
import type { Store } from "./types.ts";

/**
 * `memory` → `undefined` (the service makes its own memory store); `kv:<file>` or
 * `kv:<https://… KV Connect URL>` → a KV store. A URL is shared with other instances by nature.
 */
export async function open_store(spec: string, clock: Clock, shared: boolean): Promise<Store | undefined> {
  if (spec === "memory") return undefined;
  const location = spec.slice("kv:".length);
  const remote = /^https?:\/\//.test(location);
  return await KvStore.open(location, { clock, shared: shared || remote });
}
