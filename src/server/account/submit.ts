/**
 * Accepting messages: each is stored (`scheduled` or `queued`) in one write with the job that
 * delivers it and the jobs of its events, so what is acknowledged goes out even if the process
 * dies right after: a scheduled one's job waits for its time; an immediate one's is leased to
 * this process, which delivers it at once in the background (another takes it over when the
 * lease ends) — as many as it has free slots; the rest wait in the queue, due now, for the
 * scheduler to take as slots free up. A tracked message's link records are written first. A
 * form send is counted.
 * @module
 */

import { iso } from "../../core/clock.ts";
import { random_string } from "../../core/random.ts";
import type { Job, MessageOrigin, OutMessage, Queued } from "./store/types.ts";
import { new_message_id } from "../http/tokens.ts";
import type { AccountContext } from "./context.ts";
import { envelope } from "./delivery.ts";
import { event_jobs, start } from "./events.ts";
import type { Draft } from "./message_input.ts";
import { tracking_links, wants_tracking } from "./tracking.ts";

/** What a send answers per message. */
export interface Submitted {
  id: string;
  status: "scheduled" | "queued";
  scheduled_at?: string;
}

/** Where messages come from and how they are named. */
export interface SubmitOptions {
  origin?: MessageOrigin;
  origin_id?: string | null;
  /**
   * The messages' ids (a job's, made from what it is about); one already stored — the job ran
   * before — is answered and not made again.
   */
  ids?: string[];
  /** The origin of the request that sent them: the base of tracking links when there is no `public_url`. */
  base?: string;
}

/** Stores and starts the messages, in order. */
export async function submit(
  actx: AccountContext,
  account: string,
  drafts: Draft[],
  options: SubmitOptions = {},
): Promise<Submitted[]> {
  const now = actx.service.clock.now();
  const base = link_base(actx, options.base);
  const out: Submitted[] = [];
  const started: Queued[] = [];
  let free = actx.slots.free;
  for (const [n, draft] of drafts.entries()) {
    const message: OutMessage = {
      ...draft,
      id: options.ids?.[n] ?? new_message_id(),
      account,
      status: draft.scheduled_at === null ? "queued" : "scheduled",
      tracked: null,
      origin: options.origin ?? "api",
      origin_id: options.origin_id ?? null,
      created: now,
      updated: now,
      sent_at: null,
      recipients: [],
      reason: null,
    };
    if (wants_tracking(message)) {
      const links = tracking_links(message, envelope(message), base, now, actx.link_ttl_ms);
      await actx.store.put_links(links);
      message.tracked = { base, tokens: Object.fromEntries(links.map((link) => [link.email, link.token])) };
    }
    const scheduled = message.scheduled_at !== null;
    const job = message_job(account, message.id, message.scheduled_at ?? now);
    const leased = !scheduled && free > 0;
    if (leased) free--;
    const queue: Queued[] = [leased ? { job, lease_until: now + actx.lease_ms } : { job }];
    if (scheduled) {
      queue.push(
        ...await event_jobs(actx, account, "email.scheduled", {
          message_id: message.id,
          email: null,
          tags: message.tags,
          metadata: message.metadata,
        }),
      );
    }
    const made = await actx.store.put_message(message, queue);
    if (made && message.form) await actx.store.record_form(account, message.form.name, message.form.fields, now);
    if (made) started.push(...queue);
    out.push(
      message.scheduled_at === null
        ? { id: message.id, status: "queued" }
        : { id: message.id, status: "scheduled", scheduled_at: iso(message.scheduled_at) },
    );
  }
  start(actx, started);
  if (started.some((q) => q.lease_until === undefined)) actx.wake();
  return out;
}

/** The base URL of links the server writes into mail: `public_url`, else the request's origin, else the first host. */
export function link_base(actx: AccountContext, origin?: string): string {
  const base = actx.public_url ?? origin ?? `http://${actx.service.domains[0]}`;
  try {
    return new URL(base).href.replace(/\/+$/, ""); // as links are compared: host lower-case
  } catch {
    return base.replace(/\/+$/, "");
  }
}

/** The job that delivers message `id` at `due`. */
export function message_job(account: string, id: string, due: number): Job {
  return { id: `job_${random_string(20)}`, kind: "message", account, ref: id, due };
}
