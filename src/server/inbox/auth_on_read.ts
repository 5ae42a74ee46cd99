/**
 * SPF, DKIM and DMARC of signed mail, checked when the message is first read instead of when it
 * arrives. A signature costs an RSA verification and a pass over the whole message (about twice
 * the rest of ingest), and much mail is never read: load tests, the catch-all, the ninety-ninth
 * sign-up mail of a suite. So ingest stores a signed message with the session it came in
 * (`auth_pending`: client IP, HELO, envelope sender) and verdicts `pending`; this layer over the
 * store answers every read with the verdicts, checked as of the arrival (a signature that expires
 * between arrival and reading still passes, as it did when it came) and kept for later reads.
 * Unsigned mail is checked at arrival as before: without a signature the check is a cached lookup.
 * @module
 */

import type { AuthResults, WireMessage } from "../../inbox/wire.ts";
import { type Authenticator, final, reused, type SessionInfo, TEMPERROR } from "./mail_auth.ts";
import type {
  AddResult,
  InboxEvent,
  InboxRecord,
  InboxState,
  Limits,
  Listener,
  MessageDraft,
  Refusal,
  Store,
} from "./store/types.ts";

/** The verdicts of a message whose check waits for its first reader. */
export const PENDING: AuthResults = { spf: "pending", dkim: "pending", dmarc: "pending" };

/** What a signed message keeps for its check: the session it arrived in. */
export interface PendingAuth {
  ip?: string | undefined;
  helo?: string | undefined;
  sender?: string | undefined;
}

type Stored = WireMessage & { auth_pending?: PendingAuth };

/** `draft` with its check left for its first reader. */
export function pending(draft: MessageDraft, session: SessionInfo): MessageDraft {
  const kept: PendingAuth = { ip: session.ip, helo: session.helo, sender: session.sender };
  return { ...draft, auth: PENDING, auth_pending: kept } as MessageDraft;
}

/** Verdicts kept for messages read once (the oldest forgotten first; forgotten ones are checked again). */
const KEPT = 10_000;

/** A store whose reads answer checked verdicts for messages stored with `pending`. */
export class AuthOnRead implements Store {
  readonly #store: Store;
  readonly #authenticate: Authenticator;
  /** Verdicts by message, kept unless one is a temporary error (then the next reader asks again). */
  readonly #verdicts = reused<AuthResults>(Infinity, final, KEPT);

  constructor(store: Store, authenticate: Authenticator) {
    this.#store = store;
    this.#authenticate = authenticate;
  }

  /** The store underneath, whose reads give `pending` as it was stored. */
  get inner(): Store {
    return this.#store;
  }

  create_inbox(record: InboxRecord): Promise<boolean> {
    return this.#store.create_inbox(record);
  }
  inbox(address: string): Promise<InboxState | null> {
    return this.#store.inbox(address);
  }
  inbox_by_token(token_hash: string): Promise<InboxState | null> {
    return this.#store.inbox_by_token(token_hash);
  }
  set_expiry(address: string, expires: number): Promise<InboxState | null> {
    return this.#store.set_expiry(address, expires);
  }
  delete_inbox(address: string): Promise<boolean> {
    return this.#store.delete_inbox(address);
  }
  /** Adds as the store does; the answer's message is as stored (its check not run). */
  add_message(address: string, draft: MessageDraft, raw: Uint8Array, limits: Limits): Promise<AddResult> {
    return this.#store.add_message(address, draft, raw, limits);
  }
  note_refusal(address: string, refusal: Refusal): Promise<void> {
    return this.#store.note_refusal(address, refusal);
  }
  async messages(address: string, options?: { after?: number; limit?: number }): Promise<WireMessage[]> {
    const list = await this.#store.messages(address, options);
    return list.some(is_pending) ? await Promise.all(list.map((message) => this.#checked(address, message))) : list;
  }
  async message(address: string, id: string): Promise<WireMessage | null> {
    const message = await this.#store.message(address, id);
    return message && await this.#checked(address, message);
  }
  raw(address: string, id: string): Promise<Uint8Array | null> {
    return this.#store.raw(address, id);
  }
  delete_message(address: string, id: string): Promise<boolean> {
    return this.#store.delete_message(address, id);
  }
  sweep(): Promise<number> {
    return this.#store.sweep();
  }
  /** Events in the order the store tells them; a pending message's once it is checked. */
  subscribe(address: string, listener: Listener, seen?: number): () => void {
    // made only when a check is under way: a held wait that never sees signed mail keeps none
    let queue: Promise<void> | null = null;
    let queued = 0;
    let stopped = false;
    const stop = this.#store.subscribe(address, (event) => {
      const checking = event.type === "message" && is_pending(event.message);
      // Nothing waits on a check: told at once, as the store tells it.
      if (queued === 0 && !checking) return listener(event);
      queued++;
      const next: Promise<InboxEvent> = event.type === "message" && checking
        ? this.#checked(address, event.message, event.raw).then((message) => ({ type: "message", message }))
        : Promise.resolve(event);
      queue = (queue ?? Promise.resolve()).then(() => next).then((event) => {
        if (--queued === 0) queue = null;
        if (!stopped) listener(event);
      });
    }, seen);
    return () => {
      stopped = true;
      stop();
    };
  }
  unavailable(error: unknown): boolean {
    return this.#store.unavailable?.(error) ?? false;
  }
  close(): Promise<void> {
    return this.#store.close();
  }

  /**
   * `message` with its verdicts: as stored, or checked now (once) if they were pending. A store
   * telling of new mail hands over its bytes, so the check needs no read (and survives the inbox
   * being deleted meanwhile).
   */
  async #checked(address: string, message: WireMessage, raw?: Uint8Array): Promise<WireMessage> {
    if (!is_pending(message)) return message;
    const { auth_pending: session, ...rest } = message as Stored;
    const at = Date.parse(message.received);
    const verdict = this.#verdicts(
      `${address}\n${message.id}`,
      () => this.#check(address, message.id, { ...session, at }, raw),
    );
    return { ...rest, auth: await verdict };
  }

  /** The verdicts of a stored message; `temperror` when its bytes cannot be read now. */
  async #check(address: string, id: string, session: SessionInfo, given?: Uint8Array): Promise<AuthResults> {
    const raw = given ?? await this.#store.raw(address, id).catch(() => null);
    return raw ? await this.#authenticate(raw, session) : TEMPERROR;
  }
}

/** The store under `store`'s checks, for reads that show no verdicts (Mailpit's shapes, listing to delete). */
export function unchecked(store: Store): Store {
  return store instanceof AuthOnRead ? store.inner : store;
}

function is_pending(message: WireMessage): boolean {
  return (message as Stored).auth_pending !== undefined;
}
