import { expect } from "chai";
import { InboxTimeoutError, ServiceError, temp } from "../../inbox.ts";
import { deliver_now, recording_fetch, serve, smtp_send } from "./_helpers.ts";
import { until } from "./_helpers.ts";

const waits = (fetch: ReturnType<typeof recording_fetch>) =>
  fetch.calls.filter((c) => c.url.pathname.endsWith("/wait"));

Deno.test("wait() without after returns the newest matching mail that arrived before the call", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  await smtp_send(server, { to: inbox.address, subject: "Verify your account (1)" });
  await smtp_send(server, { to: inbox.address, subject: "Welcome" });
  await smtp_send(server, { to: inbox.address, subject: "Verify your account (2)" });
  await smtp_send(server, { to: inbox.address, subject: "Newsletter" });
  const mail = await inbox.wait({ subject: "verify" });
  expect(mail.subject).to.equal("Verify your account (2)");
  expect(mail.cursor).to.equal("3");
  expect(inbox.cursor, "the cursor never moves back").to.equal("3");
});

Deno.test("wait({after}) returns the first match after that cursor, not an older one", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  await smtp_send(server, { to: inbox.address, subject: "Your code 111111" });
  await inbox.wait({ subject: "code" });
  const before = inbox.cursor;
  expect(before).to.equal("1");
  await smtp_send(server, { to: inbox.address, subject: "Your code 222222" });
  await smtp_send(server, { to: inbox.address, subject: "Your code 333333" });
  const mail = await inbox.wait({ subject: "code", after: before });
  expect(mail.code).to.equal("222222");
  const next = await inbox.wait({ subject: "code", after: mail.cursor });
  expect(next.code).to.equal("333333");
});

Deno.test("wait() returns mail that arrives over SMTP while it waits", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  const pending = inbox.wait({ subject: "Verify", timeout: "60s" });
  await until(() => server.service.stats().waits === 1);
  await smtp_send(server, { to: inbox.address, subject: "Verify: 654321", text: "Your code is 654321" });
  const mail = await pending;
  expect(mail.subject).to.equal("Verify: 654321");
  expect(mail.code).to.equal("654321");
  expect(server.service.stats().waits).to.equal(0);
});

Deno.test("filters: RegExp sent as /source/flags, strings are substrings (even /…/-looking ones), tag exact", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  await deliver_now(server, inbox.address, "Code 123456");
  await deliver_now(server, inbox.address, "see /etc/passwd now");
  await deliver_now(server, inbox.tag("signup"), "Welcome aboard");
  await deliver_now(server, inbox.tag("other"), "Welcome twice");
  const fetch = recording_fetch();
  const attached = await temp.attach({ url: server.http_url, token: inbox.token, fetch });
  const cases: [Parameters<typeof inbox.wait>[0], string, Record<string, string>][] = [
    [{ subject: /^code \d{6}$/i }, "Code 123456", { subject: "/^code \\d{6}$/i" }],
    [{ subject: /code/gi }, "Code 123456", { subject: "/code/i" }],
    [{ subject: "/etc/passwd" }, "see /etc/passwd now", { subject: "/\\/etc\\/passwd/i" }],
    [{ subject: "WELCOME", tag: "signup" }, "Welcome aboard", { subject: "WELCOME", tag: "signup" }],
    [{ tag: "other" }, "Welcome twice", { tag: "other" }],
    [{ from: /^Alice <alice@example\.com>$/ }, "Welcome twice", { from: "/^Alice <alice@example\\.com>$/" }],
    [{ from: "alice@" }, "Welcome twice", { from: "alice@" }],
  ];
  for (const [filter, subject, query] of cases) {
    const mail = await attached.wait({ ...filter, timeout: "1s" });
    expect(mail.subject, JSON.stringify(query)).to.equal(subject);
    const sent = Object.fromEntries(fetch.calls.at(-1)!.url.searchParams);
    expect(sent, subject).to.deep.equal({ ...query, timeout: "1s" });
  }
});

Deno.test("a wait with no match rejects with InboxTimeoutError carrying the filter and the timeout", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  await deliver_now(server, inbox.address, "Something else");
  const started = Date.now();
  const error = await inbox.wait({ subject: /never/, tag: "x", timeout: "300ms" }).catch((e) => e);
  const elapsed = Date.now() - started;
  expect(error).to.be.instanceOf(InboxTimeoutError);
  expect(error).to.be.instanceOf(ServiceError);
  expect(InboxTimeoutError.is(error)).to.equal(true);
  expect(error).to.include({ name: "InboxTimeoutError", provider: "inbox", status: 408, code: "timeout" });
  expect(error.timeout).to.equal("300ms");
  expect(error.filter).to.deep.equal({ subject: /never/, tag: "x", timeout: "300ms" });
  const [miss] = error.near_misses;
  expect(error.message).to.equal(
    `inbox: 408 timeout: no mail matching subject /never/, tag "x" arrived within 300ms; closest: "Something else" from alice@example.com (${miss.id}) failed subject, tag`,
  );
  expect(error.raw.error.code).to.equal("timeout");
  expect(elapsed).to.be.within(290, 3_000);
});

Deno.test("a wait longer than the service's limit re-asks until mail comes", async () => {
  await using server = await serve({ limits: { wait_max_ms: 200 } });
  await using inbox = await temp({ url: server.http_url });
  const fetch = recording_fetch();
  const attached = await temp.attach({ url: server.http_url, token: inbox.token, fetch });
  const pending = attached.wait({ subject: "verify", timeout: "60s" });
  await until(() => waits(fetch).length >= 3);
  await smtp_send(server, { to: inbox.address, subject: "Late verify" });
  const mail = await pending;
  expect(mail.subject).to.equal("Late verify");
  expect(waits(fetch).length).to.be.at.least(3);
  expect(waits(fetch)[0]!.url.searchParams.get("timeout")).to.equal("1m");
});

Deno.test("a wait longer than the service's limit times out at the caller's timeout, not the service's", async () => {
  await using server = await serve({ limits: { wait_max_ms: 150 } });
  await using inbox = await temp({ url: server.http_url });
  const fetch = recording_fetch();
  const attached = await temp.attach({ url: server.http_url, token: inbox.token, fetch });
  const started = Date.now();
  const error = await attached.wait({ subject: "never", timeout: "800ms" }).catch((e) => e);
  const elapsed = Date.now() - started;
  expect(error).to.be.instanceOf(InboxTimeoutError);
  expect(error.timeout).to.equal("800ms");
  expect(elapsed).to.be.within(790, 2_000);
  const asked = waits(fetch).map((c) => c.url.searchParams.get("timeout")!);
  expect(asked.length).to.be.within(4, 8);
  expect(asked[0]).to.equal("800ms");
  const ms = asked.map((t) => Number(t.replace(/ms$/, "")));
  for (let i = 1; i < ms.length; i++) expect(ms[i], asked.join(",")).to.be.below(ms[i - 1]!);
});

for (const with_after of [false, true]) {
  Deno.test(`mail that arrives between two requests of a long wait is not missed (${with_after ? "with" : "without"} after)`, async () => {
    await using server = await serve({ limits: { wait_max_ms: 100 } });
    await using inbox = await temp({ url: server.http_url });
    await deliver_now(server, inbox.address, "Old verify");
    let delivered = false;
    // The mail arrives after the service answered 408 and before the client asks again.
    const fetch = recording_fetch(async (input, init) => {
      const response = await globalThis.fetch(input, init);
      if (response.status === 408 && !delivered) {
        delivered = true;
        await deliver_now(server, inbox.address, "Verify in the gap");
      }
      return response;
    });
    const attached = await temp.attach({ url: server.http_url, token: inbox.token, fetch });
    const mail = await attached.wait({
      subject: with_after ? "verify" : "gap",
      timeout: "5s",
      ...(with_after ? { after: "1" } : {}),
    });
    expect(delivered).to.equal(true);
    expect(mail.subject).to.equal("Verify in the gap");
    expect(waits(fetch)).to.have.length(2);
  });
}

Deno.test("a wait re-asks after a 502/503/504 from a proxy, within its deadline", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  let failed = 0;
  const fetch = recording_fetch((input, init) => {
    if (new URL(new Request(input).url).pathname.endsWith("/wait") && failed++ === 0) {
      return Promise.resolve(new Response("upstream timed out", { status: 504, headers: { "retry-after": "1" } }));
    }
    return globalThis.fetch(input, init);
  });
  const attached = await temp.attach({ url: server.http_url, token: inbox.token, fetch });
  await deliver_now(server, inbox.address, "Verify");
  const mail = await attached.wait({ subject: "verify", timeout: "5s" });
  expect(mail.subject).to.equal("Verify");
  expect(waits(fetch)).to.have.length(2);
});

Deno.test("an aborted wait rejects with the signal's reason and frees the held request", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  const controller = new AbortController();
  const pending = inbox.wait({ subject: "never", timeout: "30s", signal: controller.signal }).catch((e) => e);
  await until(() => server.service.stats().waits === 1);
  const reason = new Error("test over");
  controller.abort(reason);
  expect(await pending).to.equal(reason);
  await until(() => server.service.stats().waits === 0);
});

Deno.test("a bad timeout throws TypeError; a bad cursor is the service's 400 invalid_cursor", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  expect(await inbox.wait({ timeout: "soon" }).catch((e) => e)).to.be.instanceOf(TypeError);
  const error = await inbox.wait({ after: "abc", timeout: "1s" }).catch((e) => e);
  expect(error).to.include({ provider: "inbox", status: 400, code: "invalid_cursor" });
});

Deno.test("wait({from: /@example\\.com$/i}), the README's example, finds mail from a sender with a display name", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  await smtp_send(server, { to: inbox.address, from: "Alice Example <alice@example.com>", subject: "Verify" });
  const mail = await inbox.wait({ from: /@example\.com$/i, timeout: "5s" });
  expect([mail.name, mail.from]).to.deep.equal(["Alice Example", "alice@example.com"]);
  expect((await inbox.wait({ from: /^Alice Example </, timeout: "5s" })).id).to.equal(mail.id);
});
