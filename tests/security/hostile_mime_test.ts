import { expect } from "chai";
import { inline_reader, sized_reader, worker_reader } from "../../src/server/inbox/reader.ts";
import { hostile_corpus } from "../fixtures/hostile/corpus.ts";
import { new_inbox, test_server } from "../helpers/service.ts";
import { data_bytes, RawSmtp, still_serves } from "./_smtp.ts";

const corpus = await hostile_corpus();

Deno.test("every hostile message is taken over SMTP, stored byte for byte and readable, and the server keeps serving", async () => {
  const server = await test_server();
  try {
    const smtp = await RawSmtp.open(server.smtp_port);
    await smtp.reply();
    await smtp.command("EHLO hostile.test");
    const slowest = { name: "", ms: 0 };
    for (const { name, bytes: sent } of corpus) {
      // SMTP ends the last line with CRLF: a message that has none arrives with one.
      const bytes = sent.at(-2) === 0x0d && sent.at(-1) === 0x0a ? sent : new Uint8Array([...sent, 0x0d, 0x0a]);
      const inbox = await new_inbox(server.service);
      expect(await smtp.command("MAIL FROM:<mallory@example.com>"), name).to.match(/^250/);
      expect(await smtp.command(`RCPT TO:<${inbox.address}>`), name).to.match(/^250/);
      expect(await smtp.command("DATA"), name).to.match(/^354/);
      const started = performance.now();
      await smtp.write(data_bytes(sent));
      expect(await smtp.reply(), name).to.match(/^250 /);
      const ms = performance.now() - started;
      if (ms > slowest.ms) Object.assign(slowest, { name, ms });

      const base = `${server.http_url}/v1/inboxes/${inbox.address}`;
      const headers = { authorization: `Bearer ${inbox.token}` };
      const list = await (await fetch(`${base}/messages`, { headers })).json();
      expect(list.messages, name).to.have.length(1);
      const message = list.messages[0];
      expect(message.size, name).to.equal(bytes.byteLength);
      const raw = new Uint8Array(await (await fetch(`${base}/messages/${message.id}/raw`, { headers })).arrayBuffer());
      expect(raw.byteLength, name).to.equal(bytes.byteLength);
      expect(raw.every((byte, i) => byte === bytes[i]), name).to.equal(true);
      for (const attachment of message.attachments.slice(0, 3)) {
        const response = await fetch(`${base}/messages/${message.id}/attachments/${attachment.index}`, { headers });
        expect(response.status, name).to.equal(200);
        expect(response.headers.get("content-disposition"), name).to.match(/^attachment; filename\*=UTF-8''[^\r\n]*$/);
        expect(response.headers.get("content-security-policy"), name).to.equal("sandbox; default-src 'none'");
        await response.body?.cancel();
      }
      const deleted = await fetch(base, { method: "DELETE", headers });
      expect(deleted.status, name).to.equal(204);
    }
    smtp.close();
    await still_serves(server);
    console.log(`slowest: ${slowest.name} ${slowest.ms.toFixed(0)} ms`);
  } finally {
    await server.close();
  }
});

Deno.test("while a worker reads the slowest hostile message, the server answers others at once", async () => {
  const server = await test_server();
  try {
    const big = corpus.find((h) => h.name === "a message at the size limit")!;
    const inbox = await new_inbox(server.service);
    const smtp = await RawSmtp.open(server.smtp_port);
    await smtp.reply();
    await smtp.command("EHLO hostile.test");
    await smtp.command("MAIL FROM:<mallory@example.com>");
    await smtp.command(`RCPT TO:<${inbox.address}>`);
    await smtp.command("DATA");
    await smtp.write(data_bytes(big.bytes));
    const stored = smtp.reply();
    // The usage card is answered while the 10 MB message is being parsed.
    const latencies = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await (await fetch(server.http_url)).text();
      latencies.push(performance.now() - started);
    }
    expect(await stored).to.match(/^250 /);
    smtp.close();
    expect(Math.max(...latencies)).to.be.lessThan(1000);
  } finally {
    await server.close();
  }
});

Deno.test("a message that runs a worker past its deadline is stored with its headers; the worker is replaced", async () => {
  const reader = worker_reader({ workers: 1, timeout_ms: 1 });
  const parts = Array.from({ length: 20_000 }, (_, i) => `--p\r\nContent-Type: text/plain\r\n\r\n${i}\r\n`).join("");
  const slow = new TextEncoder().encode(
    `From: a@example.com\r\nSubject: slow 424242 code\r\nContent-Type: multipart/mixed; boundary="p"\r\n\r\n${parts}--p--\r\n`,
  );
  const read = await reader.read(slow);
  expect(read.subject).to.equal("slow 424242 code");
  expect(read.from).to.equal("a@example.com");
  expect(reader.timeouts).to.equal(1);
  reader.close();
  // With time enough, a new worker reads it like the main thread does.
  const patient = worker_reader({ workers: 1 });
  const [on_worker, inline] = [await patient.read(slow), await inline_reader.read(slow)];
  expect(on_worker).to.deep.equal(inline);
  patient.close();
});

Deno.test("workers read the hostile corpus exactly as the main thread does", async () => {
  const reader = worker_reader({ workers: 2 });
  try {
    const small = corpus.filter((h) => h.bytes.byteLength < 1 << 20);
    const on_workers = await Promise.all(small.map((h) => reader.read(h.bytes)));
    for (const [i, h] of small.entries()) {
      expect(on_workers[i], h.name).to.deep.equal(await inline_reader.read(h.bytes));
    }
    expect(reader.timeouts).to.equal(0);
  } finally {
    reader.close();
  }
});

Deno.test("sized_reader parses small mail on the calling thread and hands large mail to the workers", async () => {
  const calls: string[] = [];
  const fake = (name: string) => ({
    read: (raw: Uint8Array) => {
      calls.push(`${name} ${raw.byteLength}`);
      return inline_reader.read(raw);
    },
    attachment: (raw: Uint8Array, index: number) => {
      calls.push(`${name} attachment ${raw.byteLength}`);
      return inline_reader.attachment(raw, index);
    },
    close: () => calls.push(`${name} closed`),
  });
  const reader = sized_reader(fake("small"), fake("large"), 1000);
  await reader.read(new Uint8Array(999).fill(65));
  await reader.read(new Uint8Array(1000).fill(65));
  await reader.attachment(new Uint8Array(5000).fill(65), 0);
  reader.close();
  expect(calls).to.deep.equal(["small 999", "large 1000", "large attachment 5000", "small closed", "large closed"]);
});
