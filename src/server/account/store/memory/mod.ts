/** The account API's data in this process's memory: the default, and what the tests run on. @module */

import type {
  AccountStore,
  Changed,
  ExportRecord,
  FormRecord,
  IdempotencyRecord,
  Job,
  LinkHit,
  LinkRecord,
  ListRecord,
  MessageChange,
  MessageStatus,
  NotificationRecord,
  OutMessage,
  Queued,
  RecipientRecord,
  SuppressionRecord,
} from "../types.ts";
import { MemoryJobs } from "./jobs.ts";

const FINAL: readonly MessageStatus[] = ["sent", "delivered", "bounced", "failed", "cancelled"];

/** One account's records. */
class Space {
  messages = new Map<string, OutMessage>();
  keys = new Map<string, IdempotencyRecord>();
  lists = new Map<string, ListRecord>();
  /** list id → email → recipient */
  recipients = new Map<string, Map<string, RecipientRecord>>();
  suppressions = new Map<string, SuppressionRecord>();
  forms = new Map<string, FormRecord>();
  notifications = new Map<string, NotificationRecord>();
  exports = new Map<string, ExportRecord>();
}

const copy = <T>(value: T): T => structuredClone(value);
const done = <T>(value: T): Promise<T> => Promise.resolve(value);

/** An `AccountStore` in memory. Every answer is a copy, as a durable store's would be. */
export class MemoryAccountStore implements AccountStore {
  readonly #spaces = new Map<string, Space>();
  readonly #tokens = new Map<string, { account: string; list_id: string; email: string }>();
  readonly #links = new Map<string, LinkRecord>();
  readonly #jobs = new MemoryJobs();

  #space(account: string): Space {
    let space = this.#spaces.get(account);
    if (!space) this.#spaces.set(account, space = new Space());
    return space;
  }

  put_message(message: OutMessage, queue: Queued[] = []): Promise<boolean> {
    const messages = this.#space(message.account).messages;
    if (messages.has(message.id)) return done(false);
    messages.set(message.id, copy(message));
    this.#jobs.add(queue);
    return done(true);
  }

  message(account: string, id: string): Promise<OutMessage | null> {
    const found = this.#spaces.get(account)?.messages.get(id);
    return done(found ? copy(found) : null);
  }

  update_message(
    account: string,
    id: string,
    from: readonly MessageStatus[],
    change: MessageChange,
    then: { finish?: string; queue?: Queued[] } = {},
  ): Promise<Changed<OutMessage>> {
    const found = this.#spaces.get(account)?.messages.get(id);
    if (!found || !from.includes(found.status)) return done({ ok: false, record: found ? copy(found) : null });
    Object.assign(found, copy(change));
    if (then.finish !== undefined) this.#jobs.finish(then.finish);
    this.#jobs.add(then.queue ?? []);
    return done({ ok: true, record: copy(found) });
  }

  messages(account: string, range: { since?: number; until?: number } = {}): Promise<OutMessage[]> {
    const all = [...(this.#spaces.get(account)?.messages.values() ?? [])];
    const since = range.since ?? -Infinity;
    const until = range.until ?? Infinity;
    return done(
      all.filter((m) => m.created >= since && m.created < until).sort((a, b) => a.created - b.created)
        .map(copy),
    );
  }

  claim_key(account: string, key: string, fingerprint: string, expires: number): Promise<IdempotencyRecord | null> {
    const keys = this.#space(account).keys;
    const found = keys.get(key);
    if (found) return done(copy(found));
    keys.set(key, { fingerprint, expires, answer: null });
    return done(null);
  }

  finish_key(account: string, key: string, answer: { status: number; body: unknown }): Promise<void> {
    const found = this.#spaces.get(account)?.keys.get(key);
    if (found) found.answer = copy(answer);
    return done(undefined);
  }

  release_key(account: string, key: string): Promise<void> {
    this.#spaces.get(account)?.keys.delete(key);
    return done(undefined);
  }

  lists(account: string): Promise<ListRecord[]> {
    return done([...(this.#spaces.get(account)?.lists.values() ?? [])].map(copy));
  }

  list(account: string, name_or_id: string): Promise<ListRecord | null> {
    const found = this.#find_list(account, name_or_id);
    return done(found ? copy(found) : null);
  }

  #find_list(account: string, name_or_id: string): ListRecord | undefined {
    const lists = this.#spaces.get(account)?.lists;
    if (!lists) return undefined;
    const by_id = lists.get(name_or_id);
    if (by_id) return by_id;
    const name = name_or_id.toLowerCase();
    return [...lists.values()].find((list) => list.name.toLowerCase() === name);
  }

  create_list(list: ListRecord): Promise<boolean> {
    if (this.#find_list(list.account, list.name)) return done(false);
    const space = this.#space(list.account);
    space.lists.set(list.id, copy(list));
    space.recipients.set(list.id, new Map());
    return done(true);
  }

  update_list(list: ListRecord): Promise<"ok" | "name_taken" | "not_found"> {
    const lists = this.#spaces.get(list.account)?.lists;
    if (!lists?.has(list.id)) return done("not_found");
    const same_name = this.#find_list(list.account, list.name);
    if (same_name && same_name.id !== list.id) return done("name_taken");
    lists.set(list.id, copy(list));
    return done("ok");
  }

  delete_list(account: string, id: string): Promise<boolean> {
    const space = this.#spaces.get(account);
    if (!space?.lists.delete(id)) return done(false);
    for (const recipient of space.recipients.get(id)?.values() ?? []) {
      if (recipient.token_hash) this.#tokens.delete(recipient.token_hash);
    }
    space.recipients.delete(id);
    for (const [key, notification] of space.notifications) {
      if (notification.list_id === id) space.notifications.delete(key);
    }
    return done(true);
  }

  recipients(account: string, list_id: string): Promise<RecipientRecord[]> {
    return done([...(this.#spaces.get(account)?.recipients.get(list_id)?.values() ?? [])].map(copy));
  }

  recipient(account: string, list_id: string, email: string): Promise<RecipientRecord | null> {
    const found = this.#spaces.get(account)?.recipients.get(list_id)?.get(email);
    return done(found ? copy(found) : null);
  }

  put_recipient(recipient: RecipientRecord, queue: Queued[] = []): Promise<void> {
    const space = this.#space(recipient.account);
    let list = space.recipients.get(recipient.list_id);
    if (!list) space.recipients.set(recipient.list_id, list = new Map());
    const before = list.get(recipient.email);
    if (before?.token_hash && before.token_hash !== recipient.token_hash) this.#tokens.delete(before.token_hash);
    list.set(recipient.email, copy(recipient));
    if (recipient.token_hash) {
      this.#tokens.set(recipient.token_hash, {
        account: recipient.account,
        list_id: recipient.list_id,
        email: recipient.email,
      });
    }
    this.#jobs.add(queue);
    return done(undefined);
  }

  delete_recipient(account: string, list_id: string, email: string): Promise<boolean> {
    const list = this.#spaces.get(account)?.recipients.get(list_id);
    const found = list?.get(email);
    if (!list || !found) return done(false);
    if (found.token_hash) this.#tokens.delete(found.token_hash);
    list.delete(email);
    return done(true);
  }

  recipient_by_token(token_hash: string): Promise<RecipientRecord | null> {
    const at = this.#tokens.get(token_hash);
    if (!at) return done(null);
    return this.recipient(at.account, at.list_id, at.email);
  }

  put_links(links: LinkRecord[]): Promise<void> {
    for (const link of links) this.#links.set(link.token, copy(link));
    return done(undefined);
  }

  link(token: string, now: number): Promise<LinkRecord | null> {
    const found = this.#links.get(token);
    return done(found && found.expires > now ? copy(found) : null);
  }

  mark_link(token: string, hit: LinkHit, at: number, queue: Queued[]): Promise<boolean> {
    const found = this.#links.get(token);
    if (!found || found.expires <= at) return done(false);
    if ("open" in hit) {
      if (found.opened !== null) return done(false);
      found.opened = at;
    } else {
      if (found.clicked.includes(hit.click)) return done(false);
      found.clicked.push(hit.click);
    }
    this.#jobs.add(queue);
    return done(true);
  }

  suppressions(account: string): Promise<SuppressionRecord[]> {
    return done([...(this.#spaces.get(account)?.suppressions.values() ?? [])].map(copy));
  }

  suppressed(account: string, emails: string[]): Promise<Set<string>> {
    const all = this.#spaces.get(account)?.suppressions;
    return done(new Set(emails.filter((email) => all?.has(email))));
  }

  add_suppression(suppression: SuppressionRecord): Promise<boolean> {
    const all = this.#space(suppression.account).suppressions;
    if (all.has(suppression.email)) return done(false);
    all.set(suppression.email, copy(suppression));
    return done(true);
  }

  remove_suppression(account: string, email: string): Promise<boolean> {
    return done(this.#spaces.get(account)?.suppressions.delete(email) ?? false);
  }

  record_form(account: string, name: string, fields: string[], at: number): Promise<void> {
    const forms = this.#space(account).forms;
    const found = forms.get(name);
    if (!found) {
      forms.set(name, { account, name, fields: [...fields], count: 1, first_submission: at, last_submission: at });
      return done(undefined);
    }
    for (const field of fields) if (!found.fields.includes(field)) found.fields.push(field);
    found.count += 1;
    found.last_submission = Math.max(found.last_submission, at);
    return done(undefined);
  }

  forms(account: string): Promise<FormRecord[]> {
    return done([...(this.#spaces.get(account)?.forms.values() ?? [])].map(copy));
  }

  notifications(account: string, list_id: string): Promise<NotificationRecord[]> {
    const all = [...(this.#spaces.get(account)?.notifications.values() ?? [])];
    return done(all.filter((n) => n.list_id === list_id).map(copy));
  }

  notification(account: string, id: string): Promise<NotificationRecord | null> {
    const found = this.#spaces.get(account)?.notifications.get(id);
    return done(found ? copy(found) : null);
  }

  put_notification(notification: NotificationRecord): Promise<void> {
    this.#space(notification.account).notifications.set(notification.id, copy(notification));
    return done(undefined);
  }

  delete_notification(account: string, id: string): Promise<boolean> {
    return done(this.#spaces.get(account)?.notifications.delete(id) ?? false);
  }

  exports(account: string): Promise<ExportRecord[]> {
    return done([...(this.#spaces.get(account)?.exports.values() ?? [])].map(copy));
  }

  export(account: string, id: string): Promise<ExportRecord | null> {
    const found = this.#spaces.get(account)?.exports.get(id);
    return done(found ? copy(found) : null);
  }

  put_export(record: ExportRecord): Promise<void> {
    this.#space(record.account).exports.set(record.id, copy(record));
    return done(undefined);
  }

  delete_export(account: string, id: string): Promise<boolean> {
    return done(this.#spaces.get(account)?.exports.delete(id) ?? false);
  }

  claim_run(
    kind: "notification" | "export",
    account: string,
    id: string,
    at: number,
    next: number | null,
  ): Promise<boolean> {
    const space = this.#spaces.get(account);
    const record = kind === "notification" ? space?.notifications.get(id) : space?.exports.get(id);
    if (!record || record.next_run !== at) return done(false);
    record.last_run = at;
    record.next_run = next;
    return done(true);
  }

  enqueue(job: Job, lease_until?: number): Promise<void> {
    this.#jobs.add([lease_until === undefined ? { job } : { job, lease_until }]);
    return done(undefined);
  }

  take_due(now: number, limit: number, lease_until: number): Promise<Job[]> {
    return done(this.#jobs.take_due(now, limit, lease_until));
  }

  finish_job(id: string): Promise<void> {
    this.#jobs.finish(id);
    return done(undefined);
  }

  next_due(): Promise<number | null> {
    return done(this.#jobs.next_due());
  }

  sweep(now: number, before: number): Promise<number> {
    let removed = 0;
    for (const space of this.#spaces.values()) {
      for (const [id, message] of space.messages) {
        if (FINAL.includes(message.status) && message.updated < before) {
          space.messages.delete(id);
          removed++;
        }
      }
      for (const [key, record] of space.keys) if (record.expires <= now) space.keys.delete(key);
    }
    for (const [token, link] of this.#links) if (link.expires <= now) this.#links.delete(token);
    return done(removed);
  }

  close(): Promise<void> {
    this.#spaces.clear();
    this.#tokens.clear();
    this.#links.clear();
    this.#jobs.clear();
    return done(undefined);
  }
}
