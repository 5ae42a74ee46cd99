/**
 * Nothing acknowledged is lost: the server on a Deno KV file survives a clean restart and a
 * `kill -9` in the middle of SMTP traffic.
 */

import { expect } from "chai";
import { message_of_size, SmtpConnection } from "../../bench/_smtp_client.ts";
import { smtp_client } from "../helpers/smtp.ts";
import { json, spawn } from "../helpers/child_server.ts";

Deno.test("inboxes, tokens, expiry and mail survive a clean restart on a KV file", async () => {
  const dir = await Deno.makeTempDir();
  const kv = `${dir}/service.kv`;
  try {
    const first = await spawn(kv);
    const created =
      (await json(`${first.http}/?ttl=2h`, { method: "POST", headers: { accept: "application/json" } })).body;
    await smtp_client(first.smtp_port).sendMail({
      from: "a@example.com",
      to: created.address,
      subject: "Before restart",
      text: "Your code is 246810",
    });
    first.process.kill("SIGTERM");
    expect((await first.process.status).code).to.equal(0);

    const second = await spawn(kv);
    const auth = { headers: { authorization: `Bearer ${created.token}` } };
    const inbox = await json(`${second.http}/v1/inbox`, auth);
    expect(inbox.status).to.equal(200);
    expect(inbox.body).to.include({ address: created.address, expires: created.expires, count: 1 });
    const waited = await json(`${second.http}/v1/inboxes/${created.address}/wait?timeout=1s`, auth);
    expect(waited.body).to.include({ subject: "Before restart", code: "246810", cursor: "1" });
    second.process.kill("SIGTERM");
    await second.process.status;
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("after kill -9 mid-stream, every message that got a 250 is readable once", async () => {
  const dir = await Deno.makeTempDir();
  const kv = `${dir}/service.kv`;
  try {
    const first = await spawn(kv);
    const inboxes: { address: string; token: string }[] = [];
    for (let i = 0; i < 8; i++) {
      inboxes.push((await json(`${first.http}/`, { method: "POST", headers: { accept: "application/json" } })).body);
    }
    const acknowledged = new Set<string>();
    let sent = 0;
    const connections = await Promise.all(Array.from({ length: 4 }, () => SmtpConnection.open(first.smtp_port)));
    let killed = false;
    const senders = connections.map(async (connection, c) => {
      for (let i = 0; !killed; i++) {
        const inbox = inboxes[(c * 2 + i) % inboxes.length]!;
        const subject = `c${c}-n${i}`;
        sent++;
        try {
          const { reply } = await connection.send(
            "load@example.com",
            inbox.address,
            message_of_size(inbox.address, 3000, subject),
          );
          if (reply.startsWith("250")) acknowledged.add(subject);
        } catch {
          return; // the server went away mid-transaction: not acknowledged
        }
        if (acknowledged.size >= 200 && !killed) {
          killed = true;
          first.process.kill("SIGKILL");
        }
      }
    });
    await Promise.all(senders);
    await first.process.status;
    for (const connection of connections) connection.close();
    expect(acknowledged.size).to.be.at.least(200);

    const second = await spawn(kv);
    const seen: string[] = [];
    for (const inbox of inboxes) {
      const list = await json(`${second.http}/v1/inboxes/${inbox.address}/messages`, {
        headers: { authorization: `Bearer ${inbox.token}` },
      });
      expect(list.status).to.equal(200);
      for (const message of list.body.messages) seen.push(message.subject);
    }
    const stored = new Set(seen);
    expect(seen.length, "no message stored twice").to.equal(stored.size);
    const lost = [...acknowledged].filter((subject) => !stored.has(subject));
    expect(lost, "acknowledged messages missing after the crash").to.deep.equal([]);
    expect(stored.size).to.be.at.most(sent);
    second.process.kill("SIGTERM");
    await second.process.status;
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("two processes sharing a KV file: mail taken by one wakes a wait held by the other", async () => {
  const dir = await Deno.makeTempDir();
  const kv = `${dir}/service.kv`;
  const a = await spawn(kv, ["--store-shared"]);
  const b = await spawn(kv, ["--store-shared"]);
  try {
    const created = (await json(`${a.http}/`, { method: "POST", headers: { accept: "application/json" } })).body;
    const auth = { headers: { authorization: `Bearer ${created.token}` } };
    const waiting = json(`${a.http}/v1/inboxes/${created.address}/wait?timeout=10s`, auth);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await smtp_client(b.smtp_port).sendMail({
      from: "x@example.com",
      to: created.address,
      subject: "Via B",
      text: "code 135790",
    });
    const started = Date.now();
    const waited = await waiting;
    expect(waited.status).to.equal(200);
    expect(waited.body).to.include({ subject: "Via B", code: "135790" });
    expect(Date.now() - started, "seen by A within the poll interval").to.be.lessThan(2_500);
  } finally {
    for (const child of [a, b]) {
      child.process.kill("SIGTERM");
      await child.process.status;
    }
    await Deno.remove(dir, { recursive: true });
  }
});
