/**
 * Nothing the account API acknowledged is lost, and nothing goes twice: the server on a KV file
 * is killed with `kill -9` before, during and right after sending, restarted, and the receiving
 * inbox holds every message exactly once.
 */

import { expect } from "chai";
import { type Child, CHILD_KEY, json, spawn } from "../helpers/child_server.ts";

const API = { authorization: `Bearer ${CHILD_KEY}`, "content-type": "application/json" };

interface Box {
  address: string;
  token: string;
}

async function with_kv(fn: (kv: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir();
  try {
    await fn(`${dir}/service.kv`);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

async function new_box(server: Child): Promise<Box> {
  return (await json(`${server.http}/?ttl=2h`, { method: "POST", headers: { accept: "application/json" } })).body;
}

function draft(box: Box, subject: string, scheduled_at?: number) {
  return {
    from: "app@inbox.localhost",
    to: [box.address],
    subject,
    text: `This is ${subject}.`,
    ...(scheduled_at === undefined ? {} : { scheduled_at: new Date(scheduled_at).toISOString() }),
  };
}

async function send(server: Child, body: unknown): Promise<{ id: string }[]> {
  const answer = await json(`${server.http}/v1/messages`, { method: "POST", headers: API, body: JSON.stringify(body) });
  expect(answer.status).to.equal(202);
  return Array.isArray(answer.body) ? answer.body : [answer.body];
}

/** The subjects in the inbox, one per stored message. */
async function subjects(server: Child, box: Box): Promise<string[]> {
  const list = await json(`${server.http}/v1/inboxes/${box.address}/messages`, {
    headers: { authorization: `Bearer ${box.token}` },
  });
  return list.body.messages.map((m: { subject: string }) => m.subject);
}

async function kill(server: Child): Promise<void> {
  server.process.kill("SIGKILL");
  await server.process.status;
}

async function stop(server: Child): Promise<void> {
  server.process.kill("SIGTERM");
  await server.process.status;
}

/** Waits until `box` holds `count` messages, then a little longer (so a second copy would show). */
async function settled(server: Child, box: Box, count: number): Promise<string[]> {
  const deadline = Date.now() + 30_000;
  while ((await subjects(server, box)).length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return (await subjects(server, box)).sort();
}

async function statuses(server: Child, sent: { id: string }[]): Promise<string[]> {
  const out = [];
  for (const { id } of sent) out.push((await json(`${server.http}/v1/messages/${id}`, { headers: API })).body.status);
  return [...new Set(out)];
}

const names = (prefix: string, count: number) => Array.from({ length: count }, (_, n) => `${prefix}${n}`).sort();

Deno.test("scheduled sends made before a kill -9 go out after the restart, each once", async () => {
  await with_kv(async (kv) => {
    const first = await spawn(kv);
    const box = await new_box(first);
    const soon = Date.now() + 2_500;
    const sent = await send(first, names("s", 20).map((subject, n) => draft(box, subject, soon + (n % 2) * 1_500)));
    await kill(first);

    const second = await spawn(kv);
    try {
      expect(await settled(second, box, 20)).to.deep.equal(names("s", 20));
      expect(await statuses(second, sent)).to.deep.equal(["delivered"]);
    } finally {
      await stop(second);
    }
  });
});

Deno.test("a kill -9 while scheduled sends are going out loses none and doubles none", async () => {
  await with_kv(async (kv) => {
    const first = await spawn(kv);
    const box = await new_box(first);
    const sent = await send(first, names("d", 60).map((subject) => draft(box, subject, Date.now() + 2_000)));
    const deadline = Date.now() + 20_000;
    while ((await subjects(first, box)).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await kill(first); // as soon as the first one landed: the rest are in flight or waiting

    const second = await spawn(kv);
    try {
      expect(await settled(second, box, 60)).to.deep.equal(names("d", 60));
      expect(await statuses(second, sent)).to.deep.equal(["delivered"]);
    } finally {
      await stop(second);
    }
  });
});

Deno.test("immediate sends acknowledged right before a kill -9 go out once each", async () => {
  await with_kv(async (kv) => {
    const first = await spawn(kv);
    const box = await new_box(first);
    const sent = [];
    for (const subject of names("i", 10)) sent.push(...await send(first, draft(box, subject)));
    const burst = await Promise.all(names("j", 20).map((subject) => send(first, draft(box, subject))));
    sent.push(...burst.flat());
    await kill(first); // right after the last 202

    const second = await spawn(kv);
    try {
      expect(await settled(second, box, 30)).to.deep.equal([...names("i", 10), ...names("j", 20)].sort());
      expect(await statuses(second, sent)).to.deep.equal(["delivered"]);
    } finally {
      await stop(second);
    }
  });
});

Deno.test("two processes sharing a KV file both schedule, and each scheduled send goes out once", async () => {
  await with_kv(async (kv) => {
    const a = await spawn(kv, ["--store-shared"]);
    const b = await spawn(kv, ["--store-shared"]);
    try {
      const box = await new_box(a);
      const at = Date.now() + 1_500;
      const sent = [
        ...await send(a, names("a", 25).map((subject) => draft(box, subject, at))),
        ...await send(b, names("b", 25).map((subject) => draft(box, subject, at))),
      ];
      expect(await settled(b, box, 50)).to.deep.equal([...names("a", 25), ...names("b", 25)].sort());
      expect(await statuses(a, sent)).to.deep.equal(["delivered"]);
    } finally {
      await stop(a);
      await stop(b);
    }
  });
});
