import { expect } from "chai";
import { account as account_provider } from "../../src/providers/account/send.ts";
import { account_service, api, BASE, client, code_of, inbox, KEY, OTHER_KEY, settle } from "./_helpers.ts";

Deno.test("a message sent with the account provider lands in a temp() inbox, code extracted, DKIM passing", async () => {
  const service = await account_service();
  await using box = await inbox(service);
  const provider = client(service);
  const { id, provider: name } = await provider.send({
    from: "Acme <hello@example.com>",
    to: box.address,
    subject: "Your code",
    body: "<p>Your sign-in code is <b>482913</b></p>",
  });
  expect(name).to.equal("account");
  const mail = await box.wait({ subject: "Your code", timeout: "5s" });
  expect(mail.code).to.equal("482913");
  expect(mail.from).to.equal("hello@example.com");
  expect(mail.name).to.equal("Acme");
  expect(mail.auth.dkim).to.equal("pass");
  expect(mail.headers["message-id"]).to.equal(`<${id}@example.com>`);
  await settle(service);
  const status = await (await api(service, "GET", `/v1/messages/${id}`)).json();
  expect(status.status).to.equal("delivered");
  expect(status.recipients).to.deep.equal([{ email: box.address, status: "delivered", reason: null }]);
  await service.close();
});

Deno.test("bulk send answers one result per message, in order, each delivered", async () => {
  const service = await account_service();
  await using a = await inbox(service);
  await using b = await inbox(service);
  const response = await api(service, "POST", "/v1/messages", {
    json: [
      { from: "hi@example.com", to: [a.address], subject: "One", text: "1" },
      { from: "hi@example.com", to: [b.address], subject: "Two", html: "<p>2</p>" },
    ],
  });
  expect(response.status).to.equal(202);
  const results = await response.json();
  expect(results.map((r: { status: string }) => r.status)).to.deep.equal(["queued", "queued"]);
  expect((await a.wait({ subject: "One", timeout: "5s" })).text?.trim()).to.equal("1");
  expect((await b.wait({ subject: "Two", timeout: "5s" })).html).to.contain("<p>2</p>");
  await service.close();
});

Deno.test("an Idempotency-Key retry answers the first result and sends once; another body with it is 422", async () => {
  const service = await account_service();
  await using box = await inbox(service);
  const body = { from: "hi@example.com", to: [box.address], subject: "Once", text: "x" };
  const headers = { "idempotency-key": "order-42" };
  const first = await api(service, "POST", "/v1/messages", { json: body, headers });
  const again = await api(service, "POST", "/v1/messages", { json: body, headers });
  expect(first.status).to.equal(202);
  expect(again.status).to.equal(202);
  expect(again.headers.get("idempotent-replayed")).to.equal("true");
  expect(await again.json()).to.deep.equal(await first.json());
  const other = await api(service, "POST", "/v1/messages", { json: { ...body, subject: "Twice" }, headers });
  expect(other.status).to.equal(422);
  expect(await code_of(other)).to.equal("idempotency_key_reused");
  await settle(service);
  expect((await box.list()).length).to.equal(1);
  // The other account's same key is its own.
  const mine = await api(service, "POST", "/v1/messages", {
    key: OTHER_KEY,
    json: { ...body, from: "hi@inbox.localhost" },
    headers,
  });
  expect(mine.status).to.equal(202);
  expect(mine.headers.get("idempotent-replayed")).to.equal(null);
  // After 24 hours the key is free again.
  service.clock.advance(24 * 3_600_000 + 1);
  const later = await api(service, "POST", "/v1/messages", { json: { ...body, subject: "Later" }, headers });
  expect(later.status).to.equal(202);
  await service.close();
});

Deno.test("the client retries with one idempotency key, so a lost answer never sends twice", async () => {
  const service = await account_service();
  await using box = await inbox(service);
  let calls = 0;
  const flaky: typeof fetch = async (input, init) => {
    const response = await service.fetch(new Request(input, init));
    calls++;
    return calls === 1 ? new Response("gateway lost the answer", { status: 502 }) : response;
  };
  const provider = account_provider({
    api_key: KEY,
    url: BASE,
    fetch: flaky,
    retries: 2,
    sleep: () => Promise.resolve(),
  });
  const { id } = await provider.send({ from: "hi@example.com", to: box.address, subject: "Retry", body: "x" });
  await settle(service);
  expect(calls).to.equal(2);
  const messages = await box.list();
  expect(messages.length).to.equal(1);
  expect(messages[0]!.headers["message-id"]).to.equal(`<${id}@example.com>`);
  await service.close();
});

Deno.test("sending from a domain the account does not own is 403 domain_not_owned; its own and the server's pass", async () => {
  const service = await account_service();
  const send = (key: string, from: string) =>
    api(service, "POST", "/v1/messages", { key, json: { from, to: ["x@inbox.localhost"], text: "x" } });
  const table: [string, string, number][] = [
    [KEY, "a@example.com", 202],
    [KEY, "a@mail.example.com", 202],
    [KEY, "a@inbox.localhost", 202],
    [KEY, "a@notexample.com", 403],
    [KEY, "a@example.org", 403],
    [OTHER_KEY, "a@example.com", 403],
    [OTHER_KEY, "a@inbox.localhost", 202],
  ];
  for (const [key, from, status] of table) {
    const response = await send(key, from);
    expect(response.status, `${key} ${from}`).to.equal(status);
    if (status === 403) expect(await code_of(response)).to.equal("domain_not_owned");
    else await response.body?.cancel();
  }
  await service.close();
});

Deno.test("bad input answers clear 4xx codes and never a crash", async () => {
  const service = await account_service();
  const ok = { from: "a@example.com", to: ["b@inbox.localhost"], text: "x" };
  const table: [unknown, number, string][] = [
    [{ ...ok, from: undefined }, 422, "missing_field"],
    [{ ...ok, from: "not an address" }, 422, "invalid_address"],
    [{ ...ok, to: ["b@inbox.localhost", "nope"] }, 422, "invalid_address"],
    [{ ...ok, to: [] }, 422, "missing_recipients"],
    [{ ...ok, to: Array.from({ length: 101 }, (_, i) => `r${i}@inbox.localhost`) }, 422, "too_many_recipients"],
    [{ ...ok, text: undefined }, 422, "missing_body"],
    [{ ...ok, subject: "a\r\nBcc: x@evil.test" }, 422, "invalid_field"],
    [{ ...ok, headers: { "X-A": "1\r\nBcc: x@evil.test" } }, 422, "invalid_field"],
    [{ ...ok, headers: { "Bad Name": "1" } }, 422, "invalid_field"],
    [{ ...ok, headers: { From: "x@evil.test" } }, 422, "reserved_header"],
    [{ ...ok, tags: "one" }, 202, ""],
    [{ ...ok, tags: [1] }, 422, "invalid_field"],
    [{ ...ok, metadata: { a: 1 } }, 422, "invalid_field"],
    [{ ...ok, attachments: [{ filename: "a.txt", content: "***" }] }, 422, "invalid_attachment"],
    [{ ...ok, attachments: [{ content: "aGk=" }] }, 422, "invalid_attachment"],
    [{ ...ok, attachments: { filename: "a" } }, 422, "invalid_field"],
    [{ ...ok, scheduled_at: "next tuesday" }, 422, "invalid_scheduled_at"],
    [{ ...ok, scheduled_at: 12345 }, 422, "invalid_scheduled_at"],
    [{ ...ok, scheduled_at: "2026-02-01T00:00:01Z" }, 422, "scheduled_too_far"],
    [{ ...ok, tracking: { opens: "yes" } }, 422, "invalid_field"],
    [{ ...ok, form: { fields: "a" } }, 202, ""],
    ["a string", 400, "invalid_json"],
    [null, 400, "invalid_json"],
    [[], 422, "empty_batch"],
    [Array.from({ length: 101 }, () => ok), 422, "too_many_messages"],
    [[ok, { ...ok, from: "x" }], 422, "invalid_address"],
  ];
  for (const [json, status, code] of table) {
    const response = await api(service, "POST", "/v1/messages", { json });
    expect(response.status, JSON.stringify(json).slice(0, 80)).to.equal(status);
    if (code) expect(await code_of(response), JSON.stringify(json).slice(0, 80)).to.equal(code);
    else await response.body?.cancel();
  }
  const batch = await api(service, "POST", "/v1/messages", { json: [ok, { ...ok, from: "x" }] });
  const error = await batch.json();
  expect(error.index).to.equal(1);
  expect(error.error.message).to.match(/^messages\[1\]\.from: /);
  const broken = await api(service, "POST", "/v1/messages", {
    body: "{not json",
    headers: { "content-type": "application/json" },
  });
  expect(broken.status).to.equal(400);
  const huge = await account_service({ account_options: { max_send_bytes: 1000 } });
  const big = await api(huge, "POST", "/v1/messages", { json: { ...ok, text: "x".repeat(2000) } });
  expect(big.status).to.equal(413);
  await huge.close();
  await settle(service);
  await service.close();
});

Deno.test("no key or a wrong key is 401; one account never sees another's message", async () => {
  const service = await account_service();
  const sent = await (await api(service, "POST", "/v1/messages", {
    json: { from: "a@example.com", to: ["b@inbox.localhost"], text: "x", scheduled_at: "2026-01-02T00:00:00Z" },
  })).json();
  for (const key of [null, "svc_wrong_key_000"]) {
    const response = await api(service, "GET", `/v1/messages/${sent.id}`, { key });
    expect(response.status).to.equal(401);
    expect(await code_of(response)).to.equal("unauthorized");
  }
  for (
    const [method, path] of [
      ["GET", `/v1/messages/${sent.id}`],
      ["PATCH", `/v1/messages/${sent.id}`],
      ["POST", `/v1/messages/${sent.id}/cancel`],
    ]
  ) {
    const json = method === "PATCH" ? { scheduled_at: "2026-01-03T00:00:00Z" } : undefined;
    const response = await api(service, method!, path!, { key: OTHER_KEY, json });
    expect(response.status, `${method} ${path}`).to.equal(404);
  }
  const mine = await (await api(service, "GET", `/v1/messages/${sent.id}`)).json();
  expect(mine.status).to.equal("scheduled");
  await service.close();
});

Deno.test("account API answers are not open to other origins", async () => {
  const service = await account_service();
  const response = await api(service, "GET", "/v1/lists", { headers: { origin: "https://evil.example" } });
  expect(response.status).to.equal(200);
  expect(response.headers.get("access-control-allow-origin")).to.equal(null);
  await response.body?.cancel();
  const preflight = await api(service, "OPTIONS", "/v1/messages", {
    key: null,
    headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
  });
  expect(preflight.headers.get("access-control-allow-origin")).to.equal(null);
  await preflight.body?.cancel();
  await service.close();
});

Deno.test("suppressed recipients are skipped and the status says so", async () => {
  const service = await account_service();
  await using box = await inbox(service);
  const provider = client(service);
  await provider.suppressions.add("blocked@inbox.localhost");
  const { id } = await provider.send({
    from: "a@example.com",
    to: [box.address, "Blocked@inbox.localhost"],
    subject: "Hi",
    body: "x",
  });
  await settle(service);
  const message = await provider.messages.get(id);
  expect(message.status).to.equal("delivered");
  expect(message.recipients).to.deep.equal([
    { email: box.address, status: "delivered", reason: null },
    { email: "blocked@inbox.localhost", status: "suppressed", reason: "suppressed" },
  ]);
  const only = await provider.send({ from: "a@example.com", to: "blocked@inbox.localhost", body: "x" });
  await settle(service);
  const none = await provider.messages.get(only.id);
  expect([none.status, none.reason]).to.deep.equal(["failed", "suppressed"]);
  expect((await provider.suppressions.all()).map((s) => s.email)).to.deep.equal(["blocked@inbox.localhost"]);
  await provider.suppressions.remove("blocked@inbox.localhost");
  expect(await provider.suppressions.all()).to.deep.equal([]);
  expect((await provider.suppressions.remove("blocked@inbox.localhost").catch((e) => e)).code).to.equal("not_found");
  await service.close();
});

Deno.test("mail to an unknown inbox bounces; mail to another host without a relay stays in the outbox as sent", async () => {
  const service = await account_service();
  const provider = client(service);
  const bounced = await provider.send({ from: "a@example.com", to: "nobody-here-0000@inbox.localhost", body: "x" });
  const kept = await provider.send({ from: "a@example.com", to: "someone@elsewhere.test", body: "x" });
  await settle(service);
  const b = await provider.messages.get(bounced.id);
  expect([b.status, b.recipients[0]!.status, b.recipients[0]!.reason]).to.deep.equal([
    "bounced",
    "bounced",
    "unknown_recipient",
  ]);
  const k = await provider.messages.get(kept.id);
  expect([k.status, k.recipients[0]!.status]).to.deep.equal(["sent", "sent"]);
  await service.close();
});

Deno.test("FormData sends are recorded as forms, and attachments arrive", async () => {
  const service = await account_service();
  await using box = await inbox(service);
  const provider = client(service);
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    return data;
  };
  await provider.send({
    from: "site@example.com",
    to: box.address,
    subject: "Contact",
    body: form({ email: "a@b.c", message: "Hi" }),
  });
  await provider.send({
    from: "site@example.com",
    to: box.address,
    subject: "Contact",
    body: form({ email: "d@e.f", phone: "123" }),
    attachments: new File(["hello"], "hello.txt", { type: "text/plain" }),
  });
  service.clock.advance(1000);
  await provider.send({ from: "site@example.com", to: box.address, subject: "Quote", body: form({ size: "L" }) });
  await settle(service);
  expect(await provider.forms.all()).to.deep.equal([
    {
      name: "Contact",
      fields: ["email", "message", "phone"],
      count: 2,
      first_submission: "2026-01-01T00:00:00.000Z",
      last_submission: "2026-01-01T00:00:00.000Z",
    },
    {
      name: "Quote",
      fields: ["size"],
      count: 1,
      first_submission: "2026-01-01T00:00:01.000Z",
      last_submission: "2026-01-01T00:00:01.000Z",
    },
  ]);
  const mail = (await box.list()).find((m) => m.attachments.length > 0)!;
  const file = await mail.attachments[0]!.file();
  expect([file.name, await file.text()]).to.deep.equal(["hello.txt", "hello"]);
  expect(await (await client(service, OTHER_KEY).forms.all())).to.deep.equal([]);
  await service.close();
});
