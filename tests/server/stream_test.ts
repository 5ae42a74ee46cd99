import { expect } from "chai";
import { call, deliver, eml, new_inbox, test_server, test_service } from "../helpers/service.ts";
import { until } from "../helpers/until.ts";
import { SseReader } from "../helpers/sse.ts";

Deno.test("stream sends new mail as message events with the cursor as id", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "before" }));
  const response = await call(service, "GET", `/v1/inboxes/${inbox.address}/stream`, { token: inbox.token });
  expect(response.status).to.equal(200);
  expect(response.headers.get("content-type")).to.equal("text/event-stream; charset=utf-8");
  const events = new SseReader(response.body!);
  await until(() => service.stats().streams === 1);
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "first" }));
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "second" }));
  const one = await events.next();
  const two = await events.next();
  expect([one?.event, one?.id, JSON.parse(one!.data).subject]).to.deep.equal(["message", "2", "first"]);
  expect([two?.event, two?.id, JSON.parse(two!.data).subject]).to.deep.equal(["message", "3", "second"]);
  expect(service.stats().streams).to.equal(1);
  await events.cancel();
  await until(() => service.stats().streams === 0);
  await service.close();
});

Deno.test("stream resumes from Last-Event-ID or ?after without a gap or a repeat", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  for (const subject of ["a", "b", "c"]) await deliver(service, inbox.address, eml({ to: inbox.address, subject }));
  const resumed = await call(service, "GET", `/v1/inboxes/${inbox.address}/stream`, {
    token: inbox.token,
    headers: { "last-event-id": "1" },
  });
  const events = new SseReader(resumed.body!);
  const seen: string[] = [];
  for (let i = 0; i < 2; i++) seen.push(JSON.parse((await events.next())!.data).subject);
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "d" }));
  seen.push(JSON.parse((await events.next())!.data).subject);
  expect(seen).to.deep.equal(["b", "c", "d"]);
  await events.cancel();

  const from_zero = await call(service, "GET", `/v1/inboxes/${inbox.address}/stream?after=0`, { token: inbox.token });
  const all = new SseReader(from_zero.body!);
  const ids = [];
  for (let i = 0; i < 4; i++) ids.push((await all.next())!.id);
  expect(ids).to.deep.equal(["1", "2", "3", "4"]);
  await all.cancel();
  await service.close();
});

Deno.test("mail arriving while the backlog is read is sent once, in order", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  for (let i = 1; i <= 20; i++) await deliver(service, inbox.address, eml({ to: inbox.address, subject: `m${i}` }));
  const response = await call(service, "GET", `/v1/inboxes/${inbox.address}/stream?after=0`, { token: inbox.token });
  const more = Promise.all(
    Array.from(
      { length: 20 },
      (_, i) => deliver(service, inbox.address, eml({ to: inbox.address, subject: `m${21 + i}` })),
    ),
  );
  const events = new SseReader(response.body!);
  const ids: string[] = [];
  while (ids.length < 40) ids.push((await events.next())!.id!);
  await more;
  expect(ids).to.deep.equal(Array.from({ length: 40 }, (_, i) => String(i + 1)));
  await events.cancel();
  await service.close();
});

Deno.test("stream sends gone and ends when the inbox is deleted or expires", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service, { ttl: "15m" });
  const other = await new_inbox(service);
  const expiring = new SseReader(
    (await call(service, "GET", `/v1/inboxes/${inbox.address}/stream`, { token: inbox.token })).body!,
  );
  const deleted = new SseReader(
    (await call(service, "GET", `/v1/inboxes/${other.address}/stream`, { token: other.token })).body!,
  );
  await until(() => service.stats().streams === 2);
  await call(service, "DELETE", `/v1/inboxes/${other.address}`, { token: other.token });
  service.clock.advance(15 * 60_000);
  await service.sweep();
  for (const events of [expiring, deleted]) {
    expect(await events.next()).to.deep.equal({ event: "gone", id: null, data: "{}" });
    expect(await events.next()).to.equal(null);
  }
  expect(service.stats().streams).to.equal(0);
  await service.close();
});

Deno.test("stream sends a keep-alive comment at the heartbeat interval", async () => {
  const service = await test_service({ limits: { heartbeat_ms: 20 } });
  const inbox = await new_inbox(service);
  const response = await call(service, "GET", `/v1/inboxes/${inbox.address}/stream`, { token: inbox.token });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  const started = Date.now();
  while ((text.match(/^: keep-alive$/gm) ?? []).length < 2 && Date.now() - started < 5_000) {
    text += (await reader.read()).value ?? "";
  }
  expect(text).to.match(/^retry: 1000\n\n(: keep-alive\n\n){2}/);
  await reader.cancel();
  await service.close();
});

Deno.test("over real HTTP a dropped stream client is let go", async () => {
  const server = await test_server();
  try {
    const inbox = await new_inbox(server.service);
    const controller = new AbortController();
    const response = await fetch(`${server.http_url}/v1/inboxes/${inbox.address}/stream`, {
      headers: { authorization: `Bearer ${inbox.token}` },
      signal: controller.signal,
    });
    expect(response.status).to.equal(200);
    expect(server.service.stats().streams).to.equal(1);
    controller.abort();
    await response.body?.cancel().catch(() => {});
    await until(() => server.service.stats().streams === 0);
  } finally {
    await server.close();
  }
});

Deno.test("stream ends with gone at the inbox's expiry without waiting for the sweeper, and follows an extension", async () => {
  const server = await test_server({ sweep_ms: 0 });
  try {
    const inbox = await new_inbox(server.service, { ttl: "1s" });
    const response = await fetch(`${server.http_url}/v1/inboxes/${inbox.address}/stream`, {
      headers: { authorization: `Bearer ${inbox.token}` },
    });
    const events = new SseReader(response.body!);
    await fetch(`${server.http_url}/v1/inboxes/${inbox.address}/extend?ttl=1s`, {
      method: "POST",
      headers: { authorization: `Bearer ${inbox.token}` },
    }).then((r) => r.body?.cancel());
    const started = Date.now();
    expect(await events.next()).to.deep.equal({ event: "gone", id: null, data: "{}" });
    const lived = Date.now() - started;
    expect(lived, "ended after the extended expiry").to.be.greaterThan(1_500);
    expect(lived, "ended at the expiry").to.be.lessThan(5_000);
  } finally {
    await server.close();
  }
});
