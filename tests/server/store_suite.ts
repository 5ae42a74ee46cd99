/**
 * The storage contract, run against every `Store` implementation (memory, Deno KV, …). A runner
 * calls `store_suite(name, open)` once per implementation.
 */

import { expect } from "chai";
import type { WireMessage } from "../../src/inbox/wire.ts";
import type { InboxEvent, InboxRecord, MessageDraft, Store } from "../../src/server/inbox/store/types.ts";
import { FakeClock } from "../helpers/clock.ts";

const LIMITS = { max_messages: 100, max_inbox_bytes: 10 * 1024 * 1024 };
const HOUR = 3_600_000;

/** The record of inbox `n` (`box-<n>@inbox.localhost`), living `ttl` ms from the clock's now. */
export function record(clock: FakeClock, n: number, ttl = HOUR): InboxRecord {
  return {
    address: `box-${n}@inbox.localhost`,
    token_hash: `hash-${n}`.padEnd(64, "0"),
    created: clock.now(),
    expires: clock.now() + ttl,
    max_lifetime: 24 * HOUR,
    account: null,
  };
}

/** A message draft of id `id`. */
export function draft(id: string, subject = "Hello", extra: Partial<MessageDraft> = {}): MessageDraft {
  return {
    id,
    from: "a@example.com",
    name: null,
    to: ["box@inbox.localhost"],
    tag: null,
    subject,
    text: "text",
    html: null,
    headers: { subject },
    auth: { spf: "none", dkim: "none", dmarc: "none" },
    attachments: [],
    code: null,
    code_digits: null,
    codes: [],
    link: null,
    links: [],
    received: "2026-01-01T00:00:00.000Z",
    size: 4,
    ...extra,
  };
}

const bytes = (n: number, fill = 65) => new Uint8Array(n).fill(fill);

export function store_suite(name: string, open: (clock: FakeClock) => Promise<Store>): void {
  const test = (title: string, fn: (store: Store, clock: FakeClock) => Promise<void>) =>
    Deno.test(`${name} store: ${title}`, async () => {
      const clock = new FakeClock();
      const store = await open(clock);
      try {
        await fn(store, clock);
      } finally {
        await store.close();
      }
    });

  test("an inbox is created once, found by address and by token", async (store, clock) => {
    const inbox = record(clock, 1);
    expect(await store.create_inbox(inbox)).to.equal(true);
    expect(await store.create_inbox({ ...inbox, token_hash: "other".padEnd(64, "0") })).to.equal(false);
    const state = { ...inbox, count: 0, size: 0, seq: 0, last_refusal: null };
    expect(await store.inbox(inbox.address)).to.deep.equal(state);
    expect(await store.inbox_by_token(inbox.token_hash)).to.deep.equal(state);
    expect(await store.inbox("nobody@inbox.localhost")).to.equal(null);
    expect(await store.inbox_by_token("nope".padEnd(64, "0"))).to.equal(null);
  });

  test("messages get increasing cursors and read back oldest first, paged", async (store, clock) => {
    const inbox = record(clock, 1);
    await store.create_inbox(inbox);
    for (let i = 1; i <= 5; i++) {
      const added = await store.add_message(inbox.address, draft(`m${i}`, `s${i}`), bytes(10 * i), LIMITS);
      expect(added.ok).to.equal(true);
      expect(added.ok && added.message.cursor).to.equal(String(i));
    }
    const all = await store.messages(inbox.address);
    expect(all.map((m) => [m.id, m.cursor, m.subject])).to.deep.equal([
      ["m1", "1", "s1"],
      ["m2", "2", "s2"],
      ["m3", "3", "s3"],
      ["m4", "4", "s4"],
      ["m5", "5", "s5"],
    ]);
    expect(Object.keys(all[0]!).slice(0, 2)).to.deep.equal(["id", "cursor"]);
    expect((await store.messages(inbox.address, { after: 2, limit: 2 })).map((m) => m.id)).to.deep.equal(["m3", "m4"]);
    expect(await store.messages(inbox.address, { after: 5 })).to.deep.equal([]);
    expect(await store.inbox(inbox.address)).to.include({ count: 5, size: 150, seq: 5 });
    expect(await store.message(inbox.address, "m2")).to.deep.equal(all[1]);
    expect(await store.message(inbox.address, "zz")).to.equal(null);
    expect(await store.raw(inbox.address, "m3")).to.deep.equal(bytes(30));
  });

  test("large raw messages and message JSON read back byte for byte", async (store, clock) => {
    const inbox = record(clock, 1);
    await store.create_inbox(inbox);
    const raw = crypto.getRandomValues(new Uint8Array(65536)); // getRandomValues caps at 64 KiB
    const big = new Uint8Array(10 * 1024 * 1024);
    for (let at = 0; at < big.length; at += raw.length) {
      big.set(raw.subarray(0, Math.min(raw.length, big.length - at)), at);
    }
    const html = "<p>" + "é".repeat(300_000) + "</p>";
    const added = await store.add_message(inbox.address, draft("big", "Big", { html }), big, LIMITS);
    expect(added.ok).to.equal(true);
    expect(await store.raw(inbox.address, "big")).to.deep.equal(big);
    expect((await store.message(inbox.address, "big"))!.html).to.equal(html);
    expect(await store.raw(inbox.address, "other")).to.equal(null);
  });

  test("limits refuse a message past the count or the byte cap", async (store, clock) => {
    const inbox = record(clock, 1);
    await store.create_inbox(inbox);
    const limits = { max_messages: 2, max_inbox_bytes: 100 };
    expect((await store.add_message(inbox.address, draft("a"), bytes(60), limits)).ok).to.equal(true);
    expect(await store.add_message(inbox.address, draft("b"), bytes(41), limits)).to.deep.equal({
      ok: false,
      reason: "inbox_size",
    });
    expect((await store.add_message(inbox.address, draft("c"), bytes(40), limits)).ok).to.equal(true);
    expect(await store.add_message(inbox.address, draft("d"), bytes(1), limits)).to.deep.equal({
      ok: false,
      reason: "inbox_full",
    });
    expect(await store.add_message("nobody@inbox.localhost", draft("e"), bytes(1), limits)).to.deep.equal({
      ok: false,
      reason: "unknown",
    });
    expect((await store.messages(inbox.address)).map((m) => m.id)).to.deep.equal(["a", "c"]);
  });

  test("racing deliveries never pass the limit", async (store, clock) => {
    const inbox = record(clock, 1);
    await store.create_inbox(inbox);
    const limits = { max_messages: 5, max_inbox_bytes: 1_000_000 };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.add_message(inbox.address, draft(`r${i}`), bytes(10), limits)),
    );
    expect(results.filter((r) => r.ok)).to.have.length(5);
    expect(results.filter((r) => !r.ok && r.reason === "inbox_full")).to.have.length(15);
    const held = await store.messages(inbox.address);
    expect(held.map((m) => m.cursor)).to.deep.equal(["1", "2", "3", "4", "5"]);
    expect(await store.inbox(inbox.address)).to.include({ count: 5, size: 50 });
  });

  test("deleting a message frees its place and bytes; cursors keep increasing", async (store, clock) => {
    const inbox = record(clock, 1);
    await store.create_inbox(inbox);
    await store.add_message(inbox.address, draft("a"), bytes(10), LIMITS);
    await store.add_message(inbox.address, draft("b"), bytes(20), LIMITS);
    expect(await store.delete_message(inbox.address, "a")).to.equal(true);
    expect(await store.delete_message(inbox.address, "a")).to.equal(false);
    expect(await store.raw(inbox.address, "a")).to.equal(null);
    expect(await store.inbox(inbox.address)).to.include({ count: 1, size: 20, seq: 2 });
    const next = await store.add_message(inbox.address, draft("c"), bytes(5), LIMITS);
    expect(next.ok && next.message.cursor).to.equal("3");
  });

  test("expiry hides an inbox at once, can be moved, and the sweep frees it", async (store, clock) => {
    const short = record(clock, 1, 60_000);
    const long = record(clock, 2, HOUR);
    await store.create_inbox(short);
    await store.create_inbox(long);
    await store.add_message(short.address, draft("a"), bytes(10), LIMITS);
    expect((await store.set_expiry(short.address, clock.now() + 120_000))!.expires).to.equal(clock.now() + 120_000);
    clock.advance(119_999);
    expect(await store.inbox(short.address)).to.not.equal(null);
    clock.advance(1);
    expect(await store.inbox(short.address)).to.equal(null);
    expect(await store.inbox_by_token(short.token_hash)).to.equal(null);
    expect(await store.messages(short.address)).to.deep.equal([]);
    expect(await store.set_expiry(short.address, clock.now() + HOUR)).to.equal(null);
    // The address is free again.
    const again = { ...short, token_hash: "new".padEnd(64, "0"), created: clock.now(), expires: clock.now() + HOUR };
    expect(await store.create_inbox(again)).to.equal(true);
    expect(await store.messages(short.address)).to.deep.equal([]);
    clock.advance(HOUR);
    expect(await store.sweep()).to.equal(2);
    expect(await store.inbox(long.address)).to.equal(null);
  });

  test("deleting an inbox removes its mail and token", async (store, clock) => {
    const inbox = record(clock, 1);
    await store.create_inbox(inbox);
    await store.add_message(inbox.address, draft("a"), bytes(10), LIMITS);
    expect(await store.delete_inbox(inbox.address)).to.equal(true);
    expect(await store.delete_inbox(inbox.address)).to.equal(false);
    expect(await store.inbox_by_token(inbox.token_hash)).to.equal(null);
    expect(await store.raw(inbox.address, "a")).to.equal(null);
    await store.create_inbox(inbox);
    expect(await store.messages(inbox.address)).to.deep.equal([]);
  });

  test("refusals are recorded on the inbox", async (store, clock) => {
    const inbox = record(clock, 1);
    await store.create_inbox(inbox);
    await store.note_refusal(inbox.address, { at: clock.now(), reason: "message_too_large", size: 99 });
    expect((await store.inbox(inbox.address))!.last_refusal).to.deep.equal({
      at: clock.now(),
      reason: "message_too_large",
      size: 99,
    });
  });

  test("subscribers hear new mail and gone, and nothing after they stop", async (store, clock) => {
    const inbox = record(clock, 1);
    await store.create_inbox(inbox);
    const heard: InboxEvent[] = [];
    const stop = store.subscribe(inbox.address, (event) => heard.push(event), 0);
    const other: InboxEvent[] = [];
    const stop_other = store.subscribe(inbox.address, (event) => other.push(event), 0);
    await store.add_message(inbox.address, draft("a"), bytes(1), LIMITS);
    stop_other();
    await store.add_message(inbox.address, draft("b"), bytes(1), LIMITS);
    await store.delete_inbox(inbox.address);
    expect(heard.map((e) => e.type === "message" ? (e.message as WireMessage).id : e.type)).to.deep.equal([
      "a",
      "b",
      "gone",
    ]);
    expect(other.map((e) => e.type === "message" ? e.message.id : e.type)).to.deep.equal(["a"]);
    stop();
  });
}
