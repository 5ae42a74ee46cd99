/** What both services of the reference server share, and what every route is given. @module */

import type { Clock } from "../../core/clock.ts";
import type { Accounts } from "./accounts.ts";
import type { ServiceLimits } from "./limits.ts";
import type { Log } from "./log.ts";

/** The envelope of mail handed over for local delivery. */
export interface LocalEnvelope {
  rcpt: string[];
  ip?: string | undefined;
  helo?: string | undefined;
  sender?: string | undefined;
}

/**
 * Delivery into this server's own inboxes: the interface SMTP ingest uses, which the account API
 * uses too for mail to local domains. `id_for` names the stored copy per inbox, so a delivery run
 * again is not stored twice.
 */
export interface LocalDelivery {
  deliver(
    raw: Uint8Array,
    envelope: LocalEnvelope,
    options?: { id_for?: (address: string) => string | undefined },
  ): Promise<{ accepted: string[]; rejected: { address: string; code: string }[] }>;
}

/** What the inbox service and the account API both read. */
export interface HostContext {
  clock: Clock;
  log: Log;
  limits: ServiceLimits;
  /** Public receiving hosts; the first is the default for new inboxes. */
  domains: string[];
  accounts: Accounts;
  /** Local delivery (the inbox service's ingest). */
  ingest: LocalDelivery;
  /** Whether an error means the store cannot be reached now (answered 503). */
  unavailable(error: unknown): boolean;
}

/** Hono environment: the client's IP address comes in as a binding. */
export interface AppEnv {
  Bindings: { ip: string };
}
