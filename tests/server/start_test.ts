import { expect } from "chai";
import nodemailer from "nodemailer";
import { start } from "../../server.ts";
import { temp } from "../../inbox.ts";

Deno.test("start() gives a test its own service: temp() on its url, mail over its SMTP port, wait() finds it", async () => {
  let http_port = 0;
  let smtp_port = 0;
  {
    await using server = await start();
    http_port = Number(new URL(server.url).port);
    smtp_port = server.smtp_port;
    expect(server.url).to.equal(`http://127.0.0.1:${http_port}`);
    expect(server).to.deep.include({
      smtp_host: "127.0.0.1",
      smtp_url: `smtp://127.0.0.1:${smtp_port}`,
      smtps_port: null,
      smtps_url: null,
      tls_cert: null,
    });
    expect(server.token).to.match(/^svc_[0-9A-Za-z]{32}$/);
    expect(server.env).to.deep.equal({
      SERVICE_INBOX_URL: server.url,
      SERVICE_TOKEN: server.token,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp_port),
    });
    await using inbox = await temp({ url: server.url });
    await nodemailer.createTransport({ host: server.smtp_host, port: server.smtp_port }).sendMail({
      from: "app@example.com",
      to: inbox.address,
      subject: "Verify",
      text: "Your code is 482913",
    });
    expect((await inbox.wait({ subject: "Verify", timeout: "5s" })).code).to.equal("482913");
  }
  // Leaving the scope closed both listeners.
  for (const port of [http_port, smtp_port]) {
    const error = await Deno.connect({ hostname: "127.0.0.1", port }).then((c) => (c.close(), null), (e) => e);
    expect(error, `port ${port}`).to.be.instanceOf(Deno.errors.ConnectionRefused);
  }
});

Deno.test("start() takes a store by its serve name, SMTP logins and TLS, and two servers run side by side", async () => {
  await using a = await start({ store: "kv::memory:", smtp_auth: { user: "app", pass: "pw" } });
  await using b = await start({ tls: "self-signed", smtps_port: 0, smtp_auth: "any", token: "svc_given" });
  expect(a.smtp_port).not.to.equal(b.smtp_port);
  expect(b.token).to.equal("svc_given");
  expect(b.env.SMTPS_PORT).to.equal(String(b.smtps_port));

  await using on_a = await temp({ url: a.url });
  const refused = await nodemailer.createTransport({ host: a.smtp_host, port: a.smtp_port }).sendMail({
    from: "app@example.com",
    to: on_a.address,
    text: "no login",
  }).then(() => null, (e) => e);
  expect(refused?.responseCode).to.equal(530);

  await using on_b = await temp({ url: b.url });
  await nodemailer.createTransport({
    host: b.smtp_host,
    port: b.smtps_port!,
    secure: true,
    auth: { user: "x", pass: "y" },
    tls: { ca: b.tls_cert!, servername: "localhost" },
  }).sendMail({ from: "app@example.com", to: on_b.address, subject: "TLS", text: "code 660099" });
  expect((await on_b.wait({ subject: "TLS", timeout: "5s" })).code).to.equal("660099");
  expect(await on_a.list()).to.deep.equal([]);
});

Deno.test("start() refuses an unknown store and a taken port, leaving nothing running", async () => {
  const bad = await start({ store: "postgres://x" }).then(() => null, (e) => e);
  expect(bad).to.be.instanceOf(TypeError);
  expect(bad.message).to.equal(
    'store "postgres://x" is not available; use memory, kv:<file>, kv::memory: or redis://host:port',
  );

  await using first = await start();
  const taken = await start({ smtp_port: first.smtp_port }).then(() => null, (e) => e);
  expect(taken?.message).to.equal(`SMTP port ${first.smtp_port} is in use (--smtp-port)`);
  const http_taken = await start({ port: Number(new URL(first.url).port) }).then(() => null, (e) => e);
  expect(http_taken).to.be.instanceOf(Deno.errors.AddrInUse);
});
