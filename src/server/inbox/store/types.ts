/**
 * The storage seam of the reference server. One interface, several implementations
 * (memory today; Deno KV and Redis later), all given the same tests.
 * @module
 */

import type { WireMessage } from "../../../inbox/wire.ts";

/** An inbox as stored. The token is kept only as its SHA-256 hex digest. */
export interface InboxRecord {
  address: string;
  token_hash: string;
  created: number;
  expires: number;
  /** Longest total lifetime an extension may reach, in ms (24 h public, 7 d own domain). */
  max_lifetime: number;
  /** The account that made it on an own domain, or `null` on a public host. */
  account: string | null;
}

/** Why the last arrival was refused, for quota transparency. */
export interface Refusal {
  at: number;
  reason: "inbox_full" | "inbox_size" | "message_too_large" | "chaos";
  size: number;
}

/** An inbox with its running totals. */
export interface InboxState extends InboxRecord {
  /** Messages held. */
  count: number;
  /** Bytes held (raw sizes). */
  size: number;
  /** Sequence number of the newest message ever stored; 0 when none. */
  seq: number;
  last_refusal: Refusal | null;
}

/** Caps applied atomically when a message is added. */
export interface Limits {
  max_messages: number;
  max_inbox_bytes: number;
}

/** A message before the store gives it its place (`cursor`). */
export type MessageDraft = Omit<WireMessage, "cursor">;

/** The outcome of adding one message to one inbox. */
export type AddResult =
  | { ok: true; message: WireMessage }
  | { ok: false; reason: "unknown" | "inbox_full" | "inbox_size" };

/** What subscribers of an inbox hear. */
export type InboxEvent =
  /** `raw`: the message's bytes, when the process that stored it tells it (none when heard from another). */
  | { type: "message"; message: WireMessage; raw?: Uint8Array | undefined }
  | { type: "gone" };

/** A listener for one inbox's events. */
export type Listener = (event: InboxEvent) => void;

/** Storage of inboxes and the mail they hold. */
export interface Store {
  /** Adds a new inbox; `false` when the address is taken. */
  create_inbox(record: InboxRecord): Promise<boolean>;
  /** The live inbox at `address`; `null` when unknown or expired. */
  inbox(address: string): Promise<InboxState | null>;
  /** The live inbox whose token hashes to `token_hash`. */
  inbox_by_token(token_hash: string): Promise<InboxState | null>;
  /** Moves an inbox's expiry; `null` when it is gone. */
  set_expiry(address: string, expires: number): Promise<InboxState | null>;
  /** Removes an inbox and its mail; subscribers hear `gone`. */
  delete_inbox(address: string): Promise<boolean>;
  /** Stores a message under the limits, giving it the next cursor; subscribers hear it. */
  add_message(address: string, draft: MessageDraft, raw: Uint8Array, limits: Limits): Promise<AddResult>;
  /** Records why an arrival was refused. */
  note_refusal(address: string, refusal: Refusal): Promise<void>;
  /** Messages oldest first, those with a sequence number above `after`, at most `limit`. */
  messages(address: string, options?: { after?: number; limit?: number }): Promise<WireMessage[]>;
  message(address: string, id: string): Promise<WireMessage | null>;
  raw(address: string, id: string): Promise<Uint8Array | null>;
  delete_message(address: string, id: string): Promise<boolean>;
  /** Frees expired inboxes; answers how many were removed. */
  sweep(): Promise<number>;
  /**
   * Listens to one inbox; returns the function that stops listening. `seen` is the newest cursor
   * the caller has read (a store shared between processes tells it of anything newer).
   */
  subscribe(address: string, listener: Listener, seen?: number): () => void;
  /**
   * Whether `error` says the store cannot be reached now (its server down or not answering), so
   * the request may be tried again shortly. Stores in this process never are.
   */
  unavailable?(error: unknown): boolean;
  close(): Promise<void>;
}
