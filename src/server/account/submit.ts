/**
 * Accepting messages: each is stored (`scheduled` or `queued`), a form send is counted, a
 * scheduled one gets a job at its time, an immediate one is delivered in the background.
 * @module
 */

import { iso } from "../../util/clock.ts";
import { random_string } from "../../util/random.ts";
import type { MessageOrigin, OutMessage } from "../store/account_types.ts";
import { new_message_id } from "../tokens.ts";
import type { AccountContext } from "./context.ts";
import { deliver } from "./delivery.ts";
import { emit } from "./events.ts";
import type { Draft } from "./message_input.ts";

/** What a send answers per message. */
export interface Submitted {
  id: string;
  status: "scheduled" | "queued";
  scheduled_at?: string;
}

/** Stores and starts the messages, in order. */
export async function submit(
  actx: AccountContext,
  account: string,
  drafts: Draft[],
  origin: MessageOrigin = "api",
  origin_id: string | null = null,
): Promise<Submitted[]> {
  const now = actx.service.clock.now();
  const out: Submitted[] = [];
  for (const draft of drafts) {
    const message: OutMessage = {
      ...draft,
      id: new_message_id(),
      account,
      status: draft.scheduled_at === null ? "queued" : "scheduled",
      origin,
      origin_id,
      created: now,
      updated: now,
      sent_at: null,
      recipients: [],
      reason: null,
    };
    await actx.store.put_message(message);
    if (message.form) await actx.store.record_form(account, message.form.name, message.form.fields, now);
    if (message.scheduled_at !== null) {
      await schedule_job(actx, account, message.id, message.scheduled_at);
      emit(actx, account, "email.scheduled", {
        message_id: message.id,
        email: null,
        tags: message.tags,
        metadata: message.metadata,
      });
      out.push({ id: message.id, status: "scheduled", scheduled_at: iso(message.scheduled_at) });
    } else {
      actx.background.run("delivery", () => deliver(actx, account, message.id));
      out.push({ id: message.id, status: "queued" });
    }
  }
  return out;
}

/** Queues the delivery job of a scheduled message. */
export async function schedule_job(actx: AccountContext, account: string, id: string, due: number): Promise<void> {
  await actx.store.enqueue({ id: `job_${random_string(20)}`, kind: "message", account, ref: id, due });
  actx.wake();
}
