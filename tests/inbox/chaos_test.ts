import { expect } from "chai";
import { temp } from "../../inbox.ts";
import { serve, smtp_send } from "./_helpers.ts";

Deno.test("inbox.chaos() sets, reads and turns off fault injection; a refused send then a retry over SMTP", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  await using other = await temp({ url: server.http_url });
  expect(await inbox.chaos()).to.deep.equal({ delay: "0s", duplicate: 0, reorder: false, refuse: null, pending: 0 });
  expect(await inbox.chaos({ refuse: { code: 451 } })).to.deep.include({ refuse: { code: 451, probability: 1 } });
  const refused = await smtp_send(server, { to: inbox.address, subject: "Verify" }).catch((e) => e);
  expect(refused.responseCode).to.equal(451);
  await smtp_send(server, { to: other.address, subject: "Verify" });
  expect((await other.chaos()).refuse, "isolated per inbox").to.equal(null);
  expect(await inbox.chaos({})).to.deep.include({ refuse: null });
  await smtp_send(server, { to: inbox.address, subject: "Verify (retry)" });
  expect((await inbox.wait({ subject: "verify" })).subject).to.equal("Verify (retry)");
  expect((await inbox.info()).last_refusal?.reason).to.equal("chaos");
  const error = await inbox.chaos({ duplicate: 2 }).catch((e) => e);
  expect(error).to.include({ status: 400, code: "invalid_duplicate" });
});

Deno.test("inbox.chaos({delay, duplicate}): the mail shows up late and twice; a wait that outlasts the delay gets it", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  await inbox.chaos({ delay: "800ms", duplicate: 1 });
  const started = Date.now();
  await smtp_send(server, { to: inbox.address, subject: "Your code", text: "Your code is 123456" });
  expect((await inbox.chaos()).pending).to.equal(2);
  expect(await inbox.list()).to.have.length(0);
  const mail = await inbox.wait({ subject: "code", timeout: "5s" });
  expect(Date.now() - started).to.be.at.least(700);
  expect(mail.code).to.equal("123456");
  const both = await inbox.list();
  expect(both.map((m) => m.subject)).to.deep.equal(["Your code", "Your code"]);
  expect(both[0]!.id).to.not.equal(both[1]!.id);
});
