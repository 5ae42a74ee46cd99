/**
 * The limits kept across an SMTP server's connections: connections in all and per client,
 * commands per connection, a bound on one transaction and on one connection (a sender that
 * trickles a byte now and then never trips the idle timeout), the deny-list, and cutting off a
 * DATA stream that runs far past the size limit. Each refusal is an SMTP reply; 421 closes the
 * connection.
 *
 * A full connection table does not lock newcomers out: when `max_clients` connections are open,
 * a new one takes the place of the longest-idle connection (not mid-transaction) of the client
 * that holds the most, which is told 421. Before, 50 idle connections from each of 21 addresses
 * (1,000) kept every other sender out for as long as they were held.
 * @module
 */

import { client_key } from "../http/client_key.ts";
import type { DenyList } from "./deny.ts";
import type { Log } from "../http/log.ts";
import type { SmtpReply } from "./smtp_types.ts";

/** What the guard uses of a connection. */
interface Connection {
  id: string;
  remote_address: string;
  send(code: number, text: string): void;
  close(): void;
}

export interface SmtpLimits {
  /** Connections at once, from everyone. */
  max_clients: number;
  /** Connections at once from one IPv4 address or IPv6 /64. */
  max_per_ip: number;
  /** Commands on one connection. */
  max_commands: number;
  /** Longest command line, in bytes. */
  max_line_bytes: number;
  /** Silence after which a connection is dropped, in ms. */
  idle_timeout_ms: number;
  /** From `MAIL FROM` to the end of `DATA`, in ms. */
  transaction_timeout_ms: number;
  /** Whole life of a connection, in ms. */
  connection_timeout_ms: number;
}

export const DEFAULT_SMTP_LIMITS: SmtpLimits = {
  max_clients: 1000,
  max_per_ip: 50,
  max_commands: 1000,
  max_line_bytes: 4096,
  idle_timeout_ms: 60_000,
  transaction_timeout_ms: 10 * 60_000,
  connection_timeout_ms: 30 * 60_000,
};

/** An SMTP reply. */
export function smtp_reply(code: number, text: string): SmtpReply {
  return { code, text };
}

interface State {
  connection: Connection;
  ip: string | null;
  /** The client (IPv4 address or IPv6 /64) as the socket names it, from the start. */
  client: string;
  commands: number;
  transaction?: ReturnType<typeof setTimeout> | undefined;
  lifetime: ReturnType<typeof setTimeout>;
  /** When it last sent a command, as a running count (orders connections by idleness). */
  last: number;
  /** Told 421 to make room; closing. */
  evicted: boolean;
}

/** Watches one SMTP server's connections. */
export class SmtpGuard {
  readonly #states = new Map<string, State>();
  readonly #per_ip = new Map<string, number>();
  /** Connections not evicted. */
  #live = 0;
  #ticks = 0;

  constructor(readonly limits: SmtpLimits, readonly deny: DenyList | null, readonly log: Log) {}

  /**
   * A new connection: watched from now on. Answers a refusal (the deny-list, a table full of busy
   * connections, too many from this client) or `null`.
   */
  open(connection: Connection): SmtpReply | null {
    const client = client_key(connection.remote_address);
    if (this.#live >= this.limits.max_clients) {
      const victim = this.#idlest();
      if (victim) this.#evict(victim);
    }
    const state: State = {
      connection,
      ip: null,
      client,
      last: ++this.#ticks,
      evicted: false,
      commands: 0,
      lifetime: setTimeout(
        () => this.#drop(state, "connection_time", "4.4.2 Connection time limit reached, closing"),
        this.limits.connection_timeout_ms,
      ),
    };
    const full = this.#live >= this.limits.max_clients;
    this.#states.set(connection.id, state);
    this.#live++;
    const ip = connection.remote_address;
    if (this.deny?.denies_ip(ip)) {
      this.log(`smtp ${ip} 554 denied_ip`);
      return smtp_reply(554, "5.7.1 Connections from your address are refused here");
    }
    if (full) {
      this.log(`smtp ${ip} 421 too_many_clients`);
      return smtp_reply(421, "4.7.0 Too many connections here, all busy; try again later");
    }
    const open = this.#per_ip.get(client) ?? 0;
    if (open >= this.limits.max_per_ip) {
      this.log(`smtp ${ip} 421 too_many_connections`);
      return smtp_reply(421, "4.7.0 Too many connections from your address, try again later");
    }
    this.#per_ip.set(client, open + 1);
    state.ip = client;
    return null;
  }

  /** Before each command: counts it; `false` when that was one too many (421 sent). */
  command(connection: Connection): boolean {
    const state = this.#states.get(connection.id);
    if (!state) return true;
    state.last = ++this.#ticks;
    if (++state.commands > this.limits.max_commands) {
      this.#drop(state, "too_many_commands", "4.7.0 Too many commands on one connection, closing");
      return false;
    }
    return true;
  }

  /** The longest-idle connection, not mid-transaction, of the client holding the most; `null` when all are busy. */
  #idlest(): State | null {
    const held = new Map<string, number>();
    const candidates: State[] = [];
    for (const state of this.#states.values()) {
      if (state.evicted) continue;
      held.set(state.client, (held.get(state.client) ?? 0) + 1);
      if (state.transaction === undefined) candidates.push(state);
    }
    let best: State | null = null;
    for (const state of candidates) {
      const better = best === null || held.get(state.client)! > held.get(best.client)! ||
        (held.get(state.client) === held.get(best.client) && state.last < best.last);
      if (better) best = state;
    }
    return best;
  }

  #evict(state: State): void {
    state.evicted = true;
    this.#live--;
    this.log(`smtp ${state.ip ?? state.client} 421 evicted_idle`);
    state.connection.send(421, "4.7.0 Too many connections here; closing the longest idle one, try again later");
    state.connection.close();
  }

  #drop(state: State, reason: string, text: string): void {
    this.log(`smtp ${state.ip ?? "-"} 421 ${reason}`);
    state.connection.send(421, text);
  }

  /** `MAIL FROM`: the sender deny-list, then the transaction clock starts. */
  mail_from(address: string, connection: Connection): SmtpReply | null {
    if (address && this.deny?.denies_sender(address)) {
      this.log(`smtp ${connection.remote_address} 550 denied_sender`);
      return smtp_reply(550, "5.7.1 Mail from this sender is refused here");
    }
    const state = this.#states.get(connection.id);
    if (state) {
      clearTimeout(state.transaction);
      state.transaction = setTimeout(
        () => this.#drop(state, "transaction_time", "4.4.2 Transaction time limit reached, closing"),
        this.limits.transaction_timeout_ms,
      );
    }
    return null;
  }

  /** The transaction ended (its DATA was answered, or it was reset by RSET, HELO, EHLO or STARTTLS). */
  end_transaction(id: string): void {
    const state = this.#states.get(id);
    if (!state) return;
    clearTimeout(state.transaction);
    state.transaction = undefined;
  }

  /** Answers `code` and closes the connection, mid-DATA if need be. */
  cut(id: string, code: number, text: string): void {
    const state = this.#states.get(id);
    if (!state) return;
    state.connection.send(code, text);
    state.connection.close();
  }

  /** The connection closed: forgets it. */
  closed(connection: Connection): void {
    const state = this.#states.get(connection.id);
    if (!state) return;
    this.#states.delete(connection.id);
    if (!state.evicted) this.#live--;
    clearTimeout(state.lifetime);
    clearTimeout(state.transaction);
    if (state.ip !== null) {
      const open = (this.#per_ip.get(state.ip) ?? 1) - 1;
      if (open > 0) this.#per_ip.set(state.ip, open);
      else this.#per_ip.delete(state.ip);
    }
  }

  /** Open connections, and how many clients hold them (for tests and stats). */
  get stats(): { connections: number; clients: number } {
    return { connections: this.#states.size, clients: this.#per_ip.size };
  }

  /** Stops every timer (the server is closing). */
  close(): void {
    for (const state of this.#states.values()) {
      clearTimeout(state.lifetime);
      clearTimeout(state.transaction);
    }
  }
}
