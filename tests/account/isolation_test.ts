/** One account never sees or changes another's data: every route, with the other account's key. */

import { expect } from "chai";
import { start_server } from "../../src/server/server.ts";
import { account as account_provider } from "../../src/providers/account/send.ts";
import { temp } from "../../src/inbox/temp.ts";
import { account_service, api, client, KEY, OTHER_KEY, settle } from "./_helpers.ts";

Deno.test("every account route answers 404 or an empty list to another account's key", async () => {
  const service = await account_service();
  const mine = client(service);
  const { id } = await mine.send({
    from: "a@example.com",
    to: "x@inbox.localhost",
    body: "x",
    scheduled_at: { hours: 1 },
  });
  const list = await mine.lists.create("News");
  await mine.recipients.add("News", "ada@example.com");
  const n = await mine.notifications.create("News", { recipients: "me@example.com", schedule: "daily" });
  const e = await mine.exports.create({ name: "Leads", recipients: "me@example.com", schedule: "daily" });
  await mine.suppressions.add("blocked@example.com");
  const form = new FormData();
  form.append("email", "ada@example.com");
  await mine.send({ from: "a@example.com", to: "x@inbox.localhost", subject: "Contact", body: form });
  await settle(service);

  const missing: [string, string, unknown?][] = [
    ["GET", `/v1/messages/${id}`],
    ["PATCH", `/v1/messages/${id}`, { scheduled_at: "2026-01-01T05:00:00Z" }],
    ["POST", `/v1/messages/${id}/cancel`],
    ["GET", `/v1/lists/${list.id}`],
    ["GET", "/v1/lists/News"],
    ["PATCH", "/v1/lists/News", { name: "Mine now" }],
    ["DELETE", "/v1/lists/News"],
    ["POST", "/v1/lists/News/recipients", { recipients: ["evil@example.com"] }],
    ["PATCH", "/v1/lists/News/recipients/ada%40example.com", { status: "unsubscribed" }],
    ["DELETE", "/v1/lists/News/recipients/ada%40example.com"],
    ["POST", "/v1/lists/News/broadcasts", { subject: "x", text: "x" }],
    ["GET", "/v1/lists/News/notifications"],
    ["PATCH", `/v1/lists/${list.id}/notifications/${n.id}`, { paused: true }],
    ["GET", `/v1/exports/${e.id}`],
    ["PATCH", `/v1/exports/${e.id}`, { paused: true }],
    ["POST", `/v1/exports/${e.id}/run`],
    ["DELETE", `/v1/exports/${e.id}`],
    ["DELETE", "/v1/suppressions/blocked%40example.com"],
  ];
  for (const [method, path, json] of missing) {
    const response = await api(service, method, path, { key: OTHER_KEY, json });
    expect(response.status, `${method} ${path}`).to.equal(404);
    await response.body?.cancel();
  }
  const theirs = client(service, OTHER_KEY);
  expect(await theirs.lists.all()).to.deep.equal([]);
  expect(await theirs.suppressions.all()).to.deep.equal([]);
  expect(await theirs.forms.all()).to.deep.equal([]);
  expect(await theirs.exports.all()).to.deep.equal([]);
  expect((await theirs.exports.download()).text()).to.equal("id,created,status,from,to,subject,form\r\n");

  expect((await mine.messages.get(id)).status).to.equal("scheduled");
  expect((await mine.lists.get("News")).recipients!.map((r) => [r.email, r.status])).to.deep.equal([
    ["ada@example.com", "subscribed"],
  ]);
  expect((await mine.exports.get(e.id)).paused).to.equal(false);
  expect((await mine.suppressions.all()).length).to.equal(1);
  expect((await mine.exports.download()).text().split("\r\n").length).to.equal(4);
  await service.close();
});

Deno.test("over real sockets: the account provider sends, the inbox client waits, both with the global fetch", async () => {
  const server = await start_server({
    port: 0,
    smtp_port: 0,
    accounts: [{ key: KEY, domains: ["example.com"] }],
    create_limit: null,
    account: { poll_ms: 50 },
  });
  try {
    await using box = await temp({ url: server.http_url });
    const provider = account_provider({ api_key: KEY, url: server.http_url });
    const { id } = await provider.send({
      from: "hello@example.com",
      to: box.address,
      subject: "Welcome",
      body: "<p>Your code: 551234</p>",
      scheduled_at: new Date(Date.now() + 200),
    });
    const mail = await box.wait({ subject: "Welcome", timeout: "10s" });
    expect([mail.code, mail.auth.dkim]).to.deep.equal(["551234", "pass"]);
    // The inbox holds the mail a moment before the outbox records the outcome.
    let status = "";
    for (let i = 0; i < 40 && status !== "delivered"; i++) {
      status = (await provider.messages.get(id)).status;
      if (status !== "delivered") await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).to.equal("delivered");
  } finally {
    await server.close();
  }
});
