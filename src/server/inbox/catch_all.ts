/**
 * Catch-all mode (`--catch-all`): mail to any address on any domain is kept, readable with the
 * operator token. The caught mail lives in one inbox of the store at the reserved address `*`,
 * so every store kind (memory, Deno KV, Redis) keeps it, and waits, streams, raw bytes and
 * attachments work on it as on any inbox (the inbox routes with `*` as the address). It never expires and is bounded:
 * when it holds `max_messages` messages or `max_bytes` bytes, the oldest are dropped to make room,
 * as Mailpit's `--max-messages` does.
 * @module
 */

import type { Clock } from "../../core/clock.ts";
import { sha256_hex, timing_safe_equal } from "../../core/crypto.ts";
import { unauthorized } from "../http/errors.ts";
import { bearer } from "../http/tokens.ts";
import type { AuthResults, WireMessage } from "../../inbox/wire.ts";
import type { ReadMail } from "./reader.ts";
import type { InboxState, MessageDraft, Store } from "./store/types.ts";

/** The address of the catch-all in the store and in the inbox routes. */
export const CATCH_ALL = "*";

/** The catch-all never expires; the store still wants a lifetime, so it gets a century. */
const LIFETIME_MS = 100 * 365 * 24 * 3_600_000;

/**
 * What the catch-all's record holds instead of a token digest. It is not hex, so no token's
 * SHA-256 ever equals it: an inbox token can never open the catch-all.
 */
const NO_TOKEN = "catch-all";

/** Messages the catch-all keeps by default (Mailpit's default `--max-messages`). */
export const DEFAULT_CATCH_ALL_MAX = 500;

/** Bytes (raw sizes) the catch-all keeps by default. */
export const DEFAULT_CATCH_ALL_BYTES = 256 * 1024 * 1024;

export interface CatchAllOptions {
  /** The operator token that reads the caught mail. */
  token: string;
  /** Messages kept at most; the oldest go first. Default 500. */
  max_messages?: number;
  /** Bytes kept at most (raw sizes), at least one largest message. Default 256 MiB. */
  max_bytes?: number;
}

/** The catch-all: its token, its bound, and the store operations that keep it bounded. */
export class CatchAll {
  readonly max_messages: number;
  readonly max_bytes: number;
  readonly #store: Store;
  readonly #clock: Clock;
  readonly #token_hash: Promise<string>;

  constructor(store: Store, clock: Clock, options: CatchAllOptions & { max_message_bytes: number }) {
    if (!options.token) throw new TypeError("the catch-all needs an operator token");
    this.#store = store;
    this.#clock = clock;
    this.#token_hash = sha256_hex(options.token);
    this.max_messages = options.max_messages ?? DEFAULT_CATCH_ALL_MAX;
    this.max_bytes = Math.max(options.max_bytes ?? DEFAULT_CATCH_ALL_BYTES, options.max_message_bytes);
  }

  /** Whether `token` is the operator token; compared as SHA-256 digests, in constant time. */
  async accepts(token: string | null | undefined): Promise<boolean> {
    if (!token) return false;
    const [given, expected] = await Promise.all([sha256_hex(token), this.#token_hash]);
    return timing_safe_equal(given, expected);
  }

  /** The catch-all's inbox when the request carries the operator token as a bearer; else 401. */
  async authorize(request: { readonly headers: Headers }): Promise<InboxState> {
    if (!(await this.accepts(bearer(request.headers.get("authorization"))))) throw unauthorized();
    return await this.state();
  }

  /** The catch-all's inbox, made on first use. */
  async state(): Promise<InboxState> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const found = await this.#store.inbox(CATCH_ALL);
      if (found) return found;
      const now = this.#clock.now();
      await this.#store.create_inbox({
        address: CATCH_ALL,
        token_hash: NO_TOKEN,
        created: now,
        expires: now + LIFETIME_MS,
        max_lifetime: LIFETIME_MS,
        account: null,
      });
    }
    throw new Error("the catch-all inbox could not be made in the store");
  }

  /** Whether the catch-all holds a message of this id already (a delivery run again). */
  async has(id: string): Promise<boolean> {
    return (await this.#store.message(CATCH_ALL, id)) !== null;
  }

  /**
   * Keeps one message, dropping the oldest as long as the bound leaves no room. Answers the
   * stored message. Other arrivals may drop at the same moment, so a burst can drop a few more
   * than strictly needed, never fewer.
   */
  async keep(draft: MessageDraft, raw: Uint8Array): Promise<WireMessage> {
    const limits = { max_messages: this.max_messages, max_inbox_bytes: this.max_bytes };
    let missing = 0;
    for (;;) {
      const added = await this.#store.add_message(CATCH_ALL, draft, raw, limits);
      if (added.ok) return added.message;
      if (added.reason === "unknown") {
        if (++missing > 3) throw new Error("the catch-all inbox is missing from the store");
        await this.state();
        continue;
      }
      const [oldest] = await this.#store.messages(CATCH_ALL, { limit: 1 });
      // Empty yet full: the bound is below this one message, which `max_bytes` rules out.
      if (!oldest) throw new Error(`the catch-all cannot hold a message of ${raw.byteLength} bytes`);
      await this.#store.delete_message(CATCH_ALL, oldest.id);
    }
  }

  /**
   * Deletes every message held when called (mail arriving meanwhile stays); answers how many.
   * The cursor keeps counting, so a reader's `after` stays meaningful.
   */
  async delete_all(): Promise<number> {
    const state = await this.#store.inbox(CATCH_ALL);
    if (!state) return 0;
    let removed = 0;
    let after = 0;
    for (;;) {
      const batch = (await this.#store.messages(CATCH_ALL, { after, limit: 200 }))
        .filter((message) => Number(message.cursor) <= state.seq);
      if (batch.length === 0) return removed;
      for (const message of batch) {
        if (await this.#store.delete_message(CATCH_ALL, message.id)) removed++;
      }
      after = Number(batch.at(-1)!.cursor);
    }
  }

  /** Deletes the messages of these ids; answers how many were there. */
  async delete(ids: string[]): Promise<number> {
    let removed = 0;
    for (const id of new Set(ids)) if (await this.#store.delete_message(CATCH_ALL, id)) removed++;
    return removed;
  }
}

/**
 * The catch-all's copy of an arrival: the message JSON every inbox gets, without a tag, with the
 * envelope recipients as `delivered_to` (so a Bcc recipient is found by a `to` filter too).
 */
export function caught_copy(
  parsed: ReadMail,
  auth: AuthResults,
  envelope: { rcpt: string[]; sender?: string | undefined },
  id: string,
  received: string,
  size: number,
): MessageDraft {
  return {
    id,
    from: parsed.from ?? envelope.sender ?? "",
    name: parsed.name,
    to: parsed.to.length > 0 ? parsed.to : envelope.rcpt,
    tag: null,
    subject: parsed.subject,
    text: parsed.text,
    html: parsed.html,
    headers: parsed.headers,
    auth,
    attachments: parsed.attachments,
    code: parsed.code,
    code_digits: parsed.code_digits,
    codes: parsed.codes,
    link: parsed.link,
    links: parsed.links,
    received,
    size,
    delivered_to: [...new Set(envelope.rcpt.map((rcpt) => rcpt.trim().replace(/^<(.*)>$/, "$1")))],
  };
}
