/**
 * `catch_all()`: every mail a server in catch-all mode (`serve --catch-all`) caught, to any
 * address on any domain, read with the operator token — the same `wait`, `list` and `watch` as
 * an `Inbox`, with `to` as a filter, so a test needs no inbox made first.
 * @module
 */

import { span_text } from "../core/duration.ts";
import { read_env } from "../core/env.ts";
import { ServiceError } from "../core/error.ts";
import { later_of } from "./cursor.ts";
import { filter_query, type Matcher, type NoMailFilter, type WaitFilter } from "./filter.ts";
import { call, type Connection, type Fetch, inbox_path, PROVIDER, read_json } from "./http.ts";
import { Mail, type MailSource } from "./mail.ts";
import { connection } from "./temp.ts";
import { UnexpectedMailError } from "./unexpected_error.ts";
import { DEFAULT_WAIT, wait_for } from "./wait.ts";
import { stream_messages } from "./watch.ts";
import type { WireInbox, WireMessage } from "./wire.ts";
import type { Env } from "../core/env.ts";

/** The catch-all's address in the inbox routes (`/v1/inboxes/*`). */
const ADDRESS = "*";

/**
 * Options of `catch_all()`.
 *
 * @example
 * ```ts ignore
 * const caught = catch_all({ token: Deno.env.get("SERVICE_CATCH_ALL_TOKEN"), url: "http://127.0.0.1:8025" });
 * ```
 */
export interface CatchAllOptions {
  /** The operator token the server printed at start; default `SERVICE_CATCH_ALL_TOKEN`. */
  token?: string | undefined;
  /** Base URL of the service; default `SERVICE_INBOX_URL`, then `http://127.0.0.1:8025`. */
  url?: string | undefined;
  /** The `fetch` to use; default the global one. */
  fetch?: Fetch | undefined;
  /** Environment to read instead of the process's. */
  env?: Env | undefined;
}

/**
 * Which caught mail `list()` answers and `watch()` yields; every criterion given must hold.
 *
 * @example
 * ```ts ignore
 * const mails = await catch_all().list({ to: "ada@example.com", subject: /welcome/i });
 * ```
 */
export interface CatchAllFilter {
  /** A recipient: a whole address (case-insensitive) or a RegExp tried on each recipient. */
  to?: Matcher | undefined;
  /** The subject line: a case-insensitive substring or a RegExp. */
  subject?: Matcher | undefined;
  /** The sender, `Name <address>`: a case-insensitive substring or a RegExp. */
  from?: Matcher | undefined;
  /** Ends the call (or the iteration of `watch`). */
  signal?: AbortSignal | undefined;
}

/**
 * The catch-all of a server in catch-all mode: `wait`, `list` and `watch` over all caught mail,
 * `delete_all()` to empty it. Make it with `catch_all()`.
 *
 * @example
 * ```ts ignore
 * import { catch_all } from "@service/mail/inbox";
 * await page.fill("#email", "ada@example.com");
 * await page.click("text=Sign up");
 * const mail = await catch_all().wait({ to: "ada@example.com", subject: "Verify" });
 * await page.fill("#code", mail.code!);
 * ```
 */
export class CatchAll {
  /** `*`: the catch-all's name in the inbox routes. */
  readonly address: "*" = ADDRESS;
  readonly #connection: Connection;
  readonly #source: MailSource;
  #cursor = "0";

  /** Use `catch_all()`. */
  constructor(token: string, connection: Connection) {
    this.#connection = connection;
    this.#source = { connection, address: ADDRESS, token };
  }

  /** The newest cursor this object has seen; pass it as `after` to wait only for newer mail. */
  get cursor(): string {
    return this.#cursor;
  }

  /** A negative assertion: resolves when no match exists by the end of `timeout`. */
  wait(filter: NoMailFilter): Promise<void>;
  /**
   * The caught mail matching `filter` (`to`, `subject`, `from`, `tag`, `after`, `timeout`): the
   * newest match without `after`, the first after it with `after`; rejects with
   * `InboxTimeoutError` (listing the near misses) when none comes in time.
   */
  wait(filter?: WaitFilter): Promise<Mail>;
  async wait(filter: WaitFilter | NoMailFilter = {}): Promise<Mail | void> {
    const result = await wait_for(this.#connection, ADDRESS, this.#source.token, filter);
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

  /** The caught mail matching `filter`, oldest first. */
  async list(filter: CatchAllFilter = {}): Promise<Mail[]> {
    const query = filter_query({ to: filter.to, subject: filter.subject, from: filter.from });
    const out: Mail[] = [];
    let after = "0";
    for (;;) {
      const response = await call(this.#connection, inbox_path(ADDRESS, "/messages"), {
        token: this.#source.token,
        query: { ...query, after },
        signal: filter.signal,
      });
      const page = await read_json<{ messages: WireMessage[]; cursor: string }>(response);
      for (const message of page.messages) out.push(this.#mail(message));
      if (page.cursor === after) return out;
      this.#see(page.cursor);
      after = page.cursor;
    }
  }

  /**
   * Each new caught mail matching `filter` as it arrives, in order, exactly once, also across
   * dropped connections; mail from `after` on (default: from now). Ends on `break` or when
   * `signal` aborts.
   */
  async *watch(filter: CatchAllFilter & { after?: string | undefined } = {}): AsyncGenerator<Mail, void, undefined> {
    const wanted = [
      filter.to === undefined ? null : (m: WireMessage) => recipients(m).some((r) => same_recipient(filter.to!, r)),
      filter.subject === undefined ? null : (m: WireMessage) => text_matches(filter.subject!, m.subject),
      filter.from === undefined ? null : (m: WireMessage) => text_matches(filter.from!, sender(m)),
    ].filter((test) => test !== null);
    for await (const message of stream_messages(this.#source, filter.after, filter.signal)) {
      this.#see(message.cursor);
      if (wanted.every((test) => test(message))) yield this.#mail(message);
    }
  }

  /** The catch-all as the service sees it now: messages and bytes held, and how many more before the oldest go. */
  async info(options: { signal?: AbortSignal } = {}): Promise<WireInbox> {
    const response = await call(this.#connection, inbox_path(ADDRESS), {
      token: this.#source.token,
      signal: options.signal,
    });
    const inbox = await read_json<WireInbox>(response);
    this.#see(inbox.cursor);
    return inbox;
  }

  /** Deletes every caught message; answers how many. Cursors keep counting. */
  async delete_all(options: { signal?: AbortSignal } = {}): Promise<number> {
    const response = await call(this.#connection, inbox_path(ADDRESS, "/messages"), {
      method: "DELETE",
      token: this.#source.token,
      signal: options.signal,
    });
    return (await read_json<{ deleted: number }>(response)).deleted;
  }

  /** `{address, cursor}`: the token is left out so logs do not leak it. */
  toJSON(): { address: string; cursor: string } {
    return { address: ADDRESS, cursor: this.#cursor };
  }

  #mail(message: WireMessage): Mail {
    this.#see(message.cursor);
    return new Mail(message, this.#source);
  }

  #see(cursor: string): void {
    this.#cursor = later_of(this.#cursor, cursor);
  }
}

/** The addresses a `to` criterion looks at: To, Cc, and the envelope recipients of a caught copy. */
function recipients(message: WireMessage): string[] {
  const cc = [...(message.headers.cc ?? "").matchAll(/[^\s<>",;:]+@[^\s<>",;]+/g)].map((m) => m[0]);
  return [...message.to, ...cc, ...(message.delivered_to ?? [])];
}

function same_recipient(wanted: Matcher, address: string): boolean {
  return wanted instanceof RegExp ? new RegExp(wanted.source, wanted.flags.replace(/[gy]/g, "")).test(address) : (
    address.toLowerCase() === wanted.trim().toLowerCase()
  );
}

function text_matches(wanted: Matcher, text: string): boolean {
  return wanted instanceof RegExp
    ? new RegExp(wanted.source, wanted.flags.replace(/[gy]/g, "")).test(text)
    : text.toLowerCase().includes(wanted.toLowerCase());
}

const sender = (message: WireMessage) => message.name ? `${message.name} <${message.from}>` : message.from;

/**
 * The catch-all of a server in catch-all mode (`serve --catch-all`), read with the operator
 * token (`token`, default `SERVICE_CATCH_ALL_TOKEN`) at `url` (default `SERVICE_INBOX_URL`, then
 * `http://127.0.0.1:8025`). Makes no request until it is used.
 *
 * @example
 * ```ts ignore
 * import { catch_all } from "@service/mail/inbox";
 * const caught = catch_all({ token: Deno.env.get("SERVICE_CATCH_ALL_TOKEN") });
 * await caught.delete_all();
 * await sign_up("ada@example.com");
 * const { code } = await caught.wait({ to: "ada@example.com", timeout: "30s" });
 * ```
 */
export function catch_all(options: CatchAllOptions = {}): CatchAll {
  const token = options.token ?? read_env("SERVICE_CATCH_ALL_TOKEN", options.env);
  if (!token) {
    throw new ServiceError({
      provider: PROVIDER,
      code: "missing_token",
      message: "no operator token: pass { token } or set SERVICE_CATCH_ALL_TOKEN (serve --catch-all prints one)",
    });
  }
  return new CatchAll(token, connection(options));
}
