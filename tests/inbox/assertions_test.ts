import { expect } from "chai";
import { InboxTimeoutError, Mail, ServiceError, temp, UnexpectedMailError } from "../../inbox.ts";
import { deliver_now, recording_fetch, serve, smtp_send } from "./_helpers.ts";
import { until } from "./_helpers.ts";

const waits = (fetch: ReturnType<typeof recording_fetch>) =>
  fetch.calls.filter((c) => c.url.pathname.endsWith("/wait"));

Deno.test("a timed-out wait() carries the near misses of its last answer, and its message names the closest", async () => {
  await using server = await serve({ limits: { wait_max_ms: 100 } });
  await using inbox = await temp({ url: server.http_url });
  await smtp_send(server, { to: inbox.address, from: "Acme <auth@acme.test>", subject: "Confirm your e-mail" });
  const fetch = recording_fetch();
  const attached = await temp.attach({ url: server.http_url, token: inbox.token, fetch });
  const pending = attached.wait({ subject: "verify", from: "acme", timeout: "1500ms" }).catch((e) => e);
  await until(() => server.service.stats().waits === 1);
  await deliver_now(server, inbox.tag("news"), "Verify our newsletter");
  const error = await pending;
  expect(waits(fetch).length, "the wait was asked again after the service's 100 ms").to.be.at.least(3);
  expect(InboxTimeoutError.is(error)).to.equal(true);
  expect(error.near_misses.map((m: { subject: string; failed: string[] }) => [m.subject, m.failed])).to.deep.equal([
    ["Verify our newsletter", ["from"]],
    ["Confirm your e-mail", ["subject"]],
  ]);
  expect(error.near_misses[0]).to.include({ cursor: "2", tag: "news", from: "alice@example.com" });
  expect(error.detail).to.equal(
    `no mail matching subject "verify", from "acme" arrived within 1500ms; closest: "Verify our newsletter" from alice@example.com (${
      error.near_misses[0].id
    }) failed from (1 more near miss)`,
  );
  expect(error.last_refusal).to.equal(null);
});

Deno.test("a timed-out wait() names a refused arrival: the mail came, but the inbox was full", async () => {
  await using server = await serve({ limits: { max_messages: 1 } });
  await using inbox = await temp({ url: server.http_url });
  await smtp_send(server, { to: inbox.address, subject: "Welcome" });
  const refused = await smtp_send(server, { to: inbox.address, subject: "Verify" }).catch((e) => e);
  expect(refused.responseCode).to.equal(452);
  const error = await inbox.wait({ subject: "verify", timeout: "50ms" }).catch((e) => e);
  expect(error.last_refusal).to.include({ reason: "inbox_full" });
  expect(error.detail).to.match(/; the inbox refused an arrival at \d{4}-\d\d-\d\dT[\d:.]+Z \(inbox_full\)$/);
});

Deno.test("wait({expect: 'none'}) resolves once the whole window passed without a match, across re-asks", async () => {
  await using server = await serve({ limits: { wait_max_ms: 100 } });
  await using inbox = await temp({ url: server.http_url });
  await deliver_now(server, inbox.address, "Welcome");
  const fetch = recording_fetch();
  const attached = await temp.attach({ url: server.http_url, token: inbox.token, fetch });
  const started = Date.now();
  const result = await attached.wait({ subject: "reset", expect: "none", timeout: "350ms" });
  expect(result).to.equal(undefined);
  expect(Date.now() - started).to.be.within(340, 3_000);
  const asked = waits(fetch);
  expect(asked.length).to.be.within(3, 6);
  expect(asked[0]!.url.searchParams.get("expect")).to.equal("none");
});

Deno.test("wait({expect: 'none'}) rejects with UnexpectedMailError carrying the mail as soon as one matches", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  const first = await (async () => {
    await smtp_send(server, { to: inbox.address, subject: "Reset your password", text: "Code 111111" });
    return await inbox.wait({ subject: "reset" });
  })();
  const started = Date.now();
  setTimeout(() => smtp_send(server, { to: inbox.address, subject: "Reset your password", text: "Code 222222" }), 100);
  const error = await inbox.wait({ subject: "reset", after: first.cursor, expect: "none", timeout: "10s" })
    .catch((e) => e);
  expect(Date.now() - started).to.be.below(5_000);
  expect(UnexpectedMailError.is(error)).to.equal(true);
  expect(error).to.be.instanceOf(ServiceError);
  expect(error).to.include({ provider: "inbox", status: 409, code: "unexpected_mail", timeout: "10s" });
  expect(error.mail).to.be.instanceOf(Mail);
  expect([error.mail.code, error.mail.cursor]).to.deep.equal(["222222", "2"]);
  expect(new TextDecoder().decode(await error.mail.raw())).to.contain("Code 222222");
  expect(error.detail).to.equal(
    `expected no mail matching subject "reset", after cursor 1 within 10s, but "Reset your password" from Alice Example <alice@example.com> (${error.mail.id}) arrived at ${error.mail.received.toISOString()}`,
  );
  expect(inbox.cursor, "the unexpected mail was seen").to.equal("2");
});

Deno.test("wait({expect: 'none'}) counts mail already held unless after is given", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  const before = inbox.cursor;
  await deliver_now(server, inbox.address, "Reset your password");
  const held = await inbox.wait({ subject: "reset", expect: "none", timeout: "5s" }).catch((e) => e);
  expect(UnexpectedMailError.is(held), "the app was faster than the assertion: still caught").to.equal(true);
  await inbox.wait({ subject: "reset", expect: "none", after: held.mail.cursor, timeout: "50ms" });
  const since_before = await inbox.wait({ subject: "reset", expect: "none", after: before, timeout: "5s" })
    .catch((e) => e);
  expect(since_before.mail.subject).to.equal("Reset your password");
});

Deno.test("wait({expect: 'none'}) against a service that ignores expect: a 200 fails it, a 408 passes it", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  const old_service = recording_fetch((input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    url.searchParams.delete("expect");
    return globalThis.fetch(new Request(url, request));
  });
  const attached = await temp.attach({ url: server.http_url, token: inbox.token, fetch: old_service });
  await attached.wait({ subject: "reset", expect: "none", timeout: "50ms" });
  await deliver_now(server, inbox.address, "Reset");
  const error = await attached.wait({ subject: "reset", expect: "none", timeout: "5s" }).catch((e) => e);
  expect(UnexpectedMailError.is(error)).to.equal(true);
  expect(error.mail.subject).to.equal("Reset");
});
