/**
 * Sending a message to some of its recipients, as one copy for all of them, or one per
 * recipient when it is tracked (each copy carries that recipient's tracking links). Local
 * recipients get the copy through ingest, DKIM-signed; remote ones through the relay, or it stays
 * in the outbox. Answers one outcome per recipient.
 * @module
 */

import { parse_recipient } from "../../core/address.ts";
import type { OutMessage } from "./store/types.ts";
import { compose } from "./compose.ts";
import type { AccountContext } from "./context.ts";
import { domain_of, plain } from "./http.ts";
import { derived_id } from "./ids.ts";
import { is_local } from "./senders.ts";
import { click_targets, tracked_copy } from "./tracking.ts";

type Outcome = OutMessage["recipients"][number];

/** Sends `message` to `emails` (plain, lower-case); answers their outcomes. */
export async function send_copies(
  actx: AccountContext,
  message: OutMessage,
  emails: string[],
  now: number,
): Promise<Outcome[]> {
  const suppressed = await actx.store.suppressed(message.account, emails);
  const outcomes = new Map<string, Outcome>();
  for (const email of suppressed) outcomes.set(email, { email, status: "suppressed", reason: "suppressed" });
  const to = emails.filter((email) => !suppressed.has(email));
  const tracked = message.tracked;
  const groups = tracked ? to.map((email) => [email]) : to.length > 0 ? [to] : [];
  const links = tracked && message.tracking?.clicks ? click_targets(message, tracked.base) : [];
  for (const group of groups) {
    const token = tracked?.tokens[group[0]!];
    const body = token ? tracked_copy(message, tracked.base, token, links) : message;
    for (const outcome of await send_copy(actx, message, group, await compose(message, now, body), now)) {
      outcomes.set(outcome.email, outcome);
    }
  }
  return emails.map((email) => outcomes.get(email) ?? { email, status: "failed", reason: "no outcome" });
}

/** Sends one composed copy to `group`. */
async function send_copy(
  actx: AccountContext,
  message: OutMessage,
  group: string[],
  raw: Uint8Array,
  now: number,
): Promise<Outcome[]> {
  const { service } = actx;
  const local = group.filter((email) => is_local(service, domain_of(email)));
  const remote = group.filter((email) => !local.includes(email));
  const from = plain(message.from);
  const domain = domain_of(message.from);
  const out: Outcome[] = [];
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
      out.push(
        accepted.has(inbox) && !refused
          ? { email, status: "delivered", reason: null }
          : { email, status: "bounced", reason: refused?.code ?? "unknown_recipient" },
      );
    }
  }
  if (remote.length > 0 && actx.relay) {
    const outgoing = actx.dkim.configured ? await actx.dkim.sign(raw, domain, now) : raw;
    const result = await actx.relay.send(outgoing, from, remote);
    for (const email of result.accepted) out.push({ email, status: "sent", reason: null });
    for (const r of result.rejected) {
      out.push({ email: r.email, status: r.permanent ? "bounced" : "deferred", reason: r.reason });
    }
  } else {
    for (const email of remote) out.push({ email, status: "sent", reason: "kept in the outbox: no relay" });
  }
  return out;
}
