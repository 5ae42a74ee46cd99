/**
 * The inboxes one MCP session may use, by address. The tokens stay in here: a tool names an inbox
 * by its address, and only an inbox this session made (or one the operator attached by token)
 * answers. Any other address, whether it exists or not, gets the same answer, so a session cannot
 * probe another's inboxes.
 * @module
 */

import { type ConnectOptions, type Inbox, temp } from "../../inbox.ts";

/** A tool's failure that the model can act on; its message is the whole answer. */
export class ToolError extends Error {
  /** `message` is shown to the model as is. */
  constructor(message: string) {
    super(message);
    this.name = "ToolError";
  }
}

/** `local@host`, lower-case, without a plus-tag or angle brackets. */
export function base_address(address: string): string {
  const text = address.trim().replace(/^<(.*)>$/, "$1").toLowerCase();
  const at = text.lastIndexOf("@");
  if (at < 1) return text;
  return `${text.slice(0, at).replace(/\+.*$/, "")}${text.slice(at)}`;
}

/** The inboxes of one session. */
export class InboxSession {
  readonly #connect: ConnectOptions;
  readonly #inboxes = new Map<string, { inbox: Inbox; made: boolean }>();
  #pending: string[];
  #attaching: Promise<void> | undefined;

  /** `attach`: inbox tokens the operator configured; picked up on first use. */
  constructor(connect: ConnectOptions, attach: readonly string[] = []) {
    this.#connect = connect;
    this.#pending = [...attach];
  }

  /** Every token this session holds, for the last check that no answer carries one. */
  get tokens(): string[] {
    return [...this.#inboxes.values()].map(({ inbox }) => inbox.token).concat(this.#pending);
  }

  /** Makes an inbox and keeps it. */
  async create(ttl: string | undefined, signal?: AbortSignal): Promise<Inbox> {
    const inbox = await temp({ ...this.#connect, ...(ttl === undefined ? {} : { ttl }), signal });
    this.#inboxes.set(base_address(inbox.address), { inbox, made: true });
    return inbox;
  }

  /** The inbox at `address` (a plus-tagged form too); a `ToolError` for one this session does not hold. */
  async get(address: string, signal?: AbortSignal): Promise<Inbox> {
    await this.#attach(signal);
    const entry = this.#inboxes.get(base_address(address));
    if (!entry) {
      const known = [...this.#inboxes.values()].map(({ inbox }) => inbox.address);
      throw new ToolError(
        `no inbox ${JSON.stringify(address)} in this session; ${
          known.length > 0 ? `the inboxes here are ${known.join(", ")}` : "there are none yet"
        }. Make one with create_inbox.`,
      );
    }
    return entry.inbox;
  }

  /** Forgets the inbox at `address` (after it was deleted). */
  forget(address: string): void {
    this.#inboxes.delete(base_address(address));
  }

  /** The addresses held, in the order they came. */
  addresses(): string[] {
    return [...this.#inboxes.values()].map(({ inbox }) => inbox.address);
  }

  /** Deletes the inboxes this session made (attached ones are left be); failures are ignored. */
  async close(): Promise<void> {
    const made = [...this.#inboxes.values()].filter((entry) => entry.made);
    this.#inboxes.clear();
    await Promise.all(made.map(({ inbox }) => inbox.delete({ signal: AbortSignal.timeout(5_000) }).catch(() => {})));
  }

  #attach(signal?: AbortSignal): Promise<void> {
    if (this.#pending.length === 0) return Promise.resolve();
    this.#attaching ??= (async () => {
      const tokens = this.#pending;
      const results = await Promise.allSettled(
        tokens.map((token) => temp.attach({ ...this.#connect, token, ...(signal ? { signal } : {}) })),
      );
      this.#pending = [];
      for (const result of results) {
        if (result.status === "fulfilled") {
          this.#inboxes.set(base_address(result.value.address), { inbox: result.value, made: false });
        }
      }
    })().finally(() => {
      this.#attaching = undefined;
    });
    return this.#attaching;
  }
}
