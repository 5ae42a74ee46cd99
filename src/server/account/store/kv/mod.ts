/**
 * The account API's data on Deno KV, beside the inboxes in the same database. Every record is
 * under `["acct", account, …]`, so no read crosses accounts; records of any size go through
 * `db/kv_blob.ts` (a message's attachments in 60 KB parts). Races are compare-and-set on the
 * entries read (`check`), retried. The parts: messages (`messages.ts`), jobs
 * (`jobs.ts`), idempotency keys (`keys.ts`), lists, recipients and
 * notifications (`lists.ts`), links in sent mail (`links.ts`); the rest is here.
 * @module
 */

import type { Clock } from "../../../../core/clock.ts";
import { KvJobs } from "./jobs.ts";
import { KvKeys } from "./keys.ts";
import { KvLinks } from "./links.ts";
import { KvLists } from "./lists.ts";
import { KvMessages } from "./messages.ts";
import { KvRecords } from "./records.ts";
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
import { get_many, type Stored, Write } from "../../../db/kv_blob.ts";

const key = {
  suppression: (account: string, email: string) => ["acct", account, "sup", email],
  form: (account: string, name: string) => ["acct", account, "form", name],
  notification: (account: string, id: string) => ["acct", account, "ntf", id],
  export: (account: string, id: string) => ["acct", account, "exp", id],
};

export interface AccountKvOptions {
  clock: Clock;
  /** Other processes use this KV too: their leases are left to run out when it is opened. */
  shared?: boolean;
  /** Close the KV handle on `close()` (not when the inbox store, which shares it, closes it). */
  owns_kv?: boolean;
}

/** An `AccountStore` on Deno KV. */
export class AccountKvStore implements AccountStore {
  readonly #kv: Deno.Kv;
  readonly #records: KvRecords;
  readonly #jobs: KvJobs;
  readonly #messages: KvMessages;
  readonly #keys: KvKeys;
  readonly #lists: KvLists;
  readonly #links: KvLinks;
  readonly #owns: boolean;
  #closed = false;

  private constructor(kv: Deno.Kv, options: AccountKvOptions) {
    this.#kv = kv;
    this.#owns = options.owns_kv ?? false;
    this.#records = new KvRecords(kv);
    this.#jobs = new KvJobs(kv, options.clock);
    this.#messages = new KvMessages(kv, this.#jobs);
    this.#keys = new KvKeys(kv, options.clock);
    this.#lists = new KvLists(this.#records, this.#jobs);
    this.#links = new KvLinks(kv, this.#jobs, options.clock);
  }

  /**
   * The account store over an open KV handle. Unless `shared`, jobs a previous process held
   * when it died are due again at once.
   */
  static async over(kv: Deno.Kv, options: AccountKvOptions): Promise<AccountKvStore> {
    const store = new AccountKvStore(kv, options);
    if (!options.shared) await store.#jobs.release_leases();
    return store;
  }

  /** Opens a KV file path, `:memory:`, or a KV Connect URL for the account store alone. */
  static async open(location: string, options: AccountKvOptions): Promise<AccountKvStore> {
    return await AccountKvStore.over(await Deno.openKv(location), { owns_kv: true, ...options });
  }

  // --- messages and idempotency keys

  put_message(message: OutMessage, queue?: Queued[]): Promise<boolean> {
    return this.#messages.put(message, queue);
  }

  message(account: string, id: string): Promise<OutMessage | null> {
    return this.#messages.get(account, id);
  }

  update_message(
    account: string,
    id: string,
    from: readonly MessageStatus[],
    change: MessageChange,
    then?: { finish?: string; queue?: Queued[] },
  ): Promise<Changed<OutMessage>> {
    return this.#messages.update(account, id, from, change, then);
  }

  messages(account: string, range: { since?: number; until?: number } = {}): Promise<OutMessage[]> {
    return this.#messages.range(account, range);
  }

  claim_key(account: string, k: string, fingerprint: string, expires: number): Promise<IdempotencyRecord | null> {
    return this.#keys.claim(account, k, fingerprint, expires);
  }

  finish_key(account: string, k: string, answer: { status: number; body: unknown }): Promise<void> {
    return this.#keys.finish(account, k, answer);
  }

  release_key(account: string, k: string): Promise<void> {
    return this.#keys.release(account, k);
  }

  // --- lists, recipients

  lists(account: string): Promise<ListRecord[]> {
    return this.#lists.lists(account);
  }

  list(account: string, name_or_id: string): Promise<ListRecord | null> {
    return this.#lists.list(account, name_or_id);
  }

  create_list(list: ListRecord): Promise<boolean> {
    return this.#lists.create(list);
  }

  update_list(list: ListRecord): Promise<"ok" | "name_taken" | "not_found"> {
    return this.#lists.update(list);
  }

  delete_list(account: string, id: string): Promise<boolean> {
    return this.#lists.delete(account, id);
  }

  recipients(account: string, list_id: string): Promise<RecipientRecord[]> {
    return this.#lists.recipients(account, list_id);
  }

  recipient(account: string, list_id: string, email: string): Promise<RecipientRecord | null> {
    return this.#lists.recipient(account, list_id, email);
  }

  put_recipient(recipient: RecipientRecord, queue?: Queued[]): Promise<void> {
    return this.#lists.put_recipient(recipient, queue);
  }

  delete_recipient(account: string, list_id: string, email: string): Promise<boolean> {
    return this.#lists.delete_recipient(account, list_id, email);
  }

  recipient_by_token(token_hash: string): Promise<RecipientRecord | null> {
    return this.#lists.recipient_by_token(token_hash);
  }

  // --- links in sent mail

  put_links(links: LinkRecord[]): Promise<void> {
    return this.#links.put(links);
  }

  link(token: string, now: number): Promise<LinkRecord | null> {
    return this.#links.get(token, now);
  }

  mark_link(token: string, hit: LinkHit, at: number, queue: Queued[]): Promise<boolean> {
    return this.#links.mark(token, hit, at, queue);
  }

  // --- suppressions and forms

  suppressions(account: string): Promise<SuppressionRecord[]> {
    return this.#records.all<SuppressionRecord>(["acct", account, "sup"]);
  }

  async suppressed(account: string, emails: string[]): Promise<Set<string>> {
    const unique = [...new Set(emails)];
    const found = await get_many<Stored>(this.#kv, unique.map((email) => key.suppression(account, email)));
    return new Set(unique.filter((_, n) => found[n]!.value !== null));
  }

  async add_suppression(suppression: SuppressionRecord): Promise<boolean> {
    const where = key.suppression(suppression.account, suppression.email);
    const write = new Write(this.#kv).check({ key: where, versionstamp: null });
    return await this.#records.put(write, where, suppression, null).commit();
  }

  remove_suppression(account: string, email: string): Promise<boolean> {
    return this.#records.delete(key.suppression(account, email));
  }

  async record_form(account: string, name: string, fields: string[], at: number): Promise<void> {
    await this.#records.change<FormRecord>(key.form(account, name), (found) =>
      found
        ? {
          ...found,
          fields: merge(found.fields, fields),
          count: found.count + 1,
          last_submission: Math.max(found.last_submission, at),
        }
        : { account, name, fields: [...fields], count: 1, first_submission: at, last_submission: at });
  }

  forms(account: string): Promise<FormRecord[]> {
    return this.#records.all<FormRecord>(["acct", account, "form"], (form) => form.first_submission);
  }

  // --- notifications and exports

  notifications(account: string, list_id: string): Promise<NotificationRecord[]> {
    return this.#lists.notifications(account, list_id);
  }

  notification(account: string, id: string): Promise<NotificationRecord | null> {
    return this.#records.get<NotificationRecord>(key.notification(account, id));
  }

  put_notification(notification: NotificationRecord): Promise<void> {
    return this.#records.replace(key.notification(notification.account, notification.id), notification);
  }

  delete_notification(account: string, id: string): Promise<boolean> {
    return this.#records.delete(key.notification(account, id));
  }

  exports(account: string): Promise<ExportRecord[]> {
    return this.#records.all<ExportRecord>(["acct", account, "exp"]);
  }

  export(account: string, id: string): Promise<ExportRecord | null> {
    return this.#records.get<ExportRecord>(key.export(account, id));
  }

  put_export(record: ExportRecord): Promise<void> {
    return this.#records.replace(key.export(record.account, record.id), record);
  }

  delete_export(account: string, id: string): Promise<boolean> {
    return this.#records.delete(key.export(account, id));
  }

  async claim_run(
    kind: "notification" | "export",
    account: string,
    id: string,
    at: number,
    next: number | null,
  ): Promise<boolean> {
    const where = kind === "notification" ? key.notification(account, id) : key.export(account, id);
    const claimed = await this.#records.change<NotificationRecord | ExportRecord>(
      where,
      (found) => found && found.next_run === at ? { ...found, last_run: at, next_run: next } : undefined,
    );
    return claimed !== undefined;
  }

  // --- jobs

  async enqueue(job: Job, lease_until?: number): Promise<void> {
    const write = new Write(this.#kv);
    this.#jobs.add(write, job, lease_until);
    await write.commit();
  }

  take_due(now: number, limit: number, lease_until: number): Promise<Job[]> {
    return this.#jobs.take_due(now, limit, lease_until);
  }

  finish_job(id: string): Promise<void> {
    return this.#jobs.finish(id);
  }

  next_due(): Promise<number | null> {
    return this.#jobs.next_due();
  }

  listen(wake: () => Promise<unknown>): void {
    this.#jobs.listen(() => (this.#closed ? Promise.resolve() : wake())).catch(() => {});
  }

  // --- upkeep

  async sweep(now: number, before: number): Promise<number> {
    await this.#keys.sweep(now);
    return await this.#messages.sweep(before);
  }

  close(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    this.#closed = true;
    if (this.#owns) this.#kv.close();
    return Promise.resolve();
  }
}

/** `known` with the names of `fields` it lacks, in order. */
function merge(known: string[], fields: string[]): string[] {
  const out = [...known];
  for (const field of fields) if (!out.includes(field)) out.push(field);
  return out;
}
