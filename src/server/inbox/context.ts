/** The inbox service's state, given to each of its routes. @module */

import type { HostContext } from "../http/context.ts";
import type { TokenBuckets } from "../http/rate_limit.ts";
import type { CatchAll } from "./catch_all.ts";
import type { Chaos } from "./chaos.ts";
import type { Held } from "./held_count.ts";
import type { Ingest } from "./ingest.ts";
import type { MailReader } from "./reader.ts";
import type { Store } from "./store/types.ts";

/** The inbox service's state: the shared host context and what only inboxes use. */
export interface ServiceContext extends HostContext {
  store: Store;
  ingest: Ingest;
  /** Parses mail and reads attachments (on workers behind `start_server`). */
  reader: MailReader;
  ingest_secret: string | null;
  abuse_email: string;
  create_limit: TokenBuckets | null;
  held: Held;
  /** Fault injection per inbox (in this process's memory). */
  chaos: Chaos;
  /** The SMTP listeners, once the server has them (the usage card names them). */
  smtp?: SmtpFacts;
  /** Catch-all mode (`--catch-all`), or `null` when off. */
  catch_all: CatchAll | null;
}

/** What a sender needs to know about the SMTP listeners. */
export interface SmtpFacts {
  port: number;
  /** The implicit-TLS port, if any. */
  smtps_port: number | null;
  starttls: boolean;
  /** `off`: AUTH not offered; `any`: every login taken; `required`: one login, needed before MAIL. */
  auth: "off" | "any" | "required";
}
