/**
 * The Deno KV store: inboxes and mail that survive a restart. Values are at most 64 KiB and an
 * atomic write at most 800 KiB, so a message's JSON and raw bytes are written first as 60 KB
 * parts, then one atomic write checks the limits and links them in (a lost race deletes them).
 * Every key expires with KV's `expireIn` at the latest moment its inbox could live (creation +
 * maximum lifetime), so extending never rewrites mail; reads check the real expiry. An inbox
 * holds one message per id, checked in the write that adds it: a delivery run twice under the
 * same id (the account API's, after a crash) stores one copy. Processes sharing a KV file wait
 * out each other's writes (`db/kv_commit.ts`). A store that alone writes its KV keeps the inbox
 * entries it reads and writes (`db/kv_cache.ts`): ingest reads nothing from KV before its commit,
 * which checks the entry's versionstamp. Bodies are written deflated, a small one inside its
 * message's index (`kv_parts.ts`).
 * @module
 */

import type { WireMessage } from "../../../inbox/wire.ts";
import type { Clock } from "../../../core/clock.ts";
import { random_string } from "../../../core/random.ts";
import { commit } from "../../db/kv_commit.ts";
import { GroupCommit } from "../../db/kv_group.ts";
import { EntryCache } from "../../db/kv_cache.ts";
import {
  delete_parts,
  index_of,
  key,
  type MessageIndex,
  part_mutations,
  PARTS_PER_WRITE,
  read_body,
  write_parts,
} from "./kv_parts.ts";
import { Listeners } from "./listeners.ts";
import type { AddResult, InboxRecord, InboxState, Limits, Listener, MessageDraft, Refusal, Store } from "./types.ts";

/** Keys outlive the inbox's last possible moment by this much, so a late sweep still finds them. */
const SLACK_MS = 3_600_000;

export interface KvStoreOptions {
  clock: Clock;
  /**
   * Other processes write to this KV too (a KV Connect URL, or a file shared on one machine): new
   * mail they store is noticed through `watch` and, as a fallback, a poll every `poll_ms`.
   */
  shared?: boolean;
  /** Poll interval when shared; default 1000 ms. */
  poll_ms?: number;
}

/** A `Store` on Deno KV. */
export class KvStore implements Store {
  readonly #kv: Deno.Kv;
  /** New mail is written in groups: messages arriving together share one durable commit. */
  readonly #group: GroupCommit;
  readonly #clock: Clock;
  readonly #listeners = new Listeners();
  /** The newest cursor each subscribed inbox has told its listeners, to find what is new. */
  readonly #seen = new Map<string, number>();
  readonly #watches = new Map<string, ReadableStream<unknown>>();
  readonly #shared: boolean;
  /** The inbox entries, when no other process writes them (`null` when shared). */
  readonly #entries: EntryCache<InboxState> | null;
  #poller: ReturnType<typeof setInterval> | undefined;

  constructor(kv: Deno.Kv, options: KvStoreOptions) {
    this.#kv = kv;
    this.#group = new GroupCommit(kv);
    this.#clock = options.clock;
    this.#shared = options.shared ?? false;
    this.#entries = this.#shared ? null : new EntryCache();
    if (this.#shared) {
      this.#poller = setInterval(() => void this.#poll().catch(() => {}), options.poll_ms ?? 1000);
    }
  }

  /** The KV handle; the account store shares it (one database for inboxes and accounts). */
  get kv(): Deno.Kv {
    return this.#kv;
  }

  /** Opens a KV file path, `:memory:`, or a KV Connect URL. */
  static async open(location: string, options: KvStoreOptions): Promise<KvStore> {
    return new KvStore(await Deno.openKv(location === ":memory:" ? ":memory:" : location), options);
  }

  async create_inbox(record: InboxRecord): Promise<boolean> {
    const state: InboxState = { ...record, count: 0, size: 0, seq: 0, last_refusal: null };
    for (let attempt = 0; attempt < 2; attempt++) {
      const result = await commit(
        this.#kv.atomic()
          .check({ key: key.inbox(record.address), versionstamp: null })
          .check({ key: key.token(record.token_hash), versionstamp: null })
          .set(key.inbox(record.address), state, this.#expire(state))
          .set(key.token(record.token_hash), record.address, this.#expire(state)),
      );
      if (result.ok) {
        this.#entries?.note(record.address, state, result.versionstamp);
        return true;
      }
      this.#entries?.forget(record.address, null);
      // An expired inbox may still hold the address until it is swept: drop it and try again.
      if (await this.inbox(record.address)) return false;
    }
    return false;
  }

  async inbox(address: string): Promise<InboxState | null> {
    return (await this.#live(address))?.value ?? null;
  }

  async inbox_by_token(token_hash: string): Promise<InboxState | null> {
    const address = (await this.#kv.get<string>(key.token(token_hash))).value;
    if (!address) return null;
    const inbox = await this.inbox(address);
    return inbox && inbox.token_hash === token_hash ? inbox : null;
  }

  set_expiry(address: string, expires: number): Promise<InboxState | null> {
    return this.#update(address, (state) => ({ ...state, expires }));
  }

  async delete_inbox(address: string): Promise<boolean> {
    const entry = await this.#live(address);
    if (!entry) return false;
    await this.#drop(address, entry.value.token_hash);
    return true;
  }

  async add_message(address: string, draft: MessageDraft, raw: Uint8Array, limits: Limits): Promise<AddResult> {
    let entry = await this.#live(address);
    if (!entry) return { ok: false, reason: "unknown" };
    const refused = over_limits(entry.value, raw.byteLength, limits);
    if (refused) return { ok: false, reason: refused };

    // deflated: a commit's bytes and keys, more than its count, set how fast KV takes many or large messages
    const { index, json, raw: body } = index_of(draft.id, new TextEncoder().encode(JSON.stringify(draft)), raw);
    const expire = this.#expire(entry.value);
    // A message that fits one atomic write goes in with its index; a larger one is written first.
    const inline = index.json_parts + index.raw_parts <= PARTS_PER_WRITE;
    if (!inline) {
      index.body = `${draft.id}.${random_string(8)}`;
      await write_parts(this.#kv, address, index.body, "json", json, expire);
      await write_parts(this.#kv, address, index.body, "raw", body, expire);
    }
    for (;;) {
      const reason = entry ? over_limits(entry.value, raw.byteLength, limits) : "unknown";
      if (!entry || reason) {
        if (!inline) await delete_parts(this.#kv, address, index);
        return { ok: false, reason: reason ?? "unknown" };
      }
      const state = entry.value;
      const seq = state.seq + 1;
      const next: InboxState = { ...state, seq, count: state.count + 1, size: state.size + raw.byteLength };
      const mutations: Deno.KvMutation[] = [
        { type: "set", key: key.inbox(address), value: next, ...expire },
        { type: "set", key: key.message(address, seq), value: index, ...expire },
        { type: "set", key: key.id(address, draft.id), value: seq, ...expire },
      ];
      if (inline) {
        mutations.push(...part_mutations(address, draft.id, "json", json, index.json_parts, expire));
        mutations.push(...part_mutations(address, draft.id, "raw", body, index.raw_parts, expire));
      }
      const written = await this.#group.commit({
        checks: [entry, { key: key.id(address, draft.id), versionstamp: null }],
        mutations,
        bytes: (inline ? json.byteLength + body.byteLength : 0) + (index.joined?.byteLength ?? 0) + 1024,
        lane: address,
      });
      if (written) {
        this.#entries?.note(address, next, written);
        const { id, ...rest } = draft;
        const message: WireMessage = { id, cursor: String(seq), ...rest };
        this.#tell(address, message, raw);
        return { ok: true, message };
      }
      this.#entries?.forget(address, entry.versionstamp);
      const stored = await this.message(address, draft.id);
      if (stored) {
        if (!inline) await delete_parts(this.#kv, address, index);
        return { ok: true, message: stored };
      }
      entry = await this.#live(address);
    }
  }

  async note_refusal(address: string, refusal: Refusal): Promise<void> {
    await this.#update(address, (state) => ({ ...state, last_refusal: refusal }));
  }

  async messages(address: string, options: { after?: number; limit?: number } = {}): Promise<WireMessage[]> {
    if (!(await this.#live(address))) return [];
    const list = this.#kv.list<MessageIndex>(
      { prefix: ["msg", address], start: key.message(address, (options.after ?? 0) + 1) },
      options.limit === undefined ? {} : { limit: options.limit },
    );
    const out: WireMessage[] = [];
    for await (const entry of list) {
      const message = await this.#load(address, entry.key[2] as number, entry.value);
      if (message) out.push(message);
    }
    return out;
  }

  async message(address: string, id: string): Promise<WireMessage | null> {
    const found = await this.#find(address, id);
    return found ? await this.#load(address, found.seq, found.index) : null;
  }

  async raw(address: string, id: string): Promise<Uint8Array | null> {
    const found = await this.#find(address, id);
    if (!found) return null;
    return await read_body(this.#kv, address, found.index, "raw");
  }

  async delete_message(address: string, id: string): Promise<boolean> {
    for (;;) {
      const entry = await this.#live(address);
      const found = entry && await this.#find(address, id);
      if (!entry || !found) return false;
      const state = entry.value;
      const next = { ...state, count: state.count - 1, size: state.size - found.index.size };
      const result = await commit(
        this.#kv.atomic()
          .check(entry)
          .delete(key.message(address, found.seq))
          .delete(key.id(address, id))
          .set(key.inbox(address), next, this.#expire(state)),
      );
      if (result.ok) {
        this.#entries?.note(address, next, result.versionstamp);
        await delete_parts(this.#kv, address, found.index);
        return true;
      }
      this.#entries?.forget(address, entry.versionstamp);
    }
  }

  async sweep(): Promise<number> {
    const now = this.#clock.now();
    let removed = 0;
    for await (const entry of this.#kv.list<InboxState>({ prefix: ["inbox"] })) {
      if (entry.value.expires <= now) {
        await this.#drop(entry.value.address, entry.value.token_hash);
        removed++;
      }
    }
    return removed;
  }

  subscribe(address: string, listener: Listener, seen?: number): () => void {
    const unsubscribe = this.#listeners.subscribe(address, listener);
    if (seen !== undefined && !this.#seen.has(address)) this.#seen.set(address, seen);
    if (this.#shared && !this.#watches.has(address)) this.#watch(address);
    return () => {
      unsubscribe();
      if (!this.#listeners.has(address)) this.#forget(address);
    };
  }

  close(): Promise<void> {
    clearInterval(this.#poller);
    for (const address of [...this.#watches.keys()]) this.#forget(address);
    this.#kv.close();
    return Promise.resolve();
  }

  // --- inboxes

  /** The inbox entry if it is live; an expired one is dropped on the spot. */
  async #live(address: string): Promise<Deno.KvEntry<InboxState> | null> {
    const known = this.#entries?.get(address);
    const entry = known ? { key: key.inbox(address), ...known } : await this.#kv.get<InboxState>(key.inbox(address));
    if (entry.value === null || entry.versionstamp === null) return null;
    if (!known) this.#entries?.note(address, entry.value, entry.versionstamp);
    if (entry.value.expires <= this.#clock.now()) {
      await this.#drop(address, entry.value.token_hash);
      return null;
    }
    return entry as Deno.KvEntry<InboxState>;
  }

  /** Changes a live inbox's state atomically, retrying on a concurrent write. */
  async #update(address: string, change: (state: InboxState) => InboxState): Promise<InboxState | null> {
    for (;;) {
      const entry = await this.#live(address);
      if (!entry) return null;
      const next = change(entry.value);
      const result = await commit(this.#kv.atomic().check(entry).set(key.inbox(address), next, this.#expire(next)));
      if (result.ok) {
        this.#entries?.note(address, next, result.versionstamp);
        return next;
      }
      this.#entries?.forget(address, entry.versionstamp);
    }
  }

  /** Removes an inbox and everything under it; listeners hear `gone`. */
  async #drop(address: string, token_hash: string): Promise<void> {
    const result = await commit(this.#kv.atomic().delete(key.inbox(address)).delete(key.token(token_hash)));
    if (result.ok) this.#entries?.note(address, null, result.versionstamp);
    this.#listeners.emit(address, { type: "gone" });
    this.#forget(address);
    for (const prefix of [["msg", address], ["msgid", address], ["part", address]]) {
      let batch = this.#kv.atomic();
      let count = 0;
      for await (const entry of this.#kv.list({ prefix })) {
        batch.delete(entry.key);
        if (++count === 500) {
          await commit(batch);
          batch = this.#kv.atomic();
          count = 0;
        }
      }
      if (count > 0) await commit(batch);
    }
  }

  /** KV expiry for an inbox's keys: the latest moment it could still live, plus slack. */
  #expire(state: InboxRecord): { expireIn: number } {
    return { expireIn: Math.max(1, state.created + state.max_lifetime + SLACK_MS - this.#clock.now()) };
  }

  async #find(address: string, id: string): Promise<{ seq: number; index: MessageIndex } | null> {
    if (!(await this.#live(address))) return null;
    const seq = (await this.#kv.get<number>(key.id(address, id))).value;
    if (seq === null) return null;
    const index = (await this.#kv.get<MessageIndex>(key.message(address, seq))).value;
    return index ? { seq, index } : null;
  }

  async #load(address: string, seq: number, index: MessageIndex): Promise<WireMessage | null> {
    const json = await read_body(this.#kv, address, index, "json");
    if (!json) return null;
    const { id, ...rest } = JSON.parse(new TextDecoder().decode(json)) as MessageDraft;
    return { id, cursor: String(seq), ...rest };
  }

  // --- listeners across processes

  /** Tells this process's listeners of `message` once (with its bytes when stored here). */
  #tell(address: string, message: WireMessage, raw?: Uint8Array): void {
    const seq = Number(message.cursor);
    if (seq <= (this.#seen.get(address) ?? 0)) return;
    if (this.#listeners.has(address)) this.#seen.set(address, seq);
    this.#listeners.emit(address, { type: "message", message, raw });
  }

  /** Reads what another process stored for `address` since it was last seen here. */
  async #catch_up(address: string): Promise<void> {
    const entry = await this.#kv.get<InboxState>(key.inbox(address));
    if (!this.#listeners.has(address)) return;
    if (entry.value === null || entry.value.expires <= this.#clock.now()) {
      if (entry.value) await this.#drop(address, entry.value.token_hash);
      else this.#listeners.emit(address, { type: "gone" });
      return;
    }
    const seen = this.#seen.get(address);
    if (seen === undefined) return void this.#seen.set(address, entry.value.seq);
    if (entry.value.seq <= seen) return;
    for (const message of await this.messages(address, { after: seen })) this.#tell(address, message);
  }

  #watch(address: string): void {
    const stream = this.#kv.watch([key.inbox(address)]);
    this.#watches.set(address, stream);
    (async () => {
      for await (const _ of stream) await this.#catch_up(address);
    })().catch(() => {});
  }

  #forget(address: string): void {
    this.#seen.delete(address);
    const stream = this.#watches.get(address);
    if (stream) {
      this.#watches.delete(address);
      stream.cancel().catch(() => {});
    }
  }

  async #poll(): Promise<void> {
    for (const address of this.#listeners.addresses()) await this.#catch_up(address);
  }
}

function over_limits(state: InboxState, size: number, limits: Limits): "inbox_full" | "inbox_size" | null {
  if (state.count >= limits.max_messages) return "inbox_full";
  if (state.size + size > limits.max_inbox_bytes) return "inbox_size";
  return null;
}
