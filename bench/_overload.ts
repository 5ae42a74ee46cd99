/**
 * Overload on loopback for a fixed time: SMTP senders, held waits that re-wait as mail arrives,
 * and inbox creation, all at once against a server process started with low caps. Counts what
 * was shed (421, 429, 503) and what failed otherwise, then checks that every message the server
 * acknowledged with 250 can be read back.
 */

import { make_inboxes, spawn_server } from "./_server.ts";
import { message_of_size, SmtpConnection } from "./_smtp_client.ts";

export interface OverloadOptions {
  duration_ms: number;
  senders: number;
  waits: number;
  creators: number;
  /** Flags for the server (its caps). */
  server_args: string[];
  /**
   * Past `duration_ms`, go on until SMTP, waits and creation have each been shed at least once, for
   * at most this long: a loaded machine reaches the caps later, and a test should wait for the
   * condition, not bet on the time.
   */
  until_shed_ms?: number;
}

export interface OverloadResult {
  seconds: number;
  smtp: { connections: number; refused_421: number; acknowledged: number; other_replies: number; errors: number };
  waits: { answered: number; shed_429: number; shed_503: number; other: number; errors: number };
  creates: { created: number; shed_429: number; other: number; errors: number };
  usage_card_ms: { p50: number; max: number };
  rss_mb: number;
  /** Acknowledged messages not found afterwards (must be 0). */
  missing: number;
  alive: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function overload(options: OverloadOptions): Promise<OverloadResult> {
  const server = await spawn_server(options.server_args);
  const result: OverloadResult = {
    seconds: 0,
    smtp: { connections: 0, refused_421: 0, acknowledged: 0, other_replies: 0, errors: 0 },
    waits: { answered: 0, shed_429: 0, shed_503: 0, other: 0, errors: 0 },
    creates: { created: 0, shed_429: 0, other: 0, errors: 0 },
    usage_card_ms: { p50: 0, max: 0 },
    rss_mb: 0,
    missing: 0,
    alive: false,
  };
  try {
    const inboxes = await make_inboxes(server.http, options.waits, 64);
    const acked = new Map<string, Set<string>>(inboxes.map((inbox) => [inbox.address, new Set()]));
    const stop = new AbortController();
    const started = performance.now();
    const running = () => !stop.signal.aborted;

    const waiter = async (inbox: { address: string; token: string }) => {
      let after = 0;
      while (running()) {
        try {
          const response = await fetch(`${server.http}/v1/inboxes/${inbox.address}/wait?after=${after}&timeout=90s`, {
            headers: { authorization: `Bearer ${inbox.token}` },
            signal: stop.signal,
          });
          const body = await response.json();
          if (response.status === 200) {
            result.waits.answered++;
            after = Number(body.cursor);
          } else if (response.status === 429) {
            result.waits.shed_429++;
            await sleep(Number(response.headers.get("retry-after") ?? 1) * 1000);
          } else if (response.status === 503) {
            result.waits.shed_503++;
            await sleep(1000);
          } else result.waits.other++;
        } catch {
          if (running()) result.waits.errors++;
        }
      }
    };

    let serial = 0;
    const sender = async (n: number) => {
      while (running()) {
        let smtp: SmtpConnection | null = null;
        try {
          const conn = await Deno.connect({ hostname: "127.0.0.1", port: server.smtp_port });
          result.smtp.connections++;
          smtp = SmtpConnection.wrap(conn);
          const greeting = await smtp.reply();
          if (greeting.startsWith("421")) {
            result.smtp.refused_421++;
            smtp.close();
            await sleep(200);
            continue;
          }
          await smtp.command("EHLO load.test");
          for (let i = 0; i < 50 && running(); i++) {
            const inbox = inboxes[(n * 7919 + serial++) % inboxes.length]!;
            const subject = `load ${n}-${serial}`;
            const { reply } = await smtp.send(
              "load@example.com",
              inbox.address,
              message_of_size(inbox.address, 2048, subject),
            );
            if (reply.startsWith("250")) {
              result.smtp.acknowledged++;
              acked.get(inbox.address)!.add(subject);
            } else if (reply.startsWith("421")) {
              result.smtp.refused_421++;
              break;
            } else result.smtp.other_replies++;
          }
          await smtp.command("QUIT").catch(() => {});
        } catch {
          if (running()) result.smtp.errors++;
        } finally {
          smtp?.close();
        }
      }
    };

    const creator = async () => {
      while (running()) {
        try {
          const response = await fetch(`${server.http}/`, { method: "POST", signal: stop.signal });
          await response.body?.cancel();
          if (response.status === 201) result.creates.created++;
          else if (response.status === 429) {
            result.creates.shed_429++;
            await sleep(100);
          } else result.creates.other++;
        } catch {
          if (running()) result.creates.errors++;
        }
      }
    };

    const card: number[] = [];
    const prober = async () => {
      while (running()) {
        const at = performance.now();
        try {
          await (await fetch(`${server.http}/`, { signal: stop.signal })).text();
          card.push(performance.now() - at);
        } catch {
          // stopped
        }
        await sleep(100);
      }
    };

    const tasks = [
      ...inboxes.map(waiter),
      ...Array.from({ length: options.senders }, (_, n) => sender(n)),
      ...Array.from({ length: options.creators }, creator),
      prober(),
    ];
    await sleep(options.duration_ms);
    const shed = () => result.smtp.refused_421 > 0 && result.waits.shed_429 > 0 && result.creates.shed_429 > 0;
    const bound = performance.now() + (options.until_shed_ms ?? 0);
    while (!shed() && performance.now() < bound) await sleep(100);
    result.rss_mb = Math.round((await server.rss_kb()) / 1024);
    stop.abort();
    await Promise.all(tasks);
    result.seconds = Math.round(performance.now() - started) / 1000;
    card.sort((a, b) => a - b);
    result.usage_card_ms = {
      p50: Math.round(card[Math.floor(card.length / 2)] ?? 0),
      max: Math.round(card.at(-1) ?? 0),
    };

    // Every acknowledged message is there.
    for (const inbox of inboxes) {
      const want = acked.get(inbox.address)!;
      if (want.size === 0) continue;
      const response = await fetch(`${server.http}/v1/inboxes/${inbox.address}/messages`, {
        headers: { authorization: `Bearer ${inbox.token}` },
      });
      const { messages } = await response.json() as { messages: { subject: string }[] };
      const have = new Set(messages.map((m) => m.subject));
      for (const subject of want) if (!have.has(subject)) result.missing++;
    }
    result.alive = (await fetch(`${server.http}/`).then((r) => r.text()).catch(() => "")).includes("Abuse");
  } finally {
    await server.stop();
  }
  return result;
}
