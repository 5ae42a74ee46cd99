/**
 * The MCP tools end to end, over both transports: the SDK's own client, the real reference
 * server, mail delivered over real SMTP. Every result is scanned for inbox tokens (see `call`).
 */

import { expect } from "chai";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/inMemory"
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { temp } from "../../inbox.ts";
import { TOOLS } from "../../src/mcp/catalog.ts";
import { smtp_send } from "../inbox/_helpers.ts";
import { create_mcp_handler, type McpHandler } from "../../src/mcp/http.ts";
import { create_mcp_server } from "../../src/mcp/server.ts";
import { call, connect, connect_url, type Kind, serve_mcp, type TestClient, TOKEN } from "./_mcp.ts";

const KINDS: Kind[] = ["stdio", "http"];

const VERIFY = {
  from: "Acme <no-reply@acme.test>",
  subject: "Verify your email",
  text: "Your verification code is 482913.\nOr open https://acme.test/verify?t=3f9a8b7c6d5e4f3a",
  html:
    '<p>Your verification code is <b>482913</b>.</p><p><a href="https://acme.test/verify?t=3f9a8b7c6d5e4f3a">Verify</a></p>',
};

interface Created {
  address: string;
  inbox: string;
  tag: string | null;
  expires: string;
}

interface Summary {
  id: string;
  subject: string;
  from: string;
  name: string | null;
  tag: string | null;
  code: string | null;
  link: string | null;
  excerpt: string;
  cursor: string;
  attachments: number;
}

for (const kind of KINDS) {
  Deno.test(`${kind}: tools/list answers the eight tools, each with an input and an output schema`, async () => {
    await using server = await serve_mcp();
    await using client = await connect(server, kind);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).to.deep.equal(TOOLS.map((tool) => tool.name));
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).to.equal("object");
      expect(tool.outputSchema?.type, tool.name).to.equal("object");
      expect(tool.description!.length, tool.name).to.be.above(80);
    }
    const wait = tools.find((tool) => tool.name === "wait_for_mail")!;
    const timeout = (wait.inputSchema.properties as Record<string, { maximum?: number; default?: number }>)
      .timeout_seconds!;
    expect([timeout.maximum, timeout.default]).to.deep.equal([90, 30]);
    expect(wait.inputSchema.required).to.deep.equal(["address"]);
  });

  Deno.test(`${kind}: create_inbox, a verification mail over SMTP, and wait_for_mail answers its code and link`, async () => {
    await using server = await serve_mcp();
    await using client = await connect(server, kind);
    const made = await call<Created>(client, "create_inbox", { ttl: "15m", tag: "signup" });
    expect(made.error).to.equal(false);
    expect(made.data.address).to.equal(made.data.inbox.replace("@", "+signup@"));
    expect(Date.parse(made.data.expires) - Date.now()).to.be.within(14 * 60_000, 15 * 60_000);
    expect(made.text).to.include(made.data.address);

    await smtp_send(server, { to: made.data.address, ...VERIFY });
    const found = await call<{ found: boolean; mail: Summary; near_misses: unknown[] }>(client, "wait_for_mail", {
      address: made.data.address,
      subject: "verify",
      from: "@acme.test",
      tag: "signup",
      timeout_seconds: 10,
    });
    expect(found.error).to.equal(false);
    expect(found.data.found).to.equal(true);
    expect(found.data.near_misses).to.deep.equal([]);
    const mail = found.data.mail;
    expect([mail.subject, mail.from, mail.name, mail.tag, mail.code, mail.link, mail.cursor]).to.deep.equal([
      "Verify your email",
      "no-reply@acme.test",
      "Acme",
      "signup",
      "482913",
      "https://acme.test/verify?t=3f9a8b7c6d5e4f3a",
      "1",
    ]);
    expect(mail.excerpt).to.equal(VERIFY.text.replace(/\s+/g, " "));
    expect(found.text).to.include("code: 482913").and.include("link: https://acme.test/verify?t=3f9a8b7c6d5e4f3a");
  });

  Deno.test(`${kind}: wait_for_mail with after waits for the next mail, not the one already seen`, async () => {
    await using server = await serve_mcp();
    await using client = await connect(server, kind);
    const { data: { address } } = await call<Created>(client, "create_inbox");
    await smtp_send(server, { to: address, subject: "Your code 111111", text: "Code: 111111" });
    const first = await call<{ mail: Summary }>(client, "wait_for_mail", { address, subject: "code" });
    expect(first.data.mail.code).to.equal("111111");
    const next = call<{ mail: Summary }>(client, "wait_for_mail", {
      address,
      subject: "code",
      after: first.data.mail.cursor,
      timeout_seconds: 10,
    });
    await smtp_send(server, { to: address, subject: "Your code 222222", text: "Code: 222222" });
    expect((await next).data.mail.code).to.equal("222222");
  });

  Deno.test(`${kind}: a wait that times out answers the near misses, and is not an error`, async () => {
    await using server = await serve_mcp();
    await using client = await connect(server, kind);
    const { data: { address } } = await call<Created>(client, "create_inbox");
    await smtp_send(server, { to: address, subject: "Welcome aboard", from: "Acme <hello@acme.test>" });
    const started = Date.now();
    const answer = await call<
      { found: boolean; mail: null; near_misses: { subject: string; from: string; failed: string[] }[] }
    >(client, "wait_for_mail", { address, subject: "/^Verify/", timeout_seconds: 1 });
    expect(Date.now() - started).to.be.within(900, 8_000);
    expect(answer.error).to.equal(false);
    expect(answer.data.found).to.equal(false);
    expect(answer.data.mail).to.equal(null);
    expect(answer.data.near_misses.map((m) => [m.subject, m.from, m.failed])).to.deep.equal([
      ["Welcome aboard", "hello@acme.test", ["subject"]],
    ]);
    expect(answer.text).to.include("not an error").and.include('"Welcome aboard"').and.include("failed subject");
  });

  Deno.test(`${kind}: expect_no_mail passes when nothing matching comes, and answers the mail when one does`, async () => {
    await using server = await serve_mcp();
    await using client = await connect(server, kind);
    const { data: { address } } = await call<Created>(client, "create_inbox");
    await smtp_send(server, { to: address, subject: "Welcome" });
    const quiet = await call<{ none_arrived: boolean; mail: null }>(client, "expect_no_mail", {
      address,
      subject: "reset",
      window_seconds: 1,
    });
    expect([quiet.error, quiet.data.none_arrived, quiet.data.mail]).to.deep.equal([false, true, null]);

    await smtp_send(server, { to: address, subject: "Reset your password", text: "Reset: https://acme.test/r?t=1" });
    const loud = await call<{ none_arrived: boolean; mail: Summary }>(client, "expect_no_mail", {
      address,
      subject: "reset",
      window_seconds: 5,
    });
    expect([loud.error, loud.data.none_arrived, loud.data.mail.subject]).to.deep.equal([
      false,
      false,
      "Reset your password",
    ]);
    expect(loud.text).to.include("Expected no mail");
  });

  Deno.test(`${kind}: a session cannot see or touch another session's inbox`, async () => {
    await using server = await serve_mcp();
    await using alice = await connect(server, kind);
    await using mallory = await connect(server, kind);
    const { data: { address } } = await call<Created>(alice, "create_inbox");
    await smtp_send(server, { to: address, ...VERIFY });
    for (
      const [tool, args] of [
        ["wait_for_mail", { address, timeout_seconds: 1 }],
        ["list_mail", { address }],
        ["read_mail", { address, id: "msg_x" }],
        ["expect_no_mail", { address, window_seconds: 1 }],
        ["extend_inbox", { address, ttl: "1h" }],
        ["delete_inbox", { address }],
      ] as const
    ) {
      const answer = await call(mallory, tool, args);
      expect(answer.error, tool).to.equal(true);
      expect(answer.text, tool).to.equal(
        `no inbox ${JSON.stringify(address)} in this session; there are none yet. Make one with create_inbox.`,
      );
    }
    const still = await call<{ count: number }>(alice, "list_mail", { address });
    expect(still.data.count).to.equal(1);
  });

  Deno.test(`${kind}: list_mail and read_mail answer text, links and attachment names; HTML only when asked`, async () => {
    await using server = await serve_mcp();
    await using client = await connect(server, kind);
    const { data: { address } } = await call<Created>(client, "create_inbox");
    await smtp_send(server, { to: address, subject: "First", text: "One" });
    await smtp_send(server, {
      to: address,
      ...VERIFY,
      attachments: [{ filename: "terms.pdf", content: "%PDF-1.4 tiny", contentType: "application/pdf" }],
    });
    const list = await call<{ count: number; messages: Summary[] }>(client, "list_mail", { address, limit: 1 });
    expect(list.data.count).to.equal(2);
    expect(list.data.messages.map((m) => [m.subject, m.attachments])).to.deep.equal([["Verify your email", 1]]);

    const id = list.data.messages[0]!.id;
    type Read = {
      text: string;
      links: string[];
      attachments: { filename: string; type: string }[];
      html: string | null;
      auth: Record<string, string>;
    };
    const plain = await call<Read>(client, "read_mail", { address, id });
    expect(plain.data.text).to.equal(VERIFY.text);
    expect(plain.data.links).to.deep.equal(["https://acme.test/verify?t=3f9a8b7c6d5e4f3a"]);
    expect(plain.data.attachments.map((a) => [a.filename, a.type])).to.deep.equal([["terms.pdf", "application/pdf"]]);
    expect(plain.data.html).to.equal(null);
    expect(plain.text).to.include("terms.pdf").and.not.include("<b>");

    const html = await call<Read>(client, "read_mail", { address, id, include_html: true });
    const stored = await server.service.ctx.store.message(address, id);
    expect(stored!.html).to.include(VERIFY.html);
    expect(html.data.html).to.equal(stored!.html);

    const missing = await call(client, "read_mail", { address, id: "msg_nope" });
    expect([missing.error, missing.text]).to.deep.equal([
      true,
      `${address} holds no mail with id msg_nope; list_mail shows the ids.`,
    ]);
  });

  Deno.test(`${kind}: extend_inbox moves the expiry, delete_inbox ends the inbox, a bad ttl is refused`, async () => {
    await using server = await serve_mcp();
    await using client = await connect(server, kind);
    const made = await call<Created>(client, "create_inbox", { ttl: "30m" });
    const address = made.data.address;
    const extended = await call<{ expires: string }>(client, "extend_inbox", { address, ttl: "1h" });
    expect(Date.parse(extended.data.expires) - Date.parse(made.data.expires)).to.equal(3_600_000);
    const too_long = await call(client, "extend_inbox", { address, ttl: "2d" });
    expect(too_long.error).to.equal(true);
    expect(too_long.text).to.match(/^lifetime_exceeded: /);

    const deleted = await call<{ deleted: boolean }>(client, "delete_inbox", { address });
    expect(deleted.data.deleted).to.equal(true);
    expect(await server.service.ctx.store.inbox(address)).to.equal(null);
    const after = await call(client, "list_mail", { address });
    expect(after.error).to.equal(true);
  });

  Deno.test(`${kind}: extract finds the code and link of an .eml given inline, with no inbox`, async () => {
    await using server = await serve_mcp();
    await using client = await connect(server, kind);
    const eml = [
      "From: Acme <no-reply@acme.test>",
      "Subject: Your sign-in code",
      "Content-Type: text/html; charset=utf-8",
      "",
      '<p>Sign in with <b>K7P-2QX</b></p><p><a href="https://acme.test/login?t=9a8b7c6d5e4f">Sign in</a></p>',
    ].join("\r\n");
    const found = await call<{ code: string; code_digits: string; link: string; subject: string; from: string }>(
      client,
      "extract",
      { eml },
    );
    expect([found.data.code, found.data.code_digits, found.data.link, found.data.subject, found.data.from]).to.deep
      .equal([
        "K7P-2QX",
        "K7P2QX",
        "https://acme.test/login?t=9a8b7c6d5e4f",
        "Your sign-in code",
        "no-reply@acme.test",
      ]);
    const text = await call<{ code: string }>(client, "extract", { text: "Your code is 4821.", subject: "PIN" });
    expect(text.data.code).to.equal("4821");
    const nothing = await call(client, "extract", {});
    expect([nothing.error, nothing.text]).to.deep.equal([
      true,
      "give the mail: eml (a raw message), or text and/or html",
    ]);
  });
}

Deno.test("stdio: when the client goes, the inboxes its session made are deleted", async () => {
  await using server = await serve_mcp();
  const client = await connect(server, "stdio");
  const { data: { address } } = await call<Created>(client, "create_inbox");
  expect(await server.service.ctx.store.inbox(address)).not.to.equal(null);
  await client.close();
  expect(await server.service.ctx.store.inbox(address)).to.equal(null);
});

/** The operator's token, attached to a session over `kind`; every result is checked for it. */
async function attached_session(kind: Kind): Promise<void> {
  await using server = await serve_mcp();
  await using own = await temp({ url: server.http_url });
  expect(own.token).to.match(TOKEN);
  await smtp_send(server, { to: own.address, ...VERIFY });
  const secrets = [own.token];
  let client: TestClient;
  let handler: McpHandler | null = null;
  let http: Deno.HttpServer<Deno.NetAddr> | null = null;
  if (kind === "stdio") {
    client = await connect(server, kind, { env: { SERVICE_INBOX_TOKEN: own.token } });
  } else {
    // Over HTTP, attached tokens are an option of the handler, here served on its own port.
    const mcp = create_mcp_handler({ url: server.http_url, attach: [own.token] });
    handler = mcp;
    http = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, (request) => mcp(request));
    client = await connect_url(`http://127.0.0.1:${http.addr.port}/mcp`);
  }
  try {
    const found = await call<{ mail: Summary }>(client, "wait_for_mail", { address: own.address }, secrets);
    expect(found.data.mail.code).to.equal("482913");
    const list = await call<{ count: number }>(client, "list_mail", { address: own.address }, secrets);
    expect(list.data.count).to.equal(1);
    await call(client, "read_mail", { address: own.address, id: found.data.mail.id, include_html: true }, secrets);
    await call(client, "extend_inbox", { address: own.address, ttl: "10m" }, secrets);
    const other = await call(
      client,
      "wait_for_mail",
      { address: "nobody@inbox.localhost", timeout_seconds: 1 },
      secrets,
    );
    expect(other.text).to.include(`the inboxes here are ${own.address}`);
  } finally {
    await client[Symbol.asyncDispose]();
    await handler?.close();
    await http?.shutdown();
  }
  expect(await server.service.ctx.store.inbox(own.address), "an attached inbox outlives the session").not.to.equal(
    null,
  );
}

for (const kind of KINDS) {
  Deno.test(`${kind}: an inbox attached by the operator's token is usable, and the token never shows`, async () => {
    await attached_session(kind);
  });
}

Deno.test("a held wait sends progress notifications that name the time waited", async () => {
  await using server = await serve_mcp();
  const mcp = create_mcp_server({ url: server.http_url, progress_ms: 200 });
  const [here, there] = InMemoryTransport.createLinkedPair();
  await mcp.connect(here);
  const client = new Client({ name: "progress-test", version: "1.0.0" });
  await client.connect(there);
  try {
    const { data: { address } } = await call<Created>(client, "create_inbox");
    const seen: { progress: number; total?: number | undefined; message?: string | undefined }[] = [];
    const result = await client.callTool(
      { name: "wait_for_mail", arguments: { address, subject: "never", timeout_seconds: 1 } },
      undefined,
      { onprogress: (progress) => seen.push(progress), resetTimeoutOnProgress: true },
    );
    expect((result.structuredContent as { found: boolean }).found).to.equal(false);
    expect(seen.length).to.be.within(3, 6);
    expect(seen.every((p) => p.total === 1 && /^waiting for mail: [01]s of 1s$/.test(p.message ?? ""))).to.equal(
      true,
    );
  } finally {
    await client.close();
    await mcp.ended;
  }
});
