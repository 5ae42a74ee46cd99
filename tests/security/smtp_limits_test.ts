import { expect } from "chai";
import { new_inbox, with_server } from "../helpers/service.ts";
import { data_bytes, RawSmtp, still_serves } from "./_smtp.ts";
import { until } from "../helpers/until.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

Deno.test("a command line over the limit is answered 421 and the connection closed", async () => {
  await with_server({ smtp: { max_line_bytes: 512 } }, async (server) => {
    const smtp = await RawSmtp.open(server.smtp_port);
    expect(await smtp.reply()).to.match(/^220 /);
    expect(await smtp.command(`EHLO ${"a".repeat(600)}`)).to.match(/^421 .*too long/i);
    await smtp.closed;
    // A long line without any line break is cut as well, before it is all in memory.
    const flood = await RawSmtp.open(server.smtp_port);
    await flood.reply();
    await flood.write("MAIL FROM:<".padEnd(4096, "x"));
    expect(await flood.reply()).to.match(/^421 /);
    await flood.closed;
    await still_serves(server);
  });
});

Deno.test("past the command limit a connection gets 421 and is closed", async () => {
  await with_server({ smtp: { max_commands: 10 } }, async (server, log) => {
    const smtp = await RawSmtp.open(server.smtp_port);
    await smtp.reply();
    const replies = [];
    for (let i = 0; i < 11; i++) replies.push(await smtp.command("NOOP"));
    expect(replies.slice(0, 10).every((r) => r?.startsWith("250"))).to.equal(true);
    expect(replies[10]).to.equal("421 4.7.0 Too many commands on one connection, closing");
    await smtp.closed;
    expect(log).to.include("smtp 127.0.0.1 421 too_many_commands");
    await still_serves(server);
  });
});

Deno.test("recipients past 100 are refused with 452; the 100 are delivered once", async () => {
  await with_server({}, async (server) => {
    const inbox = await new_inbox(server.service);
    const [local, host] = inbox.address.split("@");
    const smtp = await RawSmtp.open(server.smtp_port);
    await smtp.reply();
    await smtp.command("EHLO attacker.test");
    await smtp.command("MAIL FROM:<a@example.com>");
    const replies = [];
    for (let i = 0; i < 150; i++) replies.push(await smtp.command(`RCPT TO:<${local}+t${i}@${host}>`));
    expect(replies.filter((r) => r?.startsWith("250"))).to.have.length(100);
    expect(replies.slice(100).every((r) => r?.startsWith("452"))).to.equal(true);
    expect(await smtp.command("DATA")).to.match(/^354/);
    await smtp.write(data_bytes(new TextEncoder().encode("Subject: many\r\n\r\nhi\r\n")));
    expect(await smtp.reply()).to.match(/^250 /);
    smtp.close();
    expect(await server.service.ctx.store.messages(inbox.address)).to.have.length(1);
    await still_serves(server);
  });
});

Deno.test("an idle connection is dropped with 421 after the idle timeout", async () => {
  await with_server({ smtp: { idle_timeout_ms: 300 } }, async (server) => {
    const smtp = await RawSmtp.open(server.smtp_port);
    await smtp.reply();
    const started = performance.now();
    expect(await smtp.reply()).to.match(/^421 .*Timeout/);
    await smtp.closed;
    expect(performance.now() - started).to.be.at.least(200);
    await still_serves(server);
  });
});

Deno.test("a slow-loris DATA sender is cut at the transaction limit though it never goes idle", async () => {
  // The idle timeout is far above the drip's 100 ms, so a loaded machine's pauses cannot end it first.
  await with_server({ smtp: { idle_timeout_ms: 5_000, transaction_timeout_ms: 800 } }, async (server, log) => {
    const inbox = await new_inbox(server.service);
    const smtp = await RawSmtp.open(server.smtp_port);
    await smtp.reply();
    await smtp.command("EHLO slow.test");
    await smtp.command("MAIL FROM:<slow@example.com>");
    await smtp.command(`RCPT TO:<${inbox.address}>`);
    expect(await smtp.command("DATA")).to.match(/^354/);
    const started = performance.now();
    let reply: string | null = null;
    const drip = (async () => {
      // One byte every 100 ms: the idle timeout (5 s) never fires.
      while (await smtp.write("x")) await sleep(100);
    })();
    reply = await smtp.reply();
    await drip;
    expect(reply).to.equal("421 4.4.2 Transaction time limit reached, closing");
    expect(performance.now() - started).to.be.at.least(700);
    expect(log).to.include("smtp 127.0.0.1 421 transaction_time");
    expect(await server.service.ctx.store.messages(inbox.address)).to.have.length(0);
    await still_serves(server);
  });
});

Deno.test("a slow-loris command sender is cut at the connection limit", async () => {
  await with_server({ smtp: { idle_timeout_ms: 5_000, connection_timeout_ms: 800 } }, async (server) => {
    const smtp = await RawSmtp.open(server.smtp_port);
    await smtp.reply();
    const drip = (async () => {
      for (const byte of "EHLO ".padEnd(100, "z")) {
        if (!(await smtp.write(byte))) break;
        await sleep(100);
      }
    })();
    expect(await smtp.reply()).to.equal("421 4.4.2 Connection time limit reached, closing");
    await smtp.closed;
    await drip;
    await still_serves(server);
  });
});

Deno.test("connections per client IP are capped with 421; other addresses and freed slots still connect", async () => {
  await with_server({ smtp: { max_per_ip: 3 } }, async (server, log) => {
    const held = [];
    for (let i = 0; i < 3; i++) {
      const smtp = await RawSmtp.open(server.smtp_port, "127.0.0.2");
      expect(await smtp.reply()).to.match(/^220 /);
      held.push(smtp);
    }
    const fourth = await RawSmtp.open(server.smtp_port, "127.0.0.2");
    expect(await fourth.reply()).to.equal("421 4.7.0 Too many connections from your address, try again later");
    await fourth.closed;
    expect(log).to.include("smtp 127.0.0.2 421 too_many_connections");
    // Another address is not held back by 127.0.0.2.
    await still_serves(server, "127.0.0.3");
    held.pop()!.close();
    await until(() => server.smtp_stats().connections === 2);
    const again = await RawSmtp.open(server.smtp_port, "127.0.0.2");
    expect(await again.reply()).to.match(/^220 /);
    for (const smtp of [...held, again]) smtp.close();
    await until(() => server.smtp_stats().connections === 0);
    expect(server.smtp_stats()).to.deep.equal({ connections: 0, clients: 0 });
  });
});

Deno.test("DATA past the size limit is answered 552 without being kept; far past it the connection is cut", async () => {
  const limit = 64 * 1024;
  await with_server({ limits: { max_message_bytes: limit } }, async (server, log) => {
    const inbox = await new_inbox(server.service);
    const smtp = await RawSmtp.open(server.smtp_port);
    await smtp.reply();
    await smtp.command("EHLO big.test");
    const body = new TextEncoder().encode(`Subject: big\r\n\r\n${"y".repeat(100)}\r\n`.repeat(1000));
    await smtp.command("MAIL FROM:<big@example.com>");
    await smtp.command(`RCPT TO:<${inbox.address}>`);
    await smtp.command("DATA");
    await smtp.write(data_bytes(body));
    expect(await smtp.reply()).to.equal("552 5.3.4 Message too big");
    // The connection is still good for a message that fits.
    await smtp.command("MAIL FROM:<big@example.com>");
    await smtp.command(`RCPT TO:<${inbox.address}>`);
    await smtp.command("DATA");
    await smtp.write(data_bytes(new TextEncoder().encode("Subject: small\r\n\r\nok\r\n")));
    expect(await smtp.reply()).to.match(/^250 /);

    // An endless DATA stream: the server answers and hangs up once it is well past the limit.
    await smtp.command("MAIL FROM:<big@example.com>");
    await smtp.command(`RCPT TO:<${inbox.address}>`);
    await smtp.command("DATA");
    const chunk = new TextEncoder().encode(`${"z".repeat(1022)}\r\n`);
    let sent = 0;
    // bounded far above what loopback socket buffers can hold (a few MB), so only the cut stops it
    while (sent < 1024 * limit && (await smtp.write(chunk))) sent += chunk.byteLength;
    expect(await smtp.reply()).to.equal("552 5.3.4 Message too big");
    await smtp.closed;
    // The client's writes went on into socket buffers; what the server read stopped at twice the limit.
    expect(sent).to.be.lessThan(1024 * limit);
    const cut = log.find((line) => line.includes("message_too_large cut"));
    expect(Number(/size=(\d+)/.exec(cut!)![1])).to.be.within(2 * limit, 2 * limit + 65536);
    const state = await server.service.ctx.store.inbox(inbox.address);
    expect(state!.count).to.equal(1);
    expect(state!.last_refusal!.reason).to.equal("message_too_large");
    await still_serves(server);
  });
});

Deno.test("the deny-list refuses listed client addresses at connect and listed sender domains at MAIL FROM", async () => {
  await with_server({ deny: ["127.0.0.4", "127.0.5.0/24", "spam.example"] }, async (server, log) => {
    for (const address of ["127.0.0.4", "127.0.5.9"]) {
      const smtp = await RawSmtp.open(server.smtp_port, address);
      expect(await smtp.reply()).to.equal("554 5.7.1 Connections from your address are refused here");
      await smtp.closed;
    }
    const smtp = await RawSmtp.open(server.smtp_port);
    await smtp.reply();
    await smtp.command("EHLO c.test");
    for (const sender of ["x@spam.example", "x@mail.SPAM.example"]) {
      expect(await smtp.command(`MAIL FROM:<${sender}>`)).to.equal("550 5.7.1 Mail from this sender is refused here");
    }
    expect(await smtp.command("MAIL FROM:<x@notspam.example>")).to.match(/^250 /);
    smtp.close();
    expect(log).to.include("smtp 127.0.0.4 554 denied_ip");
    expect(log).to.include("smtp 127.0.0.1 550 denied_sender");
    await still_serves(server, "127.0.0.6");
  });
});

Deno.test("a web page that points a browser at the SMTP port gets 421 (cross-protocol requests)", async () => {
  await with_server({}, async (server) => {
    const smtp = await RawSmtp.open(server.smtp_port);
    await smtp.reply();
    expect(await smtp.command("POST /v1/inboxes HTTP/1.1")).to.match(/^421 /);
    await smtp.closed;
    await still_serves(server);
  });
});
