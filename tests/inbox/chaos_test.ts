import { expect } from "chai";
import { temp } from "../../inbox.ts";
import { serve, smtp_send, until } from "./_helpers.ts";
import { manual_timers } from "../helpers/manual_timers.ts";

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

Deno.test("inbox.chaos({delay, duplicate}): the mail shows up when the delay is over, and twice; a waiting wait gets it", async () => {
  const timers = manual_timers();
  await using server = await serve({ chaos: { schedule: timers.schedule } });
  await using inbox = await temp({ url: server.http_url });
  await inbox.chaos({ delay: "800ms", duplicate: 1 });
  await smtp_send(server, { to: inbox.address, subject: "Your code", text: "Your code is 123456" });
  expect((await inbox.chaos()).pending).to.equal(2);
  expect(await inbox.list()).to.have.length(0);
  const waiting = inbox.wait({ subject: "code", timeout: "60s" });
  await until(() => server.service.stats().waits === 1);
  expect(timers.timers.map((t) => t.ms), "held back for the delay").to.deep.equal([800]);
  await timers.fire();
  expect((await waiting).code).to.equal("123456");
  const both = await inbox.list();
  expect(both.map((m) => m.subject)).to.deep.equal(["Your code", "Your code"]);
  expect(both[0]!.id).to.not.equal(both[1]!.id);
});
