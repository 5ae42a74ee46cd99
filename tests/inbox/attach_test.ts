import { expect } from "chai";
import { ServiceError, temp } from "../../inbox.ts";
import { deliver_now, recording_fetch, serve } from "./_helpers.ts";

Deno.test("attach() finds the inbox from SERVICE_INBOX_TOKEN alone, with its expiry and cursor", async () => {
  await using server = await serve();
  await using made = await temp({ url: server.http_url, ttl: "2h" });
  await deliver_now(server, made.address, "one");
  await deliver_now(server, made.address, "two");
  const fetch = recording_fetch();
  const inbox = await temp.attach({ url: server.http_url, env: { SERVICE_INBOX_TOKEN: made.token }, fetch });
  expect(inbox.address).to.equal(made.address);
  expect(inbox.token).to.equal(made.token);
  expect(inbox.expires.getTime()).to.equal(made.expires.getTime());
  expect(inbox.cursor).to.equal("2");
  expect(fetch.calls.map((c) => `${c.method} ${c.url.pathname}`)).to.deep.equal(["GET /v1/inbox"]);
  expect(fetch.calls[0]!.headers.get("authorization")).to.equal(`Bearer ${made.token}`);
  expect(fetch.calls[0]!.url.search, "the token is never in the URL").to.equal("");
});

Deno.test("attach() checks SERVICE_INBOX: the same address passes (any case, with a tag), another fails", async () => {
  await using server = await serve();
  await using made = await temp({ url: server.http_url });
  await using other = await temp({ url: server.http_url });
  for (const expected of [made.address, made.address.toUpperCase(), made.tag("x"), ` <${made.address}> `]) {
    const env = { SERVICE_INBOX_TOKEN: made.token, SERVICE_INBOX: expected, SERVICE_INBOX_URL: server.http_url };
    expect((await temp.attach({ env })).address, expected).to.equal(made.address);
  }
  const env = { SERVICE_INBOX_TOKEN: made.token, SERVICE_INBOX: other.address, SERVICE_INBOX_URL: server.http_url };
  const error = await temp.attach({ env }).catch((e) => e);
  expect(error).to.be.instanceOf(ServiceError);
  expect(error).to.include({ provider: "inbox", code: "address_mismatch", status: undefined });
  expect(error.message).to.equal(
    `inbox: address_mismatch: the token belongs to ${made.address}, not to ${other.address}`,
  );
});

Deno.test("attach({token, address}) checks the given address; an explicit token ignores SERVICE_INBOX", async () => {
  await using server = await serve();
  await using made = await temp({ url: server.http_url });
  await using other = await temp({ url: server.http_url });
  const env = { SERVICE_INBOX: other.address };
  const inbox = await temp.attach({ url: server.http_url, token: made.token, env });
  expect(inbox.address).to.equal(made.address);
  const checked = await temp.attach({ url: server.http_url, token: made.token, address: made.address, env });
  expect(checked.address).to.equal(made.address);
  const error = await temp.attach({ url: server.http_url, token: made.token, address: other.address }).catch((e) => e);
  expect(error).to.include({ code: "address_mismatch" });
});

Deno.test("attach() without a token rejects with missing_token; a wrong token is 401 unauthorized", async () => {
  await using server = await serve();
  const fetch = recording_fetch();
  const missing = await temp.attach({ url: server.http_url, env: {}, fetch }).catch((e) => e);
  expect(missing).to.include({ provider: "inbox", code: "missing_token" });
  expect(missing.message).to.equal("inbox: missing_token: no inbox token: pass { token } or set SERVICE_INBOX_TOKEN");
  expect(fetch.calls).to.have.length(0);
  const wrong = await temp.attach({ url: server.http_url, token: "ibx_00000000000000000000000000000000" }).catch((
    e,
  ) => e);
  expect(wrong).to.include({ provider: "inbox", status: 401, code: "unauthorized" });
});

Deno.test("an attached inbox reads, waits and deletes like the one that made it", async () => {
  await using server = await serve();
  const made = await temp({ url: server.http_url });
  const inbox = await temp.attach({ url: server.http_url, token: made.token });
  await deliver_now(server, made.tag("a"), "Your code 424242");
  const mail = await inbox.wait({ tag: "a", timeout: "5s" });
  expect(mail.subject).to.equal("Your code 424242");
  expect((await inbox.list()).map((m) => m.id)).to.deep.equal([mail.id]);
  await inbox.delete();
  expect(await made.list().catch((e) => e)).to.include({ status: 401 });
});
