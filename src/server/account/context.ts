/** What every part of the account API is given. @module */

import type { Account } from "../http/accounts.ts";
import type { HostContext } from "../http/context.ts";
import type { AccountStore, Job } from "./store/types.ts";
import type { Dkim, DkimOptions } from "./dkim.ts";
import type { Relay } from "./relay.ts";
import type { Slots } from "./slots.ts";

/** Options of the account API (`ServiceOptions.account`). */
export interface AccountApiOptions {
  /** Storage; defaults to a new memory store. */
  store?: AccountStore;
  /** `smtp://user:pass@host:port` for mail to other hosts; without one it stays in the outbox as `sent`. */
  relay?: string | Relay | null;
  /** The DKIM key and selector; a key is made on first use when none is given. */
  dkim?: DkimOptions;
  /**
   * Base URL of links the server writes into mail (confirmation, unsubscribe, open and click
   * tracking); default the origin of the request that caused the mail.
   */
  public_url?: string;
  /** The `fetch` that posts delivery events. */
  fetch?: typeof fetch;
  /** How often the scheduler looks for due work, in ms; 0 leaves it to `tick()` (tests). Default 1000. */
  poll_ms?: number;
  /** Largest body of `POST /v1/messages` (default 20 MB: a 10 MB message in base64 with room). */
  max_send_bytes?: number;
  /** Largest body of the other account routes (default 1 MB). */
  max_body_bytes?: number;
  /** How long finished messages are kept (default 30 days). */
  retention_ms?: number;
  /** Delivery event attempts in all (default 8), waiting `webhook_backoff_ms[i]` before attempt i + 1. */
  webhook_backoff_ms?: number[];
  /** Bound on one webhook request, in ms (default 10 s). */
  webhook_timeout_ms?: number;
  /**
   * How long a job stays with the process running it before another may take it again, in ms
   * (default 2 minutes): the longest a job cut short by a crash waits, when the store is shared.
   */
  lease_ms?: number;
  /** Jobs (deliveries, event posts, runs) running at once in this process (default 8). */
  concurrency?: number;
  /**
   * Waits before each retry of mail the relay refused for now (4xx, no connection, a timeout);
   * the last one repeats (default 1 min, 5 min, 30 min, 2 h).
   */
  relay_backoff_ms?: number[];
  /** How long after its time a message the relay keeps refusing for now is given up (default 24 h). */
  relay_give_up_ms?: number;
  /** How long a confirmation link works (default 7 days). */
  confirm_ttl_ms?: number;
  /** How long tracking and unsubscribe links in sent mail work (default 365 days). */
  link_ttl_ms?: number;
}

/** Work started in the background (deliveries, event posts), awaited by `idle()` and at close. */
export class Background {
  readonly #running = new Set<Promise<unknown>>();

  constructor(readonly log: (line: string) => void) {}

  run(label: string, work: () => Promise<unknown>): void {
    const task = work().catch((error) => this.log(`account ${label} failed: ${(error as Error)?.stack ?? error}`))
      .finally(() => this.#running.delete(task));
    this.#running.add(task);
  }

  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.all([...this.#running]);
  }
}

/** The account API's shared state. */
export interface AccountContext {
  service: HostContext;
  store: AccountStore;
  dkim: Dkim;
  relay: Relay | null;
  fetch: typeof fetch;
  background: Background;
  public_url: string | null;
  max_send_bytes: number;
  max_body_bytes: number;
  retention_ms: number;
  webhook_backoff_ms: number[];
  webhook_timeout_ms: number;
  lease_ms: number;
  slots: Slots;
  relay_backoff_ms: number[];
  relay_give_up_ms: number;
  confirm_ttl_ms: number;
  link_ttl_ms: number;
  /** Wakes the scheduler early (a job was queued sooner than its next look). */
  wake(): void;
  /** Runs jobs this process holds (queued with a lease) in the background, each in a slot. */
  run_jobs(jobs: Job[]): void;
}

/** The account an id belongs to. */
export function account_by_id(actx: AccountContext, id: string): Account | undefined {
  return actx.service.accounts.all.find((account) => account.id === id);
}
