/**
 * The limits `smtp-server` does not have: connections per client, commands per connection, a
 * bound on one transaction and on one connection (a sender that trickles a byte now and then
 * never trips the idle timeout), the deny-list, and cutting off a DATA stream that runs far past
 * the size limit. Each refusal is an SMTP reply; 421 closes the connection.
 * @module
 */

import type { SMTPServer, SMTPServerAddress, SMTPServerSession } from "smtp-server";
import { client_key } from "../http/client_key.ts";
import type { DenyList } from "./deny.ts";
import type { Log } from "../http/log.ts";

/** The connection object `smtp-server` keeps per client: what the guard uses of it. */
interface Connection {
  id: string;
  send(code: number, text: string): void;
  close(): void;
  _onCommand(command: Uint8Array, callback?: () => void): void;
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

/** An error `smtp-server` answers with its `responseCode`. */
export function smtp_reply(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

interface State {
  connection: Connection;
  ip: string | null;
  commands: number;
  transaction?: ReturnType<typeof setTimeout>;
  lifetime: ReturnType<typeof setTimeout>;
}

/** Watches one SMTP server's connections. */
export class SmtpGuard {
  readonly #states = new Map<string, State>();
  readonly #per_ip = new Map<string, number>();

  constructor(readonly limits: SmtpLimits, readonly deny: DenyList | null, readonly log: Log) {}

  /** Hooks into `server`: every connection it adds is watched from its first byte. */
  attach(server: SMTPServer): void {
    const watch = (connection: Connection) => this.#watch(connection);
    // smtp-server adds each new connection to this (typed, public) set before it starts reading.
    server.connections = new (class extends Set<unknown> {
      override add(connection: unknown) {
        if (!this.has(connection)) watch(connection as Connection);
        return super.add(connection);
      }
    })() as SMTPServer["connections"];
  }

  #watch(connection: Connection): void {
    const state: State = {
      connection,
      ip: null,
      commands: 0,
      lifetime: setTimeout(
        () => this.#drop(state, "connection_time", "4.4.2 Connection time limit reached, closing"),
        this.limits.connection_timeout_ms,
      ),
    };
    this.#states.set(connection.id, state);
    const dispatch = connection._onCommand.bind(connection);
    connection._onCommand = (command, callback) => {
      if (++state.commands > this.limits.max_commands) {
        return this.#drop(state, "too_many_commands", "4.7.0 Too many commands on one connection, closing");
      }
      const verb = new TextDecoder().decode(command.subarray(0, 4)).toUpperCase();
      if (verb === "RSET" || verb === "HELO" || verb === "EHLO") this.end_transaction(connection.id);
      dispatch(command, callback);
    };
  }

  #drop(state: State, reason: string, text: string): void {
    this.log(`smtp ${state.ip ?? "-"} 421 ${reason}`);
    state.connection.send(421, text);
  }

  /** `onConnect`: the deny-list and the per-client limit. */
  connect(session: SMTPServerSession): Error | null {
    const state = this.#states.get(session.id);
    const ip = session.remoteAddress;
    if (this.deny?.denies_ip(ip)) {
      this.log(`smtp ${ip} 554 denied_ip`);
      return smtp_reply(554, "5.7.1 Connections from your address are refused here");
    }
    const key = client_key(ip);
    const open = this.#per_ip.get(key) ?? 0;
    if (open >= this.limits.max_per_ip) {
      this.log(`smtp ${ip} 421 too_many_connections`);
      return smtp_reply(421, "4.7.0 Too many connections from your address, try again later");
    }
    this.#per_ip.set(key, open + 1);
    if (state) state.ip = key;
    return null;
  }

  /** `onMailFrom`: the sender deny-list, then the transaction clock starts. */
  mail_from(address: SMTPServerAddress, session: SMTPServerSession): Error | null {
    if (address.address && this.deny?.denies_sender(address.address)) {
      this.log(`smtp ${session.remoteAddress} 550 denied_sender`);
      return smtp_reply(550, "5.7.1 Mail from this sender is refused here");
    }
    const state = this.#states.get(session.id);
    if (state) {
      clearTimeout(state.transaction);
      state.transaction = setTimeout(
        () => this.#drop(state, "transaction_time", "4.4.2 Transaction time limit reached, closing"),
        this.limits.transaction_timeout_ms,
      );
    }
    return null;
  }

  /** The transaction ended (its DATA was answered, or it was reset). */
  end_transaction(id: string): void {
    const state = this.#states.get(id);
    if (state) clearTimeout(state.transaction);
  }

  /** Answers `code` and closes the connection, mid-DATA if need be. */
  cut(id: string, code: number, text: string): void {
    const state = this.#states.get(id);
    if (!state) return;
    state.connection.send(code, text);
    state.connection.close();
  }

  /** `onClose`: forgets the connection. */
  closed(session: SMTPServerSession): void {
    const state = this.#states.get(session.id);
    if (!state) return;
    this.#states.delete(session.id);
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
