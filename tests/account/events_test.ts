/** Delivery events: posted to the account's endpoints, signed per Standard Webhooks, verified by our own receiver, retried with backoff. */

import { expect } from "chai";
import { Webhook } from "standardwebhooks";
import { receive } from "../../src/webhooks/receive.ts";
import { account_service, ACCOUNTS, client, inbox, settle } from "./_helpers.ts";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const HOOK = "https://app.example/hooks/mail";

/** A webhook endpoint that records what it gets and answers with `status(n)`. */
function endpoint(status: (n: number) => number = () => 200) {
  const got: Request[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    got.push(request.clone());
    return Promise.resolve(new Response("ok", { status: status(got.length) }));
  };
  return { fetch, got };
}

function with_hooks(fetch: typeof globalThis.fetch, backoff?: number[]) {
  return account_service({
    accounts: [{ ...ACCOUNTS[0]!, webhooks: [{ url: HOOK, secret: SECRET }] }, ACCOUNTS[1]!],
    account_options: { fetch, ...(backoff ? { webhook_backoff_ms: backoff } : {}) },
  });
}

Deno.test("delivery events are signed per Standard Webhooks and come back through receive() as WebhookEvents", async () => {
  const hook = endpoint();
  const service = await with_hooks(hook.fetch);
  await using box = await inbox(service);
  const provider = client(service);
  const { id } = await provider.send({
    from: "a@example.com",
    to: box.address,
    subject: "Hi",
    body: "x",
    tags: ["signup"],
    metadata: { user: "42" },
  });
  await settle(service);
  expect(hook.got.length).to.equal(1);
  const request = hook.got[0]!;
  expect(request.url).to.equal(HOOK);
  const body = await request.clone().text();
  const headers = Object.fromEntries(request.headers);
  expect(headers["webhook-id"]).to.match(/^evt_/);
  expect(headers["webhook-timestamp"]).to.equal(String(Date.parse("2026-01-01T00:00:00Z") / 1000));
  // The oracle: the reference Standard Webhooks library accepts the signature.
  const oracle = new Webhook(SECRET) as unknown as { sign(id: string, at: Date, body: string): string };
  const signed_at = new Date(Number(headers["webhook-timestamp"]) * 1000);
  expect(headers["webhook-signature"]).to.equal(oracle.sign(headers["webhook-id"]!, signed_at, body));
  expect(JSON.parse(body)).to.deep.include({ type: "email.delivered", created_at: "2026-01-01T00:00:00.000Z" });
  const [event] = await receive(request, { provider: "service", secret: SECRET, now: () => service.clock.now() });
  expect(event).to.deep.include({
    type: "email.delivered",
    provider: "service",
    message_id: id,
    email: box.address,
    tags: ["signup"],
    metadata: { user: "42" },
  });
  expect(event!.timestamp.toISOString()).to.equal("2026-01-01T00:00:00.000Z");
  await service.close();
});

Deno.test("scheduled, cancelled, rejected (suppressed) and bounced sends each post their event", async () => {
  const hook = endpoint();
  const service = await with_hooks(hook.fetch);
  const provider = client(service);
  const later = await provider.send({
    from: "a@example.com",
    to: "x@inbox.localhost",
    body: "x",
    scheduled_at: { hours: 1 },
  });
  await provider.cancel(later.id);
  await provider.suppressions.add("blocked@inbox.localhost");
  await provider.send({
    from: "a@example.com",
    to: ["blocked@inbox.localhost", "nobody-0000@inbox.localhost"],
    body: "x",
  });
  await settle(service);
  const events = [];
  for (const request of hook.got) {
    events.push(...await receive(request, { provider: "service", secret: SECRET, now: () => service.clock.now() }));
  }
  // Each event is posted on its own, so they may arrive in any order.
  expect(events.map((e) => [e.type, e.email]).sort()).to.deep.equal([
    ["email.bounced", "nobody-0000@inbox.localhost"],
    ["email.cancelled", null],
    ["email.rejected", "blocked@inbox.localhost"],
    ["email.scheduled", null],
  ]);
  expect(events.find((e) => e.type === "email.rejected")!.reason).to.equal("suppressed");
  expect(events.find((e) => e.type === "email.bounced")!.bounce).to.deep.include({
    type: "hard",
    message: "unknown_recipient",
  });
  await service.close();
});

Deno.test("a failing endpoint is tried again with backoff on the clock, with the same webhook-id", async () => {
  const hook = endpoint((n) => (n <= 2 ? 503 : 200));
  const service = await with_hooks(hook.fetch, [5_000, 30_000, 120_000]);
  const provider = client(service);
  await provider.send({ from: "a@example.com", to: "nobody-0000@inbox.localhost", body: "x" });
  await settle(service);
  expect(hook.got.length).to.equal(1);
  service.clock.advance(4_999);
  await settle(service);
  expect(hook.got.length).to.equal(1);
  service.clock.advance(1);
  await settle(service);
  expect(hook.got.length).to.equal(2);
  service.clock.advance(30_000);
  await settle(service);
  expect(hook.got.length).to.equal(3);
  const ids = new Set(hook.got.map((r) => r.headers.get("webhook-id")));
  expect(ids.size).to.equal(1);
  expect(hook.got.map((r) => r.headers.get("webhook-timestamp"))).to.deep.equal([
    "1767225600",
    "1767225605",
    "1767225635",
  ]);
  const [event] = await receive(hook.got[2]!, { provider: "service", secret: SECRET, now: () => service.clock.now() });
  expect(event!.type).to.equal("email.bounced");
  service.clock.advance(10 * 60_000);
  await settle(service);
  expect(hook.got.length).to.equal(3);
  await service.close();
});

Deno.test("an endpoint that never answers 2xx is given up after the last backoff step", async () => {
  const hook = endpoint(() => 500);
  const service = await with_hooks(hook.fetch, [1_000, 2_000]);
  const provider = client(service);
  await provider.send({ from: "a@example.com", to: "nobody-0000@inbox.localhost", body: "x" });
  await settle(service);
  for (let i = 0; i < 5; i++) {
    service.clock.advance(2_000);
    await settle(service);
  }
  expect(hook.got.length).to.equal(3);
  await service.close();
});

Deno.test("the other account's events do not go to this account's endpoint", async () => {
  const hook = endpoint();
  const service = await with_hooks(hook.fetch);
  await client(service, "svc_account_two_key").send({
    from: "a@inbox.localhost",
    to: "nobody-0000@inbox.localhost",
    body: "x",
  });
  await settle(service);
  expect(hook.got).to.deep.equal([]);
  await service.close();
});
