import { expect } from "chai";
import { span_words } from "../../src/server/limits_text.ts";
import { LIMITS_END, LIMITS_START } from "../../scripts/docs.ts";
import { call, test_server, test_service } from "../helpers/service.ts";

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
  expect(card).to.include("- lifetime: 1 h by default, at most 24 h on a public host, 7 days on an own domain\n");
  expect(card).to.include(
    "- an inbox holds at most 100 messages and 10 MB; one message at most 10 MB, 100 recipients\n",
  );
  expect(card).to.include("- wait: 60 s by default, at most 90 s per request");
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

Deno.test("the usage card of a running server names its SMTP port, in the words README.md's limits use", async () => {
  const server = await test_server();
  try {
    const card = await (await fetch(`${server.http_url}/`)).text();
    expect(card).to.include(`Send mail to its address (SMTP on this host, port ${server.smtp_port})`);
    expect(card).to.include(`- SMTP: port ${server.smtp_port} on this host\n`);
    const readme = await Deno.readTextFile(new URL("../../README.md", import.meta.url));
    const block = readme.slice(readme.indexOf(LIMITS_START) + LIMITS_START.length, readme.indexOf(LIMITS_END)).trim();
    for (const line of block.split("\n").filter((l) => !l.startsWith("- SMTP"))) expect(card).to.include(line);
  } finally {
    await server.close();
  }
});

const spans: [number, string][] = [
  [60_000, "60 s"],
  [90_000, "90 s"],
  [15 * 60_000, "15 min"],
  [3_600_000, "1 h"],
  [24 * 3_600_000, "24 h"],
  [7 * 24 * 3_600_000, "7 days"],
];
for (const [ms, words] of spans) {
  Deno.test(`span_words(${ms}) is "${words}"`, () => expect(span_words(ms)).to.equal(words));
}
