/**
 * The account API's data on Redis, beside the inboxes under the same key prefix, so every
 * instance pointed at one Redis shares accounts' messages, lists and scheduled work. Each write
 * is one Lua script (`lua.ts`, `records_lua.ts`): atomic, one round
 * trip, and a change queues its jobs (or finishes its job) in the same script. The job queue is
 * the Redis schedule (`jobs.ts`): each due job leased to one instance, back when a
 * holder dies and its lease ends, and a wake-up published to every instance when one is queued.
 * Idempotency keys and link records expire with Redis (plus slack; reads check the exact time),
 * finished messages with the sweep after their retention.
 * @module
 */

import type { Clock } from "../../../../core/clock.ts";
import {
  change_args,
  link_fields,
  message_args,
  MESSAGE_FIELDS,
  MESSAGE_KEYS,
  queue_args,
  read_changed,
  read_link,
  read_message,
} from "./codec.ts";
import { RedisJobs } from "./jobs.ts";
import { type AccountRedisOptions, RedisRecords, scripts, SWEEP_BATCH } from "./records.ts";
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
import { connect_redis, parse_redis_url, type RedisClient, type Reply } from "../../../db/redis_client.ts";

export type { AccountRedisOptions };

/** An `AccountStore` on Redis. */
export class AccountRedisStore extends RedisRecords implements AccountStore {
  readonly #jobs: RedisJobs;
  readonly #owns: boolean;
  #closed = false;

  private constructor(client: RedisClient, options: AccountRedisOptions) {
    super(client, options.prefix, options.clock);
    this.#owns = options.owns_client ?? false;
    this.#jobs = new RedisJobs(client, options.prefix, options.clock);
  }

  /** The account store over a connected client (the inbox store's). */
  static over(client: RedisClient, options: AccountRedisOptions): AccountRedisStore {
    return new AccountRedisStore(client, options);
  }

  /** Connects to `redis://…` for the account store alone (a `?prefix=` names the keys' prefix). */
  static async open(url: string, options: { clock: Clock; prefix?: string }): Promise<AccountRedisStore> {
    const parsed = parse_redis_url(url);
    const client = await connect_redis(parsed.url);
    return new AccountRedisStore(client, {
      clock: options.clock,
      prefix: options.prefix ?? parsed.prefix,
      owns_client: true,
    });
  }

  // --- messages and idempotency keys

  async put_message(message: OutMessage, queue?: Queued[]): Promise<boolean> {
    return await this.run_script(
      scripts.PUT_MESSAGE,
      message.account,
      ...message_args(message),
      ...queue_args(queue),
    ) === 1;
  }

  async message(account: string, id: string): Promise<OutMessage | null> {
    const fields = await this.client.sendCommand(["HMGET", `${this.base(account)}m:${id}`, ...MESSAGE_KEYS]);
    return read_message(fields as unknown as Reply[])?.message ?? null;
  }

  async update_message(
    account: string,
    id: string,
    from: readonly MessageStatus[],
    change: MessageChange,
    then: { finish?: string; queue?: Queued[] } = {},
  ): Promise<Changed<OutMessage>> {
    const statuses = from.map((status) => JSON.stringify(status)).join(",");
    const reply = await this.run_script(
      scripts.UPDATE_MESSAGE,
      account,
      id,
      statuses,
      then.finish ?? "",
      ...change_args(change),
      ...queue_args(then.queue),
    );
    return read_changed(reply as Reply[]);
  }

  async messages(account: string, range: { since?: number; until?: number } = {}): Promise<OutMessage[]> {
    const since = range.since === undefined ? "-inf" : String(range.since);
    const until = range.until === undefined ? "+inf" : `(${range.until}`;
    const reply = await this.run_script(scripts.MESSAGES, account, since, until) as Reply[];
    const out: { message: OutMessage; place: number }[] = [];
    for (let at = 0; at < reply.length; at += MESSAGE_FIELDS) {
      const found = read_message(reply, at);
      if (found) out.push(found);
    }
    out.sort((a, b) => a.message.created - b.message.created || a.place - b.place);
    return out.map(({ message }) => message);
  }

  async claim_key(
    account: string,
    key: string,
    fingerprint: string,
    expires: number,
  ): Promise<IdempotencyRecord | null> {
    const reply = await this.run_script(
      scripts.CLAIM_KEY,
      account,
      key,
      fingerprint,
      String(expires),
      this.ttl_ms(expires),
    );
    if (reply === null) return null;
    const [found_fingerprint, found_expires, answer] = reply as (string | null)[];
    return {
      fingerprint: found_fingerprint!,
      expires: Number(found_expires),
      answer: answer ? JSON.parse(answer) : null,
    };
  }

  async finish_key(account: string, key: string, answer: { status: number; body: unknown }): Promise<void> {
    await this.run_script(scripts.FINISH_KEY, account, key, JSON.stringify(answer));
  }

  async release_key(account: string, key: string): Promise<void> {
    await this.run_script(scripts.RELEASE_KEY, account, key);
  }

  // --- lists and recipients

  lists(account: string): Promise<ListRecord[]> {
    return this.hash_all(account, "l");
  }

  async list(account: string, name_or_id: string): Promise<ListRecord | null> {
    const json = await this.run_script(scripts.LIST, account, name_or_id, name_or_id.toLowerCase());
    return typeof json === "string" ? JSON.parse(json) : null;
  }

  async create_list(list: ListRecord): Promise<boolean> {
    return await this.run_script(
      scripts.CREATE_LIST,
      list.account,
      list.id,
      list.name.toLowerCase(),
      JSON.stringify(list),
    ) ===
      1;
  }

  async update_list(list: ListRecord): Promise<"ok" | "name_taken" | "not_found"> {
    const reply = await this.run_script(
      scripts.UPDATE_LIST,
      list.account,
      list.id,
      list.name.toLowerCase(),
      JSON.stringify(list),
    );
    return reply as "ok" | "name_taken" | "not_found";
  }

  async delete_list(account: string, id: string): Promise<boolean> {
    return await this.run_script(scripts.DELETE_LIST, account, id) === 1;
  }

  recipients(account: string, list_id: string): Promise<RecipientRecord[]> {
    return this.hash_all(account, `r:${list_id}`);
  }

  async recipient(account: string, list_id: string, email: string): Promise<RecipientRecord | null> {
    const json = await this.client.hGet(`${this.base(account)}r:${list_id}`, email);
    return json ? JSON.parse(json) : null;
  }

  async put_recipient(recipient: RecipientRecord, queue?: Queued[]): Promise<void> {
    const { account, list_id, email, token_hash } = recipient;
    await this.run_script(
      scripts.PUT_RECIPIENT,
      account,
      list_id,
      email,
      JSON.stringify(recipient),
      token_hash ?? "",
      JSON.stringify({ account, list_id, email }),
      ...queue_args(queue),
    );
  }

  async delete_recipient(account: string, list_id: string, email: string): Promise<boolean> {
    return await this.run_script(scripts.DELETE_RECIPIENT, account, list_id, email) === 1;
  }

  async recipient_by_token(token_hash: string): Promise<RecipientRecord | null> {
    const ref = await this.client.get(`${this.prefix}rt:${token_hash}`);
    if (!ref) return null;
    const { account, list_id, email } = JSON.parse(ref) as { account: string; list_id: string; email: string };
    const found = await this.recipient(account, list_id, email);
    return found?.token_hash === token_hash ? found : null;
  }

  // --- links in sent mail

  async put_links(links: LinkRecord[]): Promise<void> {
    for (let i = 0; i < links.length; i += 100) {
      const batch = this.client.multi();
      for (const link of links.slice(i, i + 100)) {
        const key = `${this.prefix}lk:${link.token}`;
        batch.hSet(key, link_fields(link)).pExpire(key, Number(this.ttl_ms(link.expires)));
      }
      await batch.exec();
    }
  }

  async link(token: string, now: number): Promise<LinkRecord | null> {
    const fields = await this.client.hmGet(`${this.prefix}lk:${token}`, ["r", "o", "c"]);
    const found = read_link(fields);
    return found && found.expires > now ? found : null;
  }

  async mark_link(token: string, hit: LinkHit, at: number, queue: Queued[]): Promise<boolean> {
    const what = "open" in hit ? "o" : String(hit.click);
    return await this.run_script(scripts.MARK_LINK, "", token, what, String(at), ...queue_args(queue)) === 1;
  }

  // --- suppressions and forms

  suppressions(account: string): Promise<SuppressionRecord[]> {
    return this.hash_all(account, "sup");
  }

  async suppressed(account: string, emails: string[]): Promise<Set<string>> {
    const unique = [...new Set(emails)];
    if (unique.length === 0) return new Set();
    const found = await this.client.hmGet(`${this.base(account)}sup`, unique);
    return new Set(unique.filter((_, n) => found[n] !== null));
  }

  async add_suppression(suppression: SuppressionRecord): Promise<boolean> {
    const { account, email } = suppression;
    return await this.run_script(scripts.ADD_RECORD, account, "sup", email, JSON.stringify(suppression)) === 1;
  }

  async remove_suppression(account: string, email: string): Promise<boolean> {
    return await this.run_script(scripts.DELETE_RECORD, account, "sup", email, "") === 1;
  }

  async record_form(account: string, name: string, fields: string[], at: number): Promise<void> {
    await this.hash_swap<FormRecord>(account, "form", name, (found) =>
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
    return this.hash_all<FormRecord>(account, "form", (form) => form.first_submission);
  }

  // --- notifications and exports

  async notifications(account: string, list_id: string): Promise<NotificationRecord[]> {
    return (await this.hash_all<NotificationRecord>(account, "ntf")).filter((n) => n.list_id === list_id);
  }

  notification(account: string, id: string): Promise<NotificationRecord | null> {
    return this.hash_get(account, "ntf", id);
  }

  async put_notification(notification: NotificationRecord): Promise<void> {
    const { account, id, list_id } = notification;
    await this.run_script(scripts.PUT_RECORD, account, "ntf", id, JSON.stringify(notification), "ntf:l", list_id);
  }

  async delete_notification(account: string, id: string): Promise<boolean> {
    return await this.run_script(scripts.DELETE_RECORD, account, "ntf", id, "ntf:l") === 1;
  }

  exports(account: string): Promise<ExportRecord[]> {
    return this.hash_all(account, "exp");
  }

  export(account: string, id: string): Promise<ExportRecord | null> {
    return this.hash_get(account, "exp", id);
  }

  async put_export(record: ExportRecord): Promise<void> {
    await this.run_script(scripts.PUT_RECORD, record.account, "exp", record.id, JSON.stringify(record), "", "");
  }

  async delete_export(account: string, id: string): Promise<boolean> {
    return await this.run_script(scripts.DELETE_RECORD, account, "exp", id, "") === 1;
  }

  async claim_run(
    kind: "notification" | "export",
    account: string,
    id: string,
    at: number,
    next: number | null,
  ): Promise<boolean> {
    const claimed = await this.hash_swap<NotificationRecord | ExportRecord>(
      account,
      kind === "notification" ? "ntf" : "exp",
      id,
      (found) => found && found.next_run === at ? { ...found, last_run: at, next_run: next } : undefined,
    );
    return claimed !== undefined;
  }

  // --- jobs

  enqueue(job: Job, lease_until?: number): Promise<void> {
    return this.#jobs.enqueue(job, lease_until);
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
    this.#jobs.listen(() => (this.#closed ? Promise.resolve() : wake()));
  }

  // --- upkeep

  async sweep(now: number, before: number): Promise<number> {
    let removed = 0;
    for (;;) {
      const reply = await this.run_script(
        scripts.SWEEP,
        "",
        String(now),
        String(before),
        String(SWEEP_BATCH),
      ) as number[];
      removed += reply[0]!;
      if (reply[1]! < SWEEP_BATCH && reply[2]! < SWEEP_BATCH) return removed;
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#jobs.close();
    if (this.#owns) await this.client.quit().catch(() => {});
  }
}

/** `known` with the names of `fields` it lacks, in order. */
function merge(known: string[], fields: string[]): string[] {
  const out = [...known];
  for (const field of fields) if (!out.includes(field)) out.push(field);
  return out;
}
