/**
 * The Redis store: several server instances share inboxes and mail, and a wait held on one hears
 * mail taken by another within a millisecond or two. Every operation is one Lua script (atomic
 * limit checks, expiry on read, one round trip; see `lua.ts` for the keys); wake-ups ride
 * pub/sub (`wakeups.ts`).
 * @module
 */

import type { Buffer } from "node:buffer";
import type { WireMessage } from "../../../../inbox/wire.ts";
import type { Clock } from "../../../../core/clock.ts";
import {
  connect_redis,
  parse_redis_url,
  redis_unreachable,
  type RedisClient,
  type Reply,
  Script,
} from "../../../db/redis_client.ts";
import * as lua from "./lua.ts";
import { Wakeups } from "./wakeups.ts";
import type { AddResult, InboxRecord, InboxState, Limits, Listener, MessageDraft, Refusal, Store } from "../types.ts";

/** Keys outlive the inbox's last possible moment by this much, so a late sweep still finds them. */
const SLACK_MS = 3_600_000;
/** A stored message's JSON up to this size rides its wake-up; a larger one is read by who needs it. */
const PUBLISH_WHOLE = 64 * 1024;
const SWEEP_BATCH = 500;

const scripts = {
  create: new Script(lua.CREATE),
  inbox: new Script(lua.INBOX),
  set_expiry: new Script(lua.SET_EXPIRY),
  note_refusal: new Script(lua.NOTE_REFUSAL),
  add: new Script(lua.ADD_MESSAGE),
  messages: new Script(lua.MESSAGES),
  message: new Script(lua.MESSAGE),
  delete_message: new Script(lua.DELETE_MESSAGE),
  delete_inbox: new Script(lua.DELETE_INBOX),
  sweep: new Script(lua.SWEEP),
};

export interface RedisStoreOptions {
  clock: Clock;
  /** Prefix of every key and channel; default the URL's `?prefix=`, else `mail:`. */
  prefix?: string;
}

/** A `Store` on Redis, shared by every instance pointed at the same Redis and prefix. */
export class RedisStore implements Store {
  readonly #client: RedisClient;
  readonly #subscriber: RedisClient;
  readonly #clock: Clock;
  readonly #prefix: string;
  readonly #wakeups: Wakeups;

  private constructor(client: RedisClient, subscriber: RedisClient, clock: Clock, prefix: string) {
    this.#client = client;
    this.#subscriber = subscriber;
    this.#clock = clock;
    this.#prefix = prefix;
    this.#wakeups = new Wakeups(subscriber, (address) => `${prefix}c:${address}`, {
      newest: async (address) => (await this.inbox(address))?.seq ?? null,
      after: (address, seq) => this.messages(address, { after: seq }),
    });
  }

  /** Connects to `redis://…` (a `?prefix=` names the keys' prefix). */
  static async open(url: string, options: RedisStoreOptions): Promise<RedisStore> {
    const parsed = parse_redis_url(url);
    const client = await connect_redis(parsed.url);
    try {
      const subscriber = await connect_redis(parsed.url);
      return new RedisStore(client, subscriber, options.clock, options.prefix ?? parsed.prefix);
    } catch (error) {
      await client.quit().catch(() => {});
      throw error;
    }
  }

  /** The command connection and key prefix, shared by the account store beside it (`stores.ts`). */
  get connection(): { client: RedisClient; prefix: string } {
    return { client: this.#client, prefix: this.#prefix };
  }

  async create_inbox(record: InboxRecord): Promise<boolean> {
    const reply = await this.#run(scripts.create, record.address, [
      record.token_hash,
      String(record.created),
      String(record.expires),
      String(record.max_lifetime),
      JSON.stringify(record.account),
      String(SLACK_MS),
    ]);
    if (reply[1] === "dropped") this.#wakeups.gone(record.address);
    return reply[0] === "ok";
  }

  async inbox(address: string): Promise<InboxState | null> {
    return state_of(await this.#run(scripts.inbox, address));
  }

  async inbox_by_token(token_hash: string): Promise<InboxState | null> {
    const address = await this.#client.get(`${this.#prefix}t:${token_hash}`);
    if (!address) return null;
    const inbox = await this.inbox(address);
    return inbox && inbox.token_hash === token_hash ? inbox : null;
  }

  async set_expiry(address: string, expires: number): Promise<InboxState | null> {
    return state_of(await this.#run(scripts.set_expiry, address, [String(expires)]));
  }

  async delete_inbox(address: string): Promise<boolean> {
    const [status] = await this.#run(scripts.delete_inbox, address);
    if (status === "ok") this.#wakeups.gone(address);
    return status === "ok";
  }

  async add_message(address: string, draft: MessageDraft, raw: Uint8Array, limits: Limits): Promise<AddResult> {
    const { id, ...rest } = draft;
    const body = JSON.stringify(rest);
    const head = `{"id":${JSON.stringify(id)},"cursor":"`;
    const tail = body === "{}" ? `"}` : `",${body.slice(1)}`;
    this.#wakeups.hold_bytes(address, id, raw);
    try {
      const reply = await this.#run(scripts.add, address, [
        id,
        head,
        tail,
        raw,
        String(limits.max_messages),
        String(limits.max_inbox_bytes),
        String(SLACK_MS),
        String(PUBLISH_WHOLE),
      ]);
      const [status, seq] = reply;
      if (status === "inbox_full" || status === "inbox_size") return { ok: false, reason: status };
      if (status !== "ok") return { ok: false, reason: "unknown" };
      const message: WireMessage = { id, cursor: String(seq), ...rest };
      this.#wakeups.stored(address, Number(seq), message);
      return { ok: true, message };
    } finally {
      this.#wakeups.drop_bytes(address, id);
    }
  }

  async note_refusal(address: string, refusal: Refusal): Promise<void> {
    await this.#run(scripts.note_refusal, address, [JSON.stringify(refusal)]);
  }

  async messages(address: string, options: { after?: number; limit?: number } = {}): Promise<WireMessage[]> {
    const reply = await this.#run(scripts.messages, address, [
      String(options.after ?? 0),
      options.limit === undefined ? "" : String(options.limit),
    ]);
    const out: WireMessage[] = [];
    for (let i = 1; i < reply.length; i++) {
      const json = reply[i];
      if (typeof json === "string") out.push(JSON.parse(json));
    }
    return out;
  }

  async message(address: string, id: string): Promise<WireMessage | null> {
    const [status, json] = await this.#run(scripts.message, address, [id, "j"]);
    return status === "ok" && typeof json === "string" ? JSON.parse(json) : null;
  }

  async raw(address: string, id: string): Promise<Uint8Array | null> {
    const [status, bytes] = await this.#run(scripts.message, address, [id, "r"], true);
    if (String(status) !== "ok" || !bytes) return null;
    const buffer = bytes as Buffer;
    return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  }

  async delete_message(address: string, id: string): Promise<boolean> {
    const [status, deleted] = await this.#run(scripts.delete_message, address, [id]);
    return status === "ok" && deleted === 1;
  }

  async sweep(): Promise<number> {
    let removed = 0;
    for (;;) {
      const now = String(this.#clock.now());
      const reply = await scripts.sweep.run(this.#client, [this.#prefix, now, String(SWEEP_BATCH)]) as string[];
      for (const address of reply) this.#wakeups.gone(address);
      removed += reply.length;
      if (reply.length < SWEEP_BATCH) return removed;
    }
  }

  subscribe(address: string, listener: Listener, seen?: number): () => void {
    return this.#wakeups.subscribe(address, listener, seen);
  }

  unavailable(error: unknown): boolean {
    return redis_unreachable(error);
  }

  async close(): Promise<void> {
    this.#wakeups.close();
    await Promise.all([this.#client.quit(), this.#subscriber.quit()].map((done) => done.catch(() => {})));
  }

  /** Runs an inbox script; an inbox it found expired (and dropped) tells its listeners here. */
  async #run(script: Script, address: string, args: (string | Uint8Array)[] = [], bytes = false): Promise<Reply[]> {
    const reply = await script.run(this.#client, [this.#prefix, String(this.#clock.now()), address, ...args], bytes);
    const list = reply as Reply[];
    if (String(list[0]) === "dropped") this.#wakeups.gone(address);
    return list;
  }
}

/** The inbox from a script's `{'ok', a, t, c, e, l, o, n, s, q, r}`. */
function state_of(reply: Reply[]): InboxState | null {
  if (reply[0] !== "ok") return null;
  const [, address, token_hash, created, expires, max_lifetime, account, count, size, seq, refusal] = reply as (
    | string
    | null
  )[];
  return {
    address: address!,
    token_hash: token_hash!,
    created: Number(created),
    expires: Number(expires),
    max_lifetime: Number(max_lifetime),
    account: JSON.parse(account!),
    count: Number(count),
    size: Number(size),
    seq: Number(seq),
    last_refusal: refusal ? JSON.parse(refusal) : null,
  };
}
