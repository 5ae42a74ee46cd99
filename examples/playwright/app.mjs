// The app under test: a sign-up page that mails a six-digit code, and a page that checks it.
// It sends through SMTP at SMTP_URL (in tests: the inbox service; in production: your relay).
//
//   SMTP_URL=smtp://127.0.0.1:1025 PORT=5173 node app.mjs

import { createServer } from "node:http";
import { randomInt } from "node:crypto";
import nodemailer from "nodemailer";

const smtp = new URL(process.env.SMTP_URL ?? "smtp://127.0.0.1:1025");
const transport = nodemailer.createTransport({
  host: smtp.hostname,
  port: Number(smtp.port),
  secure: false,
  ignoreTLS: true,
});
const codes = new Map();

const page = (body) => `<!doctype html><meta charset="utf-8"><title>Acme</title>${body}`;
const escape = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function form(request) {
  let body = "";
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
}

const server = createServer(async (request, response) => {
  const send = (status, html) => response.writeHead(status, { "content-type": "text/html" }).end(page(html));
  if (request.method === "GET" && request.url === "/signup") {
    return send(
      200,
      `<h1>Sign up</h1><form method="post" action="/signup">
      <label>Email <input id="email" name="email" type="email" required></label>
      <button>Sign up</button></form>`,
    );
  }
  if (request.method === "POST" && request.url === "/signup") {
    const email = (await form(request)).get("email") ?? "";
    const code = String(randomInt(100000, 1000000));
    codes.set(email, code);
    await transport.sendMail({
      from: "Acme <hello@acme.example>",
      to: email,
      subject: "Your Acme code",
      text: `Your code is ${code}. It expires in 10 minutes.`,
      html: `<p>Your code is <b>${code}</b>. It expires in 10 minutes.</p>`,
    });
    return send(
      200,
      `<h1>Check your mail</h1><form method="post" action="/verify">
      <input type="hidden" name="email" value="${escape(email)}">
      <label>Code <input id="code" name="code" inputmode="numeric" required></label>
      <button>Verify</button></form>`,
    );
  }
  if (request.method === "POST" && request.url === "/verify") {
    const fields = await form(request);
    const ok = codes.get(fields.get("email")) === fields.get("code");
    return send(ok ? 200 : 400, ok ? "<h1>Welcome</h1>" : "<h1>Wrong code</h1>");
  }
  send(404, "<h1>Not found</h1>");
});

server.listen(Number(process.env.PORT ?? 5173), "127.0.0.1");
