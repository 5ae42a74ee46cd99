import { expect } from "chai";
import { call, deliver, eml, new_inbox, test_service } from "../helpers/service.ts";
import { until } from "../helpers/until.ts";

Deno.test("a timed-out wait lists the mail that came, closest first: fewest failed criteria, then newest", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  const [local, host] = inbox.address.split("@");
  const signup = `${local}+signup@${host}`;
  const arrivals: [string, string, string][] = [
    [signup, "Auth <auth@acme.test>", "Verify your email"], // 1: before the cursor
    [signup, "Auth <auth@acme.test>", "Welcome"], // 2: subject, before the cursor
    [signup, "noreply@other.test", "Verify your email"], // 3: from
    [inbox.address, "news@other.test", "Newsletter"], // 4: subject, from, tag
    [inbox.address, "Auth <auth@acme.test>", "Verify"], // 5: tag
  ];
  for (const [to, from, subject] of arrivals) await deliver(service, to, eml({ to, from, subject }));
  const response = await call(
    service,
    "GET",
    `/v1/inboxes/${inbox.address}/wait?subject=verify&from=acme&tag=signup&after=2&timeout=1ms`,
    { token: inbox.token },
  );
  expect(response.status).to.equal(408);
  const body = await response.json();
  expect(body.error).to.deep.equal({
    code: "timeout",
    message: 'no matching message arrived within 0.001s; closest: "Verify" from auth@acme.test (failed tag)',
  });
  expect(body.near_misses.map((m: { cursor: string; failed: string[] }) => [m.cursor, m.failed])).to.deep.equal([
    ["5", ["tag"]],
    ["3", ["from"]],
    ["1", ["after"]],
    ["2", ["subject", "after"]],
    ["4", ["subject", "from", "tag"]],
  ]);
  const first = body.near_misses[0];
  expect(Object.keys(first)).to.deep.equal(["id", "cursor", "subject", "from", "name", "tag", "received", "failed"]);
  expect(first).to.include({ subject: "Verify", from: "auth@acme.test", name: "Auth", tag: null });
  expect(first.id).to.match(/^msg_/);
  expect(first.received).to.equal("2026-01-01T00:00:00.000Z");
  expect(body.last_refusal).to.equal(null);
  await service.close();
});

Deno.test("a timed-out wait lists at most 10 near misses, and the inbox's last refused arrival", async () => {
  const service = await test_service({ limits: { max_messages: 12 } });
  const inbox = await new_inbox(service);
  for (let i = 1; i <= 13; i++) {
    await deliver(service, inbox.address, eml({ to: inbox.address, subject: `Newsletter ${i}` }));
  }
  const response = await call(service, "GET", `/v1/inboxes/${inbox.address}/wait?subject=verify&timeout=1ms`, {
    token: inbox.token,
  });
  const body = await response.json();
  expect(body.near_misses.map((m: { subject: string }) => m.subject)).to.deep.equal(
    [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `Newsletter ${i}`),
  );
  expect(body.last_refusal).to.include({ at: "2026-01-01T00:00:00.000Z", reason: "inbox_full" });
  expect(body.last_refusal.size).to.be.greaterThan(100);
  await service.close();
});

Deno.test("a wait held until its timeout also reports the mail that came while it waited", async () => {
  const service = await test_service();
  const inbox = await new_inbox(service);
  const pending = call(service, "GET", `/v1/inboxes/${inbox.address}/wait?subject=Reset&timeout=1s`, {
    token: inbox.token,
  });
  await until(() => service.stats().waits === 1);
  await deliver(service, inbox.address, eml({ to: inbox.address, subject: "Welcome" }));
  const response = await pending;
  expect(response.status).to.equal(408);
  const body = await response.json();
  expect(body.near_misses.map((m: { subject: string; failed: string[] }) => [m.subject, m.failed])).to.deep.equal([
    ["Welcome", ["subject"]],
  ]);
  await service.close();
});
