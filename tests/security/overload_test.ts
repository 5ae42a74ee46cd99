import { expect } from "chai";
import { overload } from "../../bench/_overload.ts";

Deno.test("under 200 SMTP senders, 2,000 held waits and inbox creation the server sheds with 421/429 and loses nothing", async () => {
  const result = await overload({
    duration_ms: 4000,
    senders: 200,
    waits: 2000,
    creators: 4,
    server_args: ["--smtp-per-ip", "150", "--held-per-ip", "1500", "--create-limit", "2010/1h"],
  });
  console.log(`overload: ${JSON.stringify(result)}`);
  expect(result.alive).to.equal(true);
  expect(result.missing, "acknowledged messages not readable").to.equal(0);
  expect(result.smtp.acknowledged).to.be.greaterThan(0);
  expect(result.smtp.refused_421, "SMTP connections shed").to.be.greaterThan(0);
  expect(result.waits.shed_429, "waits shed").to.be.greaterThan(0);
  expect(result.creates.shed_429, "creations shed").to.be.greaterThan(0);
  expect(result.waits.answered).to.be.greaterThan(0);
  expect(result.smtp.errors + result.waits.errors + result.creates.errors, "failures other than shedding").to.equal(0);
  expect(result.waits.other + result.creates.other).to.equal(0);
});
