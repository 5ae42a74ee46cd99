/**
 * Accepting messages: each is stored (`scheduled` or `queued`) in one write with the job that
 * delivers it, so what is acknowledged goes out even if the process dies right after: a
 * scheduled one's job waits for its time; an immediate one's is leased to this process, which
 * delivers it at once in the background (another takes it over when the lease ends). A form
 * send is counted.
 * @module
 */

import { iso } from "../../util/clock.ts";
import { random_string } from "../../util/random.ts";
import type { Job, MessageOrigin, OutMessage } from "../store/account_types.ts";
import { new_message_id } from "../tokens.ts";
import type { AccountContext } from "./context.ts";
import { emit } from "./events.ts";
import type { Draft } from "./message_input.ts";

/** What a send answers per message. */
export interface Submitted {
  id: string;
  status: "scheduled" | "queued";
  scheduled_at?: string;
}

/**
 * Stores and starts the messages, in order. `ids` (a job's, made from what it is about) name
 * the messages; one already stored — the job ran before — is answered and not made again.
 */
export async function submit(
  actx: AccountContext,
  account: string,
  drafts: Draft[],
  origin: MessageOrigin = "api",
  origin_id: string | null = null,
  ids?: string[],
): Promise<Submitted[]> {
  const now = actx.service.clock.now();
  const out: Submitted[] = [];
  const start: Job[] = [];
  for (const [n, draft] of drafts.entries()) {
    const message: OutMessage = {
      ...draft,
      id: ids?.[n] ?? new_message_id(),
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
    const job = message_job(account, message.id, message.scheduled_at ?? now);
    const scheduled = message.scheduled_at !== null;
    const made = await actx.store.put_message(message, job, scheduled ? undefined : now + actx.lease_ms);
    if (made && message.form) await actx.store.record_form(account, message.form.name, message.form.fields, now);
    if (made && scheduled) {
      emit(actx, account, "email.scheduled", {
        message_id: message.id,
        email: null,
        tags: message.tags,
        metadata: message.metadata,
      });
    }
    if (made && !scheduled) start.push(job);
    out.push(
      message.scheduled_at === null
        ? { id: message.id, status: "queued" }
        : { id: message.id, status: "scheduled", scheduled_at: iso(message.scheduled_at) },
    );
  }
  actx.run_jobs(start);
  if (start.length < out.length) actx.wake();
  return out;
}

/** The job that delivers message `id` at `due`. */
export function message_job(account: string, id: string, due: number): Job {
  return { id: `job_${random_string(20)}`, kind: "message", account, ref: id, due };
}
