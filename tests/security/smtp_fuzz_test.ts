/**
 * The SMTP reader against random input: messages made mostly of the bytes DATA's end and
 * dot-stuffing turn on (dots, CR, LF, ".\r\n"), sent in random pieces, must be stored byte for
 * byte; random command lines must each get one well-formed reply and never stop the server.
 */

import { expect } from "chai";
import { new_inbox, with_server } from "../helpers/service.ts";
import { data_bytes, RawSmtp, still_serves } from "./_smtp.ts";
import { prng } from "../fixtures/hostile/corpus.ts";
import { until } from "../helpers/until.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder("latin1");

/** Pieces a message is made of: mostly the ones that matter at a line's start and end. */
const PIECES = [".", "..", "\r", "\n", "\r\n", ".\r\n", "\r\n.", "\r\n..\r\n", "a", "text ", "\x00", "\xff", "\t"];

function random_message(next: () => number): Uint8Array {
  const pieces = [];
  const count = Math.floor(next() * 400);
  for (let i = 0; i < count; i++) pieces.push(PIECES[Math.floor(next() * PIECES.length)]!);
  return Uint8Array.from(pieces.join(""), (c) => c.charCodeAt(0));
}

/** What the server keeps of `raw` sent through `data_bytes`: the bytes, CR LF added when they did not end with one. */
function kept(raw: Uint8Array): string {
  const text = decoder.decode(raw);
  return text.length >= 2 && text.endsWith("\r\n") ? text : `${text}\r\n`;
}

Deno.test("300 random messages sent in random pieces are stored byte for byte", async () => {
  await with_server({}, async (server) => {
    const next = prng(23);
    const store = server.service.ctx.store;
    let checked = 0;
    for (let connection = 0; connection < 6; connection++) {
      // 50 messages to an inbox of their own: under its cap of 100.
      const inbox = await new_inbox(server.service);
      const smtp = await RawSmtp.open(server.smtp_port);
      smtp.socket.setNoDelay(true);
      expect(await smtp.reply()).to.match(/^220 /);
      expect(await smtp.command("EHLO fuzz.example")).to.match(/^250 /m);
      for (let i = 0; i < 50; i++) {
        const raw = random_message(next);
        expect(await smtp.command("MAIL FROM:<fuzz@example.com>")).to.equal("250 2.1.0 Accepted");
        expect(await smtp.command(`RCPT TO:<${inbox.address}>`)).to.equal("250 2.1.5 Accepted");
        expect(await smtp.command("DATA")).to.match(/^354 /);
        const bytes = data_bytes(raw);
        for (let at = 0; at < bytes.length;) {
          const size = 1 + Math.floor(next() * 64);
          await smtp.write(bytes.subarray(at, at + size));
          at += size;
        }
        expect(await smtp.reply()).to.equal("250 2.0.0 Stored in 1 inbox(es)");
        const [message] = await store.messages(inbox.address, { after: i });
        const stored = await store.raw(inbox.address, message!.id);
        expect(decoder.decode(stored!), `connection ${connection}, message ${i}`).to.equal(kept(raw));
        checked++;
      }
      smtp.close();
    }
    expect(checked).to.equal(300);
  });
});

Deno.test("random command lines each get one well-formed reply, and the server keeps serving", async () => {
  await with_server({ smtp: { max_commands: 100_000 } }, async (server) => {
    const next = prng(7);
    const verbs = [
      "EHLO",
      "HELO",
      "MAIL",
      "RCPT",
      "DATA",
      "RSET",
      "NOOP",
      "AUTH",
      "VRFY",
      "HELP",
      "STARTTLS",
      "XYZ",
      "",
    ];
    const args = [
      "",
      " x",
      " FROM:<a@b.c>",
      " TO:<a@inbox.localhost>",
      " FROM:<>",
      ":",
      " <>",
      " \x00\xff",
      " =",
      " *",
    ];
    let replies = 0;
    for (let connection = 0; connection < 20; connection++) {
      const smtp = await RawSmtp.open(server.smtp_port);
      await smtp.reply();
      for (let i = 0; i < 8; i++) {
        const line = verbs[Math.floor(next() * verbs.length)]! + args[Math.floor(next() * args.length)]!;
        // DATA that is taken would read what follows as the message: end it at once.
        const reply = await smtp.command(line);
        if (reply === null) break;
        replies++;
        expect(reply, line).to.match(/^(\d{3}-[^\r\n]*\r\n)*\d{3}( [^\r\n]*)?$/);
        if (reply.startsWith("354")) expect(await smtp.command(".")).to.match(/^\d{3} /);
        if (reply.startsWith("334")) expect(await smtp.command("*")).to.equal("501 5.0.0 Authentication aborted");
      }
      smtp.close();
    }
    expect(replies).to.be.greaterThan(100);
    await still_serves(server);
  });
});

Deno.test("random bytes thrown at the port never stop the server", async () => {
  await with_server({}, async (server) => {
    const next = prng(11);
    for (let connection = 0; connection < 30; connection++) {
      const smtp = await RawSmtp.open(server.smtp_port);
      await smtp.reply();
      const bytes = new Uint8Array(Math.floor(next() * 3000));
      for (let i = 0; i < bytes.length; i++) bytes[i] = next() < 0.1 ? 0x0a : Math.floor(next() * 256);
      await smtp.write(bytes);
      await smtp.write(encoder.encode("\r\nQUIT\r\n"));
      // Whatever it answered, the connection ends: with QUIT, a 421, or the client's own close.
      const ended = await Promise.race([smtp.closed.then(() => true), new Promise((r) => setTimeout(r, 2000, false))]);
      if (!ended) smtp.close();
    }
    await still_serves(server);
    await until(() => server.smtp_stats().connections === 0);
  });
});
