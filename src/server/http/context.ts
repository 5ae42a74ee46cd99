/** What every route of the reference server is given. @module */

import type { Clock } from "../../core/clock.ts";
import { HttpError } from "./errors.ts";
import type { Accounts } from "./accounts.ts";
import type { Chaos } from "../inbox/chaos.ts";
import type { Ingest, IngestLimits } from "../inbox/ingest.ts";
import type { Log } from "./log.ts";
import type { MailReader } from "../inbox/reader.ts";
import type { TokenBuckets } from "./rate_limit.ts";
import type { Store } from "../inbox/store/types.ts";

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
  /** Waits and streams held at once on one inbox (one token). */
  held_per_inbox: number;
  /** Waits and streams held at once for one client (IPv4 address, IPv6 /64). */
  held_per_ip: number;
  /** Waits and streams held at once in all. */
  held_total: number;
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
  held_per_inbox: 20,
  held_per_ip: 1000,
  held_total: 20_000,
};

/** Long-held requests (waits and streams), counted per inbox and client, closable at shutdown. */
export class Held {
  readonly #closers = new Set<() => void>();
  readonly #per_inbox = new Map<string, number>();
  readonly #per_ip = new Map<string, number>();
  #total = 0;
  waits = 0;
  streams = 0;

  /**
   * Takes a place for one held request of `inbox` from client `ip`, or throws 429 `too_many_held`
   * (per inbox, per client) or 503 `overloaded` (in all). The answer gives the place back; once.
   */
  admit(inbox: string, ip: string, limits: ServiceLimits): () => void {
    const on_inbox = this.#per_inbox.get(inbox) ?? 0;
    const on_ip = this.#per_ip.get(ip) ?? 0;
    const retry = { "retry-after": "5" };
    if (on_inbox >= limits.held_per_inbox) {
      throw new HttpError(
        429,
        "too_many_held",
        `at most ${limits.held_per_inbox} waits and streams at once per inbox`,
        retry,
      );
    }
    if (on_ip >= limits.held_per_ip) {
      throw new HttpError(
        429,
        "too_many_held",
        `at most ${limits.held_per_ip} waits and streams at once per client`,
        retry,
      );
    }
    if (this.#total >= limits.held_total) {
      throw new HttpError(503, "overloaded", "the server holds as many waits and streams as it can; try again", retry);
    }
    this.#per_inbox.set(inbox, on_inbox + 1);
    this.#per_ip.set(ip, on_ip + 1);
    this.#total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#total--;
      count_down(this.#per_inbox, inbox);
      count_down(this.#per_ip, ip);
    };
  }

  /** Held requests now, and how many inboxes and clients hold them. */
  get counts(): { total: number; inboxes: number; clients: number } {
    return { total: this.#total, inboxes: this.#per_inbox.size, clients: this.#per_ip.size };
  }

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
  /** Parses mail and reads attachments (on workers behind `start_server`). */
  reader: MailReader;
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

function count_down(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}
