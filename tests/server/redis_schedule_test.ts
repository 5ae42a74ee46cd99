/** The Redis schedule: scheduled work handed to exactly one instance. Two schedules on one Redis stand for two instances. */

import { expect } from "chai";
import { connect_redis, type RedisClient } from "../../src/server/db/redis_client.ts";
import { type Claim, RedisSchedule, run_schedule } from "../../src/server/account/store/redis/schedule.ts";
import { FakeClock } from "../helpers/clock.ts";
import { purge, test_prefix, test_redis_url } from "../helpers/redis.ts";

const url = await test_redis_url();

function test(title: string, fn: (a: RedisSchedule, b: RedisSchedule, clock: FakeClock) => Promise<void>) {
  Deno.test({
    name: `redis schedule: ${title}`,
    ignore: !url,
    async fn() {
      const clock = new FakeClock();
      const prefix = test_prefix();
      const clients: RedisClient[] = [await connect_redis(url!), await connect_redis(url!)];
      const [a, b] = clients.map((client) =>
        new RedisSchedule(client, { prefix, name: "sends", clock, lease_ms: 60_000 })
      );
      try {
        await fn(a!, b!, clock);
      } finally {
        for (const client of clients) await client.quit();
        await purge(url!, prefix);
      }
    },
  });
}

const ids = (claims: Claim[]) => claims.map((claim) => claim.id);

test("items are handed out when due, in due order, once", async (a, b, clock) => {
  const now = clock.now();
  expect(await a.add("late", now + 2000, "L")).to.equal(true);
  expect(await a.add("early", now + 1000, "E")).to.equal(true);
  expect(await b.add("early", now + 5000, "again")).to.equal(false);
  expect(await a.claim()).to.deep.equal({ claims: [], next: now + 1000 });
  clock.advance(2000);
  const first = await a.claim();
  expect(ids(first.claims)).to.deep.equal(["early", "late"]);
  expect(first.claims[0]).to.include({ at: now + 1000, payload: "E", try: 1 });
  expect(first.next).to.equal(now + 2000 + 60_000); // the end of the leases
  expect((await b.claim()).claims).to.deep.equal([]);
  expect(await a.done(first.claims[0]!)).to.equal(true);
  expect(await a.done(first.claims[0]!)).to.equal(false);
});

test("cancel and reschedule work while an item waits, on any instance, and not after", async (a, b, clock) => {
  const now = clock.now();
  await a.add("x", now + 1000, "");
  await a.add("y", now + 1000, "");
  expect(await b.reschedule("x", now + 5000)).to.equal(true);
  expect(await b.cancel("y")).to.equal(true);
  expect(await b.cancel("y")).to.equal(false);
  clock.advance(1000);
  expect((await a.claim()).claims).to.deep.equal([]);
  clock.advance(4000);
  const { claims } = await a.claim();
  expect(ids(claims)).to.deep.equal(["x"]);
  expect(await b.cancel("x")).to.equal(false);
  expect(await b.reschedule("x", now + 9000)).to.equal(false);
  expect(await a.add("y", now, "the id is free again")).to.equal(true);
});

test("a claim whose holder died is handed out again when its lease ends", async (a, b, clock) => {
  await a.add("x", clock.now(), "payload");
  const lost = (await a.claim()).claims[0]!;
  clock.advance(59_999);
  expect((await b.claim()).claims).to.deep.equal([]);
  clock.advance(1);
  const again = (await b.claim()).claims[0]!;
  expect(again).to.include({ id: "x", payload: "payload", try: 2 });
  expect(await a.done(lost), "the first holder's claim ran out").to.equal(false);
  expect(await a.renew(lost)).to.equal(false);
  expect(await b.renew(again)).to.equal(true);
  expect(await b.done(again)).to.equal(true);
});

test("a failed item is given back for a later try", async (a, _b, clock) => {
  await a.add("x", clock.now(), "");
  const claim = (await a.claim()).claims[0]!;
  expect(await a.retry(claim, clock.now() + 1000)).to.equal(true);
  expect((await a.claim()).claims).to.deep.equal([]);
  clock.advance(1000);
  expect((await a.claim()).claims[0]).to.include({ id: "x", try: 2 });
});

test("take hands each due item to one of two instances taking at once, and removes it", async (a, b, clock) => {
  const now = clock.now();
  for (let i = 0; i < 60; i++) await a.add(`j${i}`, now + (i % 3) * 1000, `payload ${i}`);
  expect(await b.next_due()).to.equal(now);
  clock.advance(1000);
  const taken = (await Promise.all([a.take(7), b.take(7), a.take(7), b.take(7), a.take(100), b.take(100)])).flat();
  expect(taken).to.have.length(40);
  expect(new Set(taken.map((item) => item.id)).size).to.equal(40);
  expect(taken.find((item) => item.id === "j4")).to.include({ at: now + 1000, payload: "payload 4" });
  expect(await a.next_due()).to.equal(now + 2000);
  expect(await a.take(100, now + 1999)).to.deep.equal([]);
  expect((await b.take(100, now + 2000)).map((item) => item.id)).to.have.length(20);
  expect(await a.next_due()).to.equal(null);
  expect(await a.cancel("j0"), "taken is gone").to.equal(false);
  expect(await a.add("j0", now, "again"), "its id is free").to.equal(true);
});

Deno.test({
  name: "redis schedule: two running schedulers share 200 items, each handled once",
  ignore: !url,
  async fn() {
    const prefix = test_prefix();
    const clock = { now: () => Date.now() };
    const clients = [await connect_redis(url!), await connect_redis(url!)];
    const schedules = clients.map((client) => new RedisSchedule(client, { prefix, name: "sends", clock }));
    const handled: string[][] = [[], []];
    try {
      const start = Date.now();
      for (let i = 0; i < 200; i++) await schedules[0]!.add(`m${i}`, start + (i % 20) * 10, "");
      const stops = schedules.map((schedule, n) =>
        run_schedule(schedule, clock, (claim) => {
          handled[n]!.push(claim.id);
          return Promise.resolve();
        }, { poll_ms: 20, batch: 10 })
      );
      while (handled[0]!.length + handled[1]!.length < 200 && Date.now() - start < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (const stop of stops) await stop();
      const all = [...handled[0]!, ...handled[1]!];
      expect(all).to.have.length(200);
      expect(new Set(all).size).to.equal(200);
    } finally {
      for (const client of clients) await client.quit();
      await purge(url!, prefix);
    }
  },
});
