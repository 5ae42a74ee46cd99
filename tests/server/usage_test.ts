import { expect } from "chai";
import { call, test_service } from "../helpers/service.ts";

Deno.test("llms.txt describes every route the app serves", async () => {
  const service = await test_service();
  const text = await (await call(service, "GET", "/llms.txt")).text();
  const routes = service.app.routes.filter((r) => r.method !== "ALL");
  expect(routes.length).to.be.greaterThan(10);
  for (const route of routes) {
    const documented = route.path.replace(/:([a-z_]+)/g, "{$1}");
    expect(text, `${route.method} ${route.path}`).to.include(`### ${route.method} ${documented}\n`);
  }
  for (
    const code of [
      "invalid_ttl",
      "ttl_too_long",
      "lifetime_exceeded",
      "invalid_filter",
      "timeout",
      "gone",
      "rate_limited",
      "near_misses",
      "unexpected_mail",
      "invalid_expect",
      "invalid_explain",
      "invalid_chaos",
      "invalid_delay",
      "invalid_duplicate",
      "invalid_reorder",
      "invalid_refuse",
      "chaos_<smtp code>",
    ]
  ) {
    expect(text).to.include(code);
  }
  expect(text).to.include("Report abuse to abuse@inbox.localhost.");
  expect(text).to.include("## Mail content is never fetched\n\nThe service never requests a URL it finds in mail");
  expect(text).to.include("http://inbox.test");
  await service.close();
});

Deno.test("the usage card says how to make, read and wait, with limits and the abuse contact", async () => {
  const service = await test_service({ abuse_email: "abuse@example.org", domains: ["in.example.org"] });
  const response = await call(service, "GET", "/");
  expect(response.status).to.equal(200);
  expect(response.headers.get("content-type")).to.match(/^text\/plain/);
  const card = await response.text();
  expect(card).to.include("curl -X POST http://inbox.test/");
  expect(card).to.include("/v1/inboxes/<address>/wait");
  expect(card).to.include("default 1h, at most 1d on a public host, 7d on an own domain");
  expect(card).to.include("at most 100 messages");
  expect(card).to.include("Receiving hosts: in.example.org");
  expect(card).to.include("Abuse: abuse@example.org");
  await service.close();
});

Deno.test("CORS is open on the inbox read paths and creation, with preflight", async () => {
  const service = await test_service();
  const preflight = await call(service, "OPTIONS", "/v1/inboxes/a@inbox.localhost/wait", {
    headers: {
      origin: "https://app.example",
      "access-control-request-method": "GET",
      "access-control-request-headers": "authorization",
    },
  });
  expect(preflight.status).to.equal(204);
  expect(preflight.headers.get("access-control-allow-origin")).to.equal("*");
  expect(preflight.headers.get("access-control-allow-headers")).to.include("Authorization");
  const create = await call(service, "POST", "/", { headers: { origin: "https://app.example" } });
  expect(create.headers.get("access-control-allow-origin")).to.equal("*");
  await create.body?.cancel();
  await service.close();
});

Deno.test("an unexpected error answers 500 internal_error without a stack trace", async () => {
  const log: string[] = [];
  const service = await test_service({ log: (line) => log.push(line) });
  service.ctx.store.inbox_by_token = () => Promise.reject(new Error("disk on fire"));
  const response = await call(service, "GET", "/v1/inbox", { token: "ibx_x" });
  expect(response.status).to.equal(500);
  expect(await response.json()).to.deep.equal({
    error: { code: "internal_error", message: "something went wrong on the server" },
  });
  expect(log.some((line) => line.includes("disk on fire"))).to.equal(true);
  await service.close();
});
