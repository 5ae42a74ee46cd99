/**
 * The limits in words, one source for the usage card (`GET /`), `llms.txt` and README.md's
 * "Limits" block (written by `deno task docs`), so none of them says "1d" where another says
 * "24 h".
 * @module
 */

import type { ServiceLimits } from "./http/limits.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A span as people write it: `60 s`, `90 s`, `15 min`, `1 h`, `24 h`, `7 days`.
 *
 * @example
 * ```ts ignore
 * span_words(86_400_000); // "24 h"
 * ```
 */
export function span_words(ms: number): string {
  if (ms > 2 * DAY && ms % DAY === 0) return `${ms / DAY} days`;
  if (ms % HOUR === 0) return `${ms / HOUR} h`;
  if (ms >= 2 * MINUTE && ms % MINUTE === 0) return `${ms / MINUTE} min`;
  return `${Math.round(ms / SECOND)} s`;
}

/** A size in whole MB or KB where it is one, else bytes: `10 MB`, `64 KB`, `1500 bytes`. */
export function bytes_words(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/** The limits a user meets, one per line; `smtp_port` names the port mail goes to, when known. */
export function limit_lines(limits: ServiceLimits, smtp_port?: number): string[] {
  return [
    `- lifetime: ${span_words(limits.default_ttl_ms)} by default, at most ${
      span_words(limits.max_ttl_public_ms)
    } on a public host, ${span_words(limits.max_ttl_own_ms)} on an own domain`,
    `- an inbox holds at most ${limits.max_messages} messages and ${
      bytes_words(limits.max_inbox_bytes)
    }; one message at most ${bytes_words(limits.max_message_bytes)}, ${limits.max_recipients} recipients`,
    `- wait: ${span_words(limits.wait_default_ms)} by default, at most ${
      span_words(limits.wait_max_ms)
    } per request (the client asks again for longer)`,
    smtp_port === undefined
      ? "- SMTP: on the port given at start (--smtp-port, default 1025)"
      : `- SMTP: port ${smtp_port} on this host`,
  ];
}
