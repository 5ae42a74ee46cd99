/**
 * Delivering one message: suppressed recipients are skipped; mail to this server's inbox hosts
 * and own domains goes straight into the inboxes (DKIM-signed, so they show `dkim: pass`); other
 * mail goes to the SMTP relay when there is one, or else stays in the outbox as `sent`. A tracked
 * message goes as one copy per recipient (each with its own tracking links). The message ends
 * `delivered`, `sent`, `bounced` or `failed`, with one outcome per recipient, and each outcome is
 * posted as a delivery event.
 *
 * Retries: a recipient the relay refuses for now (a 4xx reply, no connection, a timeout) is
 * `deferred`; the message stays `queued` and a retry job is queued after `relay_backoff_ms`
 * (the last step repeating; the last try falls on the deadline), which sends again to the
 * deferred recipients only. A try at or past `relay_give_up_ms` after the message's time that
 * is still refused for now makes them `failed`, with the last reason.
 *
 * Exactly once into inboxes: the delivery job is at least once, so a delivery may run again
 * after a crash (or, past its lease, beside a slow first run). Each inbox copy's id is made from
 * the message id and the inbox, and an inbox keeps one message per id, so a second run stores
 * nothing new; the outcome is written together with finishing the job and queueing its events
 * (and a retry), by compare-and-set from `queued`, so only one run records a final outcome; the
 * event and retry jobs have ids made from the message and attempt, so a repeated deferral queues
 * them once. Mail handed to a relay keeps its `Message-ID` on a second run, which is as close to
 * once as SMTP allows.
 * @module
 */

import { format_duration } from "../../core/duration.ts";
import type { Job, MessageStatus, OutMessage, Queued, RecipientOutcome } from "./store/types.ts";
import type { AccountContext } from "./context.ts";
import { event_jobs, start } from "./events.ts";
import { derived_id } from "./ids.ts";
import { plain } from "./http.ts";
import { send_copies } from "./copies.ts";

type Outcome = OutMessage["recipients"][number];

const EVENT = {
  delivered: "email.delivered",
  sent: "email.sent",
  deferred: "email.deferred",
  bounced: "email.bounced",
  failed: "email.failed",
  suppressed: "email.rejected",
} as const;

/** Runs a message's job: delivers it if it is `queued` (or `scheduled` and due); otherwise does nothing. */
export async function deliver(actx: AccountContext, job: Job): Promise<void> {
  const { account, ref: id } = job;
  const { clock } = actx.service;
  const now = clock.now();
  const found = await actx.store.message(account, id);
  if (!found || (found.status === "scheduled" && (found.scheduled_at ?? 0) > now)) return;
  // Out of `scheduled` first, so a cancel or reschedule cannot race the send.
  let message = found;
  if (found.status === "scheduled") {
    const claimed = await actx.store.update_message(account, id, ["scheduled"], { status: "queued", updated: now });
    if (!claimed.ok) return;
    message = claimed.record;
  } else if (found.status !== "queued") return;
  const attempt = job.kind === "message" ? job.attempt ?? 0 : 0;
  // Recipients an earlier attempt settled keep their outcome; the deferred ones go again.
  const settled = new Map(message.recipients.filter((o) => o.status !== "deferred").map((o) => [o.email, o]));
  const todo = envelope(message).filter((email) => !settled.has(email));
  let fresh: Outcome[];
  try {
    fresh = await send_copies(actx, message, todo, now);
  } catch (error) {
    actx.service.log(`account delivery ${id} failed: ${(error as Error)?.message ?? error}`);
    fresh = todo.map((email) => ({ email, status: "failed", reason: "internal_error" }));
  }
  const done = clock.now();
  const backoff = actx.relay_backoff_ms;
  const deadline = (message.scheduled_at ?? message.created) + actx.relay_give_up_ms;
  const retry_at = Math.min(deadline, done + (backoff[Math.min(attempt, backoff.length - 1)] ?? 0));
  if (done >= deadline) {
    const after = format_duration(actx.relay_give_up_ms);
    fresh = fresh.map((o) =>
      o.status === "deferred" ? { ...o, status: "failed", reason: `gave up after ${after}: ${o.reason}` } : o
    );
  }
  const by_email = new Map(fresh.map((o) => [o.email, o]));
  const outcomes = envelope(message).map((email) =>
    settled.get(email) ?? by_email.get(email) ?? { email, status: "failed" as const, reason: "no outcome" }
  );
  const status = overall(outcomes);
  const queue: Queued[] = [];
  if (status === "queued") {
    const retry = await derived_id("job_", account, id, "retry", String(attempt + 1));
    queue.push({ job: { id: retry, kind: "message", account, ref: id, due: retry_at, attempt: attempt + 1 } });
  }
  for (const outcome of fresh) {
    queue.push(
      ...await event_jobs(actx, account, EVENT[outcome.status], {
        message_id: id,
        email: outcome.email,
        tags: message.tags,
        metadata: message.metadata,
        reason: outcome.reason,
        bounce: outcome.status === "bounced" ? { type: "hard", message: outcome.reason ?? "" } : null,
      }, [account, id, outcome.email, String(attempt)]),
    );
  }
  const recorded = await actx.store.update_message(account, id, ["queued"], {
    status,
    recipients: outcomes,
    sent_at: message.sent_at ?? done,
    updated: done,
    reason: status === "failed" ? outcomes.find((o) => o.reason)?.reason ?? null : null,
  }, { finish: job.id, queue });
  if (recorded.ok) start(actx, queue);
}

/** The plain envelope recipients: to, cc and bcc, lower-case, each once. */
export function envelope(message: OutMessage): string[] {
  return [...new Set([...message.to, ...message.cc, ...message.bcc].map(plain))];
}

/**
 * The message's status from its recipients' outcomes: `queued` while one is deferred;
 * `delivered` when every one that was sent to landed here; `sent` when one went out; `bounced`
 * when all were refused; `failed` otherwise (also when every recipient was suppressed).
 */
export function overall(outcomes: Outcome[]): MessageStatus {
  const tried = outcomes.filter((o) => o.status !== "suppressed");
  const is = (status: RecipientOutcome) => (o: Outcome) => o.status === status;
  if (tried.some(is("deferred"))) return "queued";
  if (tried.length === 0) return "failed";
  if (tried.every(is("delivered"))) return "delivered";
  if (tried.some(is("sent")) || tried.some(is("delivered"))) return "sent";
  if (tried.every(is("bounced"))) return "bounced";
  return "failed";
}
