/**
 * SMTP as production apps speak it: nodemailer configured as apps configure it (`requireTLS` and
 * `auth` on the plain port, `secure: true` on the implicit-TLS port), against the real server,
 * and the mail read back with the inbox client's `wait`.
 */

import { expect } from "chai";
import nodemailer from "nodemailer";
import { temp } from "../../inbox.ts";
import type { RunningServer, ServerOptions } from "../../src/server/server.ts";
import { test_server, with_server } from "../helpers/service.ts";
import { smtp_dialog } from "../helpers/smtp.ts";

const USER = "app";
const PASS = "s3cret:with colon";

/** A transport as an app configures one, trusting the server's certificate as a dev setup does. */
function transport(server: RunningServer, options: Record<string, unknown>) {
  return nodemailer.createTransport({
    host: "127.0.0.1",
    pool: false,
    tls: { ca: server.tls_cert!, servername: "localhost" },
    ...options,
  });
}

function refusal(error: unknown): { code: number | undefined; response: string | undefined } {
  const e = error as { responseCode?: number; response?: string };
  return { code: e.responseCode, response: e.response };
}

Deno.test("requireTLS and auth on the plain port: STARTTLS on a certificate made at start, any login taken", async () => {
  await with_server({ tls: "self-signed", smtp_auth: "any" }, async (server) => {
    await using inbox = await temp({ url: server.http_url });
    const info = await transport(server, {
      port: server.smtp_port,
      secure: false,
      requireTLS: true,
      auth: { user: "whoever", pass: "whatever" },
    }).sendMail({ from: "app@example.com", to: inbox.address, subject: "Verify", text: "Your code is 482913" });
    expect(info.response).to.equal("250 2.0.0 Stored in 1 inbox(es)");
    const mail = await inbox.wait({ subject: "Verify", timeout: "5s" });
    expect(mail.code).to.equal("482913");
  });
});

Deno.test("secure: true to the smtps port delivers over implicit TLS", async () => {
  await with_server({ tls: "self-signed", smtps_port: 0, smtp_auth: "any" }, async (server) => {
    expect(server.smtps_port).to.be.a("number").and.not.equal(server.smtp_port);
    expect(server.smtps_url).to.equal(`smtps://127.0.0.1:${server.smtps_port}`);
    await using inbox = await temp({ url: server.http_url });
    const info = await transport(server, {
      port: server.smtps_port,
      secure: true,
      auth: { user: USER, pass: PASS },
    }).sendMail({ from: "app@example.com", to: inbox.address, subject: "Reset", text: "Reset code 771204" });
    expect(info.response).to.equal("250 2.0.0 Stored in 1 inbox(es)");
    expect((await inbox.wait({ subject: "Reset", timeout: "5s" })).code).to.equal("771204");
  });
});

Deno.test("with --smtp-auth user:pass: those credentials deliver, a wrong password gets 535, no AUTH gets 530", async () => {
  await with_server({ tls: "self-signed", smtp_auth: { user: USER, pass: PASS } }, async (server, log) => {
    await using inbox = await temp({ url: server.http_url });
    const message = { from: "app@example.com", to: inbox.address, subject: "Hi", text: "code 123456" };
    const base = { port: server.smtp_port, secure: false, requireTLS: true };

    const ok = await transport(server, { ...base, auth: { user: USER, pass: PASS } }).sendMail(message);
    expect(ok.response).to.equal("250 2.0.0 Stored in 1 inbox(es)");

    for (const auth of [{ user: USER, pass: "wrong" }, { user: "other", pass: PASS }]) {
      const wrong = await transport(server, { ...base, auth }).sendMail(message).then(() => null, (e) => e);
      expect(refusal(wrong)).to.deep.equal({ code: 535, response: "535 5.7.8 Authentication credentials invalid" });
    }
    const none = await transport(server, base).sendMail(message).then(() => null, (e) => e);
    expect(refusal(none)).to.deep.equal({ code: 530, response: "530 5.7.0 Authentication required" });

    expect((await inbox.list()).length).to.equal(1);
    expect(log.filter((line) => line.includes("auth_failed"))).to.deep.equal([
      "smtp 127.0.0.1 535 auth_failed PLAIN",
      "smtp 127.0.0.1 535 auth_failed PLAIN",
    ]);
    expect(log.join("\n")).not.to.include(PASS).and.not.to.include("wrong");
  });
});

Deno.test("AUTH LOGIN works as well as PLAIN, over STARTTLS", async () => {
  await with_server({ tls: "self-signed", smtp_auth: { user: USER, pass: PASS } }, async (server) => {
    await using inbox = await temp({ url: server.http_url });
    const info = await transport(server, {
      port: server.smtp_port,
      requireTLS: true,
      authMethod: "LOGIN",
      auth: { user: USER, pass: PASS },
    }).sendMail({ from: "app@example.com", to: inbox.address, subject: "Login", text: "hi" });
    expect(info.response).to.equal("250 2.0.0 Stored in 1 inbox(es)");
  });
});

Deno.test("failed logins past the limit cut the client off with 421, counted per client", async () => {
  const limit = { capacity: 2, window_ms: 60_000 };
  await with_server({ smtp_auth: { user: USER, pass: PASS }, auth_fail_limit: limit }, async (server) => {
    const plain = (pass: string) => `AUTH PLAIN ${btoa(`\u0000${USER}\u0000${pass}`)}`;
    const replies = await smtp_dialog(server.smtp_port, ["EHLO c", plain("a"), plain("b"), plain("c")]);
    expect(replies.slice(2)).to.deep.equal([
      "535 5.7.8 Authentication credentials invalid",
      "535 5.7.8 Authentication credentials invalid",
      "421 4.7.0 Too many failed logins from your address, try again later",
    ]);
    // A new connection from the same client is refused at once, even with the right password.
    const again = await smtp_dialog(server.smtp_port, ["EHLO c", plain(PASS)]);
    expect(again[2]).to.equal("421 4.7.0 Too many failed logins from your address, try again later");
  });
});

Deno.test("what EHLO offers follows the settings: nothing by default, AUTH and STARTTLS when set", async () => {
  const offers = async (options: ServerOptions) => {
    let ehlo = "";
    await with_server(options, async (server) => {
      ehlo = (await smtp_dialog(server.smtp_port, ["EHLO c"]))[1]!;
    });
    return ehlo.split("\r\n").map((line) => line.slice(4)).filter((f) => /^(AUTH|STARTTLS)/.test(f));
  };
  expect(await offers({})).to.deep.equal([]);
  expect(await offers({ smtp_auth: "off", tls: "self-signed" })).to.deep.equal(["STARTTLS"]);
  expect(await offers({ smtp_auth: "any" })).to.deep.equal(["AUTH PLAIN LOGIN"]);
  expect(await offers({ smtp_auth: { user: USER, pass: PASS }, tls: "self-signed" })).to.deep.equal([
    "AUTH PLAIN LOGIN",
    "STARTTLS",
  ]);
});

Deno.test("an smtps client that never completes the handshake is dropped after the idle timeout", async () => {
  await with_server({ tls: "self-signed", smtps_port: 0, smtp: { idle_timeout_ms: 300 } }, async (server) => {
    const conn = await Deno.connect({ hostname: "127.0.0.1", port: server.smtps_port! });
    const started = performance.now();
    const n = await conn.read(new Uint8Array(64)).catch(() => null);
    const waited = performance.now() - started;
    conn.close();
    expect(n).to.equal(null);
    expect(waited).to.be.within(250, 5_000);
  });
});

Deno.test("connections per client count across the plain and the smtps port", async () => {
  await with_server({ tls: "self-signed", smtps_port: 0, smtp: { max_per_ip: 1 } }, async (server) => {
    const tls = await Deno.connectTls({
      hostname: "localhost",
      port: server.smtps_port!,
      caCerts: [server.tls_cert!],
    });
    const greeting = new TextDecoder().decode(
      (await read_some(tls)) ?? new Uint8Array(),
    );
    expect(greeting).to.match(/^220 inbox\.localhost /);
    expect(server.smtp_stats()).to.deep.equal({ connections: 1, clients: 1 });
    const [refused] = await smtp_dialog(server.smtp_port, []);
    expect(refused).to.equal("421 4.7.0 Too many connections from your address, try again later");
    tls.close();
  });
});

Deno.test("an smtps port without a certificate is refused at start", async () => {
  const error = await test_server({ smtps_port: 0 }).then(() => null, (e) => e);
  expect(error).to.be.instanceOf(TypeError);
  expect(error.message).to.equal(
    "an smtps port needs a certificate: --tls-cert and --tls-key, or --tls-self-signed",
  );
});

async function read_some(conn: Deno.Conn): Promise<Uint8Array | null> {
  const buffer = new Uint8Array(512);
  const n = await conn.read(buffer);
  return n === null ? null : buffer.subarray(0, n);
}

Deno.test("llms.txt and the usage card say the SMTP port, TLS and AUTH the server was started with", async () => {
  await with_server({ tls: "self-signed", smtps_port: 0, smtp_auth: { user: USER, pass: PASS } }, async (server) => {
    const llms = await (await fetch(`${server.http_url}/llms.txt`)).text();
    const section = llms.slice(llms.indexOf("## SMTP\n"), llms.indexOf(" RCPT to", llms.indexOf("## SMTP\n")));
    expect(section).to.equal(
      `## SMTP\n\nPort ${server.smtp_port}. STARTTLS offered; implicit TLS (smtps) on port ${server.smtps_port}. ` +
        "AUTH PLAIN and LOGIN required: MAIL before AUTH answers 530 5.7.0, other credentials 535 5.7.8, too many failed logins 421.",
    );
    const card = await (await fetch(`${server.http_url}/`)).text();
    expect(card).to.include(
      `Send mail to its address (SMTP on this host, port ${server.smtp_port} with STARTTLS; implicit TLS on port ${server.smtps_port}; AUTH required), then wait for it:`,
    );
    expect(llms).not.to.include(PASS);
  });
  await with_server({}, async (server) => {
    const llms = await (await fetch(`${server.http_url}/llms.txt`)).text();
    expect(llms).to.include(
      `Port ${server.smtp_port}. No STARTTLS (start with --tls-cert/--tls-key or --tls-self-signed). AUTH not offered: mail is taken without a login. RCPT to`,
    );
  });
});
