/**
 * smtp() to the project's own reference server, read back with the inbox client's `wait()`: plain
 * SMTP to a default server (no STARTTLS, no AUTH), and STARTTLS + AUTH to one started with a
 * certificate and a login (`start({ tls, smtp_auth })`). Against `smtp-server` see smtp_test.ts.
 */

import { expect } from "chai";
import { temp } from "../../inbox.ts";
import { smtp } from "../../smtp.ts";
import { start } from "../../server.ts";
import { serve } from "../inbox/_helpers.ts";

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 1, 2, 3]);

Deno.test("smtp() delivers to the reference server, and wait() reads the same mail back", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  await using provider = smtp({ host: "127.0.0.1", port: server.smtp_port, starttls: "opportunistic" });
  const sent = await provider.send({
    from: "Acme Support <support@acme.test>",
    to: inbox.tag("signup"),
    subject: "Verify your email — Grüße",
    body: '<p>Your code is <b>482913</b>.</p><p><a href="https://acme.test/verify?t=abc">Verify</a></p>' +
      '<img src="cid:logo@acme">',
    attachments: [
      new File(["terms"], "terms.txt", { type: "text/plain" }),
      { filename: "logo.png", content: PNG, type: "image/png", content_id: "logo@acme" },
    ],
    tags: ["signup"],
  });
  const mail = await inbox.wait({ subject: "Verify" });
  expect({
    from: mail.from,
    name: mail.name,
    to: mail.to,
    subject: mail.subject,
    code: mail.code,
    link: mail.link,
    message_id: mail.headers["message-id"],
    tags: mail.headers["x-tags"],
    attachments: mail.attachments.map((a) => a.toJSON()),
  }).to.deep.equal({
    from: "support@acme.test",
    name: "Acme Support",
    to: [inbox.tag("signup")],
    subject: "Verify your email — Grüße",
    code: "482913",
    link: "https://acme.test/verify?t=abc",
    message_id: sent.id,
    tags: "signup",
    attachments: [
      { index: 0, filename: "logo.png", type: "image/png", size: PNG.byteLength, content_id: "logo@acme" },
      { index: 1, filename: "terms.txt", type: "text/plain", size: 5, content_id: null },
    ],
  });
  expect(mail.text).to.equal("Your code is 482913.\n\nVerify [https://acme.test/verify?t=abc]");
});

Deno.test("starttls: require (the default) refuses a server without STARTTLS before any mail is sent", async () => {
  await using server = await serve();
  await using provider = smtp({ host: "127.0.0.1", port: server.smtp_port });
  const error = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi" }).catch((e) => e);
  expect([error.provider, error.code, error.status]).to.deep.equal(["smtp", "starttls_unavailable", undefined]);
});

Deno.test("credentials are never sent over an unencrypted connection unless insecure_auth says so", async () => {
  await using server = await serve();
  await using provider = smtp({
    host: "127.0.0.1",
    port: server.smtp_port,
    starttls: "opportunistic",
    auth: { user: "ada", pass: "secret" },
    retries: 2,
  });
  const error = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi" }).catch((e) => e);
  expect([error.code, error.message]).to.deep.equal([
    "tls_required",
    "smtp: tls_required: credentials are not sent over an unencrypted connection (insecure_auth)",
  ]);
});

Deno.test("smtp() with STARTTLS and AUTH to the reference server started with a login and a certificate", async () => {
  await using server = await start({ tls: "self-signed", smtp_auth: { user: "app", pass: "s3cret-pass" } });
  await using inbox = await temp({ url: server.url });
  const settings = { host: server.smtp_host, port: server.smtp_port, tls: { ca: server.tls_cert! } };
  await using provider = smtp({ ...settings, auth: { user: "app", pass: "s3cret-pass" } });
  await provider.send({ from: "a@acme.test", to: inbox.address, subject: "Login code", body: "Your code is 900001." });
  expect((await inbox.wait({ subject: "Login code" })).code).to.equal("900001");
  await using wrong = smtp({ ...settings, auth: { user: "app", pass: "wrong" } });
  const error = await wrong.send({ from: "a@acme.test", to: inbox.address, body: "Hi" }).catch((e) => e);
  expect([error.provider, error.code, error.status]).to.deep.equal(["smtp", "unauthorized", 535]);
  expect(error.message).to.not.include("wrong");
});
