/**
 * Lists, their recipients and notifications on Deno KV. A list's name is a key of its own
 * (lower-case), checked absent in the write that takes it, so two creates or renames racing for
 * one name cannot both win. A pending recipient's token hash is a key pointing at it, written
 * and removed with the recipient.
 * @module
 */

import type { KvJobs } from "./jobs.ts";
import type { KvRecords } from "./records.ts";
import type { ListRecord, NotificationRecord, Queued, RecipientRecord } from "../types.ts";
import { Write } from "../../../db/kv_blob.ts";

const key = {
  list: (account: string, id: string) => ["acct", account, "list", id],
  list_name: (account: string, name: string) => ["acct", account, "list_name", name.toLowerCase()],
  recipient: (account: string, list_id: string, email: string) => ["acct", account, "rcpt", list_id, email],
  token: (hash: string) => ["acct_token", hash],
  notification: (account: string, id: string) => ["acct", account, "ntf", id],
};

/** Where a confirmation token's recipient is. */
interface TokenRef {
  account: string;
  list_id: string;
  email: string;
}

export class KvLists {
  constructor(readonly records: KvRecords, readonly jobs: KvJobs) {}

  get #kv(): Deno.Kv {
    return this.records.kv;
  }

  lists(account: string): Promise<ListRecord[]> {
    return this.records.all<ListRecord>(["acct", account, "list"]);
  }

  async list(account: string, name_or_id: string): Promise<ListRecord | null> {
    const by_id = await this.records.get<ListRecord>(key.list(account, name_or_id));
    if (by_id) return by_id;
    const id = (await this.#kv.get<string>(key.list_name(account, name_or_id))).value;
    return id === null ? null : await this.records.get<ListRecord>(key.list(account, id));
  }

  async create(list: ListRecord): Promise<boolean> {
    const write = new Write(this.#kv)
      .check({ key: key.list_name(list.account, list.name), versionstamp: null })
      .check({ key: key.list(list.account, list.id), versionstamp: null })
      .set(key.list_name(list.account, list.name), list.id);
    return await this.records.put(write, key.list(list.account, list.id), list, null).commit();
  }

  async update(list: ListRecord): Promise<"ok" | "name_taken" | "not_found"> {
    const where = key.list(list.account, list.id);
    for (;;) {
      const found = await this.records.find<ListRecord>(where);
      if (!found.value) return "not_found";
      const write = this.records.put(new Write(this.#kv).check(found.entry), where, list, found);
      if (found.value.name.toLowerCase() !== list.name.toLowerCase()) {
        const taken = await this.#kv.get<string>(key.list_name(list.account, list.name));
        if (taken.value !== null && taken.value !== list.id) return "name_taken";
        write.check(taken).delete(key.list_name(list.account, found.value.name))
          .set(key.list_name(list.account, list.name), list.id);
      }
      if (await write.commit()) return "ok";
    }
  }

  async delete(account: string, id: string): Promise<boolean> {
    for (;;) {
      const found = await this.records.find<ListRecord>(key.list(account, id));
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
      await this.records.delete(key.notification(account, notification.id));
    }
    return true;
  }

  recipients(account: string, list_id: string): Promise<RecipientRecord[]> {
    return this.records.all<RecipientRecord>(["acct", account, "rcpt", list_id]);
  }

  recipient(account: string, list_id: string, email: string): Promise<RecipientRecord | null> {
    return this.records.get<RecipientRecord>(key.recipient(account, list_id, email));
  }

  async put_recipient(recipient: RecipientRecord, queue: Queued[] = []): Promise<void> {
    const where = key.recipient(recipient.account, recipient.list_id, recipient.email);
    for (;;) {
      const found = await this.records.find<RecipientRecord>(where);
      const write = this.records.put(new Write(this.#kv).check(found.entry), where, recipient, found);
      const before = found.value?.token_hash ?? null;
      if (before !== null && before !== recipient.token_hash) write.delete(key.token(before));
      if (recipient.token_hash !== null) {
        const ref: TokenRef = { account: recipient.account, list_id: recipient.list_id, email: recipient.email };
        write.set(key.token(recipient.token_hash), ref);
      }
      for (const { job, lease_until } of queue) this.jobs.add(write, job, lease_until);
      if (await write.commit()) return;
    }
  }

  async delete_recipient(account: string, list_id: string, email: string): Promise<boolean> {
    const where = key.recipient(account, list_id, email);
    for (;;) {
      const found = await this.records.find<RecipientRecord>(where);
      if (!found.value) return false;
      const write = new Write(this.#kv).check(found.entry).delete(where, found.entry.value);
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

  async notifications(account: string, list_id: string): Promise<NotificationRecord[]> {
    const all = await this.records.all<NotificationRecord>(["acct", account, "ntf"]);
    return all.filter((n) => n.list_id === list_id);
  }
}
