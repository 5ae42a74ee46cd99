import { expect } from "chai";
import { call, deliver, eml, new_inbox, test_server, test_service } from "../helpers/service.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

Deno.test("bodies over the limit are refused with 413 before they are read whole, chunked or declared", async () => {
  const service = await test_service({ limits: { max_body_bytes: 1024 }, ingest_secret: "s3cret-ingest-secret" });
  const big = JSON.stringify({ ttl: "1h", pad: "x".repeat(4096) });
  const declared = await call(service, "POST", "/", { body: big, headers: { "content-type": "application/json" } });
  expect(declared.status).to.equal(413);
  expect((await declared.json()).error.code).to.equal("body_too_large");
  // A chunked body that never ends: the server stops reading past the limit.
  let pulled = 0;
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled++;
      controller.enqueue(new Uint8Array(512).fill(0x20));
    },
  });
  const chunked = await call(service, "POST", "/", { body: endless, headers: { "content-type": "application/json" } });
  expect(chunked.status).to.equal(413);
  expect(pulled).to.be.lessThan(10);
  const inbox = await new_inbox(service);
  const ingest = await service.fetch(
    new Request(`http://inbox.test/v1/ingest?to=${inbox.address}`, {
      method: "POST",
      body: new Uint8Array(11 * 1024 * 1024),
      headers: { authorization: "Bearer s3cret-ingest-secret" },
    }),
  );
  expect(ingest.status).to.equal(413);
  expect((await ingest.json()).error.code).to.equal("message_too_large");
  expect((await call(service, "GET", `/v1/inboxes/${inbox.address}`, { token: inbox.token })).status).to.equal(200);
  await service.close();
});

Deno.test("waits and streams are capped per inbox, per client and in all, with 429 and 503", async () => {
  const service = await test_service({ limits: { held_per_inbox: 2, held_per_ip: 3, held_total: 4 } });
  const [a, b, c] = await Promise.all([new_inbox(service), new_inbox(service), new_inbox(service)]);
  const aborts = new AbortController();
  const hold = (inbox: { address: string; token: string }, ip: string, kind = "wait?timeout=30s") =>
    call(service, "GET", `/v1/inboxes/${inbox.address}/${kind}`, { token: inbox.token, ip, signal: aborts.signal });
  const held = [hold(a, "192.0.2.1"), hold(a, "192.0.2.2", "stream")];
  while (service.stats().waits + service.stats().streams < 2) await tick();
  const per_inbox = await hold(a, "192.0.2.3");
  expect(per_inbox.status).to.equal(429);
  expect(per_inbox.headers.get("retry-after")).to.equal("5");
  expect((await per_inbox.json()).error).to.deep.equal({
    code: "too_many_held",
    message: "at most 2 waits and streams at once per inbox",
  });
  held.push(hold(b, "192.0.2.1"), hold(c, "192.0.2.1"));
  while (service.ctx.held.counts.total < 4) await tick();
  const per_client = await hold(b, "192.0.2.1");
  expect(per_client.status).to.equal(429);
  expect((await per_client.json()).error.message).to.equal("at most 3 waits and streams at once per client");
  const in_all = await hold(c, "192.0.2.9");
  expect(in_all.status).to.equal(503);
  expect((await in_all.json()).error.code).to.equal("overloaded");
  // Places are given back when a wait ends.
  await deliver(service, b.address, eml({ to: b.address, subject: "wake" }));
  while (service.ctx.held.counts.total > 3) await tick();
  const again = hold(c, "192.0.2.9");
  while (service.ctx.held.counts.total < 4) await tick();
  aborts.abort();
  await Promise.all([...held, again].map((r) => r.then((x) => x.body?.cancel()).catch(() => {})));
  while (service.ctx.held.counts.total > 0) await tick();
  expect(service.ctx.held.counts).to.deep.equal({ total: 0, inboxes: 0, clients: 0 });
  await service.close();
});

Deno.test("failed credentials are limited per client IP; other clients and the right token elsewhere still work", async () => {
  const service = await test_service({ auth_fail_limit: { capacity: 5, window_ms: 60_000 } });
  const inbox = await new_inbox(service);
  const statuses = [];
  for (let i = 0; i < 7; i++) {
    const guess = `ibx_${String(i).padStart(32, "0")}`;
    statuses.push(
      (await call(service, "GET", `/v1/inboxes/${inbox.address}`, { token: guess, ip: "198.51.100.7" })).status,
    );
  }
  expect(statuses).to.deep.equal([401, 401, 401, 401, 401, 429, 429]);
  const blocked = await call(service, "GET", `/v1/inboxes/${inbox.address}`, {
    token: inbox.token,
    ip: "198.51.100.7",
  });
  expect(blocked.status).to.equal(429);
  expect(Number(blocked.headers.get("retry-after"))).to.be.within(1, 12);
  // The same /64 is the same client; another client is not held back.
  const v6 = [];
  for (let i = 0; i < 6; i++) {
    v6.push((await call(service, "GET", "/v1/inbox", { token: "ibx_wrong", ip: `2001:db8:1:2::${i + 1}` })).status);
  }
  expect(v6.at(-1)).to.equal(429);
  expect((await call(service, "GET", `/v1/inboxes/${inbox.address}`, { token: inbox.token })).status).to.equal(200);
  // Account keys and the ingest secret count as well.
  const wrong_key = await call(service, "GET", "/v1/lists", { token: "svc_wrong_key", ip: "198.51.100.7" });
  expect(wrong_key.status).to.equal(429);
  // The bucket refills with time.
  service.clock.advance(60_000);
  expect(
    (await call(service, "GET", `/v1/inboxes/${inbox.address}`, { token: inbox.token, ip: "198.51.100.7" })).status,
  )
    .to.equal(200);
  await service.close();
});

Deno.test("inbox creation is rate limited per client IP, IPv6 by /64", async () => {
  const service = await test_service({ create_limit: { capacity: 2, window_ms: 60_000 } });
  const make = (ip: string) => call(service, "POST", "/", { ip });
  expect([(await make("2001:db8:5::1")).status, (await make("2001:db8:5::2")).status]).to.deep.equal([201, 201]);
  const third = await make("2001:db8:5:0:ffff::3");
  expect(third.status).to.equal(429);
  expect((await third.json()).error.code).to.equal("rate_limited");
  expect((await make("2001:db8:6::1")).status).to.equal(201);
  expect((await make("203.0.113.1")).status).to.equal(201);
  await service.close();
});

const PATHS_TRIED = [
  "/v1/inboxes/..%2F..%2Fetc%2Fpasswd/messages",
  "/v1/inboxes/%2e%2e/messages",
  "/v1/inboxes/a%00b@inbox.localhost/messages",
  "/v1/inboxes/%E0%A4%A/messages",
  "/v1/inboxes/*/messages",
  "/v1/inboxes/%2A@inbox.localhost",
  "/../../etc/passwd",
  "/v1/inboxes/x@inbox.localhost/messages/..%2F..%2Fmsg_x/raw",
  "//evil.example/",
  "/\\evil.example",
  "/v1/confirm/cfm_nothing?redirect_url=https://evil.example/",
  "/v1/confirm/%2F%2Fevil.example",
  "/view?next=https://evil.example/",
];

Deno.test("hostile paths never reach another inbox, a file or a redirect, and errors carry no stack", async () => {
  const service = await test_service();
  const victim = await new_inbox(service);
  const attacker = await new_inbox(service);
  await deliver(service, victim.address, eml({ to: victim.address, subject: "private 111222" }));
  const [secret] = await service.ctx.store.messages(victim.address);
  const tried = [
    ...PATHS_TRIED,
    // The attacker's token with the victim's address, and the victim's message id under the attacker's inbox.
    `/v1/inboxes/${victim.address}/messages`,
    `/v1/inboxes/${attacker.address}/messages/${secret!.id}`,
    `/v1/inboxes/${attacker.address}/messages/${secret!.id}/raw`,
    `/v1/inboxes/${attacker.address}/messages/${secret!.id}/attachments/0`,
    `/v1/inboxes/${attacker.address}/messages/${secret!.id}%2F..%2F..`,
    `/v1/inboxes/${encodeURIComponent(victim.address.toUpperCase())}/messages`,
    `/v1/inboxes/${victim.address.split("@")[0]}+x@${victim.address.split("@")[1]}/messages`,
  ];
  for (const path of tried) {
    for (const method of ["GET", "DELETE", "POST"]) {
      const response = await call(service, method, path, { token: attacker.token });
      const text = await response.text();
      if (method === "GET" && path.startsWith("/view")) {
        // The viewer page itself answers, and reflects nothing of the query.
        expect(response.status, `${method} ${path}`).to.equal(200);
        expect(text).not.to.include("evil.example");
      } else expect(response.status, `${method} ${path}`).to.be.within(400, 499);
      expect(response.headers.get("location"), path).to.equal(null);
      expect(text, path).not.to.include("111222");
      expect(text, path).not.to.match(/root:|\bat \S+\.ts:\d+|file:\/\//);
      if (response.headers.get("content-type")?.includes("json")) expect(JSON.parse(text).error.code).to.be.a("string");
    }
  }
  expect(await service.ctx.store.messages(victim.address)).to.have.length(1);
  await service.close();
});

Deno.test("tokens are taken from the Authorization header only, never from the URL or a cookie", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  for (
    const [path, headers] of [
      [`/v1/inboxes/${inbox.address}?token=${inbox.token}`, {}],
      [`/v1/inboxes/${inbox.address}?access_token=${inbox.token}`, {}],
      [`/v1/inboxes/${inbox.address}`, { cookie: `token=${inbox.token}` }],
      [`/v1/inboxes/${inbox.address}`, { authorization: `Basic ${btoa(`x:${inbox.token}`)}` }],
    ] as const
  ) {
    expect((await call(service, "GET", path, { headers })).status, path).to.equal(401);
  }
  await service.close();
});

Deno.test("every answer carries the security headers; one that sets its own keeps them", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  const raw = new TextEncoder().encode(
    'From: a@example.com\r\nSubject: x\r\nContent-Type: multipart/mixed; boundary="b"\r\n\r\n--b\r\n' +
      'Content-Type: text/plain\r\n\r\nhi\r\n--b\r\nContent-Type: text/html\r\nContent-Disposition: attachment; filename="x.html"\r\n\r\n' +
      "<script>alert(1)</script>\r\n--b--\r\n",
  );
  await deliver(service, inbox.address, raw);
  const [message] = await service.ctx.store.messages(inbox.address);
  const base = `/v1/inboxes/${inbox.address}`;
  const answers = {
    usage: await call(service, "GET", "/"),
    llms: await call(service, "GET", "/llms.txt"),
    created: await call(service, "POST", "/"),
    inbox: await call(service, "GET", base, { token: inbox.token }),
    unauthorized: await call(service, "GET", base),
    not_found: await call(service, "GET", "/nope"),
    wait: await call(service, "GET", `${base}/wait?timeout=1ms`, { token: inbox.token }),
    raw: await call(service, "GET", `${base}/messages/${message!.id}/raw`, { token: inbox.token }),
    attachment: await call(service, "GET", `${base}/messages/${message!.id}/attachments/0`, { token: inbox.token }),
    account: await call(service, "GET", "/v1/lists"),
  };
  for (const [name, response] of Object.entries(answers)) {
    await response.body?.cancel();
    expect(response.headers.get("x-content-type-options"), name).to.equal("nosniff");
    expect(response.headers.get("x-frame-options"), name).to.equal("DENY");
    expect(response.headers.get("referrer-policy"), name).to.equal("no-referrer");
    expect(response.headers.get("content-security-policy"), name).to.include("default-src 'none'");
  }
  expect(answers.inbox.headers.get("cache-control")).to.equal("no-store");
  expect(answers.inbox.headers.get("content-security-policy")).to.include("frame-ancestors 'none'");
  // The sender's HTML attachment is served as a download in a sandbox, never as a page of this origin.
  expect(answers.attachment.headers.get("content-type")).to.equal("text/html");
  expect(answers.attachment.headers.get("content-disposition")).to.match(/^attachment;/);
  expect(answers.attachment.headers.get("content-security-policy")).to.equal("sandbox; default-src 'none'");
  expect(answers.raw.headers.get("content-disposition")).to.match(/^attachment;/);
  await service.close();
});

Deno.test("CORS is open on the inbox paths only: not on the account API, ingest or llms.txt", async () => {
  const service = await test_service({ ingest_secret: "s3cret-ingest-secret" });
  const inbox = await new_inbox(service);
  const origin = { origin: "https://evil.example" };
  const open = [
    ["GET", `/v1/inboxes/${inbox.address}`],
    ["GET", "/v1/inbox"],
    ["POST", "/"],
    ["OPTIONS", `/v1/inboxes/${inbox.address}/messages`],
  ];
  const closed = [
    ["GET", "/v1/lists"],
    ["POST", "/v1/messages"],
    ["OPTIONS", "/v1/messages"],
    ["POST", "/v1/ingest"],
    ["OPTIONS", "/v1/ingest"],
    ["GET", "/llms.txt"],
  ];
  for (const [method, path] of open) {
    const response = await call(service, method!, path!, {
      headers: { ...origin, "access-control-request-method": "GET" },
    });
    await response.body?.cancel();
    expect(response.headers.get("access-control-allow-origin"), path).to.equal("*");
    expect(response.headers.get("access-control-allow-credentials"), path).to.equal(null);
  }
  for (const [method, path] of closed) {
    const response = await call(service, method!, path!, {
      headers: { ...origin, "access-control-request-method": "POST" },
    });
    await response.body?.cancel();
    expect(response.headers.get("access-control-allow-origin"), `${method} ${path}`).to.equal(null);
  }
  await service.close();
});

Deno.test("no route fetches a URL found in mail (SSRF): reading links aimed at this machine calls nothing", async () => {
  let hits = 0;
  const bait = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, () => {
    hits++;
    return new Response("bait");
  });
  const server = await test_server();
  try {
    const inbox = await new_inbox(server.service);
    const url = `http://127.0.0.1:${bait.addr.port}`;
    const html =
      `<a href="${url}/verify">verify</a><img src="${url}/img.png"><link rel=stylesheet href="${url}/x.css">` +
      `<style>@import url(${url}/y.css); body{background:url(${url}/z.png)}</style>`;
    await deliver(server.service, inbox.address, eml({ to: inbox.address, subject: "links", text: `${url}/t`, html }));
    const [message] = await server.service.ctx.store.messages(inbox.address);
    expect(message!.link).to.equal(`${url}/verify`);
    const base = `${server.http_url}/v1/inboxes/${inbox.address}`;
    for (const path of ["", "/messages", `/messages/${message!.id}`, `/messages/${message!.id}/raw`, "/wait"]) {
      const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${inbox.token}` } });
      await response.body?.cancel();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hits).to.equal(0);
  } finally {
    await server.close();
    await bait.shutdown();
  }
});

Deno.test("a catastrophic wait filter runs in linear time; lookaround and backreferences are refused", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: `${"a".repeat(40)}!` }));
  const started = performance.now();
  for (const pattern of ["/^(a+)+$/", "/^(a|a)*$/", "/^(a|aa)+$/i"]) {
    const response = await call(
      service,
      "GET",
      `/v1/inboxes/${inbox.address}/wait?timeout=1ms&subject=${encodeURIComponent(pattern)}`,
      {
        token: inbox.token,
      },
    );
    expect(response.status, pattern).to.equal(408);
    await response.body?.cancel();
  }
  expect(performance.now() - started).to.be.lessThan(1000);
  const ok = await call(service, "GET", `/v1/inboxes/${inbox.address}/wait?subject=${encodeURIComponent("/^A+!$/i")}`, {
    token: inbox.token,
  });
  expect(ok.status).to.equal(200);
  await ok.body?.cancel();
  for (const pattern of ["/(a)\\1/", "/(?=a)/", "/(?<!b)a/"]) {
    const response = await call(
      service,
      "GET",
      `/v1/inboxes/${inbox.address}/wait?subject=${encodeURIComponent(pattern)}`,
      {
        token: inbox.token,
      },
    );
    expect(response.status, pattern).to.equal(400);
    expect((await response.json()).error.code).to.equal("invalid_filter");
  }
  await service.close();
});
