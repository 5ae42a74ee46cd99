/**
 * SMTP ingest throughput: 4 client connections, 5 KB messages, full parsing, extraction and
 * SPF/DKIM/DMARC (DNS answers NXDOMAIN fast on this machine). Goal: ≥ 1,000 messages/s.
 *
 *   deno run -A bench/ingest_bench.ts [--connections 4] [--size 5000] [--messages 20000] [--signed] [--warm N]
 *
 * `--warm N`: N messages before timing (default one per connection). With many, the CPU per
 * message is that of a server whose code V8 has long compiled, as one that has run a while.
 *
 * `--signed`: each message DKIM-signed (RSA 2048) as a provider signs it, by a domain whose key
 * the server answers itself (its account domain and `--dkim-key`), so every message is verified
 * in full: no verdict is reused, and the key's lookup needs no network.
 *
 * `--read`: afterwards, every timed message is read once (`GET …/messages`, four inboxes at a
 * time), and the server's CPU for that is printed per message: signed mail is checked there.
 *
 * Messages are spread over enough inboxes that none reaches its 100-message or 10 MB cap.
 */

import { parseArgs } from "node:util";
import { message_of_size, SmtpSender } from "./_smtp_client.ts";
import { make_inboxes, spawn_server } from "./_server.ts";
import { generateKeyPairSync } from "node:crypto";
import { dkimSign } from "mailauth";

const encoder = new TextEncoder();

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "4" },
    size: { type: "string", default: "5000" },
    messages: { type: "string", default: "20000" },
    server: { type: "string", multiple: true, default: [] },
    "deno-flag": { type: "string", multiple: true, default: [] },
    signed: { type: "boolean", default: false },
    warm: { type: "string" },
    read: { type: "boolean", default: false },
  },
});
const connections = Number(values.connections);
const size = Number(values.size);
const total = Number(values.messages);
const warm = Math.max(connections, Number(values.warm ?? connections));

const signer = values.signed ? await dkim_signer() : null;
const server = await spawn_server([...values.server, ...signer?.server_args ?? []], values["deno-flag"]);
try {
  // Under both caps of an inbox: 100 messages and 10 MB held.
  const per_inbox = Math.max(1, Math.min(90, Math.floor(9_500_000 / size)));
  // The timed messages go to the first inboxes, the warm-up's to the rest.
  const timed_inboxes = Math.ceil(total / per_inbox);
  const inboxes = await make_inboxes(server.http, timed_inboxes + Math.ceil(warm / per_inbox));
  const bodies = await Promise.all(inboxes.map(async (inbox) => {
    const body = message_of_size(inbox.address, size, "Load test", signer ? "load@shop.example" : "load@example.com");
    return signer ? await signer.sign(body) : body;
  }));
  const clients = Array.from({ length: connections }, () => new SmtpSender(server.smtp_port));
  // Warm up (JIT, first parses), then measure.
  let warmed = 0;
  await Promise.all(clients.map(async (client) => {
    for (let i = warmed++; i < warm; i = warmed++) {
      const inbox = timed_inboxes + (i % (inboxes.length - timed_inboxes));
      await client.send("load@example.com", inboxes[inbox]!.address, bodies[inbox]!);
    }
  }));
  let next = 0;
  let refused = 0;
  const cpu_before = await server.cpu_ms();
  const started = performance.now();
  await Promise.all(clients.map(async (client) => {
    for (;;) {
      const i = next++;
      if (i >= total) return;
      const inbox = i % timed_inboxes;
      const { reply } = await client.send("load@example.com", inboxes[inbox]!.address, bodies[inbox]!);
      if (!reply.startsWith("250")) refused++;
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  const cpu_ms = (await server.cpu_ms()) - cpu_before;
  for (const client of clients) client.close();
  const read = values.read ? await read_all(server, inboxes.slice(0, timed_inboxes)) : undefined;
  console.log(JSON.stringify({
    bench: "smtp_ingest",
    connections,
    size_bytes: bodies[0]!.byteLength,
    messages: total,
    refused,
    seconds: Number(seconds.toFixed(2)),
    messages_per_second: Math.round(total / seconds),
    server_cpu_ms_per_message: Number((cpu_ms / total).toFixed(3)),
    server_rss_mb: Math.round((await server.rss_kb()) / 1024),
    ...read,
    // What the server made of the first message's signature, SPF and DMARC (signed: `dkim` must be `pass`).
    auth: await first_auth(server.http, inboxes[0]!),
  }));
} finally {
  await server.stop();
  if (signer) await Deno.remove(signer.dir, { recursive: true });
}

/** Reads every message of `inboxes` once, four inboxes at a time; the server's CPU per message read. */
async function read_all(
  server: Awaited<ReturnType<typeof spawn_server>>,
  inboxes: { address: string; token: string }[],
) {
  const before = await server.cpu_ms();
  let read = 0;
  let next = 0;
  await Promise.all(Array.from({ length: 4 }, async () => {
    for (let i = next++; i < inboxes.length; i = next++) {
      const { address, token } = inboxes[i]!;
      const response = await fetch(`${server.http}/v1/inboxes/${address}/messages`, {
        headers: { authorization: `Bearer ${token}` },
      });
      // counted after the await: `read += await …` would add to a count read before it
      const got = ((await response.json()) as { messages: unknown[] }).messages.length;
      read += got;
    }
  }));
  return { read, server_cpu_ms_per_read: Number((((await server.cpu_ms()) - before) / read).toFixed(3)) };
}

async function first_auth(http: string, inbox: { address: string; token: string }): Promise<unknown> {
  const response = await fetch(`${http}/v1/inboxes/${inbox.address}/messages`, {
    headers: { authorization: `Bearer ${inbox.token}` },
  });
  const { messages } = await response.json() as { messages: { auth?: unknown }[] };
  return messages[0]?.auth ?? null;
}

/** A DKIM key in a temporary folder, the server flags that make it the key of `shop.example`, and a signer. */
async function dkim_signer() {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }) as string;
  const dir = await Deno.makeTempDir();
  await Deno.writeTextFile(`${dir}/dkim.pem`, pem);
  await Deno.writeTextFile(
    `${dir}/accounts.json`,
    JSON.stringify([{ key: "svc_bench_signed", domains: ["shop.example"] }]),
  );
  const dot = encoder.encode("\r\n.\r\n");
  return {
    dir,
    server_args: ["--dkim-key", `${dir}/dkim.pem`, "--accounts", `${dir}/accounts.json`],
    /** Signs a message as `message_of_size` makes it (ending in the data's closing dot). */
    async sign(body: Uint8Array): Promise<Uint8Array> {
      const message = new TextDecoder().decode(body.subarray(0, body.length - dot.length + 2));
      const signing = { signingDomain: "shop.example", selector: "service", privateKey: pem };
      const result = await dkimSign(message, { signatureData: [signing] } as never);
      return encoder.encode(`${result.signatures}${message}.\r\n`);
    },
  };
}
