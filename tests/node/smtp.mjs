// @service/mail/smtp on Node: node:net and node:tls as Node provides them, STARTTLS and AUTH to the
// reference server (started with a certificate made at start and one login), read back with temp().wait().

import { test } from "node:test";
import assert from "node:assert/strict";
import { smtp } from "@service/mail/smtp";
import { ServiceError } from "@service/mail";
import { temp } from "@service/mail/inbox";

const url = process.env.TLS_URL;
const smtp_url = process.env.TLS_SMTP_URL;
const login = process.env.TLS_SMTP_LOGIN;
if (!url || !smtp_url || !login) throw new Error("run these through `deno task test:node`: it starts the server");
const port = Number(new URL(smtp_url).port);
const [user, pass] = [login.slice(0, login.indexOf(":")), login.slice(login.indexOf(":") + 1)];
// The certificate is made at start and signed by no one: trust is turned off for this loopback server only.
const tls = { reject_unauthorized: false };

test("smtp() on Node sends over STARTTLS with AUTH, and wait() reads the same mail back", async () => {
  const inbox = await temp({ url });
  const provider = smtp({ host: "127.0.0.1", port, auth: { user, pass }, tls });
  try {
    const sent = await provider.send({
      from: "Acme <auth@acme.test>",
      to: inbox.address,
      subject: "Your code",
      body: '<p>Your code is <b>482913</b>.</p><p><a href="https://acme.test/verify?t=n0de">Verify</a></p>',
      attachments: [new File(["terms"], "terms.txt", { type: "text/plain" })],
    });
    const mail = await inbox.wait({ subject: "Your code", timeout: "20s" });
    assert.deepEqual(
      [mail.headers["message-id"], mail.from, mail.name, mail.code, mail.link, mail.attachments.map((a) => a.filename)],
      [sent.id, "auth@acme.test", "Acme", "482913", "https://acme.test/verify?t=n0de", ["terms.txt"]],
    );
  } finally {
    await provider.close();
    await inbox.delete();
  }
});

test("smtp() on Node: a wrong password is the server's 535 as a ServiceError unauthorized", async () => {
  const provider = smtp({ host: "127.0.0.1", port, auth: { user, pass: `${pass}-wrong` }, tls, retries: 2 });
  try {
    const error = await provider.send({ from: "a@acme.test", to: "b@example.com", body: "Hi" }).catch((e) => e);
    assert.ok(error instanceof ServiceError, String(error));
    assert.deepEqual([error.provider, error.status, error.code], ["smtp", 535, "unauthorized"]);
    assert.ok(!error.message.includes(pass), "the password is not in the message");
  } finally {
    await provider.close();
  }
});

// Node's TLS client sends its hello the moment the 220 to STARTTLS arrives: every one of these
// handshakes must complete (the server once lost such an early hello about one time in four).
test("smtp() on Node: 20 STARTTLS sessions in a row each complete their handshake and log in", async () => {
  const inbox = await temp({ url });
  try {
    for (let i = 0; i < 20; i++) {
      const provider = smtp({ host: "127.0.0.1", port, auth: { user, pass }, tls, timeout: 5_000 });
      try {
        await provider.send({ from: "auth@acme.test", to: inbox.address, subject: `n${i}`, body: "Hi" });
      } finally {
        await provider.close();
      }
    }
    const messages = await inbox.list();
    assert.equal(messages.length, 20);
  } finally {
    await inbox.delete();
  }
});
