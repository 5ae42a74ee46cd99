/**
 * smtp() to the project's own reference server, read back with the inbox client's `wait()`. The
 * reference server offers neither STARTTLS nor AUTH (both are switched off in `src/server/smtp.ts`),
 * so this is plain SMTP with `starttls: "opportunistic"`; STARTTLS and AUTH are proven against
 * `smtp-server` in smtp_test.ts.
 */

import { expect } from "chai";
import { temp } from "../../inbox.ts";
import { smtp } from "../../smtp.ts";
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
