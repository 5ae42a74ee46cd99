import { expect } from "chai";
import { call, new_inbox, test_service } from "../helpers/service.ts";

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

Deno.test("POST / answers three text lines: address, token, expiry one hour ahead", async () => {
  const service = await test_service();
  const response = await call(service, "POST", "/");
  expect(response.status).to.equal(201);
  expect(response.headers.get("content-type")).to.match(/^text\/plain/);
  const [address, token, expires, rest] = (await response.text()).split("\n");
  expect(address).to.match(/^[a-z]+-[a-z]+-[0-9a-z]{4}@inbox\.localhost$/);
  expect(token).to.match(/^token: ibx_[0-9A-Za-z]{32}$/);
  expect(expires).to.equal(`expires: ${new Date(service.clock.now() + 3_600_000).toISOString()}`);
  expect(rest).to.equal("");
  await service.close();
});

Deno.test("POST / with Accept: application/json answers the inbox as JSON", async () => {
  const service = await test_service();
  const response = await call(service, "POST", "/", { headers: { accept: "application/json" } });
  expect(response.status).to.equal(201);
  const body = await response.json();
  expect(Object.keys(body).sort()).to.deep.equal(
    [
      "address",
      "bytes_left",
      "count",
      "created",
      "cursor",
      "expires",
      "last_refusal",
      "messages_left",
      "size",
      "token",
    ],
  );
  expect(body.expires).to.match(ISO);
  expect(body.created).to.equal(new Date(service.clock.now()).toISOString());
  expect(body).to.include({ count: 0, size: 0, cursor: "0", messages_left: 100, bytes_left: 10 * 1024 * 1024 });
  await service.close();
});

Deno.test("ttl is read from the query, a JSON body or a form body", async () => {
  const service = await test_service();
  const now = service.clock.now();
  const expiry = async (response: Response) => (await response.json()).expires;
  const json = { accept: "application/json" };
  expect(await expiry(await call(service, "POST", "/?ttl=15m", { headers: json }))).to.equal(
    new Date(now + 900_000).toISOString(),
  );
  expect(await expiry(await call(service, "POST", "/", { headers: json, json: { ttl: "2h" } }))).to.equal(
    new Date(now + 7_200_000).toISOString(),
  );
  const form = new URLSearchParams({ ttl: "1d" });
  expect(await expiry(await call(service, "POST", "/", { headers: json, body: form }))).to.equal(
    new Date(now + 86_400_000).toISOString(),
  );
  const multipart = new FormData();
  multipart.set("ttl", "30m");
  expect(await expiry(await call(service, "POST", "/", { headers: json, body: multipart }))).to.equal(
    new Date(now + 1_800_000).toISOString(),
  );
  await service.close();
});

Deno.test("bad ttl, too long a ttl and bad JSON answer their error codes", async () => {
  const service = await test_service();
  const cases: [string, RequestInit & { json?: unknown; body?: string }, number, string][] = [
    ["/?ttl=soon", {}, 400, "invalid_ttl"],
    ["/?ttl=0s", {}, 400, "invalid_ttl"],
    ["/?ttl=25h", {}, 422, "ttl_too_long"],
    ["/?ttl=7d", {}, 422, "ttl_too_long"],
  ];
  for (const [path, , status, code] of cases) {
    const response = await call(service, "POST", path);
    expect(response.status, path).to.equal(status);
    expect((await response.json()).error.code, path).to.equal(code);
  }
  const bad_json = await call(service, "POST", "/", { body: "{ttl:", headers: { "content-type": "application/json" } });
  expect(bad_json.status).to.equal(400);
  expect(await bad_json.json()).to.deep.equal({
    error: { code: "invalid_json", message: "request body is not valid JSON" },
  });
  const array = await call(service, "POST", "/", { json: ["1h"] });
  expect((await array.json()).error.code).to.equal("invalid_json");
  const huge = await call(service, "POST", "/", { json: { ttl: "1h", pad: "x".repeat(70_000) } });
  expect(huge.status).to.equal(413);
  expect((await huge.json()).error.code).to.equal("body_too_large");
  await service.close();
});

Deno.test("an own domain needs the owning account's key, and allows seven days", async () => {
  const service = await test_service({
    accounts: [
      { key: "key_owner_0001", domains: ["reply.example.com"] },
      { key: "key_other_0002", domains: ["reply.other.com"] },
    ],
  });
  const without = await call(service, "POST", "/?domain=reply.example.com");
  expect(without.status).to.equal(401);
  expect((await without.json()).error.code).to.equal("unauthorized");
  for (const key of ["key_other_0002", "not_a_key_at_all"]) {
    const wrong = await call(service, "POST", "/?domain=reply.example.com", { token: key });
    expect(wrong.status, key).to.equal(403);
    expect((await wrong.json()).error.code).to.equal("forbidden");
  }
  const inbox = await new_inbox(service, { domain: "Reply.Example.com", ttl: "7d" }, "key_owner_0001");
  expect(inbox.address).to.match(/@reply\.example\.com$/);
  expect(inbox.expires).to.equal(new Date(service.clock.now() + 7 * 86_400_000).toISOString());
  const over = await call(service, "POST", "/?domain=reply.example.com&ttl=8d", { token: "key_owner_0001" });
  expect(over.status).to.equal(422);
  expect((await over.json()).error.code).to.equal("ttl_too_long");
  await service.close();
});

Deno.test("a public host may be named as the domain without a key", async () => {
  const service = await test_service({ domains: ["inbox.localhost", "mail.test"] });
  const inbox = await new_inbox(service, { domain: "mail.test" });
  expect(inbox.address).to.match(/@mail\.test$/);
  expect((await new_inbox(service)).address).to.match(/@inbox\.localhost$/);
  await service.close();
});

Deno.test("inbox creation is rate limited per client IP with Retry-After", async () => {
  const service = await test_service({ create_limit: { capacity: 3, window_ms: 60_000 } });
  for (let i = 0; i < 3; i++) expect((await call(service, "POST", "/", { ip: "198.51.100.7" })).status).to.equal(201);
  const limited = await call(service, "POST", "/", { ip: "198.51.100.7" });
  expect(limited.status).to.equal(429);
  expect(limited.headers.get("retry-after")).to.equal("20");
  expect((await limited.json()).error.code).to.equal("rate_limited");
  expect((await call(service, "POST", "/", { ip: "198.51.100.8" })).status, "another IP").to.equal(201);
  service.clock.advance(20_000);
  expect((await call(service, "POST", "/", { ip: "198.51.100.7" })).status, "refilled").to.equal(201);
  await service.close();
});

Deno.test("every inbox gets a different address and token", async () => {
  const service = await test_service();
  const inboxes = await Promise.all(Array.from({ length: 200 }, () => new_inbox(service)));
  expect(new Set(inboxes.map((i) => i.address)).size).to.equal(200);
  expect(new Set(inboxes.map((i) => i.token)).size).to.equal(200);
  await service.close();
});
