import { expect } from "chai";
import { resend } from "../../src/providers/resend/send.ts";
import { make_pipeline } from "../../src/send/pipeline.ts";
import type { Adapter } from "../../src/core/provider.ts";
import { ServiceError } from "../../src/core/error.ts";

const MESSAGE = { from: "a@example.com", to: "b@example.com", subject: "Hi", body: "<p>Hi</p>" };

Deno.test("a provider's request timeout is 30 s and its first retry delay 500 ms unless given", () => {
  const adapter = { name: "stub", capabilities: {}, to_error: () => ({ message: "x" }) } as unknown as Adapter;
  const defaults = make_pipeline(adapter).transport_options(undefined);
  expect([defaults.timeout, defaults.retries, defaults.retry_delay]).to.deep.equal([30_000, 0, 500]);
  const given = make_pipeline(adapter, { timeout: "10s", retry_delay: { seconds: 2 } }).transport_options(undefined);
  expect([given.timeout, given.retry_delay]).to.deep.equal([10_000, 2_000]);
});

Deno.test("retries wait 500 ms, then 1 s, then 2 s (doubling), on the injected sleep: no real time passes", async () => {
  const slept: number[] = [];
  let calls = 0;
  const provider = resend({
    api_key: "re_test",
    retries: 3,
    sleep: (ms) => (slept.push(ms), Promise.resolve()),
    fetch: () => (calls++, Promise.resolve(Response.json({ message: "busy" }, { status: 503 }))),
  });
  const error = await provider.send(MESSAGE).catch((e) => e);
  expect(error).to.be.instanceOf(ServiceError);
  expect(error.status).to.equal(503);
  expect(calls).to.equal(4);
  expect(slept).to.deep.equal([500, 1000, 2000]);
});
