/** `Inbox`: one throwaway inbox and everything its token allows. @module */

import { type Span, span_text } from "../core/duration.ts";
import type { ChaosSettings, WireChaos } from "./chaos.ts";
import { later_of } from "./cursor.ts";
import type { NoMailFilter, WaitFilter } from "./filter.ts";
import { call, type Connection, inbox_path, read_json } from "./http.ts";
import { Mail, type MailSource } from "./mail.ts";
import { UnexpectedMailError } from "./unexpected_error.ts";
import { DEFAULT_WAIT, wait_for } from "./wait.ts";
import { stream_messages } from "./watch.ts";
import type { WireInbox, WireMessage } from "./wire.ts";

/**
 * Options of `inbox.watch()`.
 *
 * @example
 * ```ts ignore
 * const stop = AbortSignal.timeout(60_000);
 * for await (const mail of inbox.watch({ signal: stop })) console.log(mail.subject);
 * ```
 */
export interface WatchOptions {
  /** Ends the iteration (without an error) when it aborts. */
  signal?: AbortSignal | undefined;
  /** Yield mail after this cursor; default `inbox.cursor`, so mail not seen yet is never missed. */
  after?: string | undefined;
}

/** What an `Inbox` is made from: the service's inbox JSON and the token. */
export interface InboxInit {
  address: string;
  token: string;
  expires: string;
  cursor: string;
}

const TAG = /^[\w.=-]{1,64}$/;

/**
 * One throwaway inbox: its `address`, its `token`, when it `expires`, and a `cursor` that moves
 * forward as mail is seen. Make one with `temp()`, pick one up with `temp.attach()`.
 * `await using` deletes it at the end of the scope.
 *
 * @example
 * ```ts ignore
 * import { temp } from "@service/mail/inbox";
 * await using inbox = await temp({ ttl: "15m" });
 * await page.fill("#email", inbox.tag("signup")); // bright-otter-x1y2+signup@…
 * const mail = await inbox.wait({ subject: "Verify", tag: "signup", timeout: "30s" });
 * await page.goto(mail.link!);
 * ```
 */
export class Inbox implements AsyncDisposable {
  /** The address mail is sent to, `word-word-xxxx@host`. */
  readonly address: string;
  readonly #token: string;
  readonly #connection: Connection;
  readonly #source: MailSource;
  #expires: Date;
  #cursor: string;
  #deleted = false;

  /** Use `temp()` or `temp.attach()`; this wraps inbox JSON the service already answered. */
  constructor(init: InboxInit, connection: Connection) {
    this.address = init.address;
    this.#token = init.token;
    this.#connection = connection;
    this.#expires = new Date(init.expires);
    this.#cursor = init.cursor;
    this.#source = { connection, address: init.address, token: init.token };
  }

  /** The inbox token: whoever holds it reads the inbox. Not part of `JSON.stringify(inbox)`. */
  get token(): string {
    return this.#token;
  }

  /** When the inbox goes away; `extend()` moves it. */
  get expires(): Date {
    return new Date(this.#expires);
  }

  /**
   * The newest cursor this object has seen (from the service, `wait`, `watch` or `list`). Read
   * it before an action and pass it as `after` to wait only for mail the action caused.
   */
  get cursor(): string {
    return this.#cursor;
  }

  /** The plus-tagged address `local+name@host`; mail to it lands here with `mail.tag === name`. */
  tag(name: string): string {
    if (!TAG.test(name)) throw new TypeError(`tag "${name}" must be 1 to 64 letters, digits, "_", ".", "=" or "-"`);
    const at = this.address.lastIndexOf("@");
    return `${this.address.slice(0, at)}+${name}${this.address.slice(at)}`;
  }

  /**
   * The mail matching `filter`. Without `after`, the newest match, also one that arrived
   * before the call; with `after`, the first match after that cursor. Rejects with
   * `InboxTimeoutError` when none comes within `timeout` (default `"60s"`, any length); the
   * error lists the mail that did come and the criteria each failed.
   *
   * With `expect: "none"` it is a negative assertion: it resolves (with nothing) once `timeout`
   * has passed without a match, and rejects with `UnexpectedMailError` (carrying the mail) as
   * soon as one exists. Mail already held counts; pass `after` to count only newer mail.
   */
  wait(filter: NoMailFilter): Promise<void>;
  /**
   * The mail matching `filter`: the newest match without `after`, the first after it with
   * `after`; rejects with `InboxTimeoutError` (listing the near misses) when none comes in time.
   */
  wait(filter?: WaitFilter): Promise<Mail>;
  async wait(filter: WaitFilter | NoMailFilter = {}): Promise<Mail | void> {
    const result = await wait_for(this.#connection, this.address, this.#token, filter);
    if (result.kind === "mail") return this.#mail(result.message);
    if (result.kind === "unexpected") {
      throw new UnexpectedMailError(
        filter as NoMailFilter,
        span_text(filter.timeout ?? DEFAULT_WAIT) ?? DEFAULT_WAIT,
        this.#mail(result.message),
        result.raw,
      );
    }
  }

  /**
   * Each new mail as it arrives, in order, exactly once, also across dropped connections.
   * Ends on `break`, when `signal` aborts, or when the inbox expires or is deleted.
   */
  async *watch(options: WatchOptions = {}): AsyncGenerator<Mail, void, undefined> {
    const after = options.after ?? this.#cursor;
    for await (const message of stream_messages(this.#source, after, options.signal)) {
      yield this.#mail(message);
    }
  }

  /** Every mail held, oldest first. */
  async list(options: { signal?: AbortSignal } = {}): Promise<Mail[]> {
    const response = await call(this.#connection, inbox_path(this.address, "/messages"), {
      token: this.#token,
      signal: options.signal,
    });
    const page = await read_json<{ messages: WireMessage[]; cursor: string }>(response);
    this.#see(page.cursor);
    return page.messages.map((message) => this.#mail(message));
  }

  /**
   * The inbox as the service sees it now: expiry, messages and bytes held, how many more it can
   * take (`messages_left`, `bytes_left`), and the last arrival it refused and why
   * (`last_refusal`: full, too large, or chaos).
   *
   * @example
   * ```ts ignore
   * const { messages_left, last_refusal } = await inbox.info();
   * if (last_refusal) console.log(`refused at ${last_refusal.at}: ${last_refusal.reason}`);
   * ```
   */
  async info(options: { signal?: AbortSignal } = {}): Promise<WireInbox> {
    const response = await call(this.#connection, inbox_path(this.address), {
      token: this.#token,
      signal: options.signal,
    });
    const inbox = await read_json<WireInbox>(response);
    this.#expires = new Date(inbox.expires);
    this.#see(inbox.cursor);
    return inbox;
  }

  /**
   * Fault injection on this inbox, to test how an app copes with mail that is refused, late,
   * doubled or out of order: `chaos(settings)` sets it (replacing what was set; `{}` turns it
   * off), `chaos()` reads it. Off by default; gone with the inbox.
   *
   * @example
   * ```ts ignore
   * await inbox.chaos({ refuse: { code: 451, probability: 1 } }); // the app's first send fails
   * await page.click("text=Sign up");
   * await inbox.chaos({}); // its retry gets through
   * const mail = await inbox.wait({ subject: "Verify", timeout: "2m" });
   * ```
   */
  async chaos(settings?: ChaosSettings, options: { signal?: AbortSignal } = {}): Promise<WireChaos> {
    const path = inbox_path(this.address, "/chaos");
    const response = settings === undefined
      ? await call(this.#connection, path, { token: this.#token, signal: options.signal })
      : await call(this.#connection, path, {
        method: "POST",
        token: this.#token,
        json: settings,
        signal: options.signal,
      });
    return await read_json<WireChaos>(response);
  }

  /** Moves the expiry later by `ttl` (such as `"2h"` or `{ hours: 2 }`) and answers the new expiry. */
  async extend(span: Span, options: { signal?: AbortSignal } = {}): Promise<Date> {
    const ttl = span_text(span);
    if (ttl === undefined) {
      throw new TypeError(`ttl ${JSON.stringify(span)} is not a duration like "30m", "2h" or { hours: 2 }`);
    }
    const response = await call(this.#connection, inbox_path(this.address, "/extend"), {
      method: "POST",
      token: this.#token,
      json: { ttl },
      signal: options.signal,
    });
    const inbox = await read_json<WireInbox>(response);
    this.#expires = new Date(inbox.expires);
    this.#see(inbox.cursor);
    return this.expires;
  }

  /** Deletes the inbox and its mail. Calling it again on this object does nothing. */
  async delete(options: { signal?: AbortSignal } = {}): Promise<void> {
    if (this.#deleted) return;
    const response = await call(this.#connection, inbox_path(this.address), {
      method: "DELETE",
      token: this.#token,
      signal: options.signal,
    });
    await response.body?.cancel();
    this.#deleted = true;
  }

  /** `await using inbox = await temp()` deletes the inbox at scope end; an expired one is let be. */
  async [Symbol.asyncDispose](): Promise<void> {
    try {
      await this.delete();
    } catch (error) {
      if ((error as { status?: number }).status !== 401) throw error;
    }
  }

  /** `{address, expires, cursor}`: the token is left out so logs do not leak it. */
  toJSON(): { address: string; expires: string; cursor: string } {
    return { address: this.address, expires: this.#expires.toISOString(), cursor: this.#cursor };
  }

  #mail(message: WireMessage): Mail {
    this.#see(message.cursor);
    return new Mail(message, this.#source);
  }

  #see(cursor: string): void {
    this.#cursor = later_of(this.#cursor, cursor);
  }
}
