import { expect } from "chai";
import { mock } from "../../src/providers/mock/send.ts";
import { FakeClock } from "../helpers/clock.ts";

const SEND = { from: "a@example.com", to: "b@example.com", subject: "Hi", body: "<p>Hi</p>" };
const no_wait = { retry_delay: 0, sleep: () => Promise.resolve() };

Deno.test("mock records messages normalised, with last and clear()", async () => {
  const provider = mock();
  expect(provider.last).to.equal(undefined);
  await provider.send({ ...SEND, to: ["Bob <b@example.com>"], tags: ["t"], metadata: { k: "v" } });
  await provider.send({ ...SEND, subject: "Second" });
  expect(provider.messages.map((m) => [m.id, m.subject, m.status])).to.deep.equal([
    ["mock_1", "Hi", "sent"],
    ["mock_2", "Second", "sent"],
  ]);
  expect(provider.messages[0]!.to).to.deep.equal([{ address: "b@example.com", name: "Bob" }]);
  expect(provider.messages[0]!.metadata).to.deep.equal({ k: "v" });
  expect(provider.last!.subject).to.equal("Second");
  provider.clear();
  expect(provider.messages).to.deep.equal([]);
  expect(provider.requests).to.equal(0);
});

Deno.test("mock holds scheduled messages until cancelled; a second cancel is a 409", async () => {
  const provider = mock({ clock: new FakeClock() });
  const { id, scheduled_at } = await provider.send({ ...SEND, scheduled_at: { days: 2 } });
  expect(scheduled_at?.toISOString()).to.equal("2026-01-03T00:00:00.000Z");
  expect(provider.scheduled.map((m) => m.id)).to.deep.equal([id]);
  expect(await provider.cancel(id)).to.deep.equal({ id });
  expect(provider.scheduled).to.deep.equal([]);
  expect(provider.last!.status).to.equal("cancelled");
  const again = await provider.cancel(id).catch((e) => e);
  expect([again.status, again.code]).to.deep.equal([409, "not_scheduled"]);
  const unknown = await provider.cancel("mock_99").catch((e) => e);
  expect([unknown.status, unknown.code]).to.deep.equal([404, "not_found"]);
});

Deno.test("scripted failures exercise retries: status, code and Retry-After", async () => {
  const delays: number[] = [];
  const provider = mock({
    retries: 2,
    retry_delay: 10,
    sleep: (ms) => {
      delays.push(ms);
      return Promise.resolve();
    },
    fail: [{ status: 503, code: "unavailable" }, { status: 429, code: "slow_down", retry_after: 2 }],
  });
  const { id } = await provider.send(SEND);
  expect(id).to.equal("mock_1");
  expect(provider.requests).to.equal(3);
  expect(delays).to.deep.equal([10, 2000]);
  expect(provider.messages.length).to.equal(1);
});

Deno.test("a scripted failure past the retries rejects with its status and code", async () => {
  const provider = mock({ ...no_wait, retries: 1 });
  provider.fail({ status: 500, code: "boom", message: "it broke", times: 2 });
  const error = await provider.send(SEND).catch((e) => e);
  expect(error.message).to.equal("mock: 500 boom: it broke");
  expect(provider.messages).to.deep.equal([]);
  expect((await provider.send(SEND)).id).to.equal("mock_1");
});

Deno.test("mock honours idempotency keys like a real provider", async () => {
  const provider = mock();
  const first = await provider.send({ ...SEND, idempotency_key: "k1" });
  const again = await provider.send({ ...SEND, idempotency_key: "k1" });
  expect(again.id).to.equal(first.id);
  expect(provider.messages.length).to.equal(1);
});
