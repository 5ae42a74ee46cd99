/**
 * SMTP replies (RFC 5321 §4.2): reading a multi-line reply, and what a failed reply becomes —
 * a `ServiceError` whose `status` is the reply code, whose `code` names the kind of failure, and
 * which is worth retrying exactly when the reply is 4xx (a transient negative reply).
 * @module
 */

/** One reply: the three-digit code, the RFC 3463 enhanced status when given, and the text lines. */
export interface Reply {
  code: number;
  enhanced?: string;
  lines: string[];
}

/** A reply the client did not expect, with the command it answered. */
export class ReplyError extends Error {
  override name = "ReplyError";
  constructor(readonly reply: Reply, readonly command: string) {
    super(`${command}: ${reply.code} ${reply_text(reply)}`);
  }
}

/** The reply's text: its lines joined by spaces, the enhanced status left out. */
export function reply_text(reply: Reply): string {
  return reply.lines.join(" ").trim();
}

/**
 * Collects reply lines: `push(line)` answers the finished reply at its last line
 * (`250 text`, or `250` alone), `undefined` while continuation lines (`250-text`) come.
 */
export class ReplyReader {
  #lines: string[] = [];

  push(line: string): Reply | undefined {
    const match = /^(\d{3})([ -]?)(.*)$/.exec(line);
    if (!match) throw new Error(`not an SMTP reply line: ${JSON.stringify(line.slice(0, 80))}`);
    this.#lines.push(match[3]!);
    if (match[2] === "-") return undefined;
    const lines = this.#lines;
    this.#lines = [];
    const reply: Reply = { code: Number(match[1]), lines };
    const enhanced = /^([245]\.\d{1,3}\.\d{1,3})\s+/.exec(lines[0] ?? "");
    if (enhanced) {
      reply.enhanced = enhanced[1]!;
      reply.lines = lines.map((text) => text.startsWith(enhanced[1]!) ? text.slice(enhanced[1]!.length).trim() : text);
    }
    return reply;
  }
}

/**
 * The `ServiceError` code for a failed reply:
 *
 * | Reply | Code |
 * |---|---|
 * | 421 | `service_unavailable` |
 * | other 4xx | `temporary_failure` |
 * | 530, 534, 535, 538 | `unauthorized` |
 * | 550, 551, 553 with enhanced status 5.1.x | `invalid_address` |
 * | 552, or enhanced status 5.3.4 | `message_too_large` |
 * | 500–504 | `protocol_error` |
 * | other 5xx | `rejected` |
 */
export function reply_code(reply: Reply): string {
  const { code, enhanced } = reply;
  if (code === 421) return "service_unavailable";
  if (code >= 400 && code < 500) return "temporary_failure";
  if ([530, 534, 535, 538].includes(code)) return "unauthorized";
  if ([550, 551, 553].includes(code) && enhanced?.startsWith("5.1.")) return "invalid_address";
  if (code === 552 || enhanced === "5.3.4") return "message_too_large";
  if (code >= 500 && code <= 504) return "protocol_error";
  return "rejected";
}
