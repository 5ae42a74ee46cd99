/**
 * Wake-ups across instances sharing one Redis. An inbox with listeners here is subscribed to its
 * channel; every stored message is published there (inside the script that stores it, so in
 * commit order) with its JSON, so a wait held on another instance answers after one hop.
 *
 * Nothing falls between a reader's last read and its subscription: each subscribed inbox keeps
 * the newest sequence number told here (`seen`, from the first subscriber), and once Redis
 * confirms the subscription, and whenever a number is skipped, what is newer than `seen` is read
 * from the store and told in order; so is everything after a lost connection comes back. Catch-ups
 * of one inbox run one after another.
 * @module
 */

import type { WireMessage } from "../../../../inbox/wire.ts";
import { Listeners } from "../listeners.ts";
import type { RedisClient } from "../../../db/redis_client.ts";
import type { Listener } from "../types.ts";

/** What the wake-ups read from the store to catch up. */
export interface CatchUpReader {
  /** The inbox's newest sequence number; `null` when it is gone (and its listeners were told). */
  newest(address: string): Promise<number | null>;
  after(address: string, seq: number): Promise<WireMessage[]>;
}

interface Watch {
  seen: number | undefined;
  /** The bytes of mail being stored here, by id, for the listeners to be told with it (a few at most). */
  bytes: Map<string, Uint8Array>;
  chain: Promise<void>;
  on_payload: (payload: string) => void;
}

/** Mail being stored at once into one watched inbox whose bytes are kept for its listeners. */
const HELD_BYTES = 16;

export class Wakeups {
  readonly #subscriber: RedisClient;
  readonly #channel: (address: string) => string;
  readonly #reader: CatchUpReader;
  readonly #listeners = new Listeners();
  readonly #watches = new Map<string, Watch>();

  constructor(subscriber: RedisClient, channel: (address: string) => string, reader: CatchUpReader) {
    this.#subscriber = subscriber;
    this.#channel = channel;
    this.#reader = reader;
    // After a lost connection the client subscribes again on its own; what was published while it
    // was away is read once the PING queued behind those subscriptions is answered.
    subscriber.on("ready", () => {
      subscriber.ping().then(() => {
        for (const [address, watch] of this.#watches) this.#catch_up(address, watch);
      }, () => {});
    });
  }

  subscribe(address: string, listener: Listener, seen?: number): () => void {
    const unsubscribe = this.#listeners.subscribe(address, listener);
    if (!this.#watches.has(address)) this.#watch(address, seen);
    return () => {
      unsubscribe();
      if (!this.#listeners.has(address)) this.#forget(address);
    };
  }

  /**
   * A message is being stored here: its listeners are told with its bytes, whether its script's
   * answer or its publication reaches this instance first.
   */
  hold_bytes(address: string, id: string, raw: Uint8Array): void {
    const bytes = this.#watches.get(address)?.bytes;
    if (bytes && bytes.size < HELD_BYTES) bytes.set(id, raw);
  }

  /** The message has been stored, or not: its bytes are no longer kept. */
  drop_bytes(address: string, id: string): void {
    this.#watches.get(address)?.bytes.delete(id);
  }

  /** A message stored (here, or heard from Redis): told at once if it is the next one. */
  stored(address: string, seq: number, message?: WireMessage): void {
    const watch = this.#watches.get(address);
    if (!watch || (watch.seen !== undefined && seq <= watch.seen)) return;
    if (message && watch.seen === seq - 1) this.#tell(address, watch, message);
    else this.#catch_up(address, watch);
  }

  /** The inbox is gone: its listeners hear it and are dropped. */
  gone(address: string): void {
    this.#forget(address);
    this.#listeners.emit(address, { type: "gone" });
  }

  close(): void {
    for (const address of [...this.#watches.keys()]) this.#forget(address);
  }

  #watch(address: string, seen: number | undefined): void {
    const watch: Watch = {
      seen,
      bytes: new Map(),
      chain: Promise.resolve(),
      on_payload: (payload) => this.#heard(address, payload),
    };
    this.#watches.set(address, watch);
    this.#subscriber.subscribe(this.#channel(address), watch.on_payload)
      .then(() => this.#catch_up(address, watch), () => {});
  }

  #forget(address: string): void {
    const watch = this.#watches.get(address);
    if (!watch) return;
    this.#watches.delete(address);
    this.#subscriber.unsubscribe(this.#channel(address), watch.on_payload).catch(() => {});
  }

  #heard(address: string, payload: string): void {
    if (payload === "g") return this.gone(address);
    const newline = payload.indexOf("\n");
    const seq = Number(newline < 0 ? payload : payload.slice(0, newline));
    const message = newline < 0 ? undefined : JSON.parse(payload.slice(newline + 1)) as WireMessage;
    this.stored(address, seq, message);
  }

  #tell(address: string, watch: Watch, message: WireMessage): void {
    const seq = Number(message.cursor);
    if (watch.seen !== undefined && seq <= watch.seen) return;
    watch.seen = seq;
    const raw = watch.bytes.get(message.id);
    watch.bytes.delete(message.id);
    this.#listeners.emit(address, { type: "message", message, raw });
  }

  /** Reads and tells what is newer than `seen`, after any catch-up already under way. */
  #catch_up(address: string, watch: Watch): void {
    watch.chain = watch.chain.then(async () => {
      if (this.#watches.get(address) !== watch) return;
      const newest = await this.#reader.newest(address);
      if (newest === null || this.#watches.get(address) !== watch) return;
      if (watch.seen === undefined) return void (watch.seen = newest);
      if (newest <= watch.seen) return;
      for (const message of await this.#reader.after(address, watch.seen)) {
        if (this.#watches.get(address) !== watch) return;
        this.#tell(address, watch, message);
      }
    }).catch(() => {});
  }
}
