/**
 * The inbox service's JSON shapes, shared by the reference server and the client library.
 * @module
 */

import type { AttachmentInfo } from "../extract/attachment.ts";
import type { Candidates } from "../extract/explain.ts";

/**
 * SPF, DKIM and DMARC results as the receiving server saw them.
 *
 * @example
 * ```ts
 * import type { AuthResults, Mail } from "@service/mail/inbox";
 * const trusted = (mail: Mail) => mail.auth.dkim === "pass" && mail.auth.dmarc === "pass";
 * const auth: AuthResults = { spf: "pass", dkim: "pass", dmarc: "pass" };
 * void trusted; console.assert(auth.spf === "pass");
 * ```
 */
export interface AuthResults {
  /** `pass`, `fail`, `softfail`, `neutral`, `none`, `temperror` or `permerror`. */
  spf: string;
  /** `pass`, `fail`, `none`, … */
  dkim: string;
  /** `pass`, `fail`, `none`, … */
  dmarc: string;
}

export type { AttachmentInfo };

/**
 * A message held by an inbox, as the HTTP API sends it.
 *
 * @example
 * ```ts ignore
 * import type { WireMessage } from "@service/mail/inbox";
 * const response = await fetch("http://127.0.0.1:8025/v1/inboxes/brave-otter-x7k2@inbox.localhost/wait", {
 *   headers: { authorization: `Bearer ${Deno.env.get("SERVICE_INBOX_TOKEN")}` },
 * });
 * const message: WireMessage = await response.json();
 * console.log(message.code, message.link);
 * ```
 */
export interface WireMessage {
  /** `msg_` and 24 base62 characters. */
  id: string;
  /** Opaque; grows with arrival within the inbox. */
  cursor: string;
  /** The sender's address. */
  from: string;
  /** The sender's display name, or `null`. */
  name: string | null;
  /** The recipients the message names. */
  to: string[];
  /** The plus-tag it was delivered to, or `null`. */
  tag: string | null;
  /** The subject line. */
  subject: string;
  /** The plain-text body, or `null`. */
  text: string | null;
  /** The HTML body as received, or `null`. */
  html: string | null;
  /** Headers by lower-case name; repeated headers joined by `\n`. */
  headers: Record<string, string>;
  /** SPF, DKIM and DMARC results. */
  auth: AuthResults;
  /** Attachment descriptions. */
  attachments: AttachmentInfo[];
  /** The one-time code as printed (dash grouping and a printed prefix kept: `4821-9033`, `G-482913`), or `null`. */
  code: string | null;
  /** What a person types: `code` without a printed prefix and separators (`G-482913` → `482913`), or `null`. */
  code_digits: string | null;
  /** Every code found. */
  codes: string[];
  /** The verify link, or `null`. */
  link: string | null;
  /** Every link found. */
  links: string[];
  /** Arrival time, ISO 8601 UTC with milliseconds. */
  received: string;
  /** Size of the raw message in bytes. */
  size: number;
  /**
   * The envelope recipients (`RCPT TO`) it was delivered to, Bcc included; only on the copies the
   * catch-all keeps.
   */
  delivered_to?: string[];
}

/**
 * A message with the candidates its extraction weighed, as `GET …/messages/{id}?explain=1`
 * answers it.
 *
 * @example
 * ```ts ignore
 * import type { WireExplained } from "@service/mail/inbox";
 * const response = await fetch(`${url}/v1/inboxes/${address}/messages/${id}?explain=1`, { headers });
 * const { candidates }: WireExplained = await response.json();
 * console.log(candidates.code); // why the code is what it is
 * ```
 */
export interface WireExplained extends WireMessage {
  /** Every code and link weighed, where, the keyword near it, its score, and why the winner won. */
  candidates: Candidates;
}

/**
 * An inbox as `GET /v1/inbox` answers it.
 *
 * @example
 * ```ts ignore
 * import type { WireInbox } from "@service/mail/inbox";
 * const response = await fetch("http://127.0.0.1:8025/v1/inbox", { headers: { authorization: "Bearer ibx_…" } });
 * const inbox: WireInbox = await response.json();
 * console.log(`${inbox.count} messages, expires ${inbox.expires}`);
 * ```
 */
export interface WireInbox {
  /** `word-word-xxxx@host`. */
  address: string;
  /** When it goes away, ISO 8601 UTC with milliseconds. */
  expires: string;
  /** When it was made. */
  created: string;
  /** Messages held. */
  count: number;
  /** Bytes held. */
  size: number;
  /** The cursor of the newest message ever stored; `"0"` before the first. */
  cursor: string;
  /** Messages it can still take. */
  messages_left: number;
  /** Bytes it can still take. */
  bytes_left: number;
  /** The last arrival it refused (full, too large, or refused on purpose by chaos), or `null`. */
  last_refusal: WireRefusal | null;
}

/**
 * An arrival an inbox refused: when, why, and how big the message was (as declared at `RCPT`,
 * 0 when the sender did not say).
 *
 * @example
 * ```ts
 * import type { WireRefusal } from "@service/mail/inbox";
 * const refusal: WireRefusal = { at: "2026-01-01T00:00:00.000Z", reason: "inbox_full", size: 0 };
 * console.assert(refusal.reason === "inbox_full");
 * ```
 */
export interface WireRefusal {
  /** When, ISO 8601 UTC with milliseconds. */
  at: string;
  /**
   * `inbox_full` (it holds its maximum number of messages), `inbox_size` (its maximum bytes),
   * `message_too_large`, or `chaos` (refused on purpose by the inbox's fault injection).
   */
  reason: "inbox_full" | "inbox_size" | "message_too_large" | "chaos";
  /** Size of the refused message in bytes, as far as known. */
  size: number;
}

/**
 * A criterion of `wait` a message can fail.
 *
 * @example
 * ```ts
 * import type { Criterion } from "@service/mail/inbox";
 * const failed: Criterion[] = ["subject", "after"];
 * console.assert(failed.includes("after"));
 * ```
 */
export type Criterion = "subject" | "from" | "to" | "tag" | "after";

/**
 * A mail that arrived but did not match a `wait` that timed out, with the criteria it failed.
 * A 408 lists them closest first: fewest failed criteria, then newest.
 *
 * @example
 * ```ts
 * import type { NearMiss } from "@service/mail/inbox";
 * const miss: NearMiss = {
 *   id: "msg_1", cursor: "3", subject: "Verify your e-mail", from: "auth@acme.test", name: null, tag: null,
 *   received: "2026-01-01T00:00:00.000Z", failed: ["subject"],
 * };
 * console.assert(miss.failed[0] === "subject");
 * ```
 */
export interface NearMiss {
  /** The message id, `msg_…`. */
  id: string;
  /** Where it stands in the inbox. */
  cursor: string;
  /** Its subject. */
  subject: string;
  /** The sender's address. */
  from: string;
  /** The sender's display name, or `null`. */
  name: string | null;
  /** The plus-tag it was delivered to, or `null`. */
  tag: string | null;
  /** Arrival time, ISO 8601 UTC with milliseconds. */
  received: string;
  /** The criteria it failed, in the order subject, from, to, tag, after. */
  failed: Criterion[];
}

/**
 * The answer to `POST /` with `Accept: application/json`.
 *
 * @example
 * ```ts ignore
 * import type { WireCreated } from "@service/mail/inbox";
 * const response = await fetch("http://127.0.0.1:8025/", { method: "POST", headers: { accept: "application/json" } });
 * const { address, token }: WireCreated = await response.json();
 * ```
 */
export interface WireCreated extends WireInbox {
  /** The inbox token, handed out only here. */
  token: string;
}

/**
 * The error body every failing route answers.
 *
 * @example
 * ```ts
 * import type { WireError } from "@service/mail/inbox";
 * const body: WireError = { error: { code: "unauthorized", message: "missing or wrong token" } };
 * console.assert(body.error.code === "unauthorized");
 * ```
 */
export interface WireError {
  /** A snake_case code and a readable message. */
  error: { code: string; message: string };
}
