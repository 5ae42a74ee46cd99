/**
 * Mail arrival, shared by SMTP and HTTP ingest: recipient checks, then one parse, one
 * extraction and one authentication per message, then one stored copy per inbox.
 * @module
 */

import type { Clock } from "../../core/clock.ts";
import { iso } from "../../core/clock.ts";
import { parse_recipient, type Recipient } from "../../core/address.ts";
import type { Chaos } from "./chaos.ts";
import { CHAOS_CODES, CHAOS_REPLY, type ChaosCode, type ChaosSettings } from "./chaos_settings.ts";
import { type CatchAll, caught_copy } from "./catch_all.ts";
import { type Authenticator, is_signed, type SessionInfo } from "./mail_auth.ts";
import { PENDING, pending } from "./auth_on_read.ts";
import { inline_reader, type MailReader } from "./reader.ts";
import type { InboxState, Limits, MessageDraft, Store } from "./store/types.ts";
import type { ServiceLimits } from "../http/limits.ts";
import { new_message_id } from "../http/tokens.ts";

/** Why a recipient or a message was refused, with the SMTP reply that says so. */
export type RefusalCode =
  | "unknown_recipient"
  | "inbox_full"
  | "inbox_size"
  | "message_too_large"
  | "too_many_recipients"
  | `chaos_${ChaosCode}`;

export const SMTP_REPLY: Record<RefusalCode, { code: number; text: string }> = {
  unknown_recipient: { code: 550, text: "5.1.1 No such inbox here" },
  inbox_full: { code: 452, text: "4.2.2 Inbox holds its maximum number of messages" },
  inbox_size: { code: 452, text: "4.2.2 Inbox holds its maximum size" },
  message_too_large: { code: 552, text: "5.3.4 Message too big" },
  too_many_recipients: { code: 452, text: "4.5.3 Too many recipients" },
  ...Object.fromEntries(CHAOS_CODES.map((code) => [`chaos_${code}`, { code, text: CHAOS_REPLY[code] }])) as Record<
    `chaos_${ChaosCode}`,
    { code: number; text: string }
  >,
};

/** Limits that apply at arrival. */
export type IngestLimits = Limits & Pick<ServiceLimits, "max_message_bytes" | "max_recipients">;

/** The envelope of one arrival. */
export interface Envelope extends SessionInfo {
  rcpt: string[];
}

/** The outcome per recipient. */
export interface DeliveryResult {
  accepted: string[];
  rejected: { address: string; code: RefusalCode }[];
}

/** Everything ingest needs, given once. */
export interface IngestOptions {
  store: Store;
  clock: Clock;
  limits: IngestLimits;
  authenticate: Authenticator;
  /**
   * Signed mail is stored with its verdicts pending, for the store's reader to check
   * (`auth_on_read.ts`); unsigned mail is checked at once either way.
   */
  checks_on_read?: boolean;
  /** Parses and extracts; default on the calling thread. */
  reader?: MailReader;
  /** Fault injection per inbox; none when left out. */
  chaos?: Chaos;
  /** Catch-all mode: mail to an address without an inbox is kept there, and a copy of all mail. */
  catch_all?: CatchAll | null;
}

/** Checks recipients and delivers messages into inboxes. */
export class Ingest {
  constructor(readonly options: IngestOptions) {}

  /** Whether mail to `rcpt` (of `declared_size` bytes, if the client said) would be taken now. */
  async check(
    rcpt: string,
    declared_size = 0,
  ): Promise<{ ok: true; recipient: Recipient } | { ok: false; code: RefusalCode }> {
    const { store, limits } = this.options;
    const recipient = parse_recipient(rcpt);
    const inbox = recipient && await store.inbox(recipient.address);
    if (declared_size > limits.max_message_bytes && (inbox || this.options.catch_all)) {
      return { ok: false, code: "message_too_large" };
    }
    if (recipient && !inbox && this.options.catch_all) return { ok: true, recipient };
    if (!recipient || !inbox) return { ok: false, code: "unknown_recipient" };
    if (inbox.count >= limits.max_messages) return this.#refuse(inbox.address, "inbox_full", declared_size);
    if (inbox.size + declared_size > limits.max_inbox_bytes || inbox.size >= limits.max_inbox_bytes) {
      return this.#refuse(inbox.address, "inbox_size", declared_size);
    }
    const chaos = this.options.chaos?.refusal(inbox);
    if (chaos) {
      await this.options.store.note_refusal(inbox.address, {
        at: this.options.clock.now(),
        reason: "chaos",
        size: declared_size,
      });
      return { ok: false, code: `chaos_${chaos}` };
    }
    return { ok: true, recipient };
  }

  /**
   * The recipients chaos refuses, by chance, for an arrival that had no `RCPT` check (HTTP
   * ingest); SMTP draws at `RCPT` in `check`.
   */
  async refuse_by_chaos(
    rcpt: string[],
    size: number,
  ): Promise<{ kept: string[]; rejected: { address: string; code: RefusalCode }[] }> {
    const kept: string[] = [];
    const rejected: { address: string; code: RefusalCode }[] = [];
    for (const text of rcpt) {
      const recipient = parse_recipient(text);
      const inbox = recipient && this.options.chaos ? await this.options.store.inbox(recipient.address) : null;
      const code = inbox ? this.options.chaos!.refusal(inbox) : null;
      if (!code) {
        kept.push(text);
        continue;
      }
      rejected.push({ address: inbox!.address, code: `chaos_${code}` });
      await this.options.store.note_refusal(inbox!.address, { at: this.options.clock.now(), reason: "chaos", size });
    }
    return { kept, rejected };
  }

  /**
   * Parses `raw` once and stores one copy in each recipient's inbox. `id_for` names the copy an
   * inbox gets; an inbox that already holds a message of that id (the same delivery, run again)
   * counts as accepted and gets no second copy.
   */
  async deliver(
    raw: Uint8Array,
    envelope: Envelope,
    options: { id_for?: (address: string) => string | undefined } = {},
  ): Promise<DeliveryResult> {
    const { store, clock, limits } = this.options;
    const result: DeliveryResult = { accepted: [], rejected: [] };
    const targets = new Map<string, Recipient>();
    for (const rcpt of envelope.rcpt) {
      const recipient = parse_recipient(rcpt);
      if (!recipient) result.rejected.push({ address: rcpt, code: "unknown_recipient" });
      else if (targets.size >= limits.max_recipients && !targets.has(recipient.address)) {
        result.rejected.push({ address: rcpt, code: "too_many_recipients" });
      } else if (!targets.has(recipient.address)) targets.set(recipient.address, recipient);
    }
    if (raw.byteLength > limits.max_message_bytes) {
      for (const recipient of targets.values()) {
        result.rejected.push({ address: recipient.address, code: "message_too_large" });
        await store.note_refusal(recipient.address, {
          at: clock.now(),
          reason: "message_too_large",
          size: raw.byteLength,
        });
      }
      return result;
    }
    const live: { recipient: Recipient & { id: string }; inbox: InboxState }[] = [];
    const catch_all = this.options.catch_all;
    for (const recipient of targets.values()) {
      const id = options.id_for?.(recipient.address);
      const inbox = await store.inbox(recipient.address);
      if (!inbox && catch_all) result.accepted.push(recipient.address);
      else if (!inbox) {
        result.rejected.push({ address: recipient.address, code: "unknown_recipient" });
      } else if (id !== undefined && await store.message(recipient.address, id)) {
        result.accepted.push(recipient.address);
      } else live.push({ recipient: { ...recipient, id: id ?? new_message_id() }, inbox });
    }
    if (live.length === 0 && !(catch_all && result.accepted.length > 0)) return result;

    const reader = this.options.reader ?? inline_reader;
    const at = clock.now();
    const later = this.options.checks_on_read === true && is_signed(raw);
    const [parsed, auth] = await Promise.all([
      reader.read(raw),
      later ? PENDING : this.options.authenticate(raw, { ...envelope, at }),
    ]);
    const received = iso(at);
    const drafted = (draft: MessageDraft) => later ? pending(draft, envelope) : draft;
    for (const { recipient, inbox } of live) {
      const draft: MessageDraft = drafted({
        id: recipient.id,
        from: parsed.from ?? envelope.sender ?? "",
        name: parsed.name,
        to: parsed.to.length > 0 ? parsed.to : envelope.rcpt,
        tag: recipient.tag,
        subject: parsed.subject,
        text: parsed.text,
        html: parsed.html,
        headers: parsed.headers,
        auth,
        attachments: parsed.attachments,
        code: parsed.code,
        code_digits: parsed.code_digits,
        codes: parsed.codes,
        link: parsed.link,
        links: parsed.links,
        received,
        size: raw.byteLength,
      });
      const settings = this.options.chaos?.get(inbox);
      if (settings && (settings.delay_ms > 0 || settings.reorder)) {
        await this.#hold_back(inbox, settings, draft, raw, result);
        continue;
      }
      const code = await this.#store(recipient.address, draft, raw);
      if (code) result.rejected.push({ address: recipient.address, code });
      else {
        result.accepted.push(recipient.address);
        if (settings && this.options.chaos!.duplicates(settings)) {
          await this.#store(recipient.address, { ...draft, id: new_message_id() }, raw);
        }
      }
    }
    if (catch_all && result.accepted.length > 0) {
      const first = targets.keys().next().value!;
      const id = options.id_for?.(first) ?? new_message_id();
      if (!(await catch_all.has(id))) {
        await catch_all.keep(drafted(caught_copy(parsed, auth, envelope, id, received, raw.byteLength)), raw);
      }
    }
    return result;
  }

  /** Stores one message; answers why it was refused, or `null`. */
  async #store(address: string, draft: MessageDraft, raw: Uint8Array): Promise<RefusalCode | null> {
    const { store, clock, limits } = this.options;
    const added = await store.add_message(address, draft, raw, limits);
    if (added.ok) return null;
    if (added.reason === "unknown") return "unknown_recipient";
    await store.note_refusal(address, { at: clock.now(), reason: added.reason, size: raw.byteLength });
    return added.reason;
  }

  /**
   * Chaos with a delay or reordering: the message is accepted now and stored when due. What is
   * held back counts against the inbox's limits, so mail cannot pile up in memory.
   */
  async #hold_back(
    inbox: InboxState,
    settings: ChaosSettings,
    draft: MessageDraft,
    raw: Uint8Array,
    result: DeliveryResult,
  ): Promise<void> {
    const { store, clock, limits } = this.options;
    const chaos = this.options.chaos!;
    const pending = chaos.pending(inbox.address);
    const over = inbox.count + pending.count >= limits.max_messages
      ? "inbox_full"
      : inbox.size + pending.bytes + raw.byteLength > limits.max_inbox_bytes
      ? "inbox_size"
      : null;
    if (over) {
      result.rejected.push({ address: inbox.address, code: over });
      await store.note_refusal(inbox.address, { at: clock.now(), reason: over, size: raw.byteLength });
      return;
    }
    result.accepted.push(inbox.address);
    const copies = chaos.duplicates(settings) ? [draft, { ...draft, id: new_message_id() }] : [draft];
    const runs = copies.map((copy) => async () => void await this.#store(inbox.address, copy, raw));
    await chaos.admit(inbox.address, settings, runs, raw.byteLength);
  }

  /** Records on each recipient's inbox that a message of `size` bytes was too large. */
  async note_oversized(rcpt: string[], size: number): Promise<void> {
    for (const text of rcpt) {
      const recipient = parse_recipient(text);
      if (recipient) {
        await this.options.store.note_refusal(recipient.address, {
          at: this.options.clock.now(),
          reason: "message_too_large",
          size,
        });
      }
    }
  }

  async #refuse(address: string, code: "inbox_full" | "inbox_size", size: number) {
    await this.options.store.note_refusal(address, { at: this.options.clock.now(), reason: code, size });
    return { ok: false as const, code };
  }
}
