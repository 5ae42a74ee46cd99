import { expect } from "chai";
import { temp } from "../../inbox.ts";
import { explain } from "../../src/extract/explain.ts";
import { serve, smtp_send } from "./_helpers.ts";

Deno.test("mail.explain() shows every code and link weighed for a mail that came over SMTP, and why", async () => {
  await using server = await serve();
  await using inbox = await temp({ url: server.http_url });
  const html = '<p>Your code is <b style="font-size:28px">482 913</b>.</p><p>Since 2019, order #5521.</p>' +
    '<p><a href="https://app.test/verify?t=abc123def456">Verify your email</a> · <a href="https://app.test/">Home</a></p>';
  await smtp_send(server, { to: inbox.address, subject: "Verify", text: "Your code is 482913", html });
  const mail = await inbox.wait({ subject: "verify" });
  const candidates = await mail.explain();
  expect(candidates).to.deep.equal(explain({ subject: mail.subject, text: mail.text, html: mail.html }).candidates);
  const chosen = candidates.codes.filter((c) => c.chosen);
  expect(chosen.map((c) => [c.code, c.text, c.where, c.keyword])).to.deep.equal([[
    "482913",
    "482 913",
    "html",
    "code",
  ]]);
  expect(candidates.code).to.match(/^"482913" scored [\d.]+, the most: 10 × nearness/);
  expect(candidates.links.map((l) => [l.url, l.chosen])).to.deep.equal([
    ["https://app.test/verify?t=abc123def456", true],
    ["https://app.test/", false],
  ]);
  expect(candidates.links[1]!.reason).to.equal("ruled out: the site's home page, not labelled as an action");
});
