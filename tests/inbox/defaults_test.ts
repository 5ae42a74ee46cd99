import { expect } from "chai";
import { wait_for } from "../../src/inbox/wait.ts";
import { InboxTimeoutError } from "../../inbox.ts";
import { parse_wait_timeout } from "../../src/server/inbox/routes/wait.ts";
import { DEFAULT_LIMITS } from "../../src/server/http/limits.ts";
import type { ServiceContext } from "../../src/server/inbox/context.ts";
import { parse_duration } from "../../src/core/duration.ts";

/**
 * A service that holds each wait for what it was asked, at most `cap_ms`, on a clock the test
 * owns, then answers 408: no real time passes.
 */
function holding_service(cap_ms: number) {
  let clock = 0;
  const asked: string[] = [];
  const fetch = (input: RequestInfo | URL) => {
    const timeout = new URL(new Request(input).url).searchParams.get("timeout")!;
    asked.push(timeout);
    clock += Math.min(parse_duration(timeout)!, cap_ms);
    return Promise.resolve(Response.json({ error: { code: "timeout", message: "none" } }, { status: 408 }));
  };
  return { connection: { url: "http://inbox.test", fetch, now: () => clock }, asked, elapsed: () => clock };
}

Deno.test("wait() with no timeout waits 60 s: one request for 1m, then InboxTimeoutError naming 60s", async () => {
  const service = holding_service(90_000);
  const error = await wait_for(service.connection, "a@inbox.test", "t", {}).catch((e) => e);
  expect(InboxTimeoutError.is(error)).to.equal(true);
  expect(error.timeout).to.equal("60s");
  expect(service.asked).to.deep.equal(["1m"]);
  expect(service.elapsed()).to.equal(60_000);
});

Deno.test("a wait longer than the service's 90 s cap asks again for what is left until its own deadline", async () => {
  const service = holding_service(90_000);
  const error = await wait_for(service.connection, "a@inbox.test", "t", { timeout: "5m" }).catch((e) => e);
  expect(error.timeout).to.equal("5m");
  expect(service.asked).to.deep.equal(["5m", "3m30s", "2m", "30s"]);
  expect(service.elapsed()).to.equal(300_000);
});

Deno.test("the reference server holds a wait 60 s by default and 90 s at most", () => {
  const ctx = { limits: DEFAULT_LIMITS } as ServiceContext;
  expect([DEFAULT_LIMITS.wait_default_ms, DEFAULT_LIMITS.wait_max_ms]).to.deep.equal([60_000, 90_000]);
  expect(parse_wait_timeout(undefined, ctx)).to.equal(60_000);
  expect(parse_wait_timeout("", ctx)).to.equal(60_000);
  expect(parse_wait_timeout("30s", ctx)).to.equal(30_000);
  expect(parse_wait_timeout("90s", ctx)).to.equal(90_000);
  expect(parse_wait_timeout("5m", ctx)).to.equal(90_000);
});
