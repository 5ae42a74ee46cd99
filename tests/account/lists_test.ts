import { expect } from "chai";
import {
  account_service,
  api,
  client,
  code_of,
  fetch_of,
  inbox,
  open_link,
  OTHER_KEY,
  press_button,
  settle,
  week_inbox,
} from "./_helpers.ts";

Deno.test("list names are unique per account: a duplicate is 409 name_taken, also by rename; other accounts may reuse it", async () => {
  const service = await account_service();
  const provider = client(service);
  const news = await provider.lists.create("News");
  expect(news.id).to.match(/^lst_/);
  expect([news.name, news.confirmation, news.recipients]).to.deep.equal(["News", null, []]);
  for (const name of ["News", "news", " NEWS "]) {
    const error = await provider.lists.create(name).catch((e) => e);
    expect([error.status, error.code]).to.deep.equal([409, "name_taken"]);
  }
  await provider.lists.create("Offers");
  const clash = await provider.lists.rename("Offers", "news").catch((e) => e);
  expect([clash.status, clash.code]).to.deep.equal([409, "name_taken"]);
  expect((await provider.lists.rename("Offers", "Deals")).name).to.equal("Deals");
  expect((await provider.lists.get(news.id)).name).to.equal("News");
  expect((await provider.lists.get("NEWS")).id).to.equal(news.id);
  expect((await client(service, OTHER_KEY).lists.create("News")).name).to.equal("News");
  expect((await client(service, OTHER_KEY).lists.get(news.id).catch((e) => e)).code).to.equal("not_found");
  expect((await provider.lists.all()).map((l) => l.name)).to.deep.equal(["News", "Deals"]);
  await provider.lists.delete("Deals");
  expect((await provider.lists.get("Deals").catch((e) => e)).status).to.equal(404);
  const bad = await api(service, "POST", "/v1/lists", { json: { name: "" } });
  expect([bad.status, await code_of(bad)]).to.deep.equal([422, "missing_field"]);
  const ids = await api(service, "POST", "/v1/lists", { json: { name: "lst_x" } });
  expect(ids.status).to.equal(422);
  await ids.body?.cancel();
  await service.close();
});

Deno.test("recipients upsert: forms of input, statuses, set_status, remove; re-adding keeps an unsubscribe", async () => {
  const service = await account_service();
  const provider = client(service);
  await provider.lists.create("News");
  const added = await provider.recipients.add("News", [
    "ada@example.com",
    "Bob Stone <Bob@Example.com>",
    { email: "cy@example.com", name: "Cy" },
  ]);
  expect([added.created, added.updated]).to.deep.equal([3, 0]);
  expect(added.recipients.map((r) => [r.email, r.name, r.status])).to.deep.equal([
    ["ada@example.com", null, "subscribed"],
    ["bob@example.com", "Bob Stone", "subscribed"],
    ["cy@example.com", "Cy", "subscribed"],
  ]);
  expect((await provider.recipients.set_status("News", "bob@example.com", "unsubscribed")).status).to.equal(
    "unsubscribed",
  );
  const again = await provider.recipients.add("News", ["Bob@example.com", "dee@example.com"]);
  expect([again.created, again.updated]).to.deep.equal([1, 1]);
  expect(again.recipients[0]!.status).to.equal("unsubscribed");
  expect((await provider.recipients.add("News", "bob@example.com", { status: "subscribed" })).recipients[0]!.status)
    .to.equal("subscribed");
  for (const status of ["bounced", "complained", "pending"] as const) {
    expect((await provider.recipients.set_status("News", "cy@example.com", status)).status).to.equal(status);
  }
  const bad = await provider.recipients.set_status("News", "cy@example.com", "gone" as never).catch((e) => e);
  expect([bad.status, bad.code]).to.deep.equal([422, "invalid_status"]);
  await provider.recipients.remove("News", "dee@example.com");
  expect((await provider.recipients.remove("News", "dee@example.com").catch((e) => e)).code).to.equal("not_found");
  const list = await provider.lists.get("News");
  expect(list.counts).to.deep.equal({ pending: 1, subscribed: 2, unsubscribed: 0, bounced: 0, complained: 0 });
  expect(list.recipients!.map((r) => r.email)).to.deep.equal(["ada@example.com", "bob@example.com", "cy@example.com"]);
  const invalid = await api(service, "POST", "/v1/lists/News/recipients", { json: { recipients: ["nope"] } });
  expect([invalid.status, await code_of(invalid)]).to.deep.equal([422, "invalid_address"]);
  const none = await api(service, "POST", "/v1/lists/News/recipients", { json: {} });
  expect([none.status, await code_of(none)]).to.deep.equal([422, "missing_field"]);
  const other = await api(service, "POST", "/v1/lists/News/recipients", {
    key: OTHER_KEY,
    json: { recipients: ["x@example.com"] },
  });
  expect(other.status).to.equal(404);
  await other.body?.cancel();
  await service.close();
});

Deno.test("double opt-in: the confirmation link opens a page; its button subscribes the recipient once", async () => {
  const service = await account_service();
  await using box = await inbox(service);
  const provider = client(service);
  await provider.lists.create("News", { confirmation: { from: "News <news@example.com>", subject: "Please confirm" } });
  const { recipients } = await provider.recipients.add("News", `Ada <${box.address}>`);
  expect(recipients[0]!.status).to.equal("pending");
  const mail = await box.wait({ subject: "Please confirm", timeout: "5s" });
  expect(mail.from).to.equal("news@example.com");
  expect(mail.auth.dkim).to.equal("pass");
  expect(mail.link).to.match(/^http:\/\/inbox\.test\/v1\/confirm\/cfm_[0-9A-Za-z]{32}$/);
  const follow = fetch_of(service);
  // Following the link (as a mail scanner does too) only shows the page.
  for (let n = 0; n < 2; n++) {
    const page = await open_link(follow, mail.link!);
    expect([page.status, page.form]).to.deep.equal([200, { confirm: "yes" }]);
    expect(page.html).to.contain(`Confirm that ${box.address} wants this mail.`);
  }
  expect((await provider.lists.get("News")).recipients![0]!.status).to.equal("pending");
  const pressed = await press_button(follow, mail.link!);
  expect(pressed.status).to.equal(200);
  expect(pressed.headers.get("content-type")).to.equal("text/html; charset=utf-8");
  expect(pressed.headers.get("content-security-policy")).to.contain("form-action 'self'");
  expect(await pressed.text()).to.contain("You are subscribed to News.");
  expect((await provider.lists.get("News")).recipients![0]!.status).to.equal("subscribed");
  for (const method of ["GET", "POST"]) {
    const reused = await follow(mail.link!, { method });
    expect([method, reused.status]).to.deep.equal([method, 404]);
    await reused.body?.cancel();
  }
  const garbage = await follow("http://inbox.test/v1/confirm/cfm_nope", { method: "POST" });
  expect(garbage.status).to.equal(404);
  await garbage.body?.cancel();
  await service.close();
});

Deno.test("a confirmation link expires after 7 days: 410 with a page that says so, and no one is subscribed", async () => {
  const service = await account_service();
  await using box = await week_inbox(service);
  const provider = client(service);
  await provider.lists.create("News", { confirmation: true });
  await provider.recipients.add("News", box.address);
  const mail = await box.wait({ timeout: "5s" });
  service.clock.advance(7 * 86_400_000 - 1);
  expect((await open_link(fetch_of(service), mail.link!)).status).to.equal(200);
  service.clock.advance(1);
  const page = await open_link(fetch_of(service), mail.link!);
  expect([page.status, page.form]).to.deep.equal([410, null]);
  expect(page.html).to.contain("This confirmation link for News has expired.");
  const posted = await fetch_of(service)(mail.link!, { method: "POST" });
  expect(posted.status).to.equal(410);
  await posted.body?.cancel();
  expect((await provider.lists.get("News")).recipients![0]!.status).to.equal("pending");
  await service.close();
});

Deno.test("a confirmation link leads to the list's redirect_url after the button; its body template holds the link", async () => {
  const service = await account_service({ account_options: { public_url: "https://lists.example.com/" } });
  await using box = await inbox(service);
  const provider = client(service);
  await provider.lists.create("News", {
    confirmation: {
      body: '<p>Click <a href="{{confirm_url}}">here</a></p>',
      redirect_url: "https://example.com/thanks",
    },
  });
  await provider.recipients.add("News", box.address);
  const mail = await box.wait({ timeout: "5s" });
  expect(mail.link).to.match(/^https:\/\/lists\.example\.com\/v1\/confirm\/cfm_/);
  expect(mail.html).to.contain('<p>Click <a href="https://lists.example.com/v1/confirm/cfm_');
  const local = `http://inbox.test${new URL(mail.link!).pathname}`;
  const response = await press_button(fetch_of(service), local);
  expect([response.status, response.headers.get("location")]).to.deep.equal([303, "https://example.com/thanks"]);
  const bad = await api(service, "PATCH", "/v1/lists/News", {
    json: { confirmation: { redirect_url: "javascript:x" } },
  });
  expect(bad.status).to.equal(422);
  await bad.body?.cancel();
  const foreign = await api(service, "PATCH", "/v1/lists/News", { json: { confirmation: { from: "x@evil.test" } } });
  expect([foreign.status, await code_of(foreign)]).to.deep.equal([403, "domain_not_owned"]);
  await service.close();
});

Deno.test("a broadcast goes to subscribed recipients only, minus suppressions", async () => {
  const service = await account_service();
  const provider = client(service);
  await using ada = await inbox(service);
  await using bob = await inbox(service);
  await using cy = await inbox(service);
  await using dee = await inbox(service);
  await provider.lists.create("News");
  await provider.recipients.add("News", [ada.address, bob.address]);
  await provider.recipients.add("News", cy.address, { status: "unsubscribed" });
  await provider.recipients.add("News", dee.address, { status: "pending" });
  await provider.suppressions.add(bob.address);
  const sent = await provider.lists.broadcast("News", {
    from: "news@example.com",
    subject: "Spring",
    body: "<p>Hi</p>",
  });
  expect(sent.status).to.equal("queued");
  expect(sent.messages!.map((m) => m.email)).to.deep.equal([ada.address]);
  expect(sent.skipped).to.deep.equal([
    { email: bob.address, reason: "suppressed" },
    { email: cy.address, reason: "unsubscribed" },
    { email: dee.address, reason: "pending" },
  ]);
  await settle(service);
  const mail = await ada.wait({ subject: "Spring", timeout: "5s" });
  expect(mail.to).to.deep.equal([ada.address]);
  for (const box of [bob, cy, dee]) expect(await box.list()).to.deep.equal([]);
  const message = await provider.messages.get(sent.messages![0]!.id);
  expect([message.origin, message.status]).to.deep.equal(["broadcast", "delivered"]);
  await service.close();
});

Deno.test("a scheduled broadcast chooses its recipients when it goes", async () => {
  const service = await account_service();
  const provider = client(service);
  await using ada = await inbox(service);
  await using bob = await inbox(service);
  await provider.lists.create("News");
  await provider.recipients.add("News", [ada.address, bob.address]);
  const sent = await provider.lists.broadcast("News", { subject: "Later", text: "hello", scheduled_at: { hours: 1 } });
  expect([sent.status, sent.scheduled_at]).to.deep.equal(["scheduled", "2026-01-01T01:00:00.000Z"]);
  await provider.recipients.set_status("News", bob.address, "unsubscribed");
  await settle(service);
  expect(await ada.list()).to.deep.equal([]);
  service.clock.advance(3_600_000);
  await settle(service);
  const mail = await ada.wait({ subject: "Later", timeout: "5s" });
  expect(mail.from).to.equal("no-reply@inbox.localhost");
  expect(await bob.list()).to.deep.equal([]);
  const missing = await api(service, "POST", "/v1/lists/News/broadcasts", { json: { text: "x" } });
  expect([missing.status, await code_of(missing)]).to.deep.equal([422, "missing_field"]);
  const foreign = await api(service, "POST", "/v1/lists/News/broadcasts", {
    json: { from: "x@evil.test", subject: "x", text: "x" },
  });
  expect([foreign.status, await code_of(foreign)]).to.deep.equal([403, "domain_not_owned"]);
  await service.close();
});
