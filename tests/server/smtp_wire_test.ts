/**
 * The SMTP protocol as the server speaks it on the wire: DATA's end and dot-stuffing however the
 * bytes are split, pipelining, the order of commands, AUTH's forms, STARTTLS throwing away what
 * came in the clear, and shutting down.
 */

import { expect } from "chai";
import { Socket } from "node:net";
import { connect as tls_connect } from "node:tls";
import { new_inbox, test_server, with_server } from "../helpers/service.ts";
import { MemoryStore } from "../../src/server/inbox/store/memory.ts";
import { system_clock } from "../../src/core/clock.ts";
import { RawSmtp, still_serves } from "../security/_smtp.ts";
import { until } from "../helpers/until.ts";
import type { RunningServer } from "../../src/server/server.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The raw bytes of the one message in `address`. */
async function stored(server: RunningServer, address: string): Promise<string> {
  const store = server.service.ctx.store;
  const [message] = await store.messages(address);
  expect(message, "a message is stored").to.not.equal(undefined);
  return decoder.decode((await store.raw(address, message!.id))!);
}

/** Opens a session up to DATA's 354 for `to`. */
async function at_data(server: RunningServer, to: string): Promise<RawSmtp> {
  const smtp = await RawSmtp.open(server.smtp_port);
  expect(await smtp.reply()).to.match(/^220 /);
  expect(await smtp.command("EHLO client.example")).to.match(/^250/);
  expect(await smtp.command("MAIL FROM:<a@example.com>")).to.equal("250 2.1.0 Accepted");
  expect(await smtp.command(`RCPT TO:<${to}>`)).to.equal("250 2.1.5 Accepted");
  expect(await smtp.command("DATA")).to.equal("354 End data with <CR><LF>.<CR><LF>");
  return smtp;
}

const MESSAGE = "Subject: dots\r\n\r\n" +
  "..leading dot\r\n" + // stuffed: one dot stays
  "...\r\n" + // stuffed "..": two stay
  "a . in the middle\r\n" +
  "bare\n.\r\n" + // a dot after a bare line feed is data: it neither ends DATA nor is dropped
  "bare\n..\r\n" +
  "Your code is 482913\r\n";
const EXPECTED = "Subject: dots\r\n\r\n" +
  ".leading dot\r\n" +
  "..\r\n" +
  "a . in the middle\r\n" +
  "bare\n.\r\n" +
  "bare\n..\r\n" +
  "Your code is 482913\r\n";

for (
  const [name, size] of [["in one write", 1 << 20], ["one byte at a time", 1], ["three bytes at a time", 3]] as const
) {
  Deno.test(`DATA is unstuffed and ends at CRLF.CRLF, written ${name}`, async () => {
    await with_server({}, async (server) => {
      const inbox = await new_inbox(server.service);
      const smtp = await at_data(server, inbox.address);
      const bytes = encoder.encode(`${MESSAGE}.\r\nNOOP\r\n`);
      for (let at = 0; at < bytes.length; at += size) await smtp.write(bytes.subarray(at, at + size));
      expect(await smtp.reply()).to.equal("250 2.0.0 Stored in 1 inbox(es)");
      expect(await smtp.reply()).to.equal("250 2.0.0 OK");
      expect(await stored(server, inbox.address)).to.equal(EXPECTED);
      smtp.close();
    });
  });
}

Deno.test("a pipelined session in one write gets every reply, in order, and the message is stored once", async () => {
  await with_server({}, async (server) => {
    const inbox = await new_inbox(server.service);
    const smtp = await RawSmtp.open(server.smtp_port);
    await smtp.reply();
    await smtp.write(
      "EHLO client.example\r\nMAIL FROM:<a@example.com> SIZE=100 BODY=8BITMIME\r\n" +
        `RCPT TO:<${inbox.address}>\r\nRCPT TO:<nobody-zzzz@inbox.localhost>\r\nDATA\r\n` +
        "Subject: piped\r\n\r\nYour code is 482913\r\n.\r\nQUIT\r\n",
    );
    const replies = [];
    for (let reply = await smtp.reply(); reply !== null; reply = await smtp.reply()) replies.push(reply);
    expect(replies.map((reply) => reply.split("\r\n").at(-1))).to.deep.equal([
      "250 SIZE 10485760",
      "250 2.1.0 Accepted",
      "250 2.1.5 Accepted",
      "550 5.1.1 No such inbox here",
      "354 End data with <CR><LF>.<CR><LF>",
      "250 2.0.0 Stored in 1 inbox(es)",
      "221 2.0.0 Bye",
    ]);
    await smtp.closed;
    expect(await server.service.ctx.store.messages(inbox.address)).to.have.length(1);
  });
});

Deno.test("the replies to a pipelined MAIL, RCPT and DATA leave in one write, the RCPT check awaited before it", async () => {
  await with_server({}, async (server) => {
    const inbox = await new_inbox(server.service);
    const smtp = await RawSmtp.open(server.smtp_port);
    await smtp.reply();
    expect(await smtp.command("EHLO client.example")).to.match(/^250/);
    const write = Socket.prototype.write;
    const writes: string[] = [];
    Socket.prototype.write = function (this: Socket, ...args: Parameters<Socket["write"]>) {
      // the server's end of this connection only (a Redis store writes through sockets too)
      if (this.remotePort === smtp.socket.localPort) writes.push(String(args[0]));
      return write.apply(this, args);
    } as Socket["write"];
    try {
      await smtp.write(`MAIL FROM:<a@example.com>\r\nRCPT TO:<${inbox.address}>\r\nDATA\r\n`);
      expect([await smtp.reply(), await smtp.reply(), await smtp.reply()]).to.deep.equal([
        "250 2.1.0 Accepted",
        "250 2.1.5 Accepted",
        "354 End data with <CR><LF>.<CR><LF>",
      ]);
      expect(writes).to.deep.equal([
        "250 2.1.0 Accepted\r\n250 2.1.5 Accepted\r\n354 End data with <CR><LF>.<CR><LF>\r\n",
      ]);
      // a command sent alone is answered alone, at once
      expect(await smtp.command("Subject: one\r\n\r\nYour code is 482913\r\n.")).to.equal(
        "250 2.0.0 Stored in 1 inbox(es)",
      );
      expect(await smtp.command("MAIL FROM:<b@example.com>")).to.equal("250 2.1.0 Accepted");
      expect(writes).to.have.length(3);
    } finally {
      Socket.prototype.write = write;
      smtp.close();
    }
  });
});

Deno.test("a client that shuts its side right after its last command still gets every reply", async () => {
  await with_server({}, async (server) => {
    const inbox = await new_inbox(server.service);
    const smtp = await RawSmtp.open(server.smtp_port);
    await smtp.reply();
    await smtp.write(
      `HELO client.example\r\nMAIL FROM:<a@example.com>\r\nRCPT TO:<${inbox.address}>\r\nDATA\r\n` +
        "Subject: last\r\n\r\nYour code is 482913\r\n.\r\nQUIT\r\n",
    );
    smtp.socket.end();
    const replies = [];
    for (let reply = await smtp.reply(); reply !== null; reply = await smtp.reply()) replies.push(reply);
    expect(replies.slice(-2)).to.deep.equal(["250 2.0.0 Stored in 1 inbox(es)", "221 2.0.0 Bye"]);
    expect(replies).to.have.length(6);
    await smtp.closed;
  });
});

Deno.test("an empty message (the dot at once) is stored, and a second transaction on the connection works", async () => {
  await with_server({}, async (server) => {
    const inbox = await new_inbox(server.service);
    const smtp = await at_data(server, inbox.address);
    // An empty message is still a message: stored, zero bytes.
    expect(await smtp.command(".")).to.equal("250 2.0.0 Stored in 1 inbox(es)");
    expect(await stored(server, inbox.address)).to.equal("");
    expect(await smtp.command("MAIL FROM:<>")).to.equal("250 2.1.0 Accepted");
    expect(await smtp.command(`RCPT TO:<${inbox.address}>`)).to.equal("250 2.1.5 Accepted");
    expect(await smtp.command("DATA")).to.match(/^354 /);
    expect(await smtp.command("Subject: second\r\n\r\nYour code is 482913\r\n.")).to.equal(
      "250 2.0.0 Stored in 1 inbox(es)",
    );
    const messages = await server.service.ctx.store.messages(inbox.address);
    expect(messages).to.have.length(2);
    expect(messages.map((message) => message.subject)).to.include("second");
    smtp.close();
  });
});

Deno.test("commands out of order and bad syntax get 5xx replies and leave the session usable", async () => {
  await with_server({}, async (server) => {
    const inbox = await new_inbox(server.service);
    const smtp = await RawSmtp.open(server.smtp_port);
    await smtp.reply();
    expect(await smtp.command("MAIL FROM:<a@example.com>")).to.equal("503 5.5.1 Send HELO or EHLO first");
    expect(await smtp.command("EHLO")).to.equal("501 5.5.4 Syntax: EHLO hostname");
    expect(await smtp.command("HELO client.example")).to.equal("250 inbox.localhost greets client.example");
    expect(await smtp.command(`RCPT TO:<${inbox.address}>`)).to.equal("503 5.5.1 Need MAIL command");
    expect(await smtp.command("DATA")).to.equal("503 5.5.1 Need MAIL command");
    expect(await smtp.command("MAIL FROM:a@example.com")).to.equal("501 5.5.4 Syntax: MAIL FROM:<address>");
    expect(await smtp.command("MAIL FROM:<not an address>")).to.equal("501 5.5.4 Syntax: MAIL FROM:<address>");
    expect(await smtp.command("MAIL FROM:<@relay.example:a@example.com> ENVID=x+0D+0Ay")).to.equal(
      "501 5.5.4 Bad MAIL parameter",
    );
    expect(await smtp.command("MAIL FROM:<a@example.com> SIZE=99999999999")).to.match(/^552 5\.3\.4 /);
    expect(await smtp.command("mail from: <@relay.example:a@example.com>")).to.equal("250 2.1.0 Accepted");
    expect(await smtp.command("MAIL FROM:<b@example.com>")).to.equal("503 5.5.1 Nested MAIL command");
    expect(await smtp.command("DATA")).to.equal("503 5.5.1 Need RCPT command");
    expect(await smtp.command("RCPT TO:<no-at-sign>")).to.equal("501 5.1.3 Bad recipient address syntax");
    expect(await smtp.command("VRFY someone")).to.match(/^252 /);
    expect(await smtp.command("NOOP")).to.equal("250 2.0.0 OK");
    expect(await smtp.command("RSET")).to.equal("250 2.0.0 Flushed");
    expect(await smtp.command("AUTH PLAIN")).to.equal("500 5.5.2 Command not recognized");
    expect(await smtp.command("STARTTLS")).to.equal("500 5.5.2 Command not recognized");
    smtp.close();
    await still_serves(server);
  });
});

Deno.test("ten unrecognized commands close the connection with 421", async () => {
  await with_server({}, async (server) => {
    const smtp = await RawSmtp.open(server.smtp_port);
    await smtp.reply();
    const replies = [];
    for (let i = 0; i < 10; i++) replies.push(await smtp.command(`XYZZY ${i}`));
    expect(replies.slice(0, 9).every((reply) => reply === "500 5.5.2 Command not recognized")).to.equal(true);
    expect(replies[9]).to.equal("421 5.5.2 Too many unrecognized commands, closing");
    await smtp.closed;
  });
});

Deno.test("AUTH PLAIN with and without an initial response, LOGIN, '*' to abort, and malformed tokens", async () => {
  await with_server({ smtp_auth: { user: "app", pass: "s3cret:x" } }, async (server) => {
    const b64 = (text: string) => btoa(text);
    const open = async () => {
      const smtp = await RawSmtp.open(server.smtp_port);
      await smtp.reply();
      const ehlo = await smtp.command("EHLO client.example");
      expect(ehlo!.split("\r\n")).to.include("250-AUTH PLAIN LOGIN");
      return smtp;
    };
    const smtp = await open();
    expect(await smtp.command("MAIL FROM:<a@example.com>")).to.equal("530 5.7.0 Authentication required");
    expect(await smtp.command("AUTH PLAIN")).to.equal("334");
    expect(await smtp.command("*")).to.equal("501 5.0.0 Authentication aborted");
    expect(await smtp.command("AUTH PLAIN !!!")).to.equal("501 5.5.2 Malformed credentials");
    expect(await smtp.command(`AUTH PLAIN ${b64("only-two\u0000parts")}`)).to.equal("501 5.5.2 Malformed credentials");
    expect(await smtp.command("AUTH CRAM-MD5")).to.equal("504 5.5.4 Unrecognized authentication type");
    expect(await smtp.command("AUTH PLAIN")).to.equal("334");
    expect(await smtp.command(b64("\u0000app\u0000wrong"))).to.equal("535 5.7.8 Authentication credentials invalid");
    expect(await smtp.command(`AUTH PLAIN ${b64("\u0000app\u0000s3cret:x")}`)).to.equal(
      "235 2.7.0 Authentication successful",
    );
    expect(await smtp.command(`AUTH PLAIN ${b64("\u0000app\u0000s3cret:x")}`)).to.equal(
      "503 5.5.1 Already authenticated",
    );
    expect(await smtp.command("MAIL FROM:<a@example.com>")).to.equal("250 2.1.0 Accepted");
    smtp.close();

    const login = await open();
    expect(await login.command("AUTH LOGIN")).to.equal("334 VXNlcm5hbWU6");
    expect(await login.command(b64("app"))).to.equal("334 UGFzc3dvcmQ6");
    expect(await login.command(b64("s3cret:x"))).to.equal("235 2.7.0 Authentication successful");
    login.close();

    const initial = await open();
    expect(await initial.command(`AUTH LOGIN ${b64("app")}`)).to.equal("334 UGFzc3dvcmQ6");
    expect(await initial.command("*")).to.equal("501 5.0.0 Authentication aborted");
    initial.close();
  });
});

Deno.test("STARTTLS throws away commands sent in the clear behind it; the session starts over inside TLS", async () => {
  await with_server({ tls: "self-signed" }, async (server) => {
    const inbox = await new_inbox(server.service);
    const smtp = await RawSmtp.open(server.smtp_port);
    await smtp.reply();
    await smtp.command("EHLO client.example");
    // An attacker on the path appends a command to the client's STARTTLS, in the same packet.
    await smtp.write(`STARTTLS\r\nMAIL FROM:<injected@example.com>\r\nRCPT TO:<${inbox.address}>\r\n`);
    expect(await smtp.reply()).to.equal("220 2.0.0 Ready to start TLS");
    smtp.socket.removeAllListeners("data");
    const secure = tls_connect({ socket: smtp.socket, ca: server.tls_cert!, servername: "localhost" });
    await new Promise<void>((resolve, reject) => {
      secure.once("secureConnect", resolve);
      secure.once("error", reject);
    });
    let text = "";
    secure.setEncoding("latin1");
    secure.on("data", (chunk: string) => text += chunk);
    const command = async (line: string) => {
      const before = text.length;
      secure.write(`${line}\r\n`);
      while (!/\d{3} [^\r\n]*\r\n$/.test(text.slice(before))) await new Promise((r) => setTimeout(r, 5));
      return text.slice(before).trimEnd();
    };
    // Nothing answered the injected lines: the first reply inside TLS is to our own command.
    expect(await command("RCPT TO:<x@inbox.localhost>")).to.equal("503 5.5.1 Send HELO or EHLO first");
    const ehlo = await command("EHLO client.example");
    expect(ehlo.split("\r\n")).to.not.include("250-STARTTLS");
    expect(await command("STARTTLS")).to.equal("503 5.5.1 TLS is already active");
    secure.destroy();
    expect(await server.service.ctx.store.messages(inbox.address)).to.have.length(0);
    // The upgraded connection is forgotten when it closes.
    await until(() => server.smtp_stats().connections === 0);
  });
});

Deno.test("closing the server tells an idle connection 421 at once, and a message being stored gets its 250 first", async () => {
  // A store whose writes wait until the test lets them go: the close comes while one is under way.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => release = resolve);
  let writing!: () => void;
  const started = new Promise<void>((resolve) => writing = resolve);
  class GatedStore extends MemoryStore {
    override async add_message(...args: Parameters<MemoryStore["add_message"]>) {
      writing();
      await gate;
      return super.add_message(...args);
    }
  }
  const server = await test_server({ store: new GatedStore(system_clock) });
  try {
    const inbox = await new_inbox(server.service);
    const idle = await RawSmtp.open(server.smtp_port);
    await idle.reply();
    const busy = await at_data(server, inbox.address);
    await busy.write("Subject: in flight\r\n\r\nYour code is 482913\r\n.\r\n");
    await started;
    const closing = server.close();
    expect(await idle.reply()).to.equal("421 4.3.2 Server shutting down, try again later");
    await idle.closed;
    release();
    expect(await busy.reply()).to.equal("250 2.0.0 Stored in 1 inbox(es)");
    expect(await busy.reply()).to.equal("421 4.3.2 Server shutting down, try again later");
    await busy.closed;
    await closing;
  } finally {
    release();
    await server.close();
  }
});

Deno.test("after STARTTLS, plain text instead of a handshake cuts the connection, and silence is cut at the idle timeout", async () => {
  await with_server({ tls: "self-signed", smtp: { idle_timeout_ms: 300 } }, async (server) => {
    const garbled = await RawSmtp.open(server.smtp_port);
    await garbled.reply();
    await garbled.command("EHLO client.example");
    expect(await garbled.command("STARTTLS")).to.equal("220 2.0.0 Ready to start TLS");
    await garbled.write("MAIL FROM:<plain@example.com>\r\n");
    // The handshake fails: no SMTP reply comes, the connection ends.
    expect(await garbled.reply()).to.equal(null);
    await garbled.closed;

    const silent = await RawSmtp.open(server.smtp_port);
    await silent.reply();
    await silent.command("EHLO client.example");
    expect(await silent.command("STARTTLS")).to.equal("220 2.0.0 Ready to start TLS");
    const started = performance.now();
    await silent.closed;
    expect(performance.now() - started).to.be.within(250, 5_000);

    await until(() => server.smtp_stats().connections === 0);
    await still_serves(server);
  });
});
