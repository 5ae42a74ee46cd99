import { expect } from "chai";
import { call, deliver, eml, new_inbox, test_service } from "../helpers/service.ts";
import { until } from "../helpers/until.ts";

Deno.test("expect=none answers 204 when no matching mail exists by the end of the window", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "Welcome" }));
  const started = performance.now();
  const pending = call(service, "GET", `/v1/inboxes/${inbox.address}/wait?subject=reset&expect=none&timeout=80ms`, {
    token: inbox.token,
  });
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "Newsletter" }));
  const response = await pending;
  expect(response.status).to.equal(204);
  expect(await response.text()).to.equal("");
  expect(performance.now() - started, "it waits out the whole window").to.be.at.least(75);
  expect(service.stats().waits).to.equal(0);
  await service.close();
});

Deno.test("expect=none answers 409 unexpected_mail with the message as soon as a match arrives", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  const started = performance.now();
  const pending = call(service, "GET", `/v1/inboxes/${inbox.address}/wait?subject=reset&expect=none&timeout=10s`, {
    token: inbox.token,
  });
  await until(() => service.stats().waits === 1);
  await deliver(
    service,
    inbox.address,
    eml({ to: inbox.address, subject: "Reset your password", text: "Code 123456" }),
  );
  const response = await pending;
  expect(response.status).to.equal(409);
  const body = await response.json();
  expect(body.error.code).to.equal("unexpected_mail");
  expect(body.error.message).to.equal(
    `a matching message arrived: "Reset your password" from Alice <alice@example.com> (${body.message.id})`,
  );
  expect(body.message).to.include({ subject: "Reset your password", cursor: "1", code: "123456" });
  expect(performance.now() - started).to.be.below(5_000);
  await service.close();
});

Deno.test("expect=none counts mail already held unless after says where to start", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "Reset your password" }));
  const held = await call(service, "GET", `/v1/inboxes/${inbox.address}/wait?subject=reset&expect=none&timeout=10s`, {
    token: inbox.token,
  });
  expect(held.status, "without after, the mail already held fails the assertion at once").to.equal(409);
  expect((await held.json()).message.cursor).to.equal("1");
  const after = await call(
    service,
    "GET",
    `/v1/inboxes/${inbox.address}/wait?subject=reset&expect=none&after=1&timeout=30ms`,
    { token: inbox.token },
  );
  expect(after.status, "after=1: only a second reset mail would count").to.equal(204);
  await after.body?.cancel();
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "Reset your password (again)" }));
  const second = await call(
    service,
    "GET",
    `/v1/inboxes/${inbox.address}/wait?subject=reset&expect=none&after=1&timeout=10s`,
    { token: inbox.token },
  );
  expect(second.status).to.equal(409);
  expect((await second.json()).message.subject).to.equal("Reset your password (again)");
  await service.close();
});

Deno.test("expect takes one or none; anything else is 400 invalid_expect", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "x" }));
  const one = await call(service, "GET", `/v1/inboxes/${inbox.address}/wait?expect=one`, { token: inbox.token });
  expect(one.status).to.equal(200);
  await one.body?.cancel();
  const bad = await call(service, "GET", `/v1/inboxes/${inbox.address}/wait?expect=never`, { token: inbox.token });
  expect(bad.status).to.equal(400);
  expect(await bad.json()).to.deep.equal({
    error: { code: "invalid_expect", message: 'expect "never" is neither one nor none' },
  });
  expect(service.stats().waits).to.equal(0);
  await service.close();
});
