import { expect } from "chai";
import type { RunningServer, ServerOptions } from "../../src/server/server.ts";
import { call, new_inbox, test_server, test_service } from "../helpers/service.ts";
import { smtp_client, smtp_dialog } from "../helpers/smtp.ts";

const TOKEN = "cat_TestOperatorToken0123456789ab";

async function with_catch_all(
  fn: (server: RunningServer) => Promise<void>,
  options: ServerOptions = {},
): Promise<void> {
  const server = await test_server({ catch_all: { token: TOKEN }, ...options });
  try {
    await fn(server);
  } finally {
    await server.close();
  }
}

function get(server: RunningServer, path: string, token: string | null = TOKEN, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (token) headers.set("authorization", `Bearer ${token}`);
  return fetch(`${server.http_url}${path}`, { ...init, headers });
}

Deno.test("catch-all: mail to any address on any domain is accepted over SMTP and found by `to`", async () => {
  await with_catch_all(async (server) => {
    const info = await smtp_client(server.smtp_port).sendMail({
      from: "Acme <noreply@acme.test>",
      to: "ada@example.com",
      subject: "Your code",
      text: "Your sign-up code is 482913",
    });
    expect(info.accepted).to.deep.equal(["ada@example.com"]);
    expect(info.response).to.equal("250 2.0.0 Stored in 1 inbox(es)");
    const response = await get(server, "/v1/inboxes/*/wait?to=ada@example.com&timeout=5s");
    expect(response.status).to.equal(200);
    const message = await response.json();
    expect(message).to.include({ code: "482913", subject: "Your code", from: "noreply@acme.test", tag: null });
    expect(message.to).to.deep.equal(["ada@example.com"]);
    expect(message.delivered_to).to.deep.equal(["ada@example.com"]);
  });
});

Deno.test("catch-all: a wrong or missing operator token gets 401 with the error JSON", async () => {
  await with_catch_all(async (server) => {
    for (const token of ["cat_wrong", null]) {
      for (const path of ["/v1/inboxes/*/messages", "/v1/inboxes/*/wait?timeout=1s", "/v1/inboxes/*"]) {
        const response = await get(server, path, token);
        expect(response.status, `${path} ${token}`).to.equal(401);
        expect(await response.json()).to.deep.equal({
          error: { code: "unauthorized", message: "missing or wrong token for this inbox, or no such inbox" },
        });
      }
    }
  });
});

Deno.test("catch-all: an inbox token cannot open the catch-all, nor the operator token an inbox", async () => {
  await with_catch_all(async (server) => {
    const inbox = await new_inbox(server.service);
    expect((await get(server, "/v1/inboxes/*/messages", inbox.token)).status).to.equal(401);
    expect((await get(server, `/v1/inboxes/${inbox.address}/messages`, TOKEN)).status).to.equal(401);
  });
});

Deno.test("without catch-all mode, mail to an address without an inbox is still refused 550 and `*` is closed", async () => {
  const server = await test_server();
  try {
    const replies = await smtp_dialog(server.smtp_port, [
      "EHLO c",
      "MAIL FROM:<a@acme.test>",
      "RCPT TO:<ada@example.com>",
    ]);
    expect(replies[3]).to.equal("550 5.1.1 No such inbox here");
    expect((await get(server, "/v1/inboxes/*/messages", TOKEN)).status).to.equal(401);
    expect((await get(server, "/api/v1/messages", TOKEN)).status).to.equal(404);
  } finally {
    await server.close();
  }
});

Deno.test("catch-all: mail to a throwaway inbox lands there and a copy is caught too", async () => {
  await with_catch_all(async (server) => {
    const inbox = await new_inbox(server.service);
    const info = await smtp_client(server.smtp_port).sendMail({
      from: "a@acme.test",
      to: [inbox.address, "bob@example.org"],
      bcc: "carol@example.net",
      subject: "Both",
      text: "hello",
    });
    expect(info.accepted).to.deep.equal([inbox.address, "bob@example.org", "carol@example.net"]);
    const held = await (await get(server, `/v1/inboxes/${inbox.address}/messages`, inbox.token)).json();
    expect(held.messages.map((m: { subject: string }) => m.subject)).to.deep.equal(["Both"]);
    expect(held.messages[0].delivered_to).to.equal(undefined);
    const caught = await (await get(server, "/v1/inboxes/*/messages")).json();
    expect(caught.messages).to.have.length(1);
    expect(caught.messages[0].delivered_to).to.deep.equal([inbox.address, "bob@example.org", "carol@example.net"]);
    // A Bcc recipient is in no header: the envelope finds it.
    const bcc = await get(server, "/v1/inboxes/*/wait?to=carol@example.net&timeout=1s");
    expect((await bcc.json()).subject).to.equal("Both");
  });
});

Deno.test("catch-all: `to` is a whole address, or an expression tried on each recipient", async () => {
  await with_catch_all(async (server) => {
    const client = smtp_client(server.smtp_port);
    await client.sendMail({ from: "a@acme.test", to: "nada@example.com", subject: "Nada", text: "n" });
    await client.sendMail({ from: "a@acme.test", to: "Ada <ADA@Example.com>", subject: "Ada", text: "a" });
    const cases: [string, string[]][] = [
      ["ada@example.com", ["Ada"]],
      ["nada@example.com", ["Nada"]],
      ["example.com", []],
      ["/@example\\.com$/i", ["Nada", "Ada"]],
      ["/^ada@/i", ["Ada"]],
    ];
    for (const [to, subjects] of cases) {
      const page = await (await get(server, `/v1/inboxes/*/messages?to=${encodeURIComponent(to)}`)).json();
      expect(page.messages.map((m: { subject: string }) => m.subject), to).to.deep.equal(subjects);
      expect(page.cursor).to.equal("2");
    }
  });
});

Deno.test("catch-all: list filters combine with subject and from; a 408 names `to` among the failed criteria", async () => {
  await with_catch_all(async (server) => {
    const client = smtp_client(server.smtp_port);
    await client.sendMail({ from: "Shop <shop@acme.test>", to: "ada@example.com", subject: "Receipt", text: "r" });
    await client.sendMail({ from: "Auth <auth@acme.test>", to: "ada@example.com", subject: "Verify", text: "v" });
    const page = await (await get(server, "/v1/inboxes/*/messages?to=ada@example.com&from=auth@")).json();
    expect(page.messages.map((m: { subject: string }) => m.subject)).to.deep.equal(["Verify"]);
    const timeout = await get(server, "/v1/inboxes/*/wait?to=bob@example.com&subject=Verify&timeout=1ms");
    expect(timeout.status).to.equal(408);
    const body = await timeout.json();
    expect(body.near_misses.map((m: { subject: string; failed: string[] }) => [m.subject, m.failed])).to.deep.equal([
      ["Verify", ["to"]],
      ["Receipt", ["subject", "to"]],
    ]);
  });
});

Deno.test("catch-all: the bound keeps the newest messages, the oldest dropped first", async () => {
  await with_catch_all(async (server) => {
    const client = smtp_client(server.smtp_port);
    for (let n = 1; n <= 5; n++) {
      const info = await client.sendMail({
        from: "a@acme.test",
        to: `user${n}@example.com`,
        subject: `n${n}`,
        text: "x",
      });
      expect(info.response).to.equal("250 2.0.0 Stored in 1 inbox(es)");
    }
    const page = await (await get(server, "/v1/inboxes/*/messages")).json();
    expect(page.messages.map((m: { subject: string; cursor: string }) => [m.subject, m.cursor])).to.deep.equal([
      ["n3", "3"],
      ["n4", "4"],
      ["n5", "5"],
    ]);
    const info = await (await get(server, "/v1/inboxes/*")).json();
    expect(info).to.include({ address: "*", count: 3, cursor: "5", messages_left: 0 });
    const gone = await get(server, "/v1/inboxes/*/wait?to=user1@example.com&timeout=1ms");
    expect(gone.status).to.equal(408);
  }, { catch_all: { token: TOKEN, max_messages: 3 } });
});

Deno.test("catch-all: delete all empties it, the cursor keeps counting; it cannot be deleted or extended", async () => {
  await with_catch_all(async (server) => {
    const client = smtp_client(server.smtp_port);
    await client.sendMail({ from: "a@acme.test", to: "one@example.com", subject: "one", text: "x" });
    await client.sendMail({ from: "a@acme.test", to: "two@example.com", subject: "two", text: "x" });
    const deleted = await get(server, "/v1/inboxes/*/messages", TOKEN, { method: "DELETE" });
    expect(await deleted.json()).to.deep.equal({ deleted: 2 });
    await client.sendMail({ from: "a@acme.test", to: "three@example.com", subject: "three", text: "x" });
    const page = await (await get(server, "/v1/inboxes/*/messages")).json();
    expect(page.messages.map((m: { subject: string; cursor: string }) => [m.subject, m.cursor])).to.deep.equal([
      ["three", "3"],
    ]);
    const fixed: [string, string][] = [["DELETE", "/v1/inboxes/*"], ["POST", "/v1/inboxes/*/extend?ttl=1h"]];
    for (const [method, path] of fixed) {
      const response = await get(server, path, TOKEN, { method });
      expect(response.status).to.equal(409);
      expect((await response.json()).error.code).to.equal("catch_all");
    }
    expect((await get(server, "/v1/inboxes/*/messages", "cat_wrong", { method: "DELETE" })).status).to.equal(401);
  });
});

Deno.test("catch-all: the operator token opens /v1/inbox, so the viewer shows all caught mail", async () => {
  await with_catch_all(async (server) => {
    await smtp_client(server.smtp_port).sendMail({ from: "a@acme.test", to: "x@example.com", subject: "s", text: "x" });
    const response = await get(server, "/v1/inbox");
    expect(response.status).to.equal(200);
    expect(await response.json()).to.include({ address: "*", count: 1, cursor: "1", messages_left: 499 });
    expect((await get(server, "/v1/inbox", "cat_wrong")).status).to.equal(401);
  });
});

Deno.test("catch-all: raw bytes, attachments and the stream work on `*`", async () => {
  await with_catch_all(async (server) => {
    const stream = await get(server, "/v1/inboxes/*/stream");
    expect(stream.status).to.equal(200);
    await smtp_client(server.smtp_port).sendMail({
      from: "a@acme.test",
      to: "files@example.com",
      subject: "Invoice",
      text: "attached",
      attachments: [{ filename: "invoice.txt", content: "total 42", contentType: "text/plain" }],
    });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    while (!text.includes("event: message")) text += (await reader.read()).value ?? "";
    await reader.cancel();
    const message = JSON.parse(/data: (.*)\n/.exec(text.slice(text.indexOf("event: message")))![1]!);
    expect(message.subject).to.equal("Invoice");
    const raw = await (await get(server, `/v1/inboxes/*/messages/${message.id}/raw`)).text();
    expect(raw).to.include("Subject: Invoice");
    const attachment = await get(server, `/v1/inboxes/*/messages/${message.id}/attachments/0`);
    expect(await attachment.text()).to.equal("total 42");
  });
});

Deno.test("catch-all: llms.txt describes every route a catch-all server serves, and the card says it is on", async () => {
  const service = await test_service({ catch_all: { token: TOKEN } });
  try {
    const text = await (await call(service, "GET", "/llms.txt")).text();
    const routes = service.app.routes.filter((r) => r.method !== "ALL");
    expect(routes.some((r) => r.path.startsWith("/api/v1/"))).to.equal(true);
    for (const route of routes) {
      const documented = route.path.replace(/:([a-z_]+)/g, "{$1}");
      expect(text, `${route.method} ${route.path}`).to.include(`### ${route.method} ${documented}\n`);
    }
    expect(text).to.include("## Catch-all\n\nOn on this server: it keeps the newest 500 messages");
    const card = await (await call(service, "GET", "/")).text();
    expect(card).to.include('"http://inbox.test/v1/inboxes/*/wait?to=ada@example.com"');
    const off = await test_service();
    expect(await (await call(off, "GET", "/llms.txt")).text()).to.include("## Catch-all\n\nOff on this server");
    await off.close();
  } finally {
    await service.close();
  }
});

Deno.test("DELETE /v1/inboxes/{address}/messages empties a throwaway inbox too, with its own token only", async () => {
  await with_catch_all(async (server) => {
    const inbox = await new_inbox(server.service);
    const client = smtp_client(server.smtp_port);
    for (const subject of ["a", "b"]) {
      await client.sendMail({ from: "a@acme.test", to: inbox.address, subject, text: "x" });
    }
    const path = `/v1/inboxes/${inbox.address}/messages`;
    expect((await get(server, path, TOKEN, { method: "DELETE" })).status).to.equal(401);
    const deleted = await get(server, path, inbox.token, { method: "DELETE" });
    expect(await deleted.json()).to.deep.equal({ deleted: 2 });
    expect((await (await get(server, path, inbox.token)).json()).messages).to.deep.equal([]);
    // The catch-all's copies stay.
    expect((await (await get(server, "/v1/inboxes/*/messages")).json()).messages).to.have.length(2);
  });
});
