import { expect } from "chai";
import nodemailer from "nodemailer";
import { catch_all } from "../../inbox.ts";
import { start } from "../../server.ts";

Deno.test("an app's production SMTP settings (requireTLS + auth) deliver to the catch-all; wait({to}) answers the code", async () => {
  await using server = await start({ catch_all: true, tls: "self-signed" });
  expect(server.catch_all_token).to.match(/^cat_[0-9A-Za-z]{32}$/);
  const transport = nodemailer.createTransport({
    host: server.smtp_host,
    port: server.smtp_port,
    secure: false,
    requireTLS: true,
    auth: { user: "app", pass: "any password" },
    tls: { ca: server.tls_cert! },
  });
  try {
    await transport.sendMail({
      from: "Acme <no-reply@acme.test>",
      to: "ada@example.com",
      subject: "Confirm your sign-up",
      text: "Your verification code is 482913.",
    });
  } finally {
    transport.close();
  }
  const caught = catch_all({ token: server.catch_all_token!, url: server.url });
  const mail = await caught.wait({ to: "ada@example.com", timeout: "10s" });
  expect(mail.code).to.equal("482913");
  expect(mail.subject).to.equal("Confirm your sign-up");
  const other = await caught.wait({ to: "bob@example.com", timeout: "1s" }).catch((error) => error);
  expect(other.code).to.equal("timeout");
});

Deno.test("the catch-all refuses a wrong operator token with 401 unauthorized, over HTTP and in the client", async () => {
  await using server = await start({ catch_all: true });
  const wrong = `cat_${"x".repeat(32)}`;
  const response = await fetch(`${server.url}/v1/inboxes/*/messages`, {
    headers: { authorization: `Bearer ${wrong}` },
  });
  expect(response.status).to.equal(401);
  expect((await response.json()).error.code).to.equal("unauthorized");
  const error = await catch_all({ token: wrong, url: server.url }).list().catch((e) => e);
  expect(error.code).to.equal("unauthorized");
});
