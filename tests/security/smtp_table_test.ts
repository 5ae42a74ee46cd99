import { expect } from "chai";
import type { RunningServer } from "../../src/server/server.ts";
import { with_server } from "../helpers/service.ts";
import { until } from "../helpers/until.ts";
import { RawSmtp, still_serves } from "./_smtp.ts";

const EVICTED = "421 4.7.0 Too many connections here; closing the longest idle one, try again later";

/** `count` connections from `address`, each past its greeting, opened one after another (their age is their order). */
async function hold(server: RunningServer, address: string, count: number): Promise<RawSmtp[]> {
  const held: RawSmtp[] = [];
  for (let i = 0; i < count; i++) held.push(await greeted(server, address));
  return held;
}

async function greeted(server: RunningServer, address: string): Promise<RawSmtp> {
  const smtp = await RawSmtp.open(server.smtp_port, address);
  expect(await smtp.reply(), address).to.match(/^220 /);
  return smtp;
}

Deno.test("a full connection table makes room: the longest-idle connection of the biggest holder gets 421", async () => {
  await with_server({ smtp: { max_clients: 6, max_per_ip: 3 } }, async (server, log) => {
    const a = await hold(server, "127.0.0.2", 3);
    const b = await hold(server, "127.0.0.3", 3);
    // Both hold 3: the longest idle of all, a[0], gives way.
    const c = await RawSmtp.open(server.smtp_port, "127.0.0.4");
    expect(await c.reply()).to.match(/^220 /);
    expect(await a[0]!.reply()).to.equal(EVICTED);
    await a[0]!.closed;
    expect(log).to.include("smtp 127.0.0.2 421 evicted_idle");
    // b[0] speaks, so b[1] is now b's longest idle; b holds the most (3, a has 2).
    expect(await b[0]!.command("EHLO busy.test")).to.match(/^250/);
    const d = await RawSmtp.open(server.smtp_port, "127.0.0.5");
    expect(await d.reply()).to.match(/^220 /);
    expect(await b[1]!.reply()).to.equal(EVICTED);
    await until(() => server.smtp_stats().connections === 6);
    for (const smtp of [...a, ...b, c, d]) smtp.close();
    await until(() => server.smtp_stats().connections === 0);
    expect(server.smtp_stats()).to.deep.equal({ connections: 0, clients: 0 });
  });
});

Deno.test("connections mid-transaction are never made to give way: a newcomer to a table of them gets 421", async () => {
  await with_server({ smtp: { max_clients: 2 } }, async (server, log) => {
    const busy = await hold(server, "127.0.0.2", 2);
    for (const smtp of busy) {
      expect(await smtp.command("EHLO busy.test")).to.match(/^250/);
      expect(await smtp.command("MAIL FROM:<a@example.com>")).to.match(/^250/);
    }
    const late = await RawSmtp.open(server.smtp_port, "127.0.0.3");
    expect(await late.reply()).to.equal("421 4.7.0 Too many connections here, all busy; try again later");
    await late.closed;
    expect(log).to.include("smtp 127.0.0.3 421 too_many_clients");
    for (const smtp of busy) expect(await smtp.command("RSET")).to.match(/^250/);
    // Once they are idle again, the next newcomer gets in.
    await still_serves(server, "127.0.0.4");
    for (const smtp of busy) smtp.close();
  });
});

Deno.test("1,000 idle connections from 20 addresses (50 each, the defaults) do not lock a 21st sender out", async () => {
  await with_server({}, async (server) => {
    const held: RawSmtp[] = [];
    try {
      const addresses = Array.from({ length: 20 }, (_, n) => `127.0.1.${n + 1}`);
      for (let round = 0; round < 50; round++) {
        held.push(...await Promise.all(addresses.map((address) => greeted(server, address))));
      }
      expect(server.smtp_stats()).to.deep.equal({ connections: 1000, clients: 20 });
      await still_serves(server, "127.0.2.1");
      await until(() => held.filter((smtp) => smtp.socket.destroyed || smtp.socket.readyState !== "open").length === 1);
    } finally {
      for (const smtp of held) smtp.close();
    }
    await until(() => server.smtp_stats().connections === 0);
  });
});
