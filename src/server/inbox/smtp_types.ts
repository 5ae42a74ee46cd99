/**
 * What an SMTP connection and the server behind it say to each other.
 * @module
 */

import type { SecureContext } from "node:tls";

/** An SMTP reply; `text` carries its enhanced status code (`"2.1.0 Accepted"`). */
export interface SmtpReply {
  code: number;
  text: string;
}

/** What a client logged in with. */
export interface SmtpLogin {
  method: "PLAIN" | "LOGIN";
  user: string;
  pass: string;
}

/** A refusal from the handler, or `null` to go on. */
export type SmtpVerdict = SmtpReply | null;

/** One connection, as the handler sees it. */
export interface SmtpSession {
  readonly id: string;
  /** The client's address (an IPv4-mapped IPv6 address as plain IPv4). */
  readonly remote_address: string;
  /** The name the client gave in `HELO` / `EHLO`; `null` before. */
  readonly helo: string | null;
  readonly envelope: SmtpEnvelope;
  /** When the last `DATA` command was taken (`performance.now()`). */
  readonly data_started: number;
  /** Sends one reply now; with `close` (or a 421) the connection is closed after it. */
  send(code: number, text: string, close?: boolean): void;
  /** Closes the connection, after anything still to be written. */
  close(): void;
}

/** What the server decides for its connections. */
export interface SmtpHandler {
  /** Name in the greeting and the `EHLO` answer. */
  readonly name: string;
  /** The size limit announced in `EHLO` and kept in `DATA`; 0 for none. */
  readonly max_bytes: number;
  readonly max_recipients: number;
  /** Longest command line, in bytes; a longer one is answered 421 and the connection closed. */
  readonly max_line_bytes: number;
  readonly idle_timeout_ms: number;
  /** `AUTH` not offered, offered, or required before `MAIL`. */
  readonly auth: "off" | "optional" | "required";
  /** The certificate `STARTTLS` upgrades with; `null` when it is not offered. */
  readonly starttls: SecureContext | null;
  /** A new connection, before its greeting: a refusal is sent and the connection closed. */
  open(connection: SmtpSession): SmtpVerdict;
  /** Before each command; `false` when the handler has closed the connection. */
  command(connection: SmtpSession): boolean;
  /** A login; answers the user, or a refusal. */
  login(connection: SmtpSession, login: SmtpLogin): Promise<SmtpReply | { user: string }>;
  mail(connection: SmtpSession, address: string): SmtpVerdict;
  rcpt(connection: SmtpSession, address: string): Promise<SmtpVerdict>;
  /**
   * A whole message (`null` when it ran past `max_bytes`; `seen` counts its bytes either way).
   * Answers the reply to send.
   */
  data(connection: SmtpSession, message: Uint8Array | null, seen: number): Promise<SmtpReply>;
  /**
   * `DATA` has run past twice the size limit (`seen` bytes): the handler cuts the connection.
   * Up to there the data is read and thrown away, so the client hears the 552 at its end.
   */
  overflow(connection: SmtpSession, seen: number): void;
  /** The transaction ended or was reset (RSET, HELO, EHLO, STARTTLS, the end of DATA). */
  reset(connection: SmtpSession): void;
  closed(connection: SmtpSession): void;
}

/** The envelope of the transaction under way. */
export interface SmtpEnvelope {
  /** `MAIL FROM`'s address (`""` for the null sender), or `null` before `MAIL`. */
  from: string | null;
  /** `MAIL FROM`'s declared `SIZE`, or 0. */
  size: number;
  rcpt: string[];
}
