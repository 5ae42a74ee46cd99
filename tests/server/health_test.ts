import { expect } from "chai";
import { Hono } from "hono";
import { mount_health } from "../../src/server/http/health.ts";
import type { AppEnv } from "../../src/server/http/context.ts";
import { KvStore } from "../../src/server/inbox/store/kv.ts";
import { call, test_server, test_service } from "../helpers/service.ts";
import { FakeClock } from "../helpers/clock.ts";

Deno.test("GET /health answers 200 {status: ok} without a token, and is not cached", async () => {
  const service = await test_service();
  try {
    const response = await call(service, "GET", "/health");
    expect(response.status).to.equal(200);
    expect(response.headers.get("cache-control")).to.equal("no-store");
    expect(await response.json()).to.deep.equal({ status: "ok" });
  } finally {
    await service.close();
  }
});

Deno.test("GET /health answers 503 store_unavailable when the store fails, with the reason only in the log", async () => {
  const clock = new FakeClock();
  const store = await KvStore.open(":memory:", { clock });
  const log: string[] = [];
  const service = await test_service({ store, clock, log: (line) => log.push(line), account: false });
  try {
    store.kv.close();
    const response = await call(service, "GET", "/health");
    expect(response.status).to.equal(503);
    expect(response.headers.get("retry-after")).to.equal("5");
    expect(await response.json()).to.deep.equal({
      status: "unavailable",
      error: { code: "store_unavailable", message: "the store cannot be reached now" },
    });
    expect(log.filter((line) => line.startsWith("health: "))).to.have.length(1);
  } finally {
    await service.close({ close_store: false });
  }
});

Deno.test("GET /health answers 503 when the store does not answer in time", async () => {
  const app = new Hono<AppEnv>();
  const log: string[] = [];
  mount_health(app, { log: (line) => log.push(line) }, () => new Promise(() => {}), 20);
  const response = await app.request("/health", {}, { ip: "127.0.0.1" });
  expect(response.status).to.equal(503);
  expect(log).to.deep.equal(["health: the store cannot be reached (no answer in 20 ms)"]);
});

Deno.test("the health route is served by the real listener, on the address it binds", async () => {
  const server = await test_server();
  try {
    const response = await fetch(`${server.http_url}/health`);
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ status: "ok" });
  } finally {
    await server.close();
  }
});
