import { expect } from "chai";
import PostalMime from "postal-mime";
import { mail, set_provider } from "../../mod.ts";
import { smtp } from "../../smtp.ts";
import { ServiceError } from "../../src/core/error.ts";
import type { SendOptions } from "../../src/core/types.ts";
import { FakeClock } from "../helpers/clock.ts";
import { longest_line, shape } from "./_mime.ts";
import { PASS, strict_server, TOKEN, USER } from "./_server.ts";

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 1, 2, 3]);
const PDF = new TextEncoder().encode("%PDF-1.7\n% not really a pdf\n");

/** Every SendOptions field a message can carry over SMTP. */
const FULL: SendOptions = {
  from: "Zoë Müller <zoe@example.com>",
  to: ["Ada Lovelace <ada@example.com>", { address: "bob@example.com", name: "Bob, Jr." }],
  cc: "carol@example.com",
  bcc: "dan@example.com",
  reply_to: ["replies@example.com", "help@example.com"],
  subject: "Grüße aus Köln ✓ — your invoice for March is ready, and it waits for you to read it",
  body: '<p>Hello <b>Ada</b></p><img src="cid:logo@acme">',
  attachments: [
    new File([PDF], "Rechnung März.pdf", { type: "application/pdf" }),
    { filename: "logo.png", content: PNG, type: "image/png", content_id: "logo@acme" },
  ],
  headers: { "X-Campaign": "spring" },
  unsubscribe_url: "https://example.com/u/1",
  tags: ["invoice", "march"],
  metadata: { user_id: "42" },
};

const strict = (server: { port: number; cert: string }) => ({
  host: "127.0.0.1",
  port: server.port,
  tls: { ca: server.cert, servername: "localhost" },
  auth: { user: USER, pass: PASS },
});

const no_sleep = (waits: number[]) => (ms: number) => (waits.push(ms), Promise.resolve());

const leaf = (type: string, extra: string[] = []) => ({
  type,
  headers: ["Content-Type", "Content-Transfer-Encoding", ...extra],
});

Deno.test("smtp() sends every field over STARTTLS and AUTH, as multipart/mixed › related › alternative", async () => {
  await using server = await strict_server();
  await using provider = smtp({ ...strict(server), clock: new FakeClock() });
  const sent = await provider.send(FULL);
  expect(sent.provider).to.equal("smtp");
  const [received] = server.received;
  expect(server.received.length).to.equal(1);
  expect({ ...received!, raw: undefined }).to.deep.equal({
    user: "ada",
    secure: true,
    from: "zoe@example.com",
    to: ["ada@example.com", "bob@example.com", "carol@example.com", "dan@example.com"],
    raw: undefined,
  });
  const raw = received!.raw;
  expect(shape(raw)).to.deep.equal({
    type: "multipart/mixed",
    headers: [
      "From",
      "To",
      "Cc",
      "Reply-To",
      "Subject",
      "Date",
      "Message-ID",
      "X-Tags",
      "X-Metadata",
      "X-Campaign",
      "List-Unsubscribe",
      "List-Unsubscribe-Post",
      "MIME-Version",
      "Content-Type",
    ],
    parts: [
      {
        type: "multipart/related",
        headers: ["Content-Type"],
        parts: [
          {
            type: "multipart/alternative",
            headers: ["Content-Type"],
            parts: [leaf("text/plain"), leaf("text/html")],
          },
          leaf("image/png (inline)", ["Content-Disposition", "Content-ID"]),
        ],
      },
      leaf("application/pdf (attachment)", ["Content-Disposition"]),
    ],
  });
  expect(longest_line(raw)).to.be.at.most(78);
  expect(raw).to.not.match(/^bcc:/im);
  expect(raw).to.not.contain("dan@example.com");

  const parsed = await PostalMime.parse(raw);
  const header = (key: string) => parsed.headers.find((h) => h.key === key)?.value;
  expect({
    message_id: parsed.messageId,
    date: parsed.date,
    from: parsed.from,
    to: parsed.to,
    cc: parsed.cc,
    reply_to: parsed.replyTo,
    subject: parsed.subject,
    html: parsed.html,
    text: parsed.text,
    tags: header("x-tags"),
    metadata: header("x-metadata"),
    campaign: header("x-campaign"),
    unsubscribe: header("list-unsubscribe"),
    unsubscribe_post: header("list-unsubscribe-post"),
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename,
      type: a.mimeType,
      disposition: a.disposition,
      content_id: a.contentId,
      content: Array.from(new Uint8Array(a.content as ArrayBuffer)),
    })),
  }).to.deep.equal({
    message_id: sent.id,
    date: "2026-01-01T00:00:00.000Z",
    from: { address: "zoe@example.com", name: "Zoë Müller" },
    to: [{ address: "ada@example.com", name: "Ada Lovelace" }, { address: "bob@example.com", name: "Bob, Jr." }],
    cc: [{ address: "carol@example.com", name: "" }],
    reply_to: [{ address: "replies@example.com", name: "" }, { address: "help@example.com", name: "" }],
    subject: FULL.subject,
    html: FULL.body,
    text: "Hello Ada",
    tags: "invoice, march",
    metadata: '{"user_id":"42"}',
    campaign: "spring",
    unsubscribe: "<https://example.com/u/1>",
    unsubscribe_post: "List-Unsubscribe=One-Click",
    attachments: [
      { filename: "logo.png", type: "image/png", disposition: "inline", content_id: "<logo@acme>", content: [...PNG] },
      {
        filename: "Rechnung März.pdf",
        type: "application/pdf",
        disposition: "attachment",
        content_id: undefined,
        content: [...PDF],
      },
    ],
  });
});

Deno.test("smtp() works behind mail() and set_provider(), and authenticates with an XOAUTH2 access token", async () => {
  await using server = await strict_server();
  await using provider = smtp({ ...strict(server), auth: { user: USER, access_token: TOKEN } });
  set_provider(provider);
  try {
    const sent = await mail({ from: "a@example.com", to: "b@example.com", subject: "Token", body: "Hi" });
    expect(sent.id).to.match(/^<[0-9a-f-]{36}@example\.com>$/);
  } finally {
    set_provider(undefined);
  }
  expect(server.received.map((r) => [r.user, r.secure, r.to])).to.deep.equal([["ada", true, ["b@example.com"]]]);
});

Deno.test("a refused access token is answered 535: unauthorized, and not retried", async () => {
  await using server = await strict_server();
  const waits: number[] = [];
  await using provider = smtp({
    ...strict(server),
    auth: { user: USER, access_token: "expired" },
    retries: 2,
    sleep: no_sleep(waits),
  });
  const error = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi" }).catch((e) => e);
  expect(provider.is_error(error)).to.equal(true);
  expect([error.status, error.code, server.connections, waits, server.received]).to.deep.equal([
    535,
    "unauthorized",
    1,
    [],
    [],
  ]);
});

Deno.test("a wrong password becomes ServiceError 535 unauthorized, with the password nowhere in it", async () => {
  await using server = await strict_server();
  await using provider = smtp({ ...strict(server), auth: { user: USER, pass: "wrong-secret" } });
  const error = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi" }).catch((e) => e);
  expect(ServiceError.is(error)).to.equal(true);
  expect([error.provider, error.status, error.code]).to.deep.equal(["smtp", 535, "unauthorized"]);
  expect(JSON.stringify({ message: error.message, raw: error.raw })).to.not.contain("wrong-secret");
  expect(error.message).to.match(/^smtp: 535 unauthorized: AUTH PLAIN: /);
});

Deno.test("a 5xx reply becomes a ServiceError with its code, and is not retried", async () => {
  await using server = await strict_server();
  server.refuse.push({ stage: "rcpt", code: 550, text: "5.1.1 No such user here" });
  const waits: number[] = [];
  await using provider = smtp({ ...strict(server), retries: 3, sleep: no_sleep(waits) });
  const error = await provider.send({ from: "a@example.com", to: "nobody@example.com", body: "Hi" }).catch((e) => e);
  expect({
    status: error.status,
    code: error.code,
    detail: error.detail,
    raw: error.raw,
    connections: server.connections,
    waits,
  }).to.deep.equal({
    status: 550,
    code: "invalid_address",
    detail: "RCPT TO:<nobody@example.com>: 5.1.1 No such user here",
    raw: { reply: 550, enhanced: "5.1.1", text: "No such user here", command: "RCPT TO:<nobody@example.com>" },
    connections: 1,
    waits: [],
  });
});

Deno.test("a 4xx reply is retried under `retries`, waiting retry_delay doubled, then delivered", async () => {
  await using server = await strict_server();
  server.refuse.push({ stage: "data", code: 451, text: "4.3.0 Try again later", times: 2 });
  const waits: number[] = [];
  await using provider = smtp({ ...strict(server), retries: 2, retry_delay: 100, sleep: no_sleep(waits) });
  const sent = await provider.send({ from: "a@example.com", to: "b@example.com", subject: "Again", body: "Hi" });
  expect(waits).to.deep.equal([100, 200]);
  expect(server.received.length).to.equal(1);
  expect((await PostalMime.parse(server.received[0]!.raw)).messageId).to.equal(sent.id);
});

Deno.test("a 4xx reply that outlasts the retries becomes temporary_failure with the reply code", async () => {
  await using server = await strict_server();
  server.refuse.push({ stage: "mail", code: 452, text: "4.3.1 Insufficient system storage" });
  const waits: number[] = [];
  await using provider = smtp({ ...strict(server), retries: 1, sleep: no_sleep(waits) });
  const error = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi" }).catch((e) => e);
  expect([error.status, error.code, waits]).to.deep.equal([452, "temporary_failure", [500]]);
  expect(error.detail).to.match(/^MAIL FROM:<a@example\.com> SIZE=\d+: 4\.3\.1 Insufficient system storage$/);
});

Deno.test("a pooled provider sends a bulk send over one connection and reuses it after a refusal", async () => {
  await using server = await strict_server();
  await using provider = smtp({ ...strict(server), pool: 1 });
  const results = await provider.send(
    ["a", "b", "c"].map((name) => ({ from: "s@example.com", to: `${name}@example.com`, subject: name, body: "Hi" })),
  );
  expect(results.every((r) => !ServiceError.is(r))).to.equal(true);
  server.refuse.push({ stage: "rcpt", code: 550, text: "5.7.1 Not here", times: 1 });
  const refused = await provider.send({ from: "s@example.com", to: "x@example.com", body: "Hi" }).catch((e) => e);
  expect(refused.code).to.equal("rejected");
  await provider.send({ from: "s@example.com", to: "d@example.com", subject: "d", body: "Hi" });
  expect(server.connections).to.equal(1);
  expect(server.received.map((r) => r.to[0])).to.deep.equal([
    "a@example.com",
    "b@example.com",
    "c@example.com",
    "d@example.com",
  ]);
});

Deno.test("without pooling each send has its own connection", async () => {
  await using server = await strict_server();
  await using provider = smtp(strict(server));
  await provider.send({ from: "s@example.com", to: "a@example.com", body: "Hi" });
  await provider.send({ from: "s@example.com", to: "b@example.com", body: "Hi" });
  expect(server.connections).to.equal(2);
});

Deno.test("a certificate the client does not trust ends the send before any credential is sent", async () => {
  await using server = await strict_server();
  await using provider = smtp({ ...strict(server), tls: { servername: "localhost" } });
  const error = await provider.send({ from: "a@example.com", to: "b@example.com", body: "Hi" }).catch((e) => e);
  expect([error.code, server.received.length]).to.deep.equal(["network_error", 0]);
});
