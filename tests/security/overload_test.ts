import { expect } from "chai";
import { overload } from "../../bench/_overload.ts";

Deno.test("under 200 SMTP senders, 2,000 held waits and inbox creation the server sheds with 421/429 and loses nothing", async () => {
  const result = await overload({
    duration_ms: 4000,
    senders: 200,
    waits: 2000,
    creators: 4,
    until_shed_ms: 60_000,
    // Shedding at the caps, not the HTTP head bound, is under test here: behind that bound (a JavaScript front on
    // the HTTP port) a loaded 2-core machine answers too slowly to reach the wait and creation caps at all
    // (measured: none shed in 60 s, usage card p50 5.4 s), so it is off; header_timeout_test.ts proves the bound.
    server_args: [
      "--smtp-per-ip",
      "150",
      "--held-per-ip",
      "1500",
      "--create-limit",
      "2010/1h",
      "--header-timeout",
      "0",
    ],
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
