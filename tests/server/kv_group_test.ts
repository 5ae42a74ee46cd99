import { expect } from "chai";
import { GroupCommit, type GroupWrite } from "../../src/server/db/kv_group.ts";

const set = (lane: string, n: number, check: Deno.AtomicCheck[] = []): GroupWrite => ({
  checks: check,
  mutations: [{ type: "set", key: [lane, n], value: n }],
  bytes: 64,
  lane,
});

async function values(kv: Deno.Kv, lane: string): Promise<number[]> {
  const out: number[] = [];
  for await (const entry of kv.list<number>({ prefix: [lane] })) out.push(entry.value);
  return out;
}

Deno.test("writes that arrive together share commits; a write alone goes at once", async () => {
  using kv = await Deno.openKv(":memory:");
  const group = new GroupCommit(kv);
  expect(await group.commit(set("a", 0))).to.be.a("string");
  expect(group.stats).to.deep.equal({ groups: 1, writes: 1, largest: 1, retried: 0 });
  const results = await Promise.all(Array.from({ length: 40 }, (_, i) => group.commit(set(`lane${i}`, i))));
  expect(results.every((stamp) => typeof stamp === "string")).to.equal(true);
  for (let i = 0; i < 40; i++) expect(await values(kv, `lane${i}`)).to.deep.equal([i]);
  // 40 writes at once: at most 32 (the limit) in a group, so two or three commits, not 40.
  expect(group.stats.writes).to.equal(41);
  expect(group.stats.largest).to.equal(32);
  expect(group.stats.groups).to.be.within(3, 4);
});

Deno.test("writes of one lane never share a group and keep their order", async () => {
  using kv = await Deno.openKv(":memory:");
  const group = new GroupCommit(kv);
  const order: number[] = [];
  await Promise.all([0, 1, 2].map((n) => group.commit(set("inbox", n)).then(() => order.push(n))));
  expect(order).to.deep.equal([0, 1, 2]);
  expect(group.stats.groups).to.equal(3);
  expect(await values(kv, "inbox")).to.deep.equal([0, 1, 2]);
});

Deno.test("a failed check in a group fails only its own write; the others are written", async () => {
  using kv = await Deno.openKv(":memory:");
  await kv.set(["taken"], 1);
  const group = new GroupCommit(kv);
  const first = group.commit(set("x", 0));
  const stale = { key: ["taken"], versionstamp: null };
  const [a, b, c, d] = await Promise.all([
    first,
    group.commit(set("y", 1)),
    group.commit(set("z", 2, [stale])),
    group.commit(set("w", 3)),
  ]);
  expect([a, b, c, d].map((stamp) => stamp !== null)).to.deep.equal([true, true, false, true]);
  // Each answers the versionstamp its keys were written with.
  expect([(await kv.get(["y", 1])).versionstamp, (await kv.get(["w", 3])).versionstamp]).to.deep.equal([b, d]);
  expect([await values(kv, "y"), await values(kv, "z"), await values(kv, "w")]).to.deep.equal([[1], [], [3]]);
  expect(group.stats.retried).to.equal(3);
});

Deno.test("a group stays within the byte limit: a large write waits for the next group", async () => {
  using kv = await Deno.openKv(":memory:");
  const group = new GroupCommit(kv, { writes: 32, checks: 90, mutations: 900, bytes: 1000 });
  const big = (lane: string): GroupWrite => ({ ...set(lane, 1), bytes: 600 });
  await Promise.all([group.commit(set("first", 0)), group.commit(big("a")), group.commit(big("b"))]);
  expect(group.stats).to.deep.equal({ groups: 3, writes: 3, largest: 1, retried: 0 });
});
