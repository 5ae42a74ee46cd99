import { expect } from "chai";
import { account_service, api, client, code_of, inbox, settle } from "./_helpers.ts";

const HOUR = 3_600_000;

Deno.test("a scheduled send waits for its time on the clock, then lands", async () => {
  const service = await account_service();
  await using box = await inbox(service);
  const provider = client(service);
  const sent = await provider.send({
    from: "a@example.com",
    to: box.address,
    subject: "Later",
    body: "<p>code 918273</p>",
    scheduled_at: { hours: 1 },
  });
  expect(sent.scheduled_at?.toISOString()).to.equal("2026-01-01T01:00:00.000Z");
  expect((await provider.messages.get(sent.id)).status).to.equal("scheduled");
  service.clock.advance(HOUR - 1);
  expect(await service.account!.tick()).to.equal(0);
  expect(await box.list()).to.deep.equal([]);
  service.clock.advance(1);
  expect(await service.account!.tick()).to.equal(1);
  const mail = await box.wait({ subject: "Later", timeout: "1s" });
  expect(mail.code).to.equal("918273");
  const message = await provider.messages.get(sent.id);
  expect([message.status, message.scheduled_at, message.sent_at]).to.deep.equal([
    "delivered",
    "2026-01-01T01:00:00.000Z",
    "2026-01-01T01:00:00.000Z",
  ]);
  expect(await service.account!.tick()).to.equal(0);
  expect((await box.list()).length).to.equal(1);
  await service.close();
});

Deno.test("reschedule moves the send (Date, ISO or Duration); the old time does nothing", async () => {
  const service = await account_service();
  await using box = await inbox(service);
  const provider = client(service);
  const { id } = await provider.send({ from: "a@example.com", to: box.address, body: "x", scheduled_at: { hours: 1 } });
  expect((await provider.messages.reschedule(id, "2026-01-01T03:00:00")).scheduled_at).to.equal(
    "2026-01-01T03:00:00.000Z",
  );
  expect((await provider.messages.reschedule(id, new Date("2026-01-01T05:00:00Z"))).scheduled_at).to.equal(
    "2026-01-01T05:00:00.000Z",
  );
  const moved = await provider.messages.reschedule(id, { hours: 2 });
  expect([moved.status, moved.scheduled_at]).to.deep.equal(["scheduled", "2026-01-01T02:00:00.000Z"]);
  service.clock.advance(HOUR);
  await settle(service);
  expect((await provider.messages.get(id)).status).to.equal("scheduled");
  service.clock.advance(HOUR);
  await settle(service);
  expect((await provider.messages.get(id)).status).to.equal("delivered");
  service.clock.advance(3 * HOUR);
  await settle(service);
  expect((await box.list()).length).to.equal(1);
  const late = await provider.messages.reschedule(id, { hours: 1 }).catch((e) => e);
  expect([late.status, late.code]).to.deep.equal([409, "not_scheduled"]);
  await service.close();
});

Deno.test("rescheduling to a time already past sends at once", async () => {
  const service = await account_service();
  await using box = await inbox(service);
  const provider = client(service);
  const { id } = await provider.send({ from: "a@example.com", to: box.address, body: "x", scheduled_at: { days: 3 } });
  const response = await api(service, "PATCH", `/v1/messages/${id}`, {
    json: { scheduled_at: "2025-12-31T00:00:00Z" },
  });
  expect((await response.json()).status).to.equal("queued");
  await settle(service);
  expect((await provider.messages.get(id)).status).to.equal("delivered");
  await service.close();
});

Deno.test("cancel stops a scheduled send; cancelling again or after sending is 409 not_scheduled", async () => {
  const service = await account_service();
  await using box = await inbox(service);
  const provider = client(service);
  const { id } = await provider.send({ from: "a@example.com", to: box.address, body: "x", scheduled_at: { hours: 1 } });
  expect(await provider.cancel(id)).to.deep.equal({ id });
  const message = await provider.messages.get(id);
  expect([message.status, message.reason]).to.deep.equal(["cancelled", "cancelled"]);
  service.clock.advance(2 * HOUR);
  await settle(service);
  expect(await box.list()).to.deep.equal([]);
  expect((await provider.cancel(id).catch((e) => e)).code).to.equal("not_scheduled");
  const now = await provider.send({ from: "a@example.com", to: box.address, body: "x" });
  await settle(service);
  const error = await provider.cancel(now.id).catch((e) => e);
  expect([error.provider, error.status, error.code]).to.deep.equal(["account", 409, "not_scheduled"]);
  expect((await provider.cancel("msg_nope").catch((e) => e)).code).to.equal("not_found");
  await service.close();
});

Deno.test("scheduling more than 30 days ahead is refused by the client and by the server", async () => {
  const service = await account_service();
  const provider = client(service);
  const error = await provider.send({
    from: "a@example.com",
    to: "b@inbox.localhost",
    body: "x",
    scheduled_at: { days: 31 },
  })
    .catch((e) => e);
  expect(error.code).to.equal("scheduled_too_far");
  const response = await api(service, "POST", "/v1/messages", {
    json: { from: "a@example.com", to: ["b@inbox.localhost"], text: "x", scheduled_at: "2026-01-31T00:00:01Z" },
  });
  expect([response.status, await code_of(response)]).to.deep.equal([422, "scheduled_too_far"]);
  const edge = await api(service, "POST", "/v1/messages", {
    json: { from: "a@example.com", to: ["b@inbox.localhost"], text: "x", scheduled_at: "2026-01-31T00:00:00Z" },
  });
  expect((await edge.json()).status).to.equal("scheduled");
  await service.close();
});

Deno.test("a bulk send mixes scheduled and immediate messages, each at its own time", async () => {
  const service = await account_service();
  await using box = await inbox(service);
  const provider = client(service);
  const results = await provider.send([
    { from: "a@example.com", to: box.address, subject: "now", body: "x" },
    { from: "a@example.com", to: box.address, subject: "in 2h", body: "x", scheduled_at: { hours: 2 } },
  ]);
  expect(results.map((r) => "id" in r && r.scheduled_at?.toISOString())).to.deep.equal([
    undefined,
    "2026-01-01T02:00:00.000Z",
  ]);
  await settle(service);
  expect((await box.list()).map((m) => m.subject)).to.deep.equal(["now"]);
  service.clock.advance(2 * HOUR);
  await settle(service);
  expect((await box.list()).map((m) => m.subject)).to.deep.equal(["now", "in 2h"]);
  await service.close();
});
