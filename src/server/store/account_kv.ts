/**
 * The account API's data on Deno KV, beside the inboxes in the same database. Every record is
 * under `["acct", account, …]`, so no read crosses accounts; records of any size go through
 * `kv_blob.ts` (a message's attachments in 60 KB parts). Races are compare-and-set on the
 * entries read (`check`), retried: a list name is a key of its own, checked absent in the write
 * that takes it; an idempotency key likewise, and it expires with `expireIn` after 24 h (its
 * `expires` is checked on read, as KV expiry is lazy). A message is two records: what never
 * changes (content, attachments) and its state, which `update_message` rewrites together with
 * finishing its job. Jobs: `account_kv_jobs.ts`.
 * @module
 */

import type { Clock } from "../../util/clock.ts";
import { KvJobs } from "./account_kv_jobs.ts";
import { KvMessages } from "./account_kv_messages.ts";
import type {
  AccountStore,
  Changed,
  ExportRecord,
  FormRecord,
  IdempotencyRecord,
  Job,
  ListRecord,
  MessageChange,
  MessageStatus,
  NotificationRecord,
  OutMessage,
  RecipientRecord,
  SuppressionRecord,
} from "./account_types.ts";
import { get_many, load, load_all, remove, type Stored, Write } from "./kv_blob.ts";

const key = {
  idempotency: (account: string, k: string) => ["acct", account, "idem", k],
  idempotency_expiry: (expires: number, account: string, k: string) => ["acct_idem_exp", expires, account, k],
  list: (account: string, id: string) => ["acct", account, "list", id],
  list_name: (account: string, name: string) => ["acct", account, "list_name", name.toLowerCase()],
  recipient: (account: string, list_id: string, email: string) => ["acct", account, "rcpt", list_id, email],
  token: (hash: string) => ["acct_token", hash],
  suppression: (account: string, email: string) => ["acct", account, "sup", email],
  form: (account: string, name: string) => ["acct", account, "form", name],
  notification: (account: string, id: string) => ["acct", account, "ntf", id],
  export: (account: string, id: string) => ["acct", account, "exp", id],
};

/**
 * KV lists records by key; the API answers them in the order they were made. Each record keeps
 * the place it was given when first written (a counter, for records made in the same ms).
 */
const PLACE = "~place";
type Placed<T> = T & { [PLACE]?: number };

interface Found<T> {
  entry: Deno.KvEntryMaybe<Stored>;
  value: T | null;
  place: number | null;
}

/** Where a confirmation token's recipient is. */
interface TokenRef {
  account: string;
  list_id: string;
  email: string;
}

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
  readonly #clock: Clock;
  readonly #jobs: KvJobs;
  readonly #messages: KvMessages;
  readonly #owns: boolean;
  #closed = false;
  #place = 0;

  private constructor(kv: Deno.Kv, options: AccountKvOptions) {
    this.#kv = kv;
    this.#clock = options.clock;
    this.#owns = options.owns_kv ?? false;
    this.#jobs = new KvJobs(kv, options.clock);
    this.#messages = new KvMessages(kv, this.#jobs);
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

  // --- messages

  put_message(message: OutMessage, job?: Job, lease_until?: number): Promise<boolean> {
    return this.#messages.put(message, job, lease_until);
  }

  message(account: string, id: string): Promise<OutMessage | null> {
    return this.#messages.get(account, id);
  }

  update_message(
    account: string,
    id: string,
    from: readonly MessageStatus[],
    change: MessageChange,
    finish?: string,
  ): Promise<Changed<OutMessage>> {
    return this.#messages.update(account, id, from, change, finish);
  }

  messages(account: string, range: { since?: number; until?: number } = {}): Promise<OutMessage[]> {
    return this.#messages.range(account, range);
  }

  // --- idempotency keys

  async claim_key(account: string, k: string, fingerprint: string, expires: number): Promise<IdempotencyRecord | null> {
    const record: IdempotencyRecord = { fingerprint, expires, answer: null };
    for (;;) {
      const found = await load<IdempotencyRecord>(this.#kv, key.idempotency(account, k));
      if (found.value) return found.value;
      const options = this.#expire(expires);
      const write = new Write(this.#kv).check(found.entry)
        .put(key.idempotency(account, k), record, null, options)
        .set(key.idempotency_expiry(expires, account, k), 1, options);
      if (await write.commit()) return null;
    }
  }

  async finish_key(account: string, k: string, answer: { status: number; body: unknown }): Promise<void> {
    for (;;) {
      const found = await load<IdempotencyRecord>(this.#kv, key.idempotency(account, k));
      if (!found.value) return;
      const write = new Write(this.#kv).check(found.entry)
        .put(
          key.idempotency(account, k),
          { ...found.value, answer },
          found.entry.value,
          this.#expire(found.value.expires),
        );
      if (await write.commit()) return;
    }
  }

  async release_key(account: string, k: string): Promise<void> {
    for (;;) {
      const found = await load<IdempotencyRecord>(this.#kv, key.idempotency(account, k));
      if (!found.value) return;
      const write = new Write(this.#kv).check(found.entry)
        .delete(key.idempotency(account, k), found.entry.value)
        .delete(key.idempotency_expiry(found.value.expires, account, k));
      if (await write.commit()) return;
    }
  }

  /** KV expiry for a key that expires at `expires` (on the store's clock); reads check `expires` too. */
  #expire(expires: number): { expireIn: number } {
    return { expireIn: Math.max(1, Math.ceil(expires - this.#clock.now())) };
  }

  // --- lists

  async lists(account: string): Promise<ListRecord[]> {
    return await this.#all<ListRecord>(["acct", account, "list"]);
  }

  async list(account: string, name_or_id: string): Promise<ListRecord | null> {
    const by_id = (await this.#find<ListRecord>(key.list(account, name_or_id))).value;
    if (by_id) return by_id;
    const id = (await this.#kv.get<string>(key.list_name(account, name_or_id))).value;
    return id === null ? null : (await this.#find<ListRecord>(key.list(account, id))).value;
  }

  async create_list(list: ListRecord): Promise<boolean> {
    const write = new Write(this.#kv)
      .check({ key: key.list_name(list.account, list.name), versionstamp: null })
      .check({ key: key.list(list.account, list.id), versionstamp: null })
      .set(key.list_name(list.account, list.name), list.id);
    this.#put(write, key.list(list.account, list.id), list, null);
    return await write.commit();
  }

  async update_list(list: ListRecord): Promise<"ok" | "name_taken" | "not_found"> {
    for (;;) {
      const found = await this.#find<ListRecord>(key.list(list.account, list.id));
      if (!found.value) return "not_found";
      const write = this.#put(new Write(this.#kv).check(found.entry), key.list(list.account, list.id), list, found);
      const renamed = found.value.name.toLowerCase() !== list.name.toLowerCase();
      if (renamed) {
        const taken = await this.#kv.get<string>(key.list_name(list.account, list.name));
        if (taken.value !== null && taken.value !== list.id) return "name_taken";
        write.check(taken).delete(key.list_name(list.account, found.value.name))
          .set(key.list_name(list.account, list.name), list.id);
      }
      if (await write.commit()) return "ok";
    }
  }

  async delete_list(account: string, id: string): Promise<boolean> {
    for (;;) {
      const found = await this.#find<ListRecord>(key.list(account, id));
      if (!found.value) return false;
      const write = new Write(this.#kv).check(found.entry)
        .delete(key.list(account, id), found.entry.value)
        .delete(key.list_name(account, found.value.name));
      if (await write.commit()) break;
    }
    // The list is gone for every reader; what hung on it goes next.
    for (const recipient of await this.recipients(account, id)) {
      await this.delete_recipient(account, id, recipient.email);
    }
    for (const notification of await this.notifications(account, id)) {
      await this.delete_notification(account, notification.id);
    }
    return true;
  }

  // --- recipients

  async recipients(account: string, list_id: string): Promise<RecipientRecord[]> {
    return await this.#all<RecipientRecord>(["acct", account, "rcpt", list_id]);
  }

  async recipient(account: string, list_id: string, email: string): Promise<RecipientRecord | null> {
    return (await this.#find<RecipientRecord>(key.recipient(account, list_id, email))).value;
  }

  async put_recipient(recipient: RecipientRecord): Promise<void> {
    const at = key.recipient(recipient.account, recipient.list_id, recipient.email);
    for (;;) {
      const found = await this.#find<RecipientRecord>(at);
      const write = this.#put(new Write(this.#kv).check(found.entry), at, recipient, found);
      const before = found.value?.token_hash ?? null;
      if (before !== null && before !== recipient.token_hash) write.delete(key.token(before));
      if (recipient.token_hash !== null) {
        const ref: TokenRef = { account: recipient.account, list_id: recipient.list_id, email: recipient.email };
        write.set(key.token(recipient.token_hash), ref);
      }
      if (await write.commit()) return;
    }
  }

  async delete_recipient(account: string, list_id: string, email: string): Promise<boolean> {
    const at = key.recipient(account, list_id, email);
    for (;;) {
      const found = await this.#find<RecipientRecord>(at);
      if (!found.value) return false;
      const write = new Write(this.#kv).check(found.entry).delete(at, found.entry.value);
      if (found.value.token_hash !== null) write.delete(key.token(found.value.token_hash));
      if (await write.commit()) return true;
    }
  }

  async recipient_by_token(token_hash: string): Promise<RecipientRecord | null> {
    const ref = (await this.#kv.get<TokenRef>(key.token(token_hash))).value;
    if (!ref) return null;
    const found = await this.recipient(ref.account, ref.list_id, ref.email);
    return found?.token_hash === token_hash ? found : null;
  }

  // --- suppressions and forms

  async suppressions(account: string): Promise<SuppressionRecord[]> {
    return await this.#all<SuppressionRecord>(["acct", account, "sup"]);
  }

  async suppressed(account: string, emails: string[]): Promise<Set<string>> {
    const unique = [...new Set(emails)];
    const found = await get_many<Stored>(this.#kv, unique.map((email) => key.suppression(account, email)));
    return new Set(unique.filter((_, n) => found[n]!.value !== null));
  }

  async add_suppression(suppression: SuppressionRecord): Promise<boolean> {
    const at = key.suppression(suppression.account, suppression.email);
    return await this.#put(new Write(this.#kv).check({ key: at, versionstamp: null }), at, suppression, null).commit();
  }

  async remove_suppression(account: string, email: string): Promise<boolean> {
    const found = await this.#kv.get<Stored>(key.suppression(account, email));
    if (found.value === null) return false;
    return await new Write(this.#kv).check(found).delete(found.key, found.value).commit() ||
      await this.remove_suppression(account, email);
  }

  async record_form(account: string, name: string, fields: string[], at: number): Promise<void> {
    for (;;) {
      const found = await this.#find<FormRecord>(key.form(account, name));
      const form: FormRecord = found.value
        ? {
          ...found.value,
          fields: merge(found.value.fields, fields),
          count: found.value.count + 1,
          last_submission: Math.max(found.value.last_submission, at),
        }
        : { account, name, fields: [...fields], count: 1, first_submission: at, last_submission: at };
      if (await this.#put(new Write(this.#kv).check(found.entry), key.form(account, name), form, found).commit()) {
        return;
      }
    }
  }

  async forms(account: string): Promise<FormRecord[]> {
    return await this.#all<FormRecord>(["acct", account, "form"], (form) => form.first_submission);
  }

  // --- notifications and exports

  async notifications(account: string, list_id: string): Promise<NotificationRecord[]> {
    const all = await this.#all<NotificationRecord>(["acct", account, "ntf"]);
    return all.filter((n) => n.list_id === list_id);
  }

  async notification(account: string, id: string): Promise<NotificationRecord | null> {
    return (await this.#find<NotificationRecord>(key.notification(account, id))).value;
  }

  put_notification(notification: NotificationRecord): Promise<void> {
    return this.#replace(key.notification(notification.account, notification.id), notification);
  }

  delete_notification(account: string, id: string): Promise<boolean> {
    return this.#delete(key.notification(account, id));
  }

  async exports(account: string): Promise<ExportRecord[]> {
    return await this.#all<ExportRecord>(["acct", account, "exp"]);
  }

  async export(account: string, id: string): Promise<ExportRecord | null> {
    return (await this.#find<ExportRecord>(key.export(account, id))).value;
  }

  put_export(record: ExportRecord): Promise<void> {
    return this.#replace(key.export(record.account, record.id), record);
  }

  delete_export(account: string, id: string): Promise<boolean> {
    return this.#delete(key.export(account, id));
  }

  async claim_run(
    kind: "notification" | "export",
    account: string,
    id: string,
    at: number,
    next: number | null,
  ): Promise<boolean> {
    const where = kind === "notification" ? key.notification(account, id) : key.export(account, id);
    for (;;) {
      const found = await this.#find<NotificationRecord | ExportRecord>(where);
      if (!found.value || found.value.next_run !== at) return false;
      const record = { ...found.value, last_run: at, next_run: next };
      if (await this.#put(new Write(this.#kv).check(found.entry), where, record, found).commit()) return true;
    }
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
    const removed = await this.#messages.sweep(before);
    const expired: Deno.KvKey[] = [];
    for await (const entry of this.#kv.list({ start: ["acct_idem_exp"], end: ["acct_idem_exp", now, true] })) {
      const [, expires, account, k] = entry.key as [string, number, string, string];
      const found = await load<IdempotencyRecord>(this.#kv, key.idempotency(account, k));
      if (found.value?.expires === expires) {
        await new Write(this.#kv).check(found.entry).delete(found.entry.key, found.entry.value).commit();
      }
      expired.push(entry.key);
    }
    await remove(this.#kv, expired);
    return removed;
  }

  close(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    this.#closed = true;
    if (this.#owns) this.#kv.close();
    return Promise.resolve();
  }

  // --- helpers

  /** A record with the place it was given when first written (`null` when absent). */
  async #find<T>(where: Deno.KvKey): Promise<Found<T>> {
    const { entry, value } = await load<Placed<T>>(this.#kv, where);
    if (value === null) return { entry, value: null, place: null };
    const { [PLACE]: place, ...record } = value;
    return { entry, value: record as T, place: place ?? null };
  }

  /** Adds writing `record` at `where` to `write`, keeping the place of the record `found` there. */
  #put<T>(write: Write, where: Deno.KvKey, record: T, found: Found<unknown> | null): Write {
    const placed: Placed<T> = { ...record, [PLACE]: found?.place ?? ++this.#place };
    return write.put(where, placed, found?.entry.value ?? null);
  }

  /** The records under `prefix` in the order they were made (by `made`, then place). */
  async #all<T extends object>(
    prefix: Deno.KvKey,
    made: (record: T) => number = (record) => (record as { created: number }).created,
  ): Promise<T[]> {
    const entries: Deno.KvEntry<Stored>[] = [];
    for await (const entry of this.#kv.list<Stored>({ prefix })) {
      if (entry.key.length === prefix.length + 1) entries.push(entry);
    }
    const all = await load_all<Placed<T>>(this.#kv, entries);
    all.sort((a, b) => made(a) - made(b) || (a[PLACE] ?? 0) - (b[PLACE] ?? 0));
    return all.map(({ [PLACE]: _, ...record }) => record as T);
  }

  async #replace(where: Deno.KvKey, record: unknown): Promise<void> {
    for (;;) {
      const found = await this.#find(where);
      if (await this.#put(new Write(this.#kv).check(found.entry), where, record, found).commit()) return;
    }
  }

  async #delete(where: Deno.KvKey): Promise<boolean> {
    for (;;) {
      const found = await this.#kv.get<Stored>(where);
      if (found.value === null) return false;
      if (await new Write(this.#kv).check(found).delete(where, found.value).commit()) return true;
    }
  }
}

/** `known` with the names of `fields` it lacks, in order. */
function merge(known: string[], fields: string[]): string[] {
  const out = [...known];
  for (const field of fields) if (!out.includes(field)) out.push(field);
  return out;
}
