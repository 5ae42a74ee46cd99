/** Mail the relay refuses for now (4xx, no connection) is tried again with backoff on the clock, then given up. */

import { expect } from "chai";
import { receive } from "../../src/webhooks/receive.ts";
import type { WebhookEvent } from "../../src/webhooks/event.ts";
import { account_service, ACCOUNTS, client, settle, type TestService } from "./_helpers.ts";
import { relay } from "./_relay.ts";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const MINUTE = 60_000;

/** A service relaying to `url`, whose delivery events are read back through `receive()`. */
async function relaying(url: string) {
  const got: Request[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    got.push(new Request(input, init));
    return Promise.resolve(new Response("ok"));
  };
  const service = await account_service({
    accounts: [{ ...ACCOUNTS[0]!, webhooks: [{ url: "https://app.example/hooks", secret: SECRET }] }, ACCOUNTS[1]!],
    account_options: { relay: url, fetch },
  });
  const events = async (): Promise<WebhookEvent[]> => {
    const out = [];
    for (const request of got.splice(0)) {
      out.push(...await receive(request, { provider: "service", secret: SECRET, now: () => service.clock.now() }));
    }
    return out;
  };
  return { service, events };
}

/** Moves the clock to the next due job and runs it; `false` when nothing is queued. */
async function next(service: TestService): Promise<boolean> {
  const due = await service.account!.actx.store.next_due();
  if (due === null) return false;
  service.clock.ms = Math.max(service.clock.ms, due);
  await settle(service);
  return true;
}

Deno.test("a recipient the relay refuses for now is deferred, then sent again alone after 1 and 5 minutes", async () => {
  let refusals = 2;
  const smtp = await relay((address) => (address.startsWith("grey") && refusals-- > 0 ? 451 : null));
  const { service, events } = await relaying(smtp.url);
  const provider = client(service);
  const { id } = await provider.send({
    from: "hello@example.com",
    to: ["ada@elsewhere.test", "grey@elsewhere.test"],
    subject: "Later",
    body: "x",
  });
  await settle(service);
  let message = await provider.messages.get(id);
  expect(message.status).to.equal("queued");
  expect(message.recipients.map((r) => [r.email, r.status])).to.deep.equal([
    ["ada@elsewhere.test", "sent"],
    ["grey@elsewhere.test", "deferred"],
  ]);
  expect(message.recipients[1]!.reason).to.contain("451");
  expect((await events()).map((e) => [e.type, e.email]).sort()).to.deep.equal([
    ["email.deferred", "grey@elsewhere.test"],
    ["email.sent", "ada@elsewhere.test"],
  ]);
  service.clock.advance(MINUTE - 1);
  await settle(service);
  expect(smtp.rcpt).to.deep.equal(["ada@elsewhere.test", "grey@elsewhere.test"]);
  service.clock.advance(1);
  await settle(service);
  expect(smtp.rcpt.slice(2)).to.deep.equal(["grey@elsewhere.test"]);
  expect((await events()).map((e) => e.type)).to.deep.equal(["email.deferred"]);
  service.clock.advance(5 * MINUTE - 1);
  await settle(service);
  expect(smtp.rcpt.length).to.equal(3);
  service.clock.advance(1);
  await settle(service);
  message = await provider.messages.get(id);
  expect(message.status).to.equal("sent");
  expect(message.recipients).to.deep.equal([
    { email: "ada@elsewhere.test", status: "sent", reason: null },
    { email: "grey@elsewhere.test", status: "sent", reason: null },
  ]);
  expect(message.sent_at).to.equal("2026-01-01T00:00:00.000Z");
  expect(smtp.received.map((m) => m.to)).to.deep.equal([["ada@elsewhere.test"], ["grey@elsewhere.test"]]);
  expect(smtp.received[1]!.raw).to.contain(`Message-ID: <${id}@example.com>`);
  expect((await events()).map((e) => [e.type, e.email])).to.deep.equal([["email.sent", "grey@elsewhere.test"]]);
  expect(await next(service)).to.equal(false);
  await service.close();
  await smtp.close();
});

Deno.test("an unreachable relay is tried at 1, 5 and 30 minutes, then every 2 hours, and given up after 24 hours", async () => {
  const smtp = await relay();
  await smtp.close();
  const { service, events } = await relaying(smtp.url);
  const provider = client(service);
  const { id } = await provider.send({ from: "hello@example.com", to: "ada@elsewhere.test", body: "x" });
  await settle(service);
  const message = await provider.messages.get(id);
  expect([message.status, message.recipients[0]!.status]).to.deep.equal(["queued", "deferred"]);
  expect(message.recipients[0]!.reason).to.match(/ECONNREFUSED|connect/i);
  const seen = await events();
  for (let n = 0; n < 40 && (await next(service)); n++) seen.push(...await events());
  const minutes = (e: WebhookEvent) => (e.timestamp.getTime() - Date.parse("2026-01-01T00:00:00Z")) / MINUTE;
  const every_2h = Array.from({ length: 11 }, (_, n) => 156 + 120 * n);
  expect(seen.map((e) => [e.type, minutes(e)])).to.deep.equal([
    ...[0, 1, 6, 36, ...every_2h].map((at) => ["email.deferred", at]),
    ["email.failed", 24 * 60],
  ]);
  const failed = await provider.messages.get(id);
  expect(failed.status).to.equal("failed");
  expect(failed.reason).to.match(/^gave up after 1d: .*(ECONNREFUSED|connect)/i);
  expect(failed.recipients[0]!.status).to.equal("failed");
  expect(seen.at(-1)!.reason).to.equal(failed.reason);
  await service.close();
});

Deno.test("a message whose every recipient is refused for now is deferred; one refused with 5xx still bounces at once", async () => {
  const smtp = await relay((address) => (address.startsWith("grey") ? 452 : address.startsWith("gone") ? 550 : null));
  const { service, events } = await relaying(smtp.url);
  const provider = client(service);
  const grey = await provider.send({
    from: "hello@example.com",
    to: ["grey1@elsewhere.test", "grey2@x.test"],
    body: "x",
  });
  const gone = await provider.send({ from: "hello@example.com", to: "gone@elsewhere.test", body: "x" });
  await settle(service);
  const deferred = await provider.messages.get(grey.id);
  expect([deferred.status, deferred.recipients.map((r) => r.status)]).to.deep.equal(["queued", [
    "deferred",
    "deferred",
  ]]);
  expect(deferred.recipients[0]!.reason).to.contain("452");
  expect((await provider.messages.get(gone.id)).status).to.equal("bounced");
  expect((await events()).map((e) => e.type).sort()).to.deep.equal([
    "email.bounced",
    "email.deferred",
    "email.deferred",
  ]);
  await service.close();
  await smtp.close();
});
