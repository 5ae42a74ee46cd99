/** Load generators shared by the peer benchmarks: the same SMTP and HTTP clients for every server. */

import { message_of_size, SmtpSender } from "./_smtp_client.ts";
import { make_inboxes, percentile } from "./_server.ts";
import { maildev_feed } from "./_maildev_socket.ts";
import { OURS, type Target } from "./_targets.ts";

export interface Recipient {
  address: string;
  token?: string;
}

/** Enough recipients for `total` messages of `size` bytes: inboxes on our server, any address elsewhere. */
export async function recipients(target: Target, total: number, size: number): Promise<Recipient[]> {
  if (!OURS.includes(target.kind)) return [{ address: "load@bench.localhost" }];
  const per_inbox = Math.max(1, Math.min(90, Math.floor(9_500_000 / size)));
  return await make_inboxes(target.http!, Math.ceil(total / per_inbox));
}

/** SMTP ingest: `total` messages over `connections` pipelining connections; answers messages/s. */
export async function ingest(
  target: Target,
  to: Recipient[],
  connections: number,
  size: number,
  total: number,
): Promise<{ per_second: number; refused: number; readable_per_second: number; cpu_ms_per_message: number }> {
  // maildev answers 250 when the data has arrived and parses afterwards: count until its feed has
  // announced every message. Ours answers 250 once the message is stored and readable.
  const feed = target.kind === "maildev" ? await maildev_feed(target.http!) : null;
  const bodies = to.map((r) => message_of_size(r.address, size));
  const clients = Array.from({ length: connections }, () => new SmtpSender(target.smtp_port));
  let next = 0;
  let refused = 0;
  const cpu_before = await target.cpu_ms();
  const started = performance.now();
  await Promise.all(clients.map(async (client) => {
    for (;;) {
      const i = next++;
      if (i >= total) return;
      const r = i % to.length;
      const { reply } = await client.send("load@example.com", to[r]!.address, bodies[r]!);
      if (!reply.startsWith("250")) refused++;
    }
  }));
  const ended = performance.now();
  for (const client of clients) client.close();
  const readable = feed ? await feed.announced(total) : ended;
  feed?.close();
  const cpu = (await target.cpu_ms()) - cpu_before;
  return {
    cpu_ms_per_message: cpu / total,
    per_second: total / ((ended - started) / 1000),
    refused,
    readable_per_second: total / ((readable - started) / 1000),
  };
}

/**
 * Time from the SMTP `250` to the message being readable over HTTP: ours answers a held `wait`;
 * maildev announces it on its live feed. `send_to` is where the mail goes (another instance of
 * ours on the same Redis, for the two-instance row). Answers p50 and p99 in ms.
 */
export async function readable_after_250(
  target: Target,
  samples: number,
  send_to: Target = target,
): Promise<{ p50: number; p99: number }> {
  const client = new SmtpSender(send_to.smtp_port);
  const latencies: number[] = [];
  const warm = 30;
  if (target.kind === "maildev") {
    const feed = await maildev_feed(target.http!);
    for (let i = 0; i < samples + warm; i++) {
      const { reply, at } = await client.send(
        "load@example.com",
        "to@bench.localhost",
        message_of_size("to@bench.localhost", 5000),
      );
      const id = /queued as (\S+)/.exec(reply)?.[1];
      if (!id) throw new Error(`maildev answered ${reply}`);
      const arrived = await feed.arrival(id);
      if (i >= warm) latencies.push(arrived - at);
    }
    feed.close();
  } else {
    const inboxes = await make_inboxes(target.http!, Math.ceil((samples + warm) / 90));
    for (let i = 0; i < samples + warm; i++) {
      const inbox = inboxes[i % inboxes.length]!;
      const after = Math.floor(i / inboxes.length);
      const waited = fetch(`${target.http}/v1/inboxes/${inbox.address}/wait?after=${after}&timeout=30s`, {
        headers: { authorization: `Bearer ${inbox.token}` },
      }).then(async (response) => {
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`wait answered ${response.status}`);
        return performance.now();
      });
      await new Promise((resolve) => setTimeout(resolve, 3)); // the wait is held before the mail goes
      const { reply, at } = await client.send("load@example.com", inbox.address, message_of_size(inbox.address, 5000));
      if (!reply.startsWith("250")) throw new Error(`SMTP answered ${reply}`);
      const answered = await waited;
      if (i >= warm) latencies.push(answered - at);
    }
  }
  client.close();
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** HTTP requests/s listing a mailbox of `held` 5 KB messages, `parallel` requests in flight, for `seconds`. */
export async function list_rate(target: Target, held = 10, parallel = 8, seconds = 4): Promise<number> {
  const [inbox] = await recipients(target, 1, 5000);
  const client = new SmtpSender(target.smtp_port);
  for (let i = 0; i < held; i++) {
    await client.send("load@example.com", inbox!.address, message_of_size(inbox!.address, 5000, `list ${i}`));
  }
  client.close();
  const url = target.kind === "maildev"
    ? `${target.http}/email`
    : `${target.http}/v1/inboxes/${inbox!.address}/messages`;
  const headers: Record<string, string> = inbox!.token ? { authorization: `Bearer ${inbox!.token}` } : {};
  // maildev may list the last message a moment after its 250.
  for (let tries = 0;; tries++) {
    const check = await (await fetch(url, { headers })).json();
    const count = Array.isArray(check) ? check.length : check.messages.length;
    if (count === held) break;
    if (tries === 100) throw new Error(`${target.kind} lists ${count} messages, not ${held}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  let done = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (performance.now() < until) {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`list answered ${response.status}`);
      done++;
    }
  }));
  return done / ((performance.now() - started) / 1000);
}
