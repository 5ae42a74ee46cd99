/**
 * Delivering one message: suppressed recipients are skipped; mail to this server's inbox hosts
 * and own domains goes straight into the inboxes (DKIM-signed, so they show `dkim: pass`); other
 * mail goes to the SMTP relay when there is one, or else stays in the outbox as `sent`. The
 * message ends `delivered`, `sent`, `bounced` or `failed`, with one outcome per recipient, and
 * each outcome is posted as a delivery event.
 *
 * Exactly once into inboxes: the delivery job is at least once, so a delivery may run again
 * after a crash (or, past its lease, beside a slow first run). Each inbox copy's id is made from
 * the message id and the inbox, and an inbox keeps one message per id, so a second run stores
 * nothing new; the outcome is written together with finishing the job, by compare-and-set from
 * `queued`, so only one run records it and posts its events. Mail handed to a relay keeps its
 * `Message-ID` on a second run, which is as close to once as SMTP allows.
 * @module
 */

import type { Job, MessageStatus, OutMessage, RecipientOutcome } from "../store/account_types.ts";
import { compose } from "./compose.ts";
import type { AccountContext } from "./context.ts";
import { emit } from "./events.ts";
import { derived_id } from "./ids.ts";
import { domain_of, plain } from "./http.ts";
import { is_local } from "./senders.ts";
import { parse_recipient } from "../addresses.ts";

type Outcome = OutMessage["recipients"][number];

const EVENT = {
  delivered: "email.delivered",
  sent: "email.sent",
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
  let outcomes: Outcome[];
  try {
    outcomes = await deliver_to_all(actx, message, now);
  } catch (error) {
    actx.service.log(`account delivery ${id} failed: ${(error as Error)?.message ?? error}`);
    outcomes = envelope(message).map((email) => ({ email, status: "failed", reason: "internal_error" }));
  }
  const status = overall(outcomes);
  const done = clock.now();
  const recorded = await actx.store.update_message(account, id, ["queued"], {
    status,
    recipients: outcomes,
    sent_at: done,
    updated: done,
    reason: status === "failed" ? outcomes.find((o) => o.reason)?.reason ?? null : null,
  }, job.id);
  if (!recorded.ok) return;
  for (const outcome of outcomes) {
    emit(actx, account, EVENT[outcome.status], {
      message_id: id,
      email: outcome.email,
      tags: message.tags,
      metadata: message.metadata,
      reason: outcome.reason,
      bounce: outcome.status === "bounced" ? { type: "hard", message: outcome.reason ?? "" } : null,
    });
  }
}

/** The plain envelope recipients: to, cc and bcc, lower-case, each once. */
export function envelope(message: OutMessage): string[] {
  return [...new Set([...message.to, ...message.cc, ...message.bcc].map(plain))];
}

async function deliver_to_all(actx: AccountContext, message: OutMessage, now: number): Promise<Outcome[]> {
  const { service } = actx;
  const all = envelope(message);
  const suppressed = await actx.store.suppressed(message.account, all);
  const local = all.filter((email) => !suppressed.has(email) && is_local(service, domain_of(email)));
  const remote = all.filter((email) => !suppressed.has(email) && !local.includes(email));
  const outcomes = new Map<string, Outcome>();
  for (const email of suppressed) outcomes.set(email, { email, status: "suppressed", reason: "suppressed" });

  const raw = local.length + remote.length > 0 ? await compose(message, now) : new Uint8Array();
  const from = plain(message.from);
  const domain = domain_of(message.from);
  if (local.length > 0) {
    const signed = await actx.dkim.sign(raw, domain, now);
    const ids = new Map<string, string>();
    for (const email of local) {
      const inbox = parse_recipient(email)?.address;
      if (inbox && !ids.has(inbox)) ids.set(inbox, await derived_id("msg_", message.account, message.id, inbox));
    }
    const result = await service.ingest.deliver(signed, {
      rcpt: local,
      ip: "127.0.0.1",
      helo: service.domains[0],
      sender: from,
    }, { id_for: (inbox) => ids.get(inbox) });
    const accepted = new Set(result.accepted);
    for (const email of local) {
      const inbox = parse_recipient(email)?.address ?? email;
      const refused = result.rejected.find((r) => r.address === inbox || r.address === email);
      outcomes.set(
        email,
        accepted.has(inbox) && !refused
          ? { email, status: "delivered", reason: null }
          : { email, status: "bounced", reason: refused?.code ?? "unknown_recipient" },
      );
    }
  }
  if (remote.length > 0 && actx.relay) {
    const outgoing = actx.dkim.configured ? await actx.dkim.sign(raw, domain, now) : raw;
    const result = await actx.relay.send(outgoing, from, remote);
    for (const email of result.accepted) outcomes.set(email, { email, status: "sent", reason: null });
    for (const r of result.rejected) {
      outcomes.set(r.email, { email: r.email, status: r.permanent ? "bounced" : "failed", reason: r.reason });
    }
  } else {
    for (const email of remote) outcomes.set(email, { email, status: "sent", reason: "kept in the outbox: no relay" });
  }
  return all.map((email) => outcomes.get(email) ?? { email, status: "failed", reason: "no outcome" });
}

/**
 * The message's status from its recipients' outcomes: `delivered` when every one that was sent to
 * landed here; `sent` when one went out; `bounced` when all were refused; `failed` otherwise
 * (also when every recipient was suppressed).
 */
export function overall(outcomes: Outcome[]): MessageStatus {
  const tried = outcomes.filter((o) => o.status !== "suppressed");
  const is = (status: RecipientOutcome) => (o: Outcome) => o.status === status;
  if (tried.length === 0) return "failed";
  if (tried.every(is("delivered"))) return "delivered";
  if (tried.some(is("sent")) || tried.some(is("delivered"))) return "sent";
  if (tried.every(is("bounced"))) return "bounced";
  return "failed";
}
