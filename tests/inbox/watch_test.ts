import { expect } from "chai";
import { type Mail, ServiceError, temp } from "../../inbox.ts";
import { deliver_now, recording_fetch, serve, smtp_send, until } from "./_helpers.ts";

const streams = (fetch: ReturnType<typeof recording_fetch>) =>
  fetch.calls.filter((c) => c.url.pathname.endsWith("/stream"));

Deno.test("watch() yields each mail as it arrives over SMTP, in order; break ends it", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  const seen: string[] = [];
  const done = (async () => {
    for await (const mail of inbox.watch()) {
      seen.push(mail.subject);
      if (seen.length === 3) break;
    }
  })();
  await until(() => server.service.stats().streams === 1);
  for (const subject of ["one", "two", "three"]) await smtp_send(server, { to: inbox.address, subject });
  await done;
  expect(seen).to.deep.equal(["one", "two", "three"]);
  expect(inbox.cursor).to.equal("3");
  await until(() => server.service.stats().streams === 0);
});

Deno.test("watch() starts at inbox.cursor: mail that came after temp() but before watch() is not missed", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  await deliver_now(server, inbox.address, "early");
  const watching = inbox.watch();
  const first = await watching.next();
  await watching.return();
  expect((first.value as Mail).subject).to.equal("early");
  await deliver_now(server, inbox.address, "seen by wait");
  await deliver_now(server, inbox.address, "after wait");
  await inbox.wait({ subject: "seen by wait" });
  const again = inbox.watch();
  const next = await again.next();
  await again.return();
  expect((next.value as Mail).subject, "the cursor moved past what wait() saw").to.equal("after wait");
});

Deno.test("watch() across a dropped connection delivers each mail exactly once", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  const fetch = recording_fetch();
  const attached = await temp.attach({ url: server.http_url, token: inbox.token, fetch });
  const seen: string[] = [];
  const done = (async () => {
    for await (const mail of attached.watch()) {
      seen.push(mail.subject);
      if (seen.length === 5) break;
    }
  })();
  await until(() => server.service.stats().streams === 1);
  await smtp_send(server, { to: inbox.address, subject: "1" });
  await smtp_send(server, { to: inbox.address, subject: "2" });
  await until(() => seen.length === 2);
  // The server drops every held stream without `event: gone`, as a restart or a proxy would.
  server.service.ctx.held.close_all();
  await until(() => server.service.stats().streams === 0);
  await smtp_send(server, { to: inbox.address, subject: "3" });
  await smtp_send(server, { to: inbox.address, subject: "4" });
  await until(() => server.service.stats().streams === 1);
  await smtp_send(server, { to: inbox.address, subject: "5" });
  await done;
  expect(seen).to.deep.equal(["1", "2", "3", "4", "5"]);
  const calls = streams(fetch);
  expect(calls).to.have.length(2);
  expect(calls[0]!.headers.get("last-event-id")).to.equal("0");
  expect(calls[1]!.headers.get("last-event-id")).to.equal("2");
  expect(calls[1]!.headers.get("authorization")).to.equal(`Bearer ${inbox.token}`);
});

Deno.test("watch() skips a message the service sends again after a reconnect", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  await deliver_now(server, inbox.address, "a");
  await deliver_now(server, inbox.address, "b");
  let connection = 0;
  // A faulty proxy: the first connection breaks after one event; the second forgets Last-Event-ID.
  const fetch = recording_fetch(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.includes("/stream")) return globalThis.fetch(request);
    connection++;
    const headers = new Headers(request.headers);
    if (connection > 1) headers.delete("last-event-id");
    const url = new URL(request.url);
    if (connection > 1) url.searchParams.set("after", "0");
    const response = await globalThis.fetch(new Request(url, { headers, signal: request.signal }));
    if (connection > 1) return response;
    const reader = response.body!.getReader();
    const text = new TextDecoder();
    let sent = "";
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        sent += text.decode(value, { stream: true });
        controller.enqueue(value);
        if (sent.includes("event: message")) {
          await reader.cancel();
          controller.close();
        }
      },
    });
    return new Response(body, { headers: response.headers });
  });
  const attached = await temp.attach({ url: server.http_url, token: inbox.token, fetch });
  const seen: string[] = [];
  for await (const mail of attached.watch({ after: "0" })) {
    seen.push(mail.subject);
    if (seen.length === 2) break;
  }
  expect(seen).to.deep.equal(["a", "b"]);
  expect(connection).to.equal(2);
});

Deno.test("watch() ends when its signal aborts, and when the inbox is deleted", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  const controller = new AbortController();
  const seen: string[] = [];
  const aborted = (async () => {
    for await (const mail of inbox.watch({ signal: controller.signal })) seen.push(mail.subject);
  })();
  await until(() => server.service.stats().streams === 1);
  await deliver_now(server, inbox.address, "before abort");
  await until(() => seen.length === 1);
  controller.abort();
  await aborted;
  expect(seen).to.deep.equal(["before abort"]);
  await until(() => server.service.stats().streams === 0);

  const gone = (async () => {
    for await (const mail of inbox.watch()) seen.push(mail.subject);
  })();
  await until(() => server.service.stats().streams === 1);
  await fetch(`${server.http_url}/v1/inboxes/${inbox.address}`, {
    method: "DELETE",
    headers: { authorization: `Bearer ${inbox.token}` },
  }).then((r) => r.body?.cancel());
  await gone;
  expect(seen).to.deep.equal(["before abort"]);
});

Deno.test("watch() with an already aborted signal yields nothing and makes no request", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  const fetch = recording_fetch();
  const attached = await temp.attach({ url: server.http_url, token: inbox.token, fetch });
  const seen = [];
  for await (const mail of attached.watch({ signal: AbortSignal.abort() })) seen.push(mail);
  expect(seen).to.have.length(0);
  expect(streams(fetch)).to.have.length(0);
});

Deno.test("watch() with a wrong token rejects with 401 unauthorized at once", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  await inbox.delete();
  const error = await inbox.watch().next().catch((e) => e);
  expect(error).to.be.instanceOf(ServiceError);
  expect(error).to.include({ provider: "inbox", status: 401, code: "unauthorized" });
});
