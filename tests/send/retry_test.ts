import { expect } from "chai";
import { account } from "../../src/providers/account/send.ts";
import { retry_after_ms } from "../../src/send/transport.ts";
import { FakeClock } from "../helpers/clock.ts";
import { fake_fetch } from "../providers/fake_fetch.ts";

const MESSAGE = { from: "a@example.com", to: "b@example.com", body: "<p>Hi</p>" };
const OK = () => Response.json({ id: "msg_1", status: "queued" });
const error = (status: number, headers?: Record<string, string>) =>
  Response.json({ error: { code: `e${status}`, message: "nope" } }, { status, ...(headers ? { headers } : {}) });

function setup(
  answers: Array<() => Response | Promise<Response>>,
  options: { retries?: number; timeout?: number } = {},
) {
  const clock = new FakeClock();
  const delays: number[] = [];
  const sleep = (ms: number) => {
    delays.push(ms);
    clock.advance(ms);
    return Promise.resolve();
  };
  const { fetch, requests } = fake_fetch((_request, index) => answers[Math.min(index, answers.length - 1)]!());
  const provider = account({
    api_key: "k",
    url: "http://api.test",
    fetch,
    clock,
    sleep,
    retries: options.retries ?? 3,
    retry_delay: 100,
    ...(options.timeout ? { timeout: options.timeout } : {}),
  });
  return { provider, requests, delays, clock };
}

Deno.test("retries 5xx with doubling delays and the same idempotency key on every attempt", async () => {
  const { provider, requests, delays } = setup([() => error(503), () => error(502), OK]);
  const response = await provider.send(MESSAGE);
  expect(response.id).to.equal("msg_1");
  expect(requests.length).to.equal(3);
  expect(delays).to.deep.equal([100, 200]);
  const keys = requests.map((r) => r.headers["idempotency-key"]);
  expect(keys[0]).to.match(/^[0-9a-f-]{36}$/);
  expect(new Set(keys).size).to.equal(1);
  expect(requests[0]!.json).to.deep.equal(requests[2]!.json);
});

Deno.test("a given idempotency_key is the one reused on every retry", async () => {
  const { provider, requests } = setup([() => error(500), OK]);
  await provider.send({ ...MESSAGE, idempotency_key: "order-7" });
  expect(requests.map((r) => r.headers["idempotency-key"])).to.deep.equal(["order-7", "order-7"]);
});

Deno.test("Retry-After in seconds sets the wait", async () => {
  const { provider, delays } = setup([() => error(429, { "Retry-After": "7" }), OK]);
  await provider.send(MESSAGE);
  expect(delays).to.deep.equal([7000]);
});

Deno.test("Retry-After as an HTTP date waits until then on the injected clock", async () => {
  const at = new Date(Date.parse("2026-01-01T00:00:30.000Z")).toUTCString();
  const { provider, delays } = setup([() => error(503, { "Retry-After": at }), OK]);
  await provider.send(MESSAGE);
  expect(delays).to.deep.equal([30_000]);
});

Deno.test("after the last retry the error is a ServiceError with the provider's status and code", async () => {
  const { provider, requests, delays } = setup([() => error(500)]);
  const failure = await provider.send(MESSAGE).catch((e) => e);
  expect(requests.length).to.equal(4);
  expect(delays).to.deep.equal([100, 200, 400]);
  expect(failure.message).to.equal("account: 500 e500: nope");
  expect(failure.raw).to.deep.equal({ error: { code: "e500", message: "nope" } });
});

Deno.test("a 4xx other than 429 is not retried", async () => {
  const { provider, requests, delays } = setup([() => error(422), OK]);
  const failure = await provider.send(MESSAGE).catch((e) => e);
  expect(failure.code).to.equal("e422");
  expect(requests.length).to.equal(1);
  expect(delays).to.deep.equal([]);
});

Deno.test("no retries by default", async () => {
  const { provider, requests } = setup([() => error(503), OK], { retries: 0 });
  expect((await provider.send(MESSAGE).catch((e) => e)).status).to.equal(503);
  expect(requests.length).to.equal(1);
  expect(requests[0]!.headers["idempotency-key"]).to.equal(undefined);
});

Deno.test("network errors are retried, then reported as network_error", async () => {
  const down = () => Promise.reject(new TypeError("connection refused"));
  const recovered = setup([down, OK]);
  expect((await recovered.provider.send(MESSAGE)).id).to.equal("msg_1");
  expect(recovered.delays).to.deep.equal([100]);
  const failing = setup([down], { retries: 1 });
  const failure = await failing.provider.send(MESSAGE).catch((e) => e);
  expect(failure.code).to.equal("network_error");
  expect(failure.message).to.equal("account: network_error: connection refused");
});

Deno.test("a request with no answer within timeout fails with code timeout", async () => {
  const clock = new FakeClock();
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_, reject) => {
      const signal = new Request(input, init).signal;
      signal.addEventListener("abort", () => reject(signal.reason));
    });
  const provider = account({ api_key: "k", url: "http://api.test", fetch, clock, timeout: 20 });
  const failure = await provider.send(MESSAGE).catch((e) => e);
  expect(failure.code).to.equal("timeout");
  expect(failure.message).to.equal("account: timeout: no answer within 20 ms");
});

Deno.test("aborting the send's signal stops it with code aborted", async () => {
  const controller = new AbortController();
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_, reject) => {
      const signal = new Request(input, init).signal;
      signal.addEventListener("abort", () => reject(signal.reason));
      controller.abort();
    });
  const provider = account({ api_key: "k", url: "http://api.test", fetch, retries: 3 });
  const failure = await provider.send({ ...MESSAGE, signal: controller.signal }).catch((e) => e);
  expect(failure.code).to.equal("aborted");
});

Deno.test("retry_after_ms reads seconds and dates", () => {
  expect(retry_after_ms("3", 0)).to.equal(3000);
  expect(retry_after_ms("0.5", 0)).to.equal(500);
  expect(retry_after_ms(null, 0)).to.equal(undefined);
  expect(retry_after_ms("soon", 0)).to.equal(undefined);
  expect(retry_after_ms("Thu, 01 Jan 1970 00:00:10 GMT", 4000)).to.equal(6000);
});

Deno.test("retry_delay and timeout take the one duration vocabulary: a span string or a Duration", async () => {
  for (const retry_delay of ["250ms", { seconds: 0.25 }] as const) {
    const delays: number[] = [];
    const { fetch } = fake_fetch((_request, index) => (index < 2 ? error(503) : OK()));
    const provider = account({
      api_key: "k",
      url: "http://api.test",
      fetch,
      retries: 2,
      retry_delay,
      timeout: "30s",
      sleep: (ms) => (delays.push(ms), Promise.resolve()),
    });
    await provider.send(MESSAGE);
    expect(delays).to.deep.equal([250, 500]);
  }
  expect(() => account({ api_key: "k", retry_delay: "soon" })).to.throw(
    RangeError,
    'retry_delay must be milliseconds or a span like "30s"',
  );
});
