import { expect } from "chai";
import { new_inbox, with_server } from "../helpers/service.ts";
import { smtp_client, smtp_dialog } from "../helpers/smtp.ts";

Deno.test("a message sent over SMTP is stored before the 250, with its plus-tag", async () => {
  await with_server({}, async (server, log) => {
    const inbox = await new_inbox(server.service);
    const [local, host] = inbox.address.split("@");
    const info = await smtp_client(server.smtp_port).sendMail({
      from: "Alice <alice@example.com>",
      to: `${local}+signup@${host}`,
      subject: "Confirm",
      text: "Your code is 482913",
    });
    expect(info.response).to.equal("250 2.0.0 Stored in 1 inbox(es)");
    // Nothing to wait for: the 250 came after the store had it.
    const [message] = await server.service.ctx.store.messages(inbox.address);
    expect(message).to.include({
      subject: "Confirm",
      tag: "signup",
      from: "alice@example.com",
      name: "Alice",
      code: "482913",
    });
    expect(log.filter((line) => line.startsWith("smtp "))).to.have.length(1);
    expect(log.find((line) => line.startsWith("smtp "))).to.match(
      /^smtp 127\.0\.0\.1 rcpt=1 size=\d+ 250 stored=1 [\d.]+ms$/,
    );
  });
});

Deno.test("several recipients get one copy per inbox; unknown ones are refused with 550 5.1.1", async () => {
  await with_server({}, async (server) => {
    const a = await new_inbox(server.service);
    const b = await new_inbox(server.service);
    const [a_local, host] = a.address.split("@");
    const info = await smtp_client(server.smtp_port).sendMail({
      from: "alice@example.com",
      to: [a.address, `${a_local}+x@${host}`, b.address, `nobody-here-zzzz@${host}`, "someone@elsewhere.example"],
      subject: "Hello all",
      text: "hi",
    });
    expect(info.accepted).to.deep.equal([a.address, `${a_local}+x@${host}`, b.address]);
    expect(info.rejected).to.deep.equal([`nobody-here-zzzz@${host}`, "someone@elsewhere.example"]);
    const errors = info.rejectedErrors as unknown as { response: string }[];
    expect(errors.map((e) => e.response)).to.deep.equal([
      "550 5.1.1 No such inbox here",
      "550 5.1.1 No such inbox here",
    ]);
    expect(await server.service.ctx.store.messages(a.address)).to.have.length(1);
    expect(await server.service.ctx.store.messages(b.address)).to.have.length(1);
  });
});

Deno.test("the server advertises SIZE and refuses a larger message with 552 5.3.4", async () => {
  await with_server({ limits: { max_message_bytes: 4096 } }, async (server) => {
    const inbox = await new_inbox(server.service);
    const [greeting, ehlo] = await smtp_dialog(server.smtp_port, ["EHLO client.test"]);
    expect(greeting).to.match(/^220 inbox\.localhost /);
    expect(ehlo!.split("\r\n")).to.include("250 SIZE 4096");
    const declared = await smtp_dialog(server.smtp_port, ["EHLO c", "MAIL FROM:<a@example.com> SIZE=5000"]);
    expect(declared[2]).to.match(/^552 /);
    const error = await smtp_client(server.smtp_port).sendMail({
      from: "a@example.com",
      to: inbox.address,
      subject: "big",
      text: "x".repeat(6000),
    }).then(() => null, (e) => e);
    expect(error.responseCode).to.equal(552);
    expect(error.response).to.equal("552 5.3.4 Message too big");
    expect(await server.service.ctx.store.messages(inbox.address)).to.have.length(0);
    const inbox_state = await server.service.ctx.store.inbox(inbox.address);
    expect(inbox_state!.last_refusal!.reason).to.equal("message_too_large");
    expect(inbox_state!.last_refusal!.size).to.be.greaterThan(6000);
  });
});

Deno.test("an inbox holding its maximum refuses more with 452 4.2.2 and records why", async () => {
  await with_server({ limits: { max_messages: 2 } }, async (server) => {
    const inbox = await new_inbox(server.service);
    const client = smtp_client(server.smtp_port);
    for (let i = 0; i < 2; i++) {
      await client.sendMail({ from: "a@example.com", to: inbox.address, subject: `m${i}`, text: "x" });
    }
    const error = await client.sendMail({ from: "a@example.com", to: inbox.address, subject: "m3", text: "x" })
      .then(() => null, (e) => e);
    expect(error.rejectedErrors[0].response).to.equal("452 4.2.2 Inbox holds its maximum number of messages");
    const state = await server.service.ctx.store.inbox(inbox.address);
    expect(state!.count).to.equal(2);
    expect(state!.last_refusal!.reason).to.equal("inbox_full");
  });
});

Deno.test("an inbox at its byte limit refuses more with 452 4.2.2", async () => {
  await with_server({ limits: { max_inbox_bytes: 3000 } }, async (server) => {
    const inbox = await new_inbox(server.service);
    const client = smtp_client(server.smtp_port);
    await client.sendMail({ from: "a@example.com", to: inbox.address, subject: "big", text: "y".repeat(2500) });
    const error = await client.sendMail({
      from: "a@example.com",
      to: inbox.address,
      subject: "more",
      text: "z".repeat(1000),
    })
      .then(() => null, (e) => e);
    expect(error.responseCode).to.equal(452);
    expect(error.response).to.equal("452 4.2.2 Inbox holds its maximum size");
    expect(await server.service.ctx.store.messages(inbox.address)).to.have.length(1);
  });
});

Deno.test("more than 100 recipients are refused with 452 past the hundredth", async () => {
  await with_server({}, async (server) => {
    const inbox = await new_inbox(server.service);
    const [local, host] = inbox.address.split("@");
    const rcpt = Array.from({ length: 101 }, (_, i) => `RCPT TO:<${local}+t${i}@${host}>`);
    const replies = await smtp_dialog(server.smtp_port, ["EHLO c", "MAIL FROM:<a@example.com>", ...rcpt, "QUIT"]);
    const rcpt_replies = replies.slice(3, 3 + 101);
    expect(rcpt_replies.slice(0, 100).every((r) => r.startsWith("250"))).to.equal(true);
    expect(rcpt_replies[100]).to.match(/^452 /);
  });
});

Deno.test("the SMTP log never shows the inbox token", async () => {
  await with_server({}, async (server, log) => {
    const inbox = await new_inbox(server.service);
    await smtp_client(server.smtp_port).sendMail({ from: "a@example.com", to: inbox.address, subject: "s", text: "t" });
    await fetch(`${server.http_url}/v1/inboxes/${inbox.address}/messages`, {
      headers: { authorization: `Bearer ${inbox.token}` },
    })
      .then((r) => r.body?.cancel());
    expect(log.length).to.be.greaterThan(1);
    expect(log.join("\n")).not.to.include(inbox.token);
    expect(log.join("\n")).not.to.include(inbox.token.slice(4));
  });
});
