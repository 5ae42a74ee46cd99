import { expect } from "chai";
import { account_service, api, client, code_of, inbox, settle, type TestService, week_inbox } from "./_helpers.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

/** Two contact submissions and one quote, a minute apart. */
async function submissions(service: TestService) {
  const provider = client(service);
  await provider.send({
    from: "site@example.com",
    to: "me@inbox.localhost",
    subject: "Contact",
    body: form({ email: "ada@example.com", message: "Hi, there" }),
  });
  service.clock.advance(60_000);
  await provider.send({
    from: "site@example.com",
    to: "me@inbox.localhost",
    subject: "Contact",
    body: form({ email: "bob@example.com", message: "=cmd()" }),
  });
  service.clock.advance(60_000);
  await provider.send({
    from: "site@example.com",
    to: "me@inbox.localhost",
    subject: "Quote",
    body: form({ size: "L" }),
    tags: ["sales"],
  });
  await settle(service);
  return provider;
}

Deno.test("exports.download gives CSV with chosen columns and form fields, filtered; formulas are defused", async () => {
  const service = await account_service();
  const provider = await submissions(service);
  const file = await provider.exports.download({ filter: "form:Contact", columns: ["created", "from"] });
  expect([file.filename, file.type]).to.deep.equal(["export-2026-01-01.csv", "text/csv"]);
  expect(file.text()).to.equal(
    "created,from,email,message\r\n" +
      '2026-01-01T00:00:00.000Z,site@example.com,ada@example.com,"Hi, there"\r\n' +
      "2026-01-01T00:01:00.000Z,site@example.com,bob@example.com,'=cmd()\r\n",
  );
  const picked = await provider.exports.download({
    filter: "tag:sales",
    columns: ["subject", "tags"],
    fields: ["size"],
  });
  expect(picked.text()).to.equal("subject,tags,size\r\nQuote,sales,L\r\n");
  const recent = await provider.exports.download({ window: "90s", columns: ["subject"], fields: [] });
  expect(recent.text()).to.equal("subject\r\nContact\r\nQuote\r\n");
  await service.close();
});

Deno.test("exports.download gives JSON rows with a fields object", async () => {
  const service = await account_service();
  const provider = await submissions(service);
  const file = await provider.exports.download({ filter: "contact", format: "json", columns: ["subject", "status"] });
  expect(file.type).to.equal("application/json");
  expect(JSON.parse(file.text())).to.deep.equal([
    { subject: "Contact", status: "bounced", fields: { email: "ada@example.com", message: "Hi, there" } },
    { subject: "Contact", status: "bounced", fields: { email: "bob@example.com", message: "=cmd()" } },
  ]);
  await service.close();
});

Deno.test("bad export parameters answer 422 with their codes", async () => {
  const service = await account_service();
  const table: [string, string][] = [
    ["filter=color:red", "invalid_filter"],
    ["format=xml", "invalid_format"],
    ["columns=id,password", "invalid_column"],
    ["window=forever", "invalid_window"],
  ];
  for (const [query, code] of table) {
    const response = await api(service, "GET", `/v1/exports/download?${query}`);
    expect([response.status, await code_of(response)], query).to.deep.equal([422, code]);
  }
  const create = await api(service, "POST", "/v1/exports", {
    json: { name: "x", recipients: ["a@b.co"], schedule: "often" },
  });
  expect([create.status, await code_of(create)]).to.deep.equal([422, "invalid_schedule"]);
  const seconds = await api(service, "POST", "/v1/exports", {
    json: { name: "x", recipients: ["a@b.co"], schedule: "* * * * * *" },
  });
  expect(await code_of(seconds)).to.equal("invalid_schedule");
  await service.close();
});

Deno.test("exports.run mails the CSV to an inbox as an attachment within a minute", async () => {
  const service = await account_service();
  await using box = await inbox(service);
  const provider = await submissions(service);
  const created = await provider.exports.create({
    name: "Leads",
    recipients: box.address,
    from: "reports@example.com",
    filter: "form:Contact",
    columns: ["from"],
    schedule: "weekly",
  });
  expect([created.next_run, created.paused, created.format]).to.deep.equal(["2026-01-04T00:00:00.000Z", false, "csv"]);
  const run = await provider.exports.run(created.id);
  expect(run).to.deep.equal({ id: created.id, status: "queued", run_at: "2026-01-01T00:02:00.000Z" });
  await settle(service);
  const mail = await box.wait({ subject: "Export Leads", timeout: "5s" });
  expect(mail.subject).to.equal("Export Leads: 2 rows");
  expect(mail.auth.dkim).to.equal("pass");
  expect(mail.attachments.map((a) => [a.filename, a.type])).to.deep.equal([["leads-2026-01-01.csv", "text/csv"]]);
  const file = await mail.attachments[0]!.file();
  expect(await file.text()).to.equal(
    'from,email,message\r\nsite@example.com,ada@example.com,"Hi, there"\r\nsite@example.com,bob@example.com,\'=cmd()\r\n',
  );
  expect((await provider.exports.get(created.id)).last_run).to.equal(null);
  await service.close();
});

Deno.test("a scheduled export runs at its times with the rows since the last run; paused it does not", async () => {
  const service = await account_service();
  await using box = await week_inbox(service);
  const provider = client(service);
  const created = await provider.exports.create({
    name: "Daily",
    recipients: box.address,
    schedule: "daily",
    columns: ["subject"],
  });
  await provider.send({ from: "a@example.com", to: "x@elsewhere.test", subject: "first", body: "x" });
  service.clock.advance(24 * 3_600_000);
  await settle(service);
  const day1 = await box.wait({ subject: "Export Daily", timeout: "5s" });
  expect(await (await day1.attachments[0]!.file()).text()).to.equal("subject\r\nfirst\r\n");
  const after = await provider.exports.get(created.id);
  expect([after.last_run, after.next_run]).to.deep.equal(["2026-01-02T00:00:00.000Z", "2026-01-03T00:00:00.000Z"]);
  service.clock.advance(60_000);
  await provider.send({ from: "a@example.com", to: "x@elsewhere.test", subject: "second", body: "x" });
  service.clock.advance(24 * 3_600_000 - 60_000);
  await settle(service);
  const mails = await box.list();
  const day2 = mails.filter((m) => m.subject.startsWith("Export Daily")).at(-1)!;
  const text = await (await day2.attachments[0]!.file()).text();
  expect(text).to.contain("second");
  expect(text).to.not.contain("first");
  const paused = await provider.exports.update(created.id, { paused: true });
  expect([paused.paused, paused.next_run]).to.deep.equal([true, null]);
  const count = (await box.list()).length;
  service.clock.advance(3 * 24 * 3_600_000);
  await settle(service);
  expect((await box.list()).length).to.equal(count);
  expect((await provider.exports.all()).map((e) => e.id)).to.deep.equal([created.id]);
  await provider.exports.delete(created.id);
  expect((await provider.exports.get(created.id).catch((e) => e)).code).to.equal("not_found");
  await service.close();
});

Deno.test("a list notification mails the recipients added or changed since its last run, on its schedule", async () => {
  const service = await account_service();
  await using box = await inbox(service);
  const provider = client(service);
  await provider.lists.create("News");
  const n = await provider.notifications.create("News", { recipients: box.address, schedule: "0 * * * *" });
  expect(n.next_run).to.equal("2026-01-01T01:00:00.000Z");
  await provider.recipients.add("News", ["ada@example.com", "bob@example.com"]);
  service.clock.advance(3_600_000);
  await settle(service);
  const mail = await box.wait({ subject: "News:", timeout: "5s" });
  expect(mail.subject).to.equal("News: 2 new or changed recipients");
  expect(mail.text).to.contain("ada@example.com");
  service.clock.advance(3_600_000);
  await settle(service);
  expect((await box.list()).length).to.equal(1);
  const changed = await provider.notifications.update("News", n.id, { schedule: "daily", subject: "Digest" });
  expect([changed.schedule, changed.next_run]).to.deep.equal(["daily", "2026-01-02T00:00:00.000Z"]);
  expect((await provider.notifications.all("News")).length).to.equal(1);
  await provider.notifications.delete("News", n.id);
  expect(await provider.notifications.all("News")).to.deep.equal([]);
  const bad = await provider.notifications.create("News", { recipients: box.address, schedule: "sometimes" }).catch((
    e,
  ) => e);
  expect(bad.code).to.equal("invalid_schedule");
  await service.close();
});

Deno.test("a form name with a space filters as written (form:Contact form), quoted, or before another key", async () => {
  const service = await account_service();
  const provider = client(service);
  for (const [subject, email] of [["Contact form", "ada@example.com"], ["Contact", "bob@example.com"]] as const) {
    await provider.send({ from: "site@example.com", to: "me@inbox.localhost", subject, body: form({ email }) });
  }
  await settle(service);
  const emails = async (filter: string) => {
    const file = await provider.exports.download({ filter, format: "json", columns: ["subject"] });
    return (JSON.parse(await file.text()) as { fields: { email: string } }[]).map((row) => row.fields.email);
  };
  expect(await emails("form:Contact form")).to.deep.equal(["ada@example.com"]);
  expect(await emails('form:"Contact form"')).to.deep.equal(["ada@example.com"]);
  expect(await emails("form:Contact form status:bounced")).to.deep.equal(["ada@example.com"]);
  expect(await emails("form:Contact")).to.deep.equal(["bob@example.com"]);
  expect(await emails("contact form:Contact")).to.deep.equal(["bob@example.com"]);
  await service.close();
});
