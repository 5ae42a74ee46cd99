/**
 * The account store's messages on Deno KV. A message is two records: its content (everything a
 * `MessageChange` never touches, attachments included, of any size) written once, and its
 * state (status, times, outcomes) rewritten by each change in one atomic write — together with
 * finishing the job that made the change, so a delivery is recorded and done at once. Indexes:
 * per account by creation time (`messages(range)`, oldest first), and finished messages by their
 * last change (`sweep`).
 * @module
 */

import type { KvJobs } from "./jobs.ts";
import type { Changed, MessageChange, MessageStatus, OutMessage, Queued } from "../types.ts";
import { load, type Stored, Write } from "../../../db/kv_blob.ts";

const FINAL: readonly MessageStatus[] = ["sent", "delivered", "bounced", "failed", "cancelled"];

type StateField = keyof MessageChange | "created";

/** What changes, plus when it was made and its place among messages made in the same ms. */
type State = Pick<OutMessage, StateField> & { seq: number };
type Content = Omit<OutMessage, StateField>;

const key = {
  state: (account: string, id: string) => ["acct", account, "msg", id],
  content: (account: string, id: string) => ["acct", account, "msgc", id],
  by_time: (account: string, created: number, seq: number, id: string) => ["acct", account, "msgt", created, seq, id],
  finished: (updated: number, account: string, id: string) => ["acct_done", updated, account, id],
};

function join(content: Content, state: State): OutMessage {
  const { seq: _, ...fields } = state;
  return { ...content, ...fields };
}

export class KvMessages {
  /** Orders messages made in the same millisecond as they were put. */
  #seq = 0;

  constructor(readonly kv: Deno.Kv, readonly jobs: KvJobs) {}

  async put(message: OutMessage, queue: Queued[] = []): Promise<boolean> {
    const { status, scheduled_at, sent_at, recipients, reason, updated, created, ...content } = message;
    const state: State = { status, scheduled_at, sent_at, recipients, reason, updated, created, seq: ++this.#seq };
    const { account, id } = message;
    const write = new Write(this.kv)
      .check({ key: key.state(account, id), versionstamp: null })
      .put(key.state(account, id), state)
      .put(key.content(account, id), content)
      .set(key.by_time(account, created, state.seq, id), 1);
    if (FINAL.includes(status)) write.set(key.finished(updated, account, id), 1);
    for (const { job, lease_until } of queue) this.jobs.add(write, job, lease_until);
    return await write.commit();
  }

  async get(account: string, id: string): Promise<OutMessage | null> {
    const state = (await load<State>(this.kv, key.state(account, id))).value;
    const content = state && (await load<Content>(this.kv, key.content(account, id))).value;
    return state && content ? join(content, state) : null;
  }

  async update(
    account: string,
    id: string,
    from: readonly MessageStatus[],
    change: MessageChange,
    then: { finish?: string; queue?: Queued[] } = {},
  ): Promise<Changed<OutMessage>> {
    let content: Content | null = null;
    for (;;) {
      const found = await load<State>(this.kv, key.state(account, id));
      content ??= found.value && (await load<Content>(this.kv, key.content(account, id))).value;
      if (!found.value || !content) return { ok: false, record: null };
      if (!from.includes(found.value.status)) return { ok: false, record: join(content, found.value) };
      const next: State = { ...found.value, ...structuredClone(change) };
      const write = new Write(this.kv).check(found.entry).put(key.state(account, id), next, found.entry.value);
      if (FINAL.includes(found.value.status)) write.delete(key.finished(found.value.updated, account, id));
      if (FINAL.includes(next.status)) write.set(key.finished(next.updated, account, id), 1);
      if (then.finish !== undefined) await this.jobs.finish_in(write, then.finish);
      for (const { job, lease_until } of then.queue ?? []) this.jobs.add(write, job, lease_until);
      if (await write.commit()) return { ok: true, record: join(content, next) };
    }
  }

  async range(account: string, range: { since?: number; until?: number }): Promise<OutMessage[]> {
    const prefix = ["acct", account, "msgt"];
    const { since, until } = range;
    const selector: Deno.KvListSelector = since === undefined
      ? (until === undefined ? { prefix } : { prefix, end: [...prefix, until] })
      : (until === undefined ? { prefix, start: [...prefix, since] } : {
        start: [...prefix, since],
        end: [...prefix, until],
      });
    const out: OutMessage[] = [];
    for await (const entry of this.kv.list(selector)) {
      const message = await this.get(account, entry.key[5] as string);
      if (message) out.push(message);
    }
    return out;
  }

  /** Drops finished messages last changed before `before`; answers how many. */
  async sweep(before: number): Promise<number> {
    let removed = 0;
    for await (const entry of this.kv.list({ start: ["acct_done"], end: ["acct_done", before] })) {
      const [, updated, account, id] = entry.key as [string, number, string, string];
      const found = await load<State>(this.kv, key.state(account, id));
      const state = found.value;
      const write = new Write(this.kv).delete(entry.key);
      if (state && FINAL.includes(state.status) && state.updated === updated) {
        const content = await this.kv.get<Stored>(key.content(account, id));
        write.check(found.entry)
          .delete(key.state(account, id), found.entry.value)
          .delete(key.content(account, id), content.value)
          .delete(key.by_time(account, state.created, state.seq, id));
        if (await write.commit()) removed++;
      } else await write.commit();
    }
    return removed;
  }
}
