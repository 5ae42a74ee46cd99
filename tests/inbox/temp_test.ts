import { expect } from "chai";
import { Inbox, ServiceError, temp } from "../../inbox.ts";
import { recording_fetch, serve } from "./_helpers.ts";
import { deliver, eml, test_service } from "../helpers/service.ts";

const HOUR = 3_600_000;

Deno.test("temp() makes an inbox on the service: address, token, expiry one hour ahead, cursor 0", async () => {
  await using server = await serve();
  const before = Date.now();
  const inbox = await temp({ url: server.http_url });
  expect(inbox).to.be.instanceOf(Inbox);
  expect(inbox.address).to.match(/^[a-z]+-[a-z]+-[0-9a-z]{4}@inbox\.localhost$/);
  expect(inbox.token).to.match(/^ibx_[0-9A-Za-z]{32}$/);
  expect(inbox.expires).to.be.instanceOf(Date);
  expect(inbox.expires.getTime()).to.be.within(before + HOUR, Date.now() + HOUR);
  expect(inbox.cursor).to.equal("0");
  await inbox.delete();
});

Deno.test("temp() sends ttl and answers the expiry the service set", async () => {
  await using server = await serve();
  const fetch = recording_fetch();
  const before = Date.now();
  const inbox = await temp({ url: server.http_url, ttl: "15m", fetch });
  expect(inbox.expires.getTime()).to.be.within(before + 900_000, Date.now() + 900_000);
  expect(fetch.calls.map((c) => `${c.method} ${c.url.pathname}`)).to.deep.equal(["POST /"]);
  expect(fetch.calls[0]!.headers.get("accept")).to.equal("application/json");
  expect(fetch.calls[0]!.headers.has("authorization"), "no key without a domain").to.equal(false);
  await inbox.delete();
});

Deno.test("temp() reads the service URL from SERVICE_INBOX_URL, and a base URL may carry a path", async () => {
  await using server = await serve();
  const inbox = await temp({ env: { SERVICE_INBOX_URL: server.http_url } });
  expect(inbox.address).to.match(/@inbox\.localhost$/);
  const prefixed = recording_fetch((input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    url.pathname = url.pathname.replace(/^\/mail/, "") || "/";
    return fetch(new Request(url, request));
  });
  const other = await temp({ url: `${server.http_url}/mail`, fetch: prefixed });
  await other.list();
  expect(prefixed.calls.map((c) => c.url.pathname)).to.deep.equal([
    "/mail/",
    `/mail/v1/inboxes/${encodeURIComponent(other.address)}/messages`,
  ]);
  await Promise.all([inbox.delete(), other.delete()]);
});

Deno.test("a bad ttl throws TypeError before any request; too long a ttl is the service's 422", async () => {
  await using server = await serve();
  const fetch = recording_fetch();
  let error = await temp({ url: server.http_url, ttl: "soon", fetch }).catch((e) => e);
  expect(error).to.be.instanceOf(TypeError);
  expect(fetch.calls).to.have.length(0);
  error = await temp({ url: server.http_url, ttl: "25h", fetch }).catch((e) => e);
  expect(ServiceError.is(error)).to.equal(true);
  expect(error).to.include({ provider: "inbox", status: 422, code: "ttl_too_long" });
  expect(error.message).to.equal("inbox: 422 ttl_too_long: ttl may be at most 1d here");
});

Deno.test("temp({domain}) makes the inbox on an own domain with the key, or SERVICE_TOKEN", async () => {
  await using server = await serve({
    accounts: [{ key: "key_owner_0001", domains: ["reply.example.com"] }, { key: "key_other_0002", domains: [] }],
  });
  const fetch = recording_fetch();
  const inbox = await temp({
    url: server.http_url,
    domain: "reply.example.com",
    key: "key_owner_0001",
    ttl: "3d",
    fetch,
  });
  expect(inbox.address).to.match(/@reply\.example\.com$/);
  expect(fetch.calls[0]!.headers.get("authorization")).to.equal("Bearer key_owner_0001");
  const from_env = await temp({
    url: server.http_url,
    domain: "reply.example.com",
    env: { SERVICE_TOKEN: "key_owner_0001" },
  });
  expect(from_env.address).to.match(/@reply\.example\.com$/);
  const wrong = await temp({ url: server.http_url, domain: "reply.example.com", key: "key_other_0002" }).catch((e) =>
    e
  );
  expect(wrong).to.include({ provider: "inbox", status: 403, code: "forbidden" });
  const none = await temp({ url: server.http_url, domain: "reply.example.com", env: {} }).catch((e) => e);
  expect(none).to.include({ status: 401, code: "unauthorized" });
  await Promise.all([inbox.delete(), from_env.delete()]);
});

Deno.test("await using deletes the inbox at scope end", async () => {
  await using server = await serve();
  let token = "";
  {
    await using inbox = await temp({ url: server.http_url });
    token = inbox.token;
    const response = await fetch(`${server.http_url}/v1/inbox`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).to.equal(200);
    await response.body?.cancel();
  }
  const response = await fetch(`${server.http_url}/v1/inbox`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).to.equal(401);
  await response.body?.cancel();
});

Deno.test("await using lets an inbox be that was already deleted or has expired", async () => {
  await using server = await serve();
  {
    await using inbox = await temp({ url: server.http_url });
    await inbox.delete();
    await inbox.delete(); // a second delete on the same object does nothing
  }
  {
    await using inbox = await temp({ url: server.http_url });
    await fetch(`${server.http_url}/v1/inboxes/${inbox.address}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${inbox.token}` },
    }).then((r) => r.body?.cancel());
  }
});

Deno.test("tag() gives the plus-tagged address and refuses a tag the service would not accept", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  const [local, host] = inbox.address.split("@");
  expect(inbox.tag("signup")).to.equal(`${local}+signup@${host}`);
  expect(inbox.tag("a.b=c-d_1")).to.equal(`${local}+a.b=c-d_1@${host}`);
  for (const bad of ["", "two words", "x".repeat(65), "a@b"]) expect(() => inbox.tag(bad), bad).to.throw(TypeError);
});

Deno.test("extend() moves the expiry later and answers it; past the maximum it is 422 lifetime_exceeded", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  const before = inbox.expires.getTime();
  const expires = await inbox.extend("2h");
  expect(expires.getTime()).to.equal(before + 2 * HOUR);
  expect(inbox.expires.getTime()).to.equal(before + 2 * HOUR);
  const error = await inbox.extend("1d").catch((e) => e);
  expect(error).to.include({ provider: "inbox", status: 422, code: "lifetime_exceeded" });
  expect(inbox.expires.getTime(), "unchanged after a refusal").to.equal(before + 2 * HOUR);
  expect(await inbox.extend("nope").catch((e) => e)).to.be.instanceOf(TypeError);
});

Deno.test("delete() removes the inbox: its token no longer reads anything", async () => {
  await using server = await serve();
  const inbox = await temp({ url: server.http_url });
  await inbox.delete();
  const error = await inbox.list().catch((e) => e);
  expect(error).to.be.instanceOf(ServiceError);
  expect(error).to.include({ provider: "inbox", status: 401, code: "unauthorized" });
  expect(error.message).to.equal("inbox: 401 unauthorized: missing or wrong token for this inbox, or no such inbox");
});

Deno.test("the token stays out of JSON.stringify(inbox)", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  const json = JSON.parse(JSON.stringify(inbox));
  expect(json).to.deep.equal({ address: inbox.address, expires: inbox.expires.toISOString(), cursor: "0" });
  expect(JSON.stringify(inbox)).not.to.include(inbox.token);
});

Deno.test("a service that cannot be reached rejects with network_error; a bad URL throws TypeError", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = listener.addr.port;
  listener.close();
  const error = await temp({ url: `http://127.0.0.1:${port}` }).catch((e) => e);
  expect(error).to.be.instanceOf(ServiceError);
  expect(error).to.include({ provider: "inbox", code: "network_error", status: undefined });
  expect(error.message).to.match(
    new RegExp(`^inbox: network_error: could not reach the inbox service at http://127\\.0\\.0\\.1:${port}: `),
  );
  expect(await temp({ url: "not a url" }).catch((e) => e)).to.be.instanceOf(TypeError);
});

Deno.test("an answer that is not the service's JSON becomes a ServiceError with the status's code", async () => {
  const fetch = () =>
    Promise.resolve(new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
  const error = await temp({ url: "http://inbox.test", fetch }).catch((e) => e);
  expect(error).to.include({ provider: "inbox", status: 502, code: "http_error" });
  expect(error.message).to.include('Bad Gateway from the inbox service: "<html>Bad gateway</html>"');
  const not_json = () => Promise.resolve(new Response("ok", { status: 201 }));
  expect(await temp({ url: "http://inbox.test", fetch: not_json }).catch((e) => e)).to.include({
    code: "invalid_response",
  });
});

Deno.test("the client runs against an in-process service through an injected fetch, on a fake clock", async () => {
  const service = await test_service();
  const fetch = (input: Request | URL | string, init?: RequestInit) => service.fetch(new Request(input, init));
  {
    await using inbox = await temp({ url: "http://inbox.test", fetch, ttl: "30m" });
    expect(inbox.expires.toISOString()).to.equal(new Date(service.clock.now() + 1_800_000).toISOString());
    await deliver(
      service,
      inbox.address,
      eml({ to: inbox.address, subject: "In process", text: "Your code is 909090" }),
    );
    expect((await inbox.wait({ subject: "in process" })).code).to.equal("909090");
    service.clock.advance(1_800_000);
    const error = await inbox.list().catch((e) => e);
    expect(error, "expired the moment the clock passed its expiry").to.include({ status: 401, code: "unauthorized" });
  } // disposing an expired inbox does not throw
  await service.close();
});

Deno.test("ttl, extend and a wait's timeout take a Duration as well as a string (one vocabulary)", async () => {
  await using server = await serve();
  const before = Date.now();
  const inbox = await temp({ url: server.http_url, ttl: { minutes: 15 } });
  expect(inbox.expires.getTime()).to.be.within(before + 900_000, Date.now() + 900_000);
  const first = inbox.expires.getTime();
  const extended = await inbox.extend({ hours: 1 });
  expect(extended.getTime() - first, "an hour later than before, give or take the call").to.be.within(
    HOUR - 60_000,
    HOUR + 60_000,
  );
  const error = await inbox.wait({ subject: "never", timeout: { seconds: 1 } }).catch((e) => e);
  expect(error.code).to.equal("timeout");
  expect(error.timeout).to.equal("1s");
  await inbox.delete();
});
