/**
 * Several server instances on one Redis: mail taken by one wakes a wait held by another within
 * milliseconds, killing an instance loses nothing it acknowledged, and scheduled work is handed
 * to exactly one of the instances that run schedulers.
 */

import { expect } from "chai";
import { message_of_size, SmtpConnection } from "../../bench/_smtp_client.ts";
import { type BenchServer, spawn_server } from "../../bench/_server.ts";
import { connect_redis } from "../../src/server/db/redis_client.ts";
import { RedisSchedule, schedule_base } from "../../src/server/account/store/redis/schedule.ts";
import { system_clock } from "../../src/core/clock.ts";
import { purge, test_prefix, test_redis_url } from "../helpers/redis.ts";

const url = await test_redis_url();

/** Two server processes sharing one Redis under a fresh prefix. */
function instances(title: string, fn: (a: BenchServer, b: BenchServer, prefix: string) => Promise<void>) {
  Deno.test({
    name: `instances on Redis: ${title}`,
    ignore: !url,
    async fn() {
      const prefix = test_prefix();
      const store = `${url}?prefix=${encodeURIComponent(prefix)}`;
      const a = await spawn_server(["--store", store, "--no-auth"]);
      const b = await spawn_server(["--store", store, "--no-auth"]);
      try {
        await fn(a, b, prefix);
      } finally {
        for (const server of [a, b]) await server.stop().catch(() => {});
        await purge(url!, prefix);
      }
    },
  });
}

const create = async (http: string): Promise<{ address: string; token: string }> =>
  await (await fetch(`${http}/`, { method: "POST", headers: { accept: "application/json" } })).json();

instances("an inbox made on A takes mail over SMTP on B, and a wait held on A answers at once", async (a, b) => {
  const inbox = await create(a.http);
  const auth = { authorization: `Bearer ${inbox.token}` };
  const smtp = await SmtpConnection.open(b.smtp_port);
  try {
    const latencies: number[] = [];
    for (let i = 1; i <= 20; i++) {
      const waited = fetch(`${a.http}/v1/inboxes/${inbox.address}/wait?after=${i - 1}&timeout=10s`, { headers: auth })
        .then(async (response) => ({ status: response.status, body: await response.json(), at: performance.now() }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      const { reply, at } = await smtp.send(
        "x@example.com",
        inbox.address,
        message_of_size(inbox.address, 2000, `n${i}`),
      );
      expect(reply).to.match(/^250/);
      const answer = await waited;
      expect(answer.status).to.equal(200);
      expect(answer.body).to.include({ subject: `n${i}`, cursor: String(i), code: "482913" });
      latencies.push(answer.at - at);
    }
    latencies.sort((x, y) => x - y);
    // Nothing polls: without B's notice reaching A, each wait would run out its 10 s. The bound is far above a loaded
    // machine's scheduling noise, so it proves the notice, not the machine's speed.
    expect(latencies[10]!, `median ms from B's 250 to A's answer (all: ${latencies.map(Math.round)})`).to.be.below(
      5_000,
    );
  } finally {
    smtp.close();
  }
  const read = await (await fetch(`${b.http}/v1/inboxes/${inbox.address}/messages`, { headers: auth })).json();
  expect(read.messages).to.have.length(20);
});

instances("killing an instance with -9 mid-stream loses nothing it acknowledged", async (a, b) => {
  const inboxes = await Promise.all(Array.from({ length: 8 }, () => create(a.http)));
  const acknowledged = new Set<string>();
  const connections = await Promise.all(Array.from({ length: 4 }, () => SmtpConnection.open(b.smtp_port)));
  let killed = false;
  await Promise.all(connections.map(async (connection, c) => {
    for (let i = 0; !killed; i++) {
      const inbox = inboxes[(c * 2 + i) % inboxes.length]!;
      const subject = `c${c}-n${i}`;
      try {
        const { reply } = await connection.send(
          "load@example.com",
          inbox.address,
          message_of_size(inbox.address, 3000, subject),
        );
        if (reply.startsWith("250")) acknowledged.add(subject);
      } catch {
        return; // B went away mid-transaction: not acknowledged
      }
      if (acknowledged.size >= 200 && !killed) {
        killed = true;
        Deno.kill(b.pid, "SIGKILL");
      }
    }
  }));
  for (const connection of connections) connection.close();
  const seen: string[] = [];
  for (const inbox of inboxes) {
    const response = await fetch(`${a.http}/v1/inboxes/${inbox.address}/messages`, {
      headers: { authorization: `Bearer ${inbox.token}` },
    });
    for (const message of (await response.json()).messages) seen.push(message.subject);
  }
  expect(seen.length, "no message stored twice").to.equal(new Set(seen).size);
  expect([...acknowledged].filter((subject) => !seen.includes(subject)), "acknowledged but lost").to.deep.equal([]);
});

/** A scheduler process (tests/helpers/schedule_worker.ts). */
async function worker(prefix: string, name: string, mode?: "hang"): Promise<Deno.ChildProcess> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "tests/helpers/schedule_worker.ts", url!, prefix, name, ...(mode ? [mode] : [])],
    stdout: "piped",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let out = "";
  while (!out.includes("ready")) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`worker ${name} exited: ${out}`);
    out += value;
  }
  reader.releaseLock();
  return child;
}

async function stop(child: Deno.ChildProcess, signal: Deno.Signal = "SIGTERM"): Promise<void> {
  try {
    child.kill(signal);
  } catch {
    // already gone
  }
  await child.status;
  await child.stdout.cancel().catch(() => {});
}

Deno.test({
  name:
    "instances on Redis: scheduled sends go out once although two instances run schedulers, and one killed loses none",
  ignore: !url,
  async fn() {
    const prefix = test_prefix();
    const client = await connect_redis(url!);
    const schedule = new RedisSchedule(client, { prefix, name: "sends", clock: system_clock });
    const children: Deno.ChildProcess[] = [];
    try {
      // A crashes holding claims: it takes some items, never finishes them, and is killed.
      const doomed = await worker(prefix, "doomed", "hang");
      children.push(doomed);
      for (let i = 0; i < 10; i++) await schedule.add(`early${i}`, Date.now(), "");
      while ((await client.lLen(`${prefix}held-by-doomed`)) === 0) await new Promise((r) => setTimeout(r, 10));
      await stop(doomed, "SIGKILL");
      const lost = await client.lRange(`${prefix}held-by-doomed`, 0, -1);

      // Two healthy instances; 200 more items fall due over half a second.
      children.push(await worker(prefix, "one"), await worker(prefix, "two"));
      const start = Date.now() + 200;
      for (let i = 0; i < 200; i++) await schedule.add(`m${i}`, start + (i % 50) * 10, "");
      const deadline = Date.now() + 10_000;
      while ((await client.hLen(`${prefix}delivered`)) < 210 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      await new Promise((r) => setTimeout(r, 200));
      const delivered = await client.hGetAll(`${prefix}delivered`);
      const attempts = await client.lRange(`${prefix}attempts`, 0, -1);
      expect(Object.keys(delivered)).to.have.length(210);
      expect(attempts, "each item handled once by a live instance").to.have.length(210);
      const by = (name: string) => Object.values(delivered).filter((who) => who === name).length;
      expect(by("one"), "both instances took part").to.be.above(0);
      expect(by("two"), "both instances took part").to.be.above(0);
      expect(lost.length).to.be.above(0);
      for (const id of lost) {
        expect(attempts.some((line) => line.startsWith(`${id} `) && line.endsWith(" 2"))).to.equal(true);
      }
    } finally {
      for (const child of children) await stop(child);
      await client.quit();
      await purge(url!, prefix);
    }
  },
});

const ACCOUNT_KEY = "svc_bench_account_key"; // what spawn_server gives every instance

/** Schedules one send per subject through the account API of `http`, round-robin over `inboxes`; answers the ids. */
async function schedule_sends(
  http: string,
  inboxes: { address: string }[],
  subjects: string[],
  at: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < subjects.length; i += 50) {
    const batch = subjects.slice(i, i + 50).map((subject, n) => ({
      from: "app@inbox.localhost",
      to: [inboxes[(i + n) % inboxes.length]!.address],
      subject,
      text: subject,
      scheduled_at: new Date(at).toISOString(),
    }));
    const response = await fetch(`${http}/v1/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${ACCOUNT_KEY}`, "content-type": "application/json" },
      body: JSON.stringify(batch),
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).to.equal(202);
    ids.push(...body.map((sent: { id: string; status: string }) => sent.id));
  }
  return ids;
}

/** Waits until every message in `ids` reads `delivered` on `http` (or `ms` pass); answers the statuses. */
async function settle_sends(http: string, ids: string[], ms: number): Promise<Record<string, string>> {
  const deadline = Date.now() + ms;
  const statuses: Record<string, string> = {};
  for (;;) {
    for (const id of ids) {
      if (statuses[id] === "delivered") continue;
      const response = await fetch(`${http}/v1/messages/${id}`, {
        headers: { authorization: `Bearer ${ACCOUNT_KEY}` },
      });
      statuses[id] = (await response.json()).status;
    }
    if (ids.every((id) => statuses[id] === "delivered") || Date.now() > deadline) return statuses;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every subject in the inboxes, read on `http`. */
async function subjects_in(http: string, inboxes: { address: string; token: string }[]): Promise<string[]> {
  const seen: string[] = [];
  for (const inbox of inboxes) {
    const response = await fetch(`${http}/v1/inboxes/${inbox.address}/messages`, {
      headers: { authorization: `Bearer ${inbox.token}` },
    });
    for (const message of (await response.json()).messages) seen.push(message.subject);
  }
  return seen;
}

Deno.test({
  name: "instances on Redis: account API sends scheduled on A go into inboxes once each although A and B run " +
    "schedulers, and kill -9 of A holding jobs loses none and doubles none",
  ignore: !url,
  async fn() {
    const prefix = test_prefix();
    const args = ["--store", `${url}?prefix=${encodeURIComponent(prefix)}`, "--no-auth", "--job-lease", "2s"];
    const a = await spawn_server(args);
    const b = await spawn_server(args);
    const redis = await connect_redis(url!);
    const leases = `${schedule_base(prefix, "jobs")}lease`;
    const waiting = `${schedule_base(prefix, "jobs")}due`;
    try {
      const inboxes = await Promise.all(Array.from({ length: 8 }, () => create(a.http)));

      // Both instances run schedulers: 80 sends fall due at once.
      const first = Array.from({ length: 80 }, (_, n) => `first ${n}`);
      const first_ids = await schedule_sends(a.http, inboxes, first, Date.now() + 1000);
      const settled = await settle_sends(b.http, first_ids, 10_000);
      expect(Object.values(settled).filter((status) => status !== "delivered"), "not delivered").to.deep.equal([]);
      const after_first = await subjects_in(b.http, inboxes);
      expect(after_first.sort()).to.deep.equal([...first].sort());

      // A alone takes the next 200 (B is paused) and is killed with -9 while it holds some.
      Deno.kill(b.pid, "SIGSTOP");
      const second = Array.from({ length: 200 }, (_, n) => `second ${n}`);
      const second_ids = await schedule_sends(a.http, inboxes, second, Date.now() + 500);
      const deadline = Date.now() + 10_000;
      while (!((await redis.zCard(leases)) > 0 && (await redis.zCard(waiting)) > 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      Deno.kill(a.pid, "SIGKILL");
      const held = await redis.zRange(leases, 0, -1);
      const left = await redis.zCard(waiting);
      Deno.kill(b.pid, "SIGCONT");
      expect(held.length, "jobs A held when it died").to.be.above(0);
      expect(left, "jobs still waiting when A died").to.be.above(0);

      // B takes what waited at once and what A held when A's lease ends.
      const statuses = await settle_sends(b.http, second_ids, 15_000);
      expect(Object.values(statuses).filter((status) => status !== "delivered"), "not delivered").to.deep.equal([]);
      const seen = await subjects_in(b.http, inboxes);
      expect(seen.length, "no copy twice").to.equal(new Set(seen).size);
      expect(seen.sort()).to.deep.equal([...first, ...second].sort());
      expect(await redis.zCard(leases), "no job left behind").to.equal(0);
    } finally {
      Deno.kill(b.pid, "SIGCONT");
      for (const server of [a, b]) await server.stop().catch(() => {});
      await redis.quit();
      await purge(url!, prefix);
    }
  },
});
