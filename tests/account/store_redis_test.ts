/** The account store on Redis: the contract suite, then what only a shared Redis does. */

import { expect } from "chai";
import { AccountRedisStore } from "../../src/server/account/store/redis/mod.ts";
import type { Job } from "../../src/server/account/store/types.ts";
import { connect_redis, type RedisClient } from "../../src/server/db/redis_client.ts";
import { system_clock } from "../../src/core/clock.ts";
import { FakeClock } from "../helpers/clock.ts";
import { purge, redis_test_account_store, test_prefix, test_redis_url } from "../helpers/redis.ts";
import { account_store_suite, message } from "./store_suite.ts";

const url = await test_redis_url();

if (url) account_store_suite("redis", () => redis_test_account_store(url, new FakeClock()));

const T = Date.parse("2026-01-01T00:00:00Z");
const job = (id: string, due: number): Job => ({ id, kind: "message", account: "acc_a", ref: "msg_1", due });

/** Two stores on one Redis and prefix (two instances), and a client to look at the keys. */
function shared(
  title: string,
  fn: (a: AccountRedisStore, b: AccountRedisStore, redis: RedisClient, prefix: string) => Promise<void>,
  clock: { now(): number } = new FakeClock(T),
) {
  Deno.test({
    name: `redis account store: ${title}`,
    ignore: !url,
    async fn() {
      const prefix = test_prefix();
      const a = await AccountRedisStore.open(url!, { clock, prefix });
      const b = await AccountRedisStore.open(url!, { clock, prefix });
      const redis = await connect_redis(url!);
      try {
        await fn(a, b, redis, prefix);
      } finally {
        await Promise.all([a.close(), b.close(), redis.quit()]);
        await purge(url!, prefix);
      }
    },
  });
}

shared(
  "one instance's writes are the other's reads; a job its holder never finished goes to the other after the lease",
  async (a, b) => {
    await a.put_message(message({ status: "queued" }), [{ job: job("held", T), lease_until: T + 120_000 }]);
    await a.enqueue(job("later", T + 3_600_000));
    expect((await b.message("acc_a", "msg_1"))!.status).to.equal("queued");
    expect(await b.take_due(T + 119_999, 10, T + 200_000), "the lease holds").to.deep.equal([]);
    expect(await b.next_due()).to.equal(T + 120_000);
    expect(await b.take_due(T + 120_000, 10, T + 200_000)).to.deep.equal([job("held", T)]);
    expect(await a.take_due(T + 120_000, 10, T + 200_000)).to.deep.equal([]);
    const done = await b.update_message("acc_a", "msg_1", ["queued"], { status: "delivered", updated: T + 1 }, {
      finish: "held",
    });
    expect(done.ok).to.equal(true);
    expect(await a.next_due()).to.equal(T + 3_600_000);
  },
);

shared(
  "keys are per account; idempotency keys and link records expire with Redis, past their time",
  async (a, _b, redis, prefix) => {
    await a.put_message(message());
    await a.put_message(message({ account: "acc_b" }));
    await a.claim_key("acc_a", "key-1", "fp", T + 86_400_000);
    await a.put_links([{
      token: "trk_1",
      kind: "track",
      account: "acc_a",
      message_id: "msg_1",
      email: "ada@example.com",
      list_id: null,
      links: [],
      opens: true,
      clicks: false,
      tags: [],
      metadata: {},
      opened: null,
      clicked: [],
      created: T,
      expires: T + 1000,
    }]);
    const keys = (await redis.keys(`${prefix}*`)).map((key) => key.slice(prefix.length)).sort();
    expect(keys).to.include.members(["a:acc_a:m:msg_1", "a:acc_b:m:msg_1", "a:acc_a:k:key-1", "lk:trk_1"]);
    const day = await redis.pTTL(`${prefix}a:acc_a:k:key-1`);
    expect(day, "24 h and the slack").to.be.within(86_400_000, 86_400_000 + 3_600_000);
    expect(await redis.pTTL(`${prefix}lk:trk_1`)).to.be.within(1000, 1000 + 3_600_000);
    expect(await redis.pTTL(`${prefix}a:acc_a:m:msg_1`), "a message waits for the sweep").to.equal(-1);
  },
);

shared("a job queued on one instance wakes the other's listener at its time", async (a, b) => {
  const woken = Promise.withResolvers<number>();
  b.listen(() => {
    woken.resolve(Date.now());
    return Promise.resolve();
  });
  // Not waiting for b to subscribe: what it may miss meanwhile it reads once subscribed.
  const due = Date.now() + 300;
  await a.enqueue(job("soon", due));
  const at = await woken.promise;
  expect(at - due, "ms after its time").to.be.within(0, 200);
  expect((await b.take_due(Date.now(), 10, Date.now() + 1000)).map((j) => j.id)).to.deep.equal(["soon"]);
}, system_clock);
