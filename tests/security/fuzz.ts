/**
 * Mutation fuzzing of ingest and the read routes, from the hostile corpus. Run with
 * `--v8-flags=--expose-gc` so the heap can be measured after the inboxes are gone:
 *
 *   deno run -A --v8-flags=--expose-gc tests/security/fuzz.ts [--count 20000] [--seed 1]
 *
 * Prints one JSON line: messages, crashes (with seed and iteration to repeat them), time, heap.
 */

import { parseArgs } from "node:util";
import { create_service } from "../../src/server/service.ts";
import { hostile_corpus, prng } from "../fixtures/hostile/corpus.ts";

const TOKENS = [
  "\r\n",
  "\r\n\r\n",
  "\n",
  "\r",
  "\0",
  "\xff",
  ":",
  ";",
  '"',
  "=",
  "--",
  "\r\n--",
  "--\r\n",
  "boundary=",
  'Content-Type: multipart/mixed; boundary="f"\r\n\r\n--f\r\n',
  "Content-Type: message/rfc822\r\n\r\n",
  "Content-Transfer-Encoding: base64\r\n",
  "Content-Transfer-Encoding: quoted-printable\r\n",
  "Content-Disposition: attachment; filename*=UTF-8''%0d%0a",
  "=?utf-8?b?",
  "=?utf-8?q?",
  "?=",
  "=\r\n",
  "=ZZ",
  '<a href="',
  "<style>",
  "<!--",
  "&#x110000;",
  "&#99999999999;",
  "charset=x-unknown",
  "\u2028",
  "\ud800",
].map((text) => new TextEncoder().encode(text));

type Next = () => number;

function mutate(seeds: Uint8Array[], next: Next): Uint8Array {
  const pick = (n: number) => Math.floor(next() * n);
  let bytes = Array.from(seeds[pick(seeds.length)]!);
  const rounds = 1 + pick(8);
  for (let r = 0; r < rounds; r++) {
    const at = pick(bytes.length + 1);
    switch (pick(7)) {
      case 0: // flip bits
        if (bytes.length) bytes[at % bytes.length]! ^= 1 << pick(8);
        break;
      case 1: // random byte
        bytes.splice(at, 0, pick(256));
        break;
      case 2: // delete a run
        bytes.splice(at, 1 + pick(64));
        break;
      case 3: // a token
        bytes.splice(at, 0, ...TOKENS[pick(TOKENS.length)]!);
        break;
      case 4: { // repeat a run
        const run = bytes.slice(at, at + 1 + pick(32));
        const times = 1 + pick(200);
        const repeated: number[] = [];
        for (let i = 0; i < times; i++) repeated.push(...run);
        bytes.splice(at, 0, ...repeated);
        break;
      }
      case 5: { // splice in a piece of another seed
        const other = seeds[pick(seeds.length)]!;
        const from = pick(other.length);
        bytes.splice(at, 0, ...other.subarray(from, from + 1 + pick(512)));
        break;
      }
      case 6: // truncate
        bytes = bytes.slice(0, at);
        break;
    }
  }
  return Uint8Array.from(bytes);
}

export interface FuzzResult {
  messages: number;
  accepted: number;
  crashes: { iteration: number; error: string }[];
  read_checks: number;
  seconds: number;
  heap_mb: { warm: number; end: number };
}

/** Runs `count` mutated messages through ingest and, every 50th, through the read routes. */
export async function fuzz(count: number, seed: number): Promise<FuzzResult> {
  const gc = (globalThis as { gc?: () => void }).gc;
  const corpus = await hostile_corpus({ large: false });
  // Mutating 100 KB seeds costs more than it finds; the large ones have their own test.
  const seeds = corpus.map((h) => h.bytes).filter((b) => b.byteLength <= 64 * 1024);
  const next = prng(seed);
  let last_error = "";
  const service = await create_service({
    auth: false,
    create_limit: null,
    sweep_ms: 0,
    account: false,
    log: (line) => {
      if (line.startsWith("error ")) last_error = line;
    },
  });
  const result: FuzzResult = {
    messages: 0,
    accepted: 0,
    crashes: [],
    read_checks: 0,
    seconds: 0,
    heap_mb: { warm: 0, end: 0 },
  };
  const heap = async () => {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc?.();
    return Math.round(Deno.memoryUsage().heapUsed / 1e5) / 10;
  };
  const started = performance.now();
  let inboxes: { address: string; token: string }[] = [];
  const fresh = async () => {
    for (const inbox of inboxes) await service.ctx.store.delete_inbox(inbox.address);
    inboxes = [];
    for (let i = 0; i < 20; i++) {
      const response = await service.fetch(
        new Request("http://fuzz.test/", { method: "POST", headers: { accept: "application/json" } }),
      );
      inboxes.push(await response.json());
    }
  };
  await fresh();
  for (let i = 0; i < count; i++) {
    if (i > 0 && i % 1000 === 0) await fresh();
    if (i === Math.floor(count / 10)) {
      await fresh();
      result.heap_mb.warm = await heap();
    }
    const inbox = inboxes[i % inboxes.length]!;
    const raw = mutate(seeds, next);
    result.messages++;
    try {
      const delivered = await service.ctx.ingest.deliver(raw, { rcpt: [inbox.address], ip: "192.0.2.1" });
      result.accepted += delivered.accepted.length;
      if (i % 50 === 0 && delivered.accepted.length) {
        const auth = { authorization: `Bearer ${inbox.token}` };
        const base = `http://fuzz.test/v1/inboxes/${inbox.address}`;
        const list = await (await service.fetch(new Request(`${base}/messages?limit=1&after=0`, { headers: auth })))
          .json();
        const all = await (await service.fetch(new Request(`${base}/messages`, { headers: auth }))).json();
        const message = all.messages.at(-1);
        if (!list.messages || !message) throw new Error("stored message not listed");
        const paths = [`/messages/${message.id}`, `/messages/${message.id}/raw`];
        for (const a of message.attachments.slice(0, 2)) paths.push(`/messages/${message.id}/attachments/${a.index}`);
        for (const path of paths) {
          const response = await service.fetch(new Request(`${base}${path}`, { headers: auth }));
          if (response.status >= 500) throw new Error(`${path} answered ${response.status}`);
          await response.arrayBuffer();
        }
        const raw_back = await service.ctx.store.raw(inbox.address, message.id);
        if (!raw_back || raw_back.byteLength !== raw.byteLength) throw new Error("raw bytes not kept");
        result.read_checks++;
      }
    } catch (error) {
      const file = await Deno.makeTempFile({ prefix: `fuzz-${seed}-${i}-`, suffix: ".eml" });
      await Deno.writeFile(file, raw);
      result.crashes.push({
        iteration: i,
        error: `${String((error as Error)?.message ?? error).slice(0, 300)} ${
          last_error.slice(0, 600)
        } (input: ${file})`,
      });
      if (result.crashes.length > 20) break;
    }
  }
  for (const inbox of inboxes) await service.ctx.store.delete_inbox(inbox.address);
  inboxes = [];
  await service.ctx.store.sweep();
  result.heap_mb.end = await heap();
  result.seconds = Math.round(performance.now() - started) / 1000;
  await service.close();
  return result;
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Deno.args,
    options: { count: { type: "string", default: "20000" }, seed: { type: "string", default: "1" } },
  });
  console.log(JSON.stringify(await fuzz(Number(values.count), Number(values.seed))));
}
