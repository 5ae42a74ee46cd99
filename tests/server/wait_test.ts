import { expect } from "chai";
import { MemoryStore } from "../../src/server/inbox/store/memory.ts";
import { FakeClock } from "../helpers/clock.ts";
import { call, deliver, eml, new_inbox, test_server, test_service } from "../helpers/service.ts";
import { until } from "../helpers/until.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

Deno.test("wait answers the newest matching message already held", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "Verify A", text: "code 111111" }));
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "Welcome" }));
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "Verify B", text: "code 222222" }));
  const response = await call(service, "GET", `/v1/inboxes/${inbox.address}/wait?subject=verify`, {
    token: inbox.token,
  });
  expect(response.status).to.equal(200);
  const message = await response.json();
  expect(message.subject).to.equal("Verify B");
  expect(message.code).to.equal("222222");
  await service.close();
});

Deno.test("wait holds until a matching message arrives, ignoring others", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  const pending = call(service, "GET", `/v1/inboxes/${inbox.address}/wait?subject=Reset&timeout=5s`, {
    token: inbox.token,
  });
  await until(() => service.stats().waits === 1);
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "Welcome aboard" }));
  await tick();
  expect(service.stats().waits).to.equal(1);
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "Reset your password" }));
  const response = await pending;
  expect(response.status).to.equal(200);
  expect((await response.json()).subject).to.equal("Reset your password");
  expect(service.stats().waits).to.equal(0);
  await service.close();
});

Deno.test("after a cursor, wait answers the first match after it, not older mail", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  for (const subject of ["one", "two", "three"]) {
    await deliver(service, inbox.address, eml({ to: inbox.address, subject }));
  }
  const next = await (await call(service, "GET", `/v1/inboxes/${inbox.address}/wait?after=1`, { token: inbox.token }))
    .json();
  expect(next.subject).to.equal("two");
  const pending = call(service, "GET", `/v1/inboxes/${inbox.address}/wait?after=3&timeout=5s`, { token: inbox.token });
  await until(() => service.stats().waits === 1);
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "four" }));
  expect((await (await pending).json()).subject).to.equal("four");
  await service.close();
});

Deno.test("filters: from and subject as substrings or /regex/flags, tag exactly", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  const [local, host] = inbox.address.split("@");
  await deliver(
    service,
    `${local}+signup@${host}`,
    eml({ to: inbox.address, from: "Shop <orders@shop.example>", subject: "Order 1" }),
  );
  await deliver(
    service,
    `${local}+reset@${host}`,
    eml({ to: inbox.address, from: "Auth <no-reply@auth.example>", subject: "Code 2" }),
  );
  await deliver(service, inbox.address, eml({ to: inbox.address, from: "bob@people.example", subject: "Hi 3" }));
  const cases: [string, string][] = [
    ["from=shop.example", "Order 1"],
    ["from=AUTH", "Code 2"],
    ["from=%2F%5EShop%20%2F", "Order 1"],
    ["from=%2F%5Eshop%2Fi", "Order 1"],
    [`from=${encodeURIComponent("/@auth\\.example>$/")}`, "Code 2"],
    // A pattern matches the address alone as well as "Name <address>": the README's `/@example\.com$/` form.
    [`from=${encodeURIComponent("/@auth\\.example$/")}`, "Code 2"],
    [`from=${encodeURIComponent("/^orders@shop\\.example$/i")}`, "Order 1"],
    [`from=${encodeURIComponent("/^Shop <orders@shop\\.example>$/")}`, "Order 1"],
    [`from=${encodeURIComponent("/^bob@people\\.example$/")}`, "Hi 3"],
    [`subject=${encodeURIComponent("/^order \\d$/i")}`, "Order 1"],
    ["tag=signup", "Order 1"],
    ["tag=reset", "Code 2"],
    ["subject=hi&from=bob", "Hi 3"],
  ];
  for (const [query, subject] of cases) {
    const response = await call(service, "GET", `/v1/inboxes/${inbox.address}/wait?${query}&timeout=1ms`, {
      token: inbox.token,
    });
    expect(response.status, query).to.equal(200);
    expect((await response.json()).subject, query).to.equal(subject);
  }
  for (
    const query of [
      "tag=sign",
      "from=%2F%5Eshop%2F",
      "subject=order&from=auth",
      `from=${encodeURIComponent("/^Auth$/")}`,
    ]
  ) {
    const none = await call(service, "GET", `/v1/inboxes/${inbox.address}/wait?${query}&timeout=1ms`, {
      token: inbox.token,
    });
    expect(none.status, query).to.equal(408);
    await none.body?.cancel();
  }
  await service.close();
});

Deno.test("bad filters, timeouts and cursors answer 400 with their codes", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  const cases: [string, string][] = [
    [`subject=${encodeURIComponent("/([a-z/")}`, "invalid_filter"],
    [`from=${encodeURIComponent("/x/q")}`, "invalid_filter"],
    [`subject=${"a".repeat(600)}`, "invalid_filter"],
    ["timeout=soon", "invalid_timeout"],
    ["after=abc", "invalid_cursor"],
  ];
  for (const [query, code] of cases) {
    const response = await call(service, "GET", `/v1/inboxes/${inbox.address}/wait?${query}`, { token: inbox.token });
    expect(response.status, query).to.equal(400);
    expect((await response.json()).error.code, query).to.equal(code);
  }
  expect(service.stats().waits).to.equal(0);
  await service.close();
});

Deno.test("no match in time answers 408 timeout; the timeout is clamped to the maximum", async () => {
  const service = await test_service({ limits: { wait_max_ms: 50 } });
  const inbox = await new_inbox(service);
  const started = performance.now();
  const response = await call(service, "GET", `/v1/inboxes/${inbox.address}/wait?timeout=90s`, { token: inbox.token });
  const elapsed = performance.now() - started;
  expect(response.status).to.equal(408);
  expect(await response.json()).to.deep.equal({
    error: { code: "timeout", message: "no matching message arrived within 0.05s" },
    near_misses: [],
    last_refusal: null,
  });
  expect(elapsed).to.be.lessThan(5_000);
  expect(service.stats().waits).to.equal(0);
  await service.close();
});

Deno.test("deleting the inbox or its expiry releases waiters with 410 gone", async () => {
  const service = await test_service();
  const first = await new_inbox(service);
  const second = await new_inbox(service, { ttl: "15m" });
  const waiting = [
    call(service, "GET", `/v1/inboxes/${first.address}/wait?timeout=10s`, { token: first.token }),
    call(service, "GET", `/v1/inboxes/${second.address}/wait?timeout=10s`, { token: second.token }),
  ];
  await until(() => service.stats().waits === 2);
  await call(service, "DELETE", `/v1/inboxes/${first.address}`, { token: first.token });
  service.clock.advance(15 * 60_000);
  await service.sweep();
  for (const response of await Promise.all(waiting)) {
    expect(response.status).to.equal(410);
    expect((await response.json()).error.code).to.equal("gone");
  }
  expect(service.stats().waits).to.equal(0);
  await service.close();
});

Deno.test("a waiter is released as soon as its client goes away", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  const controller = new AbortController();
  const pending = call(service, "GET", `/v1/inboxes/${inbox.address}/wait?timeout=60s`, {
    token: inbox.token,
    signal: controller.signal,
  });
  await until(() => service.stats().waits === 1);
  controller.abort();
  await pending.catch(() => {});
  await until(() => service.stats().waits === 0);
  await service.close();
});

Deno.test("over real HTTP, 1,000 concurrent waiters each get exactly their own message, and disconnects free them", async () => {
  const server = await test_server();
  const service = server.service;
  try {
    const inboxes = await Promise.all(Array.from({ length: 1000 }, () => new_inbox(service)));
    const waits = inboxes.map((inbox) =>
      fetch(`${server.http_url}/v1/inboxes/${inbox.address}/wait?timeout=60s`, {
        headers: { authorization: `Bearer ${inbox.token}` },
      }).then((r) => r.json())
    );
    while (service.stats().waits < 1000) await tick();
    await Promise.all(
      inboxes.map((inbox, i) => deliver(service, inbox.address, eml({ to: inbox.address, subject: `for ${i}` }))),
    );
    const messages = await Promise.all(waits);
    messages.forEach((message, i) => expect(message.subject).to.equal(`for ${i}`));
    expect(service.stats().waits).to.equal(0);

    // Held waits whose clients disconnect are let go.
    const controllers = inboxes.slice(0, 200).map(() => new AbortController());
    const held = inboxes.slice(0, 200).map((inbox, i) =>
      fetch(`${server.http_url}/v1/inboxes/${inbox.address}/wait?after=1&timeout=60s`, {
        headers: { authorization: `Bearer ${inbox.token}` },
        signal: controllers[i]!.signal,
      }).catch(() => null)
    );
    while (service.stats().waits < 200) await tick();
    for (const controller of controllers) controller.abort();
    await Promise.all(held);
    const deadline = Date.now() + 5_000;
    while (service.stats().waits > 0 && Date.now() < deadline) await tick();
    expect(service.stats().waits).to.equal(0);
  } finally {
    await server.close();
  }
});

Deno.test("held answers carry the CORS and nosniff headers, and one log line without the query", async () => {
  const log: string[] = [];
  const service = await test_service({ log: (line) => log.push(line) });
  const inbox = await new_inbox(service);
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "x" }));
  for (const path of ["wait?subject=x", "stream?after=0"]) {
    const response = await call(service, "GET", `/v1/inboxes/${inbox.address}/${path}`, { token: inbox.token });
    expect(response.status, path).to.equal(200);
    expect(response.headers.get("access-control-allow-origin"), path).to.equal("*");
    expect(response.headers.get("x-content-type-options"), path).to.equal("nosniff");
    await response.body?.cancel();
  }
  const encoded = await call(service, "GET", `/v1/inboxes/${encodeURIComponent(inbox.address)}/wait`, {
    token: inbox.token,
  });
  expect((await encoded.json()).subject).to.equal("x");
  const timeout = await call(service, "GET", `/v1/inboxes/${inbox.address}/wait?subject=nope&timeout=1ms`, {
    token: inbox.token,
  });
  expect(timeout.headers.get("access-control-allow-origin")).to.equal("*");
  await timeout.body?.cancel();
  const held = log.filter((line) => /\/(wait|stream)/.test(line));
  expect(held).to.have.length(4);
  expect(held[0]).to.match(
    new RegExp(`^http GET /v1/inboxes/${inbox.address.replace(".", "\\.")}/wait 200 [\\d.]+ms$`),
  );
  expect(held[3]).to.match(/ 408 /);
  await service.close();
});

Deno.test("a match already held wins over a timeout shorter than the store's read", async () => {
  const clock = new FakeClock();
  const store = new MemoryStore(clock);
  const read = store.messages.bind(store);
  store.messages = async (...args) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return await read(...args);
  };
  const service = await test_service({ clock, store });
  const inbox = await new_inbox(service);
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "Verify" }));
  const response = await call(service, "GET", `/v1/inboxes/${inbox.address}/wait?subject=verify&timeout=1ms`, {
    token: inbox.token,
  });
  expect(response.status).to.equal(200);
  expect((await response.json()).subject).to.equal("Verify");
  const none = await call(service, "GET", `/v1/inboxes/${inbox.address}/wait?subject=nothing&timeout=1ms`, {
    token: inbox.token,
  });
  expect(none.status, "no match: the timeout still ends it once the read is done").to.equal(408);
  await none.body?.cancel();
  await service.close();
});
