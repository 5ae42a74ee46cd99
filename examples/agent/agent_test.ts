/**
 * The agent example end to end: a small app that mails a sign-up code over SMTP, the reference
 * server, and the scripted agent reaching it only through `inbox mcp` on stdio.
 */

import { expect } from "chai";
import nodemailer from "nodemailer";
import { serve } from "../../tests/inbox/_helpers.ts";
import { connect_stdio, verify_email } from "./verify_email.ts";

Deno.test("the scripted agent signs up through the MCP tools and comes back with the app's code and link", async () => {
  await using server = await serve();
  const codes = new Map<string, string>();
  const mailer = nodemailer.createTransport({
    host: "127.0.0.1",
    port: server.smtp_port,
    secure: false,
    ignoreTLS: true,
  });
  // The app: POST /signup {email} mails a fresh six-digit code and a verify link, with a welcome mail first.
  const app = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, async (request) => {
    const email = (await request.formData()).get("email") as string;
    const code = String(100_000 + crypto.getRandomValues(new Uint32Array(1))[0]! % 900_000);
    codes.set(email, code);
    await mailer.sendMail({ from: "Acme <hello@acme.test>", to: email, subject: "Welcome to Acme", text: "Hi!" });
    await mailer.sendMail({
      from: "Acme <hello@acme.test>",
      to: email,
      subject: "Verify your email",
      text: `Your verification code is ${code}.\nOr open https://acme.test/verify?code=${code}&u=7f3a9c`,
    });
    return new Response(null, { status: 204 });
  });
  const client = await connect_stdio(server.http_url);
  try {
    const verified = await verify_email(client, async (address) => {
      const response = await fetch(`http://127.0.0.1:${app.addr.port}/signup`, {
        method: "POST",
        body: new URLSearchParams({ email: address }),
      });
      await response.body?.cancel();
    });
    const code = codes.get(verified.address)!;
    expect(code).to.match(/^\d{6}$/);
    expect(verified).to.deep.equal({
      address: verified.address,
      code,
      link: `https://acme.test/verify?code=${code}&u=7f3a9c`,
    });
    expect(verified.address).to.match(/\+signup@inbox\.localhost$/);
  } finally {
    await client.close();
    mailer.close();
    await app.shutdown();
  }
});
