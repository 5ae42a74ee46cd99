/**
 * The Redis store: the shared contract suite, then what only a store shared between instances
 * does — two stores on one Redis and one prefix stand for two server instances.
 */

import { expect } from "chai";
import { create_service } from "../../src/server/service.ts";
import { connect_redis, redis_location } from "../../src/server/db/redis_client.ts";
import { RedisStore } from "../../src/server/inbox/store/redis/mod.ts";
import { ADD_MESSAGE } from "../../src/server/inbox/store/redis/lua.ts";
import type { InboxEvent, InboxRecord, MessageDraft } from "../../src/server/inbox/store/types.ts";
import { FakeClock } from "../helpers/clock.ts";
import { purge, redis_reachable, redis_test_store, test_prefix, test_redis_url } from "../helpers/redis.ts";
import { store_suite } from "./store_suite.ts";

const url = await test_redis_url();
const LIMITS = { max_messages: 100, max_inbox_bytes: 10 * 1024 * 1024 };
const HOUR = 3_600_000;

function record(clock: FakeClock): InboxRecord {
  return {
    address: `shared-${crypto.randomUUID().slice(0, 6)}@inbox.localhost`,
    token_hash: crypto.randomUUID().replaceAll("-", "").padEnd(64, "0"),
    created: clock.now(),
    expires: clock.now() + HOUR,
    max_lifetime: 24 * HOUR,
    account: null,
  };
}

function draft(id: string, html: string | null = null): MessageDraft {
  return {
    id,
    from: "a@example.com",
    name: null,
    to: ["box@inbox.localhost"],
    tag: null,
    subject: id,
    text: "text",
    html,
    headers: {},
    auth: { spf: "none", dkim: "none", dmarc: "none" },
    attachments: [],
    code: null,
    code_digits: null,
    codes: [],
    link: null,
    links: [],
    received: "2026-01-01T00:00:00.000Z",
    size: 1,
  };
}

async function until(done: () => boolean, ms = 2000): Promise<void> {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > ms) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const names = (events: InboxEvent[]) => events.map((e) => e.type === "message" ? e.message.id : e.type);

/** Two stores sharing one Redis prefix: instance A and instance B. */
function shared(title: string, fn: (a: RedisStore, b: RedisStore, clock: FakeClock) => Promise<void>) {
  Deno.test({
    name: `redis store: ${title}`,
    ignore: !url,
    async fn() {
      const clock = new FakeClock();
      const prefix = test_prefix();
      const a = await RedisStore.open(url!, { clock, prefix });
      const b = await RedisStore.open(url!, { clock, prefix });
      try {
        await fn(a, b, clock);
      } finally {
        await a.close();
        await b.close();
        await purge(url!, prefix);
      }
    },
  });
}

if (url) store_suite("redis", (clock) => redis_test_store(url, clock));
else {Deno.test({
    name: "redis store: contract suite skipped, no Redis reachable (TEST_REDIS_URL)",
    ignore: true,
    fn() {},
  });}

shared("mail stored by one instance reaches a subscriber on the other, small and large", async (a, b, clock) => {
  const inbox = record(clock);
  await a.create_inbox(inbox);
  const heard: InboxEvent[] = [];
  const stop = a.subscribe(inbox.address, (event) => heard.push(event), 0);
  const big = "x".repeat(100_000); // past what rides the wake-up whole: read back from Redis
  await b.add_message(inbox.address, draft("small"), new Uint8Array(5), LIMITS);
  await b.add_message(inbox.address, draft("big", big), new Uint8Array(5), LIMITS);
  await until(() => heard.length === 2);
  expect(names(heard)).to.deep.equal(["small", "big"]);
  expect(heard[1]!.type === "message" && heard[1]!.message).to.include({ cursor: "2", html: big });
  stop();
});

shared("mail stored after the reader's read but before its subscription took is told", async (a, b, clock) => {
  const inbox = record(clock);
  await a.create_inbox(inbox);
  const seen = (await a.inbox(inbox.address))!.seq;
  await b.add_message(inbox.address, draft("between"), new Uint8Array(1), LIMITS);
  const heard: InboxEvent[] = [];
  const stop = a.subscribe(inbox.address, (event) => heard.push(event), seen);
  await until(() => heard.length === 1);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(names(heard)).to.deep.equal(["between"]);
  stop();
});

shared("interleaved mail from both instances is heard once each, in cursor order", async (a, b, clock) => {
  const inbox = record(clock);
  await a.create_inbox(inbox);
  const on_a: InboxEvent[] = [];
  const on_b: InboxEvent[] = [];
  const stops = [
    a.subscribe(inbox.address, (e) => on_a.push(e), 0),
    b.subscribe(inbox.address, (e) => on_b.push(e), 0),
  ];
  await Promise.all(
    Array.from(
      { length: 40 },
      (_, i) => (i % 2 ? a : b).add_message(inbox.address, draft(`m${i}`), new Uint8Array(1), LIMITS),
    ),
  );
  await until(() => on_a.length === 40 && on_b.length === 40);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const cursors = (events: InboxEvent[]) => events.map((e) => e.type === "message" ? Number(e.message.cursor) : 0);
  const in_order = Array.from({ length: 40 }, (_, i) => i + 1);
  expect(cursors(on_a)).to.deep.equal(in_order);
  expect(cursors(on_b)).to.deep.equal(in_order);
  for (const stop of stops) stop();
});

Deno.test({
  name: "redis store: mail published while a subscriber's connection was down is told when it is back",
  ignore: !url,
  async fn() {
    const clock = new FakeClock();
    const prefix = test_prefix();
    const a = await RedisStore.open(url!, { clock, prefix });
    const admin = await connect_redis(url!);
    try {
      const inbox = record(clock);
      await a.create_inbox(inbox);
      const heard: InboxEvent[] = [];
      a.subscribe(inbox.address, (event) => heard.push(event), 0);
      await new Promise((resolve) => setTimeout(resolve, 50));
      // In one write: drop every subscriber connection, then store (and publish) a message, so
      // the publication happens before the client can be back.
      const { id, ...rest } = draft("while away");
      const head = `{"id":${JSON.stringify(id)},"cursor":"`;
      const add = [prefix, String(clock.now()), inbox.address, id, head, `",${JSON.stringify(rest).slice(1)}`, "x"];
      const [killed, added] = await Promise.all([
        admin.sendCommand(["CLIENT", "KILL", "TYPE", "pubsub"]),
        admin.sendCommand(["EVAL", ADD_MESSAGE, "0", ...add, "100", "1000000", "0", "65536"]),
      ]);
      expect(killed).to.equal(1);
      expect(added).to.deep.equal(["ok", 1]);
      await until(() => heard.length === 1, 5000);
      expect(names(heard)).to.deep.equal(["while away"]);
    } finally {
      await a.close();
      await admin.quit();
      await purge(url!, prefix);
    }
  },
});

shared("an inbox deleted or found expired by one instance is gone for the other's listeners", async (a, b, clock) => {
  const first = record(clock);
  const second = record(clock);
  await a.create_inbox(first);
  await a.create_inbox({ ...second, expires: clock.now() + 1000 });
  const heard: string[] = [];
  a.subscribe(first.address, (e) => heard.push(`first ${e.type}`), 0);
  a.subscribe(second.address, (e) => heard.push(`second ${e.type}`), 0);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await b.delete_inbox(first.address)).to.equal(true);
  clock.advance(1000);
  expect(await b.inbox(second.address)).to.equal(null);
  await until(() => heard.length === 2);
  expect(heard.sort()).to.deep.equal(["first gone", "second gone"]);
});

shared("keys expire with Redis at creation + maximum lifetime; extending leaves them alone", async (a, _b, clock) => {
  const inbox = record(clock);
  await a.create_inbox(inbox);
  await a.add_message(inbox.address, draft("m"), new Uint8Array(1), LIMITS);
  const client = await connect_redis(url!);
  try {
    const keys = (await client.keys(`*${inbox.address}`)).sort();
    expect(keys.map((key) => key.replace(/^test:[^:]+:/, ""))).to.deep.equal(
      ["i", "j", "q", "r"].map((kind) => `${kind}:${inbox.address}`),
    );
    const ttls = async () => await Promise.all(keys.map((key) => client.pTTL(key)));
    const before = await ttls();
    for (const ttl of before) expect(ttl).to.be.within(25 * HOUR - 5000, 25 * HOUR);
    await a.set_expiry(inbox.address, clock.now() + 20 * HOUR);
    const after = await ttls();
    for (const [i, ttl] of after.entries()) expect(ttl).to.be.within(before[i]! - 5000, before[i]!);
  } finally {
    await client.quit();
  }
});

Deno.test("a Redis that does not answer is an error naming where it was looked for, never its password", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = listener.addr.port;
  listener.close(); // nothing listens there now
  const started = Date.now();
  const error = await connect_redis(`redis://ada:s3cret@127.0.0.1:${port}/2`, 300).then(() => null, (e: Error) => e);
  expect(error?.message).to.equal(
    `no Redis answers at redis://127.0.0.1:${port}/2: connect ECONNREFUSED 127.0.0.1:${port}`,
  );
  expect(Date.now() - started, "gives up after first_ms").to.be.within(300, 5000);
  expect(redis_location("rediss://:pw@cache.example:6380/0?prefix=mail:")).to.equal("rediss://cache.example:6380/0");
});

/** A `redis-server` of the test's own on `port` (no persistence); answers how to stop it. */
async function own_redis(port: number): Promise<() => Promise<void>> {
  const child = new Deno.Command("redis-server", {
    args: ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    stdout: "null",
    stderr: "null",
  }).spawn();
  for (let i = 0; i < 100 && !(await redis_reachable(`redis://127.0.0.1:${port}`)); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return async () => {
    child.kill("SIGKILL");
    await child.status;
  };
}

/** Whether `redis-server` can be started from PATH (CI installs it; elsewhere Redis may run in a container). */
async function redis_server_installed(): Promise<boolean> {
  try {
    return (await new Deno.Command("redis-server", { args: ["--version"], stdout: "null" }).output()).success;
  } catch {
    if (Deno.env.get("CI") === "true") throw new Error("CI needs redis-server on PATH");
    console.warn("skipping the Redis-down test: no redis-server on PATH");
    return false;
  }
}

Deno.test({
  name: "with Redis down, requests answer 503 store_unavailable with Retry-After, and work again once it is back",
  // Its own redis-server, to stop and start.
  ignore: !url || !(await redis_server_installed()),
  async fn() {
    const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    const port = listener.addr.port;
    listener.close();
    let stop = await own_redis(port);
    const log: string[] = [];
    const store = await RedisStore.open(`redis://127.0.0.1:${port}`, { clock: new FakeClock(Date.now()) });
    const service = await create_service({ store, log: (line) => log.push(line), account: false });
    const create = () =>
      service.fetch(new Request("http://inbox.test/", { method: "POST", headers: { accept: "application/json" } }));
    try {
      const made = await create();
      expect(made.status).to.equal(201);
      const { address, token } = await made.json();

      await stop();
      const down = await create();
      expect(down.status).to.equal(503);
      expect(down.headers.get("retry-after")).to.equal("5");
      expect(await down.json()).to.deep.equal({
        error: { code: "store_unavailable", message: "the store cannot be reached now; try again shortly" },
      });
      expect(log.filter((line) => line.startsWith("error ")), "one line, no stack").to.have.length(1);
      expect(log.find((line) => line.startsWith("error "))).to.match(/^error POST \/: the store cannot be reached \(/);

      stop = await own_redis(port); // empty: nothing was persisted
      let back = await create();
      for (let i = 0; i < 50 && back.status !== 201; i++) {
        await back.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, 100));
        back = await create();
      }
      expect(back.status, "reconnected").to.equal(201);
      await back.body?.cancel();
      const lost = await service.fetch(
        new Request(`http://inbox.test/v1/inboxes/${address}`, { headers: { authorization: `Bearer ${token}` } }),
      );
      expect(lost.status, "the inbox went with the unpersisted Redis").to.equal(401);
      await lost.body?.cancel();
    } finally {
      await service.close({ close_store: true });
      await stop();
    }
  },
});
