/**
 * What ingest asks of Deno KV per message. KV serves reads on the thread that runs its fsynced
 * commits, so each read waits out the commit under way: a store that alone writes its KV answers
 * the inbox's state from what it last read or wrote, and each message is one write whose check of
 * that state still keeps the limits exact.
 */

import { expect } from "chai";
import { KvStore } from "../../src/server/inbox/store/kv.ts";
import { inflateRawSync } from "node:zlib";
import { concat_bytes } from "../../src/core/bytes.ts";
import { key, type MessageIndex } from "../../src/server/inbox/store/kv_parts.ts";
import type { InboxState } from "../../src/server/inbox/store/types.ts";
import { FakeClock } from "../helpers/clock.ts";
import { deliver, eml, new_inbox, test_service } from "../helpers/service.ts";
import { draft, record } from "./store_suite.ts";

/** Counts the reads and atomic writes made on `kv`. */
function counted(kv: Deno.Kv): { reads: number; writes: number } {
  const counts = { reads: 0, writes: 0 };
  const { get, getMany, atomic } = kv;
  kv.get = ((...args: Parameters<Deno.Kv["get"]>) => (counts.reads++, get.apply(kv, args))) as Deno.Kv["get"];
  kv.getMany = ((...args: Parameters<Deno.Kv["getMany"]>) => (counts.reads++, getMany.apply(kv, args))) as Deno.Kv[
    "getMany"
  ];
  kv.atomic = () => (counts.writes++, atomic.apply(kv));
  return counts;
}

Deno.test("kv ingest: RCPT check and delivery read nothing from KV; each message is one write", async () => {
  const kv = await Deno.openKv(":memory:");
  const counts = counted(kv);
  const clock = new FakeClock();
  const service = await test_service({ clock, store: new KvStore(kv, { clock }) });
  try {
    const inboxes = [await new_inbox(service), await new_inbox(service), await new_inbox(service)];
    counts.reads = counts.writes = 0;
    for (let n = 0; n < 9; n++) {
      const inbox = inboxes[n % 3]!;
      expect(await service.ctx.ingest.check(inbox.address, 100)).to.include({ ok: true });
      const result = await deliver(service, inbox.address, eml({ to: inbox.address, subject: `m${n}` }));
      expect(result.accepted).to.deep.equal([inbox.address]);
    }
    // Before: three reads of the inbox per message (RCPT, delivery, the write's check), each queued
    // behind the commit under way.
    expect(counts).to.deep.equal({ reads: 0, writes: 9 });
    for (const inbox of inboxes) {
      const held = await service.ctx.store.messages(inbox.address);
      expect(held.map((m) => m.subject)).to.have.length(3);
      expect(await service.ctx.store.inbox(inbox.address)).to.include({ count: 3, seq: 3 });
    }
  } finally {
    await service.close();
  }
});

Deno.test("kv store: an inbox changed behind its back fails the write's check, and the limit holds", async () => {
  using kv = await Deno.openKv(":memory:");
  const clock = new FakeClock();
  const store = new KvStore(kv, { clock });
  const inbox = record(clock, 1);
  const address = inbox.address;
  await store.create_inbox(inbox);
  const limits = { max_messages: 2, max_inbox_bytes: 1_000_000 };
  expect(await store.add_message(address, draft("a"), new Uint8Array(4), limits)).to.include({ ok: true });
  // Another writer fills the inbox: what the store knows (one message) is now stale.
  const state = (await kv.get<InboxState>(key.inbox(address))).value!;
  await kv.set(key.inbox(address), { ...state, count: 2 });
  const counts = counted(kv);
  expect(await store.add_message(address, draft("b"), new Uint8Array(4), limits)).to.deep.equal({
    ok: false,
    reason: "inbox_full",
  });
  // The write was tried on the stale state, failed its check, and the inbox was read again.
  expect(counts.writes).to.equal(1);
  expect(counts.reads).to.be.greaterThan(0);
  expect(await store.inbox(address)).to.include({ count: 2, seq: 1 });
  expect(await kv.get(key.id(address, "b"))).to.include({ value: null });
});

Deno.test("kv store: racing deliveries to one inbox through cached state never pass the limit", async () => {
  using kv = await Deno.openKv(":memory:");
  const clock = new FakeClock();
  const store = new KvStore(kv, { clock });
  const inbox = record(clock, 2);
  const address = inbox.address;
  await store.create_inbox(inbox);
  const limits = { max_messages: 7, max_inbox_bytes: 1_000_000 };
  const results = await Promise.all(
    Array.from({ length: 30 }, (_, n) => store.add_message(address, draft(`r${n}`), new Uint8Array(10), limits)),
  );
  expect(results.filter((r) => r.ok)).to.have.length(7);
  expect(results.filter((r) => !r.ok && r.reason === "inbox_full")).to.have.length(23);
  expect(await store.inbox(address)).to.include({ count: 7, size: 70, seq: 7 });
  expect((await store.messages(address)).map((m) => m.cursor)).to.deep.equal(["1", "2", "3", "4", "5", "6", "7"]);
});

Deno.test("kv store: a small body is deflated inside its message's index, a large one in deflated parts; bodies written before that still read", async () => {
  using kv = await Deno.openKv(":memory:");
  const clock = new FakeClock();
  const store = new KvStore(kv, { clock });
  const inbox = record(clock, 1);
  const address = inbox.address;
  expect(await store.create_inbox(inbox)).to.equal(true);
  const limits = { max_messages: 100, max_inbox_bytes: 10_000_000 };
  const keys = async () => (await Array.fromAsync(kv.list({ prefix: [] }))).map((entry) => entry.key);

  // small: the JSON and the raw bytes deflated together, inside the index; no parts
  const text = "Your verification code is 482913. ".repeat(200);
  const raw = new TextEncoder().encode(`Subject: Hello\r\n\r\n${text}\r\n`);
  const one = draft("m1", "Hello", { text });
  expect(await store.add_message(address, one, raw, limits)).to.deep.include({ ok: true });
  expect(await keys()).to.deep.equal([
    key.inbox(address),
    key.message(address, 1),
    key.id(address, "m1"),
    key.token(inbox.token_hash),
  ]);
  const index = (await kv.get<MessageIndex>(key.message(address, 1))).value!;
  const json = new TextEncoder().encode(JSON.stringify(one));
  expect(index).to.include({ packed: "deflate-raw", size: raw.byteLength, json_bytes: json.byteLength });
  expect(index.joined!.byteLength).to.be.below((json.byteLength + raw.byteLength) / 10);
  expect(new Uint8Array(inflateRawSync(index.joined!))).to.deep.equal(concat_bytes([json, raw]));
  expect(await store.raw(address, "m1")).to.deep.equal(raw);
  expect((await store.message(address, "m1"))?.text).to.equal(text);

  // large: what does not deflate into one value keeps its JSON and raw bytes in parts, each deflated
  const noise = concat_bytes([
    crypto.getRandomValues(new Uint8Array(65_536)),
    crypto.getRandomValues(new Uint8Array(10_000)),
  ]);
  const big = draft("m2", "Big", { text });
  expect(await store.add_message(address, big, noise, limits)).to.deep.include({ ok: true });
  const big_index = (await kv.get<MessageIndex>(key.message(address, 2))).value!;
  expect(big_index).to.deep.equal({
    id: "m2",
    json_parts: 1,
    raw_parts: 2,
    size: noise.byteLength,
    packed: "deflate-raw",
  });
  const json_part = (await kv.get<Uint8Array>(key.part(address, "m2", "json", 0))).value!;
  expect(json_part.byteLength).to.be.below(json.byteLength / 10);
  expect(await store.raw(address, "m2")).to.deep.equal(noise);
  expect((await store.message(address, "m2"))?.subject).to.equal("Big");
  expect(await store.delete_message(address, "m2")).to.equal(true);
  expect(await Array.fromAsync(kv.list({ prefix: ["part", address] }))).to.deep.equal([]);

  // a body written as it was, before bodies were packed: its index has no `packed`
  const old_raw = new TextEncoder().encode("Subject: Old\r\n\r\nwritten before\r\n");
  const old_json = new TextEncoder().encode(JSON.stringify(draft("m0", "Old")));
  await kv.atomic()
    .set(key.message(address, 3), { id: "m0", json_parts: 1, raw_parts: 1, size: old_raw.byteLength })
    .set(key.id(address, "m0"), 3)
    .set(key.part(address, "m0", "json", 0), old_json)
    .set(key.part(address, "m0", "raw", 0), old_raw)
    .commit();
  expect(await store.raw(address, "m0")).to.deep.equal(old_raw);
  expect((await store.messages(address)).map((m) => m.subject)).to.deep.equal(["Hello", "Old"]);
});
