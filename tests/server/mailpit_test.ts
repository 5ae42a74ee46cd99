import { expect } from "chai";
import { Buffer } from "node:buffer";
import { createHash } from "node:crypto";
import { MailpitClient } from "mailpit-api";
import type { RunningServer } from "../../src/server/server.ts";
import { call, test_server } from "../helpers/service.ts";
import { smtp_client } from "../helpers/smtp.ts";

const TOKEN = "cat_TestOperatorToken0123456789ab";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

async function with_server(fn: (server: RunningServer) => Promise<void>): Promise<void> {
  const server = await test_server({ catch_all: { token: TOKEN } });
  try {
    await fn(server);
  } finally {
    await server.close();
  }
}

/** Sends the three messages the tests read, oldest first. */
async function send_three(server: RunningServer): Promise<void> {
  const client = smtp_client(server.smtp_port);
  await client.sendMail({
    from: "Acme Shop <shop@acme.test>",
    to: "Ada Lovelace <ada@example.com>",
    cc: "bob@example.org",
    subject: "Your receipt",
    text: "Total: 42 EUR",
    headers: { "Message-ID": "<receipt-1@acme.test>" },
  });
  await client.sendMail({
    from: "Acme Auth <auth@acme.test>",
    to: "ada@example.com",
    bcc: "audit@example.net",
    replyTo: "help@acme.test",
    subject: "Welcome back",
    html: '<p>Your code is <b>482913</b>.</p><img src="cid:logo@acme">',
    attachments: [
      { filename: "terms.txt", content: "be kind", contentType: "text/plain" },
      { filename: "logo.png", content: Buffer.from(PNG), contentType: "image/png", cid: "logo@acme" },
    ],
    headers: { "Message-ID": "<welcome-2@acme.test>", "List-Unsubscribe": "<https://acme.test/u/1>" },
  });
  await client.sendMail({
    from: "noreply@other.test",
    to: "carol@example.net",
    subject: "Newsletter",
    text: "Nothing about codes here",
  });
}

/** A GET (or other method) as a client that is not on this machine. */
function remote(server: RunningServer, path: string, headers: Record<string, string> = {}, method = "GET") {
  return call(server.service, method, path, { headers, ip: "192.0.2.1" });
}
const bearer = { authorization: `Bearer ${TOKEN}` };

Deno.test("mailpit: GET /api/v1/messages lists newest first with Mailpit's summary fields", async () => {
  await with_server(async (server) => {
    await send_three(server);
    const response = await remote(server, "/api/v1/messages?start=1&limit=1", bearer);
    expect(response.status).to.equal(200);
    const body = await response.json();
    expect(body).to.include({ total: 3, unread: 3, count: 1, messages_count: 3, messages_unread: 3, start: 1 });
    expect(body.tags).to.deep.equal([]);
    const [summary] = body.messages;
    expect(summary.Created).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(summary.ID).to.match(/^msg_/);
    expect(summary.Size).to.be.a("number").above(500);
    expect({ ...summary, Created: "", ID: "", Size: 0 }).to.deep.equal({
      ID: "",
      MessageID: "welcome-2@acme.test",
      Read: false,
      From: { Name: "Acme Auth", Address: "auth@acme.test" },
      To: [{ Name: "", Address: "ada@example.com" }],
      Cc: [],
      Bcc: [{ Name: "", Address: "audit@example.net" }],
      ReplyTo: [{ Name: "", Address: "help@acme.test" }],
      Subject: "Welcome back",
      Created: "",
      Username: "",
      Tags: [],
      Size: 0,
      Attachments: 1,
      Snippet: "Your code is 482913.",
    });
  });
});

Deno.test("mailpit: search understands to:, from:, subject:, quotes, negation and free text", async () => {
  await with_server(async (server) => {
    await send_three(server);
    const cases: [string, string[]][] = [
      ["to:ada@example.com", ["Welcome back", "Your receipt"]],
      ["to:lovelace", ["Your receipt"]],
      ["to:carol", ["Newsletter"]],
      ["from:auth@acme.test", ["Welcome back"]],
      ["from:acme.test -subject:receipt", ["Welcome back"]],
      ['subject:"welcome back"', ["Welcome back"]],
      ["cc:bob@example.org", ["Your receipt"]],
      ["bcc:audit@", ["Welcome back"]],
      ["482913", ["Welcome back"]],
      ["codes", ["Newsletter"]],
      ["has:attachment", ["Welcome back"]],
      ["is:unread to:ada@example.com", ["Welcome back", "Your receipt"]],
      ["tag:anything", []],
      ["!to:ada@example.com", ["Newsletter"]],
    ];
    for (const [query, subjects] of cases) {
      const body = await (await remote(server, `/api/v1/search?query=${encodeURIComponent(query)}`, bearer)).json();
      expect(body.messages.map((m: { Subject: string }) => m.Subject), query).to.deep.equal(subjects);
      expect(body.messages_count, query).to.equal(subjects.length);
      expect(body.total, query).to.equal(3);
    }
    expect((await remote(server, "/api/v1/search?query=", bearer)).status).to.equal(400);
  });
});

Deno.test("mailpit: GET /api/v1/message/{ID} has Text, HTML, Inline and Attachments with checksums", async () => {
  await with_server(async (server) => {
    await send_three(server);
    const list = await (await remote(server, "/api/v1/search?query=subject:welcome", bearer)).json();
    const id = list.messages[0].ID;
    const message = await (await remote(server, `/api/v1/message/${id}`, bearer)).json();
    const sums = (bytes: Uint8Array) => ({
      MD5: createHash("md5").update(bytes).digest("hex"),
      SHA1: createHash("sha1").update(bytes).digest("hex"),
      SHA256: createHash("sha256").update(bytes).digest("hex"),
    });
    // postal-mime numbers the parts in their order in the message: the related image comes first.
    expect(message.Attachments).to.deep.equal([{
      PartID: "1",
      FileName: "terms.txt",
      ContentType: "text/plain",
      ContentID: "",
      Size: 7,
      Checksums: sums(new TextEncoder().encode("be kind")),
    }]);
    expect(message.Inline).to.deep.equal([{
      PartID: "0",
      FileName: "logo.png",
      ContentType: "image/png",
      ContentID: "logo@acme",
      Size: PNG.byteLength,
      Checksums: sums(PNG),
    }]);
    expect(message).to.include({
      ID: id,
      MessageID: "welcome-2@acme.test",
      ReturnPath: "auth@acme.test",
      Subject: "Welcome back",
      Username: "",
    });
    const wire = await (await remote(server, `/v1/inboxes/*/messages/${id}`, bearer)).json();
    expect(wire.html).to.include('<p>Your code is <b>482913</b>.</p><img src="cid:logo@acme">');
    // No text part: the text is made from the HTML, as Mailpit does.
    expect([message.HTML, message.Text]).to.deep.equal([wire.html, "Your code is 482913."]);
    expect(message.ListUnsubscribe).to.deep.equal({
      Header: "<https://acme.test/u/1>",
      Links: ["https://acme.test/u/1"],
      Errors: "",
      HeaderPost: "",
    });
    expect(message.Bcc).to.deep.equal([{ Name: "", Address: "audit@example.net" }]);
    expect(message.Date).to.match(/^\d{4}-\d\d-\d\dT/);
    const latest = await (await remote(server, "/api/v1/message/latest", bearer)).json();
    expect(latest.Subject).to.equal("Newsletter");
    const raw = await remote(server, `/api/v1/message/${id}/raw`, bearer);
    expect(raw.headers.get("content-type")).to.equal("text/plain; charset=utf-8");
    expect(await raw.text()).to.include("Subject: Welcome back");
    const part = await remote(server, `/api/v1/message/${id}/part/0`, bearer);
    expect(part.headers.get("content-type")).to.equal("image/png");
    expect(new Uint8Array(await part.arrayBuffer())).to.deep.equal(PNG);
    const headers = await (await remote(server, `/api/v1/message/${id}/headers`, bearer)).json();
    expect(headers["Message-Id"]).to.deep.equal(["<welcome-2@acme.test>"]);
    expect((await remote(server, "/api/v1/message/msg_nothing", bearer)).status).to.equal(404);
  });
});

Deno.test("mailpit: DELETE /api/v1/messages deletes the IDs given, or all; DELETE /api/v1/search the matches", async () => {
  await with_server(async (server) => {
    await send_three(server);
    const subjects = async () =>
      (await (await remote(server, "/api/v1/messages", bearer)).json()).messages.map((m: { Subject: string }) =>
        m.Subject
      );
    const ids = (await (await remote(server, "/api/v1/messages", bearer)).json()).messages.map((m: { ID: string }) =>
      m.ID
    );
    const one = await call(server.service, "DELETE", "/api/v1/messages", {
      json: { IDs: [ids[0]] },
      headers: bearer,
      ip: "192.0.2.1",
    });
    expect([one.status, await one.text()]).to.deep.equal([200, "ok"]);
    expect(await subjects()).to.deep.equal(["Welcome back", "Your receipt"]);
    const search = await remote(server, "/api/v1/search?query=subject:receipt", bearer, "DELETE");
    expect(search.status).to.equal(200);
    expect(await subjects()).to.deep.equal(["Welcome back"]);
    expect((await remote(server, "/api/v1/messages", bearer, "DELETE")).status).to.equal(200);
    expect(await subjects()).to.deep.equal([]);
  });
});

Deno.test("mailpit: access with the token as Bearer or Basic password; open only to a client on this machine", async () => {
  await with_server(async (server) => {
    const basic = (user: string, password: string) => ({ authorization: `Basic ${btoa(`${user}:${password}`)}` });
    const statuses: [string, Record<string, string>, number][] = [
      ["no credentials, another machine", {}, 401],
      ["bearer", bearer, 200],
      ["basic, any user name", basic("anyone", TOKEN), 200],
      ["basic, wrong password", basic("anyone", "cat_wrong"), 401],
      ["bearer, wrong", { authorization: "Bearer cat_wrong" }, 401],
    ];
    for (const [name, headers, status] of statuses) {
      const response = await remote(server, "/api/v1/messages", headers);
      expect(response.status, name).to.equal(status);
      if (status === 401) {
        expect(response.headers.get("www-authenticate"), name).to.equal('Basic realm="catch-all"');
        expect((await response.json()).error.code, name).to.equal("unauthorized");
      } else await response.body?.cancel();
    }
    // Over the real listener from 127.0.0.1: open without credentials, unless proxied or rebound.
    const local = (headers: Record<string, string> = {}) => fetch(`${server.http_url}/api/v1/messages`, { headers });
    const open = await local();
    expect(open.status).to.equal(200);
    await open.body?.cancel();
    for (const headers of [{ "x-forwarded-for": "203.0.113.9" }, { forwarded: "for=1.2.3.4" }]) {
      const response = await local(headers);
      expect(response.status, JSON.stringify(headers)).to.equal(401);
      await response.body?.cancel();
    }
    // A page that rebinds its own name to 127.0.0.1 sends its own Host: closed.
    const on_host = (host: string) =>
      server.service.fetch(new Request(`http://${host}/api/v1/messages`), { ip: "127.0.0.1" });
    for (const [host, status] of [["evil.test:8025", 401], ["localhost:8025", 200], ["[::1]:8025", 200]] as const) {
      const response = await on_host(host);
      expect(response.status, host).to.equal(status);
      await response.body?.cancel();
    }
    const wrong = await local({ authorization: "Bearer cat_wrong" });
    expect(wrong.status).to.equal(401);
    await wrong.body?.cancel();
  });
});

Deno.test("mailpit: the npm client mailpit-api reads, searches, waits for and deletes caught mail", async () => {
  await with_server(async (server) => {
    await send_three(server);
    const mailpit = new MailpitClient(server.http_url);
    const list = await mailpit.listMessages();
    expect(list.messages.map((m) => m.Subject)).to.deep.equal(["Newsletter", "Welcome back", "Your receipt"]);
    const found = await mailpit.searchMessages({ query: "to:ada@example.com subject:welcome" });
    expect(found.messages_count).to.equal(1);
    const message = await mailpit.getMessageSummary(found.messages[0]!.ID);
    expect(message.HTML).to.include("482913");
    expect(message.To).to.deep.equal([{ Name: "", Address: "ada@example.com" }]);
    const source = await mailpit.getMessageSource(message.ID);
    expect(source).to.include("Subject: Welcome back");
    const waited = await mailpit.waitForMessage({ query: "to:carol@example.net" }, { timeout: 2000, interval: 50 });
    expect(waited.Subject).to.equal("Newsletter");
    const attachment = await mailpit.getMessageAttachment(message.ID, message.Attachments[0]!.PartID);
    expect(await attachment.text()).to.equal("be kind");
    // With credentials it sends Basic auth, the operator token as the password.
    const authed = new MailpitClient(server.http_url, { auth: { username: "ci", password: TOKEN } });
    expect((await authed.listMessages()).total).to.equal(3);
    const denied = new MailpitClient(server.http_url, { auth: { username: "ci", password: "cat_wrong" } });
    const error = await denied.listMessages().then(() => null, (e: Error) => e);
    expect(error?.message).to.match(/^Mailpit API Error: 401 /);
    expect(await mailpit.deleteMessages({ IDs: [message.ID] })).to.equal("ok");
    expect((await mailpit.listMessages()).total).to.equal(2);
    expect(await mailpit.deleteMessages()).to.equal("ok");
    expect((await mailpit.listMessages()).messages).to.deep.equal([]);
  });
});
