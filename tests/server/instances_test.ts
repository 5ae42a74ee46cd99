/**
 * Several server instances on one Redis: mail taken by one wakes a wait held by another within
 * milliseconds, killing an instance loses nothing it acknowledged, and scheduled work is handed
 * to exactly one of the instances that run schedulers.
 */

import { expect } from "chai";
import { message_of_size, SmtpConnection } from "../../bench/_smtp_client.ts";
import { type BenchServer, spawn_server } from "../../bench/_server.ts";
import { connect_redis } from "../../src/server/store/redis_client.ts";
import { RedisSchedule } from "../../src/server/store/redis_schedule.ts";
import { system_clock } from "../../src/util/clock.ts";
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
    expect(latencies[10]!, `median ms from B's 250 to A's answer (all: ${latencies.map(Math.round)})`).to.be.below(50);
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
