/**
 * The account API of the reference server (DESIGN §4): messages, lists, recipients, broadcasts,
 * notifications, suppressions, forms, exports and double opt-in, keyed per account by its
 * `SERVICE_TOKEN`, with local delivery, an optional SMTP relay, a scheduler and delivery events.
 * @module
 */

import type { Hono } from "hono";
import type { AppEnv, HostContext } from "../http/context.ts";
import { MemoryAccountStore } from "./store/memory/mod.ts";
import type { Job } from "./store/types.ts";
import { mount_confirm } from "./confirm.ts";
import { type AccountApiOptions, type AccountContext, Background } from "./context.ts";
import { Dkim, type DkimRecord } from "./dkim.ts";
import { smtp_relay } from "./relay.ts";
import { mount_broadcasts } from "./routes/broadcasts.ts";
import { mount_exports } from "./routes/exports.ts";
import { mount_lists } from "./routes/lists.ts";
import { mount_messages } from "./routes/messages.ts";
import { mount_notifications } from "./routes/notifications.ts";
import { mount_recipients } from "./routes/recipients.ts";
import { mount_suppressions } from "./routes/suppressions.ts";
import { mount_dkim } from "./routes/dkim.ts";
import { mount_tracking } from "./routes/tracking.ts";
import { mount_unsubscribe } from "./unsubscribe.ts";
import { Scheduler } from "./scheduler.ts";
import { signs_for } from "./senders.ts";
import { Slots } from "./slots.ts";

export type { AccountApiOptions } from "./context.ts";

/** The account API, ready to mount. */
export interface AccountApi {
  readonly actx: AccountContext;
  readonly dkim: Dkim;
  /** The DKIM records to publish: one per domain the server signs for (its hosts, then the accounts' domains). */
  dkim_records(): Promise<DkimRecord[]>;
  /** Adds the routes to the app. */
  mount(app: Hono<AppEnv>): void;
  /** Runs the jobs due now (scheduled sends, runs, retries) and waits for the work they start. */
  tick(): Promise<number>;
  /** Waits until background work (deliveries, event posts) is done. */
  idle(): Promise<void>;
  /** Stops the scheduler, finishes background work, closes the relay and the store. */
  close(options?: { close_store?: boolean }): Promise<void>;
}

/** Makes the account API over the service's context. */
export function create_account_api(service: HostContext, options: AccountApiOptions = {}): AccountApi {
  const dkim = new Dkim(options.dkim, (domain) => signs_for(service, domain));
  const relay = typeof options.relay === "string" ? smtp_relay(options.relay) : options.relay ?? null;
  const poll_ms = options.poll_ms ?? 1000;
  const wake = { tick: () => {}, run: (_jobs: Job[]) => {} };
  const actx: AccountContext = {
    service,
    store: options.store ?? new MemoryAccountStore(),
    dkim,
    relay,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    background: new Background(service.log),
    public_url: options.public_url?.replace(/\/+$/, "") ?? null,
    max_send_bytes: options.max_send_bytes ?? 20 * 1024 * 1024,
    max_body_bytes: options.max_body_bytes ?? 1024 * 1024,
    retention_ms: options.retention_ms ?? 30 * 86_400_000,
    webhook_backoff_ms: options.webhook_backoff_ms ??
      [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000],
    webhook_timeout_ms: options.webhook_timeout_ms ?? 10_000,
    lease_ms: options.lease_ms ?? 120_000,
    slots: new Slots(options.concurrency ?? 8),
    relay_backoff_ms: options.relay_backoff_ms ?? [60_000, 300_000, 1_800_000, 7_200_000],
    relay_give_up_ms: options.relay_give_up_ms ?? 24 * 3_600_000,
    confirm_ttl_ms: options.confirm_ttl_ms ?? 7 * 86_400_000,
    link_ttl_ms: options.link_ttl_ms ?? 365 * 86_400_000,
    wake: () => {
      if (poll_ms > 0) setTimeout(() => wake.tick(), 0);
    },
    run_jobs: (jobs) => wake.run(jobs),
  };
  const live = new Scheduler(actx, poll_ms);
  wake.tick = () => void live.tick().catch(() => {});
  wake.run = (jobs) => live.run_now(jobs);
  return {
    actx,
    dkim,
    dkim_records: () => dkim.records([...service.domains, ...service.accounts.all.flatMap((a) => a.domains)]),
    mount(app) {
      mount_messages(app, actx);
      mount_lists(app, actx);
      mount_recipients(app, actx);
      mount_broadcasts(app, actx);
      mount_notifications(app, actx);
      mount_suppressions(app, actx);
      mount_exports(app, actx);
      mount_confirm(app, actx);
      mount_unsubscribe(app, actx);
      mount_tracking(app, actx);
      mount_dkim(app, actx);
    },
    async tick() {
      let count = 0;
      let ran: number;
      do {
        await actx.background.idle();
        ran = await live.tick();
        count += ran;
        await actx.background.idle();
      } while (ran > 0);
      return count;
    },
    idle: () => actx.background.idle(),
    async close({ close_store = true } = {}) {
      await live.close();
      await actx.background.idle();
      relay?.close();
      if (close_store) await actx.store.close();
    },
  };
}
