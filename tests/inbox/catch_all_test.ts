import { expect } from "chai";
import { catch_all, InboxTimeoutError, ServiceError, temp } from "../../inbox.ts";
import { serve, smtp_send, until } from "./_helpers.ts";

const TOKEN = "cat_TestOperatorToken0123456789ab";
const with_catch_all = () => serve({ catch_all: { token: TOKEN } });

Deno.test("catch_all().wait({ to }) gets the code of mail sent to an address nobody made", async () => {
  await using server = await with_catch_all();
  const caught = catch_all({ token: TOKEN, url: server.http_url });
  const pending = caught.wait({ to: "ada@example.com", timeout: "10s" });
  await smtp_send(server, { to: "someone@example.com", subject: "Not this one", text: "code 111111" });
  await smtp_send(server, { to: "ada@example.com", subject: "Verify", text: "Your code is 482913" });
  const mail = await pending;
  expect([mail.subject, mail.code, mail.to]).to.deep.equal(["Verify", "482913", ["ada@example.com"]]);
  expect(new TextDecoder().decode(await mail.raw())).to.include("Subject: Verify");
  expect(caught.cursor).to.equal("2");
});

Deno.test("catch_all() with a wrong token rejects with ServiceError unauthorized (401)", async () => {
  await using server = await with_catch_all();
  const caught = catch_all({ token: "cat_wrong", url: server.http_url });
  const error = await caught.wait({ to: "ada@example.com", timeout: "1s" }).then(() => null, (e) => e);
  expect(ServiceError.is(error)).to.equal(true);
  expect([error.status, error.code]).to.deep.equal([401, "unauthorized"]);
  expect(() => catch_all({ url: server.http_url, env: {} })).to.throw(ServiceError, /SERVICE_CATCH_ALL_TOKEN/);
});

Deno.test("catch_all() reads its token and URL from the environment", async () => {
  await using server = await with_catch_all();
  await smtp_send(server, { to: "env@example.com", subject: "From env" });
  const caught = catch_all({ env: { SERVICE_CATCH_ALL_TOKEN: TOKEN, SERVICE_INBOX_URL: server.http_url } });
  expect((await caught.list()).map((mail) => mail.subject)).to.deep.equal(["From env"]);
  expect(JSON.stringify(caught)).to.equal('{"address":"*","cursor":"1"}');
});

Deno.test("catch_all().list() filters by to, subject and from", async () => {
  await using server = await with_catch_all();
  for (let n = 0; n < 3; n++) await smtp_send(server, { to: `user${n}@example.com`, subject: `Hello ${n}` });
  await smtp_send(server, { to: "ada@example.com", subject: "Receipt", from: "Shop <shop@acme.test>" });
  await smtp_send(server, { to: "ada@example.com", subject: "Verify", from: "Auth <auth@acme.test>" });
  const caught = catch_all({ token: TOKEN, url: server.http_url });
  expect((await caught.list()).map((m) => m.subject)).to.deep.equal([
    "Hello 0",
    "Hello 1",
    "Hello 2",
    "Receipt",
    "Verify",
  ]);
  expect((await caught.list({ to: "ada@example.com" })).map((m) => m.subject)).to.deep.equal(["Receipt", "Verify"]);
  expect((await caught.list({ to: /^user[12]@/ })).map((m) => m.subject)).to.deep.equal(["Hello 1", "Hello 2"]);
  expect((await caught.list({ to: "ada@example.com", from: "auth@" })).map((m) => m.subject)).to.deep.equal([
    "Verify",
  ]);
  expect((await caught.list({ subject: /^hello [02]$/i })).map((m) => m.subject)).to.deep.equal([
    "Hello 0",
    "Hello 2",
  ]);
});

Deno.test("catch_all().watch({ to }) yields only new matching mail, in order", async () => {
  await using server = await with_catch_all();
  await smtp_send(server, { to: "ada@example.com", subject: "Before" });
  const caught = catch_all({ token: TOKEN, url: server.http_url });
  const stop = new AbortController();
  const seen: string[] = [];
  const done = (async () => {
    for await (const mail of caught.watch({ to: "ada@example.com", signal: stop.signal })) {
      seen.push(mail.subject);
      if (seen.length === 2) stop.abort();
    }
  })();
  // The stream is open once the server holds it.
  await until(() => server.service.stats().streams === 1);
  await smtp_send(server, { to: "ada@example.com", subject: "First" });
  await smtp_send(server, { to: "bob@example.com", subject: "Not for Ada" });
  await smtp_send(server, { to: "ada@example.com", subject: "Second" });
  await done;
  expect(seen).to.deep.equal(["First", "Second"]);
});

Deno.test("catch_all().delete_all() empties it; a timed-out wait names `to` among the failed criteria", async () => {
  await using server = await with_catch_all();
  const caught = catch_all({ token: TOKEN, url: server.http_url });
  await smtp_send(server, { to: "bob@example.com", subject: "Verify" });
  const error = await caught.wait({ to: "ada@example.com", subject: "Verify", timeout: "100ms" }).then(
    () => null,
    (e) => e,
  );
  expect(error).to.be.instanceOf(InboxTimeoutError);
  expect(error.near_misses.map((m: { failed: string[] }) => m.failed)).to.deep.equal([["to"]]);
  expect(await caught.delete_all()).to.equal(1);
  expect(await caught.list()).to.deep.equal([]);
  expect((await caught.info()).count).to.equal(0);
});

Deno.test("an inbox made with temp() keeps its own mail beside the catch-all, which copies it", async () => {
  await using server = await with_catch_all();
  await using inbox = await temp({ url: server.http_url });
  await smtp_send(server, { to: inbox.address, subject: "For the inbox" });
  expect((await inbox.wait({ to: inbox.address, timeout: "5s" })).subject).to.equal("For the inbox");
  const caught = catch_all({ token: TOKEN, url: server.http_url });
  expect((await caught.wait({ to: inbox.address, timeout: "5s" })).subject).to.equal("For the inbox");
});
