/** The in-memory store: the default, and what the tests run on. @module */

import type { Clock } from "../../../core/clock.ts";
import type { WireMessage } from "../../../inbox/wire.ts";
import { Listeners } from "./listeners.ts";
import type { AddResult, InboxRecord, InboxState, Limits, Listener, MessageDraft, Refusal, Store } from "./types.ts";

interface Box {
  state: InboxState;
  messages: WireMessage[];
  raw: Map<string, Uint8Array>;
}

/** A `Store` in this process's memory, with expiry read through `clock`. */
export class MemoryStore implements Store {
  readonly #clock: Clock;
  readonly #boxes = new Map<string, Box>();
  readonly #by_token = new Map<string, string>();
  readonly #listeners = new Listeners();

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  create_inbox(record: InboxRecord): Promise<boolean> {
    const existing = this.#live(record.address);
    if (existing) return Promise.resolve(false);
    const state: InboxState = { ...record, count: 0, size: 0, seq: 0, last_refusal: null };
    this.#boxes.set(record.address, { state, messages: [], raw: new Map() });
    this.#by_token.set(record.token_hash, record.address);
    return Promise.resolve(true);
  }

  inbox(address: string): Promise<InboxState | null> {
    return Promise.resolve(snapshot(this.#live(address)));
  }

  inbox_by_token(token_hash: string): Promise<InboxState | null> {
    const address = this.#by_token.get(token_hash);
    return Promise.resolve(address ? snapshot(this.#live(address)) : null);
  }

  set_expiry(address: string, expires: number): Promise<InboxState | null> {
    const box = this.#live(address);
    if (box) box.state.expires = expires;
    return Promise.resolve(snapshot(box));
  }

  delete_inbox(address: string): Promise<boolean> {
    const box = this.#live(address);
    if (box) this.#drop(box);
    return Promise.resolve(box !== undefined);
  }

  add_message(address: string, draft: MessageDraft, raw: Uint8Array, limits: Limits): Promise<AddResult> {
    const box = this.#live(address);
    if (!box) return Promise.resolve({ ok: false, reason: "unknown" });
    const { state } = box;
    if (state.count >= limits.max_messages) return Promise.resolve({ ok: false, reason: "inbox_full" });
    if (state.size + raw.byteLength > limits.max_inbox_bytes) {
      return Promise.resolve({ ok: false, reason: "inbox_size" });
    }
    state.seq += 1;
    state.count += 1;
    state.size += raw.byteLength;
    const { id, ...rest } = draft;
    const message: WireMessage = { id, cursor: String(state.seq), ...rest };
    box.messages.push(message);
    box.raw.set(message.id, raw);
    this.#listeners.emit(address, { type: "message", message, raw });
    return Promise.resolve({ ok: true, message });
  }

  note_refusal(address: string, refusal: Refusal): Promise<void> {
    const box = this.#live(address);
    if (box) box.state.last_refusal = refusal;
    return Promise.resolve();
  }

  messages(address: string, options: { after?: number; limit?: number } = {}): Promise<WireMessage[]> {
    const box = this.#live(address);
    if (!box) return Promise.resolve([]);
    const after = options.after ?? 0;
    const start = box.messages.findIndex((message) => Number(message.cursor) > after);
    if (start < 0) return Promise.resolve([]);
    const end = options.limit === undefined ? undefined : start + options.limit;
    return Promise.resolve(box.messages.slice(start, end));
  }

  message(address: string, id: string): Promise<WireMessage | null> {
    return Promise.resolve(this.#live(address)?.messages.find((message) => message.id === id) ?? null);
  }

  raw(address: string, id: string): Promise<Uint8Array | null> {
    return Promise.resolve(this.#live(address)?.raw.get(id) ?? null);
  }

  delete_message(address: string, id: string): Promise<boolean> {
    const box = this.#live(address);
    const raw = box?.raw.get(id);
    if (!box || !raw) return Promise.resolve(false);
    box.messages = box.messages.filter((message) => message.id !== id);
    box.raw.delete(id);
    box.state.count -= 1;
    box.state.size -= raw.byteLength;
    return Promise.resolve(true);
  }

  sweep(): Promise<number> {
    const now = this.#clock.now();
    let removed = 0;
    for (const box of this.#boxes.values()) {
      if (box.state.expires <= now) {
        this.#drop(box);
        removed++;
      }
    }
    return Promise.resolve(removed);
  }

  subscribe(address: string, listener: Listener): () => void {
    return this.#listeners.subscribe(address, listener);
  }

  close(): Promise<void> {
    for (const box of [...this.#boxes.values()]) this.#drop(box);
    return Promise.resolve();
  }

  /** The box at `address` if it has not expired; an expired one is dropped on the spot. */
  #live(address: string): Box | undefined {
    const box = this.#boxes.get(address);
    if (box && box.state.expires <= this.#clock.now()) {
      this.#drop(box);
      return undefined;
    }
    return box;
  }

  #drop(box: Box): void {
    this.#boxes.delete(box.state.address);
    this.#by_token.delete(box.state.token_hash);
    this.#listeners.emit(box.state.address, { type: "gone" });
  }
}

function snapshot(box: Box | undefined): InboxState | null {
  return box ? { ...box.state } : null;
}
