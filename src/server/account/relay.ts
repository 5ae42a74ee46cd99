/**
 * Outbound mail through an SMTP relay (`smtp://user:pass@host:587`, `smtps://…:465`), with
 * nodemailer as the client. Each recipient comes back accepted or refused with the relay's reply.
 * @module
 */

import nodemailer from "nodemailer";

/** What the relay said per recipient. */
export interface RelayResult {
  accepted: string[];
  /** Refused recipients; `permanent` for a 5xx reply. */
  rejected: { email: string; permanent: boolean; reason: string }[];
}

/** Sends raw messages through one relay. */
export interface Relay {
  send(raw: Uint8Array, from: string, to: string[]): Promise<RelayResult>;
  close(): void;
}

/** Reads a relay URL; throws `TypeError` when it is not `smtp:` or `smtps:` with a host. */
export function parse_relay_url(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TypeError(`relay "${text}" is not a URL like smtp://user:pass@host:587`);
  }
  if ((url.protocol !== "smtp:" && url.protocol !== "smtps:") || !url.hostname) {
    throw new TypeError(`relay must be smtp://host[:port] or smtps://host[:port], not ${url.protocol}`);
  }
  return url;
}

/** A relay at `url`. `timeout_ms` bounds connecting and each reply. */
export function smtp_relay(text: string, timeout_ms = 30_000): Relay {
  const url = parse_relay_url(text);
  const secure = url.protocol === "smtps:";
  const transport = nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: timeout_ms,
    greetingTimeout: timeout_ms,
    socketTimeout: timeout_ms,
  });
  return {
    async send(raw, from, to) {
      try {
        const info = await transport.sendMail({ envelope: { from, to }, raw: raw as never });
        const accepted = (info.accepted as unknown[]).map(String).map((e) => e.toLowerCase());
        const errors = (info as { rejectedErrors?: { recipient?: string; responseCode?: number; response?: string }[] })
          .rejectedErrors ?? [];
        const rejected = to.filter((email) => !accepted.includes(email)).map((email) => {
          const error = errors.find((e) => e.recipient?.toLowerCase() === email);
          return {
            email,
            permanent: (error?.responseCode ?? 550) >= 500,
            reason: String(error?.response ?? "refused by the relay"),
          };
        });
        return { accepted, rejected };
      } catch (error) {
        const code = Number((error as { responseCode?: number }).responseCode);
        const reason = String((error as Error).message ?? error).slice(0, 300);
        return { accepted: [], rejected: to.map((email) => ({ email, permanent: code >= 500, reason })) };
      }
    },
    close: () => transport.close(),
  };
}
