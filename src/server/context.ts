/** What every route of the reference server is given. @module */

import type { Clock } from "../util/clock.ts";
import type { Accounts } from "./accounts.ts";
import type { Chaos } from "./chaos.ts";
import type { Ingest, IngestLimits } from "./ingest.ts";
import type { Log } from "./log.ts";
import type { TokenBuckets } from "./rate_limit.ts";
import type { Store } from "./store/types.ts";

/** Limits of the inbox service; the defaults are the seed's. */
export interface ServiceLimits extends IngestLimits {
  default_ttl_ms: number;
  max_ttl_public_ms: number;
  max_ttl_own_ms: number;
  wait_default_ms: number;
  wait_max_ms: number;
  heartbeat_ms: number;
  /** Largest JSON or form body a route other than ingest reads. */
  max_body_bytes: number;
}

export const DEFAULT_LIMITS: ServiceLimits = {
  max_messages: 100,
  max_message_bytes: 10 * 1024 * 1024,
  max_inbox_bytes: 10 * 1024 * 1024,
  max_recipients: 100,
  default_ttl_ms: 3_600_000,
  max_ttl_public_ms: 24 * 3_600_000,
  max_ttl_own_ms: 7 * 24 * 3_600_000,
  wait_default_ms: 60_000,
  wait_max_ms: 90_000,
  heartbeat_ms: 15_000,
  max_body_bytes: 64 * 1024,
};

/** Long-held requests (waits and streams), counted and closable at shutdown. */
export class Held {
  readonly #closers = new Set<() => void>();
  waits = 0;
  streams = 0;

  /** Registers a closer; returns the function that unregisters it. */
  add(close: () => void): () => void {
    this.#closers.add(close);
    return () => this.#closers.delete(close);
  }

  close_all(): void {
    for (const close of [...this.#closers]) close();
  }
}

/** The server's shared state. */
export interface ServiceContext {
  store: Store;
  clock: Clock;
  log: Log;
  limits: ServiceLimits;
  /** Public receiving hosts; the first is the default for new inboxes. */
  domains: string[];
  accounts: Accounts;
  ingest: Ingest;
  ingest_secret: string | null;
  abuse_email: string;
  create_limit: TokenBuckets | null;
  held: Held;
  /** Fault injection per inbox (in this process's memory). */
  chaos: Chaos;
}

/** Hono environment: the client's IP address comes in as a binding. */
export interface AppEnv {
  Bindings: { ip: string };
}
